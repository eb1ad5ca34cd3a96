// The Files node grouped by folder like GitHub's file tree: folders first, single-folder chains folded into one
// node, and the file nodes keeping the ids the flat list gives them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PullRequestFile } from '../../../src/core/github/types';
import { fileTree, folderAt, type TreeEntry } from '../../../src/ui/pulls/files/file-tree';
import { layoutFileNode, treeLevelNodes } from '../../../src/ui/pulls/files/file-tree-nodes';

/** The tree as the user reads it: folders as `name/` with their contents indented, files by name. */
function outline(entries: ReadonlyArray<TreeEntry<string>>, indent = ''): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'folder'
      ? [`${indent}${entry.label}/`, ...outline(entry.children, `${indent}  `)]
      : [`${indent}${entry.file.split('/').pop()}`],
  );
}

const same = (path: string) => path;

describe('pull request files as a folder tree', () => {
  it('groups by folder, folders before files, and folds chains of single folders', () => {
    const tree = fileTree(
      [
        'src/ui/pulls/index.ts',
        'README.md',
        'src/ui/pulls/files/tree.ts',
        'src/core/a.ts',
        'docs/guide/intro.md',
        'src/ui/pulls/data.ts',
      ],
      same,
    );
    assert.deepEqual(outline(tree), [
      'docs/guide/',
      '  intro.md',
      'src/',
      '  core/',
      '    a.ts',
      '  ui/pulls/',
      '    files/',
      '      tree.ts',
      '    data.ts',
      '    index.ts',
      'README.md',
    ]);
    assert.equal(folderAt(tree, 'src/ui/pulls')?.label, 'ui/pulls');
    assert.deepEqual(outline(folderAt(tree, 'src/ui/pulls/files')!.children), ['tree.ts']);
    assert.equal(folderAt(tree, 'src/ui'), undefined, 'folded into ui/pulls');
  });

  it('shows 3,000 generated files as one folder node holding them all', () => {
    const paths = Array.from(
      { length: 3000 },
      (_, index) => `generated/client/module-${String(index + 1).padStart(4, '0')}.ts`,
    );
    const tree = fileTree(paths, same);
    assert.deepEqual(
      tree.map((entry) => (entry.kind === 'folder' ? entry.label : entry.file)),
      ['generated/client'],
    );
    assert.equal(folderAt(tree, 'generated/client')?.children.length, 3000);
  });

  it('draws folder nodes open, and file nodes with the flat list ids and only their line counts', () => {
    const where = {
      filesNodeId: 'pulls/7/files',
      hostId: 'github.com',
      repo: { owner: 'o', repo: 'r' },
      number: 7,
      commits: { base: 'b', head: 'h' },
    };
    const file = { filename: 'src/a.ts', status: 'modified', additions: 3, deletions: 1, sha: 's' } as PullRequestFile;
    const nodes = treeLevelNodes(
      where,
      fileTree([file], (each) => each.filename),
      (node) => node,
    );
    assert.deepEqual(
      nodes.map((node) => [node.id, node.label, node.expandable, node.data.type]),
      [['pulls/7/files/src/', 'src', 'expanded', 'fileFolder']],
    );
    const inTree = layoutFileNode(where, file, 'tree');
    const flat = layoutFileNode(where, file, 'flat');
    assert.equal(inTree.id, flat.id);
    assert.deepEqual(inTree.description, { message: '+{0} −{1}', args: [3, 1] });
    assert.deepEqual(flat.description, { message: '{0} +{1} −{2}', args: ['src', 3, 1] });
  });
});
