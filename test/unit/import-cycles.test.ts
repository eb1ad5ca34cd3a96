// The import graph of `src`, read with the TypeScript compiler's own pre-processor (every `import`, `import type`,
// `export … from` and `import()` with a relative specifier, resolved to its file), so a newcomer can start reading
// anywhere and go down:
//   - no import cycle anywhere in `src`, type-only imports included;
//   - inside the Pull Requests feature, every import goes down the layer order below, never back up, and no
//     sub-concern reaches into a sibling's files.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

const repo = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const posix = (path: string) => relative(repo, path).split(sep).join('/');

function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.d.ts`, join(base, 'index.ts')].find(
    (path) => path.endsWith('.ts') && existsSync(path),
  );
}

/** Each file of `src` (repository-relative, with `/`), and the files of `src` it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(join(repo, 'src'))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => resolveSpecifier(file, fileName));
    graph.set(posix(file), [...new Set(targets.filter((target) => target !== undefined).map(posix))]);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan), each as one cycle through them to show. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const self = graph.get(file)?.includes(file);
    if (component.length > 1 || self) found.push(pathThrough(graph, new Set(component), file));
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** One way round a component from `start` back to it (breadth first), for the failure message. */
function pathThrough(graph: Map<string, string[]>, component: Set<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

// The layer order of src/ui/pulls, lowest first. A file may import its own folder and any lower layer; the
// sub-concerns of one layer stand side by side and never import each other.
//   0  pull/      the pull request itself: its node data, nodes, targets and target picking, its files (file system,
//                 file pages, patch base, hunks, diff), the workspace's repositories and clones (local-git.ts)
//   1  threads/   review threads and comments: the diff editor's comment controller, loading, presentation, edit
//                 state, the review comment requests, resolved state
//   2  reviews/ suggestions/ viewed/ checks/ compare/ checkout/ teams/ people/ queries/ waiting/ files/ reveal/
//                 each a concern over the two floors below
//   3  pulls/*.ts the view (its node data union, its source), the pull request commands, and index.ts, which
//                 wires everything
const pullsRoot = 'src/ui/pulls/';
const floors: Record<string, number> = { pull: 0, threads: 1 };

function pullsPlace(file: string): { folder: string; layer: number } | undefined {
  if (!file.startsWith(pullsRoot)) return undefined;
  const parts = file.slice(pullsRoot.length).split('/');
  if (parts.length === 1) return { folder: '', layer: 3 };
  return { folder: parts[0]!, layer: floors[parts[0]!] ?? 2 };
}

/** The imports inside pulls that go up the layer order, or across to a sibling sub-concern. */
function pullsImportsUpOrAcross(graph: Map<string, string[]>): string[] {
  const wrong: string[] = [];
  for (const [file, targets] of graph) {
    const from = pullsPlace(file);
    if (!from) continue;
    for (const target of targets) {
      const to = pullsPlace(target);
      if (!to || to.folder === from.folder || to.layer < from.layer) continue;
      wrong.push(`${file} → ${target}`);
    }
  }
  return wrong.sort();
}

describe('the import graph of src', () => {
  const graph = importGraph();

  it('reads every source file and resolves relative imports (a sanity check of the graph itself)', () => {
    assert.ok(graph.size > 300, `${graph.size} files`);
    assert.ok(graph.get('src/ui/base/commands.ts')?.includes('src/ui/base/command.ts'), 'an import type is an edge');
  });

  it('has no import cycle, type-only imports included', () => {
    const found = cycles(graph);
    assert.deepEqual(
      found.map((cycle) => cycle.join(' → ')),
      [],
    );
  });

  it('finds a cycle where there is one (the check itself can fail)', () => {
    const looped = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    assert.deepEqual(cycles(looped), [['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('keeps pulls in its layer order: no import goes up a layer or across to a sibling sub-concern', () => {
    assert.deepEqual(pullsImportsUpOrAcross(graph), []);
  });

  it('names an import up the layers and one across to a sibling', () => {
    const graphOf = new Map([
      ['src/ui/pulls/pull/nodes.ts', ['src/ui/pulls/threads/thread-text.ts']],
      ['src/ui/pulls/reviews/review-nodes.ts', ['src/ui/pulls/checks/check-data.ts', 'src/ui/pulls/pull/data.ts']],
      ['src/ui/pulls/index.ts', ['src/ui/pulls/reviews/review-nodes.ts']],
    ]);
    assert.deepEqual(pullsImportsUpOrAcross(graphOf), [
      'src/ui/pulls/pull/nodes.ts → src/ui/pulls/threads/thread-text.ts',
      'src/ui/pulls/reviews/review-nodes.ts → src/ui/pulls/checks/check-data.ts',
    ]);
  });
});
