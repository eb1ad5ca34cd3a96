// File contents of the emulated repositories, for GET /repos/{owner}/{repo}/contents/{path}?ref=. Nothing is stored
// per file: a file at a commit is computed on request from the pull requests' patches and a deterministic trunk.
//
// The model, and why it is shaped so:
// - Every repository has a trunk: the same deterministic files (`trunkPaths`) at every commit that is not a pull
//   request's own (branch tips, base SHAs, merge commits). Open pull requests share their base SHA (the tip of
//   `main`), so a file at a base SHA cannot depend on which pull request asks: it is the trunk's.
// - The seed writes its patches from the trunk (seed.ts `makeFile`): a modified file's context and `-` lines are
//   the trunk's lines at the hunk's position, a removed file's patch removes the whole trunk file, and an added
//   file gets a path the trunk does not have. So for every seeded pull request: base = the trunk, head = the trunk
//   with the patch applied, and the two differ by exactly the patch.
// - A pull request's commits (its head SHA included) show the trunk with that pull request's files applied.
// - A file whose patch does not fit the trunk (renamed files, files made by tests) gets a base of its own, built
//   from the patch: filler lines up to each hunk, the hunk's old side, a few trailing lines. It is served at its
//   pull request's base SHA.
// - Two extra trunk files exercise the edges: one over 1 MiB (GitHub answers `encoding: "none"`) and one whose path
//   has spaces, `#` and non-ASCII characters (URL escaping).
// - One merged pull request's base branch moved on after it branched (seed.ts `moveBaseOn`): at its `base.sha` its
//   file starts with a line the trunk lacks, while its first commit's parent (the merge base) shows the trunk.
// - A commit pushed at run time (pushes.ts) records the pull request's files as of itself (`Commit.pullFiles`), and the
//   first push records the files before it on the older commits, so each commit since shows its own state.
// Simplifications: merged changes never reach the trunk (a merge commit shows the trunk); seeded commits before a
// pull request's head show its head. A branch that heads no pull request shows the trunk and what was written on it
// (branch-files.ts).
import { createHash } from 'node:crypto';
import { writtenFilesAt } from './branch-files.js';
import type { GitHubStore, PullFile, PullIssue, Repo } from './store.js';

// ---- line pools (the seed writes its patches from them) ------------------------------------------------------------

export const filePool = [
  'src/core/http/client.ts',
  'src/core/http/paging.ts',
  'src/core/github/pulls.ts',
  'src/core/github/events.ts',
  'src/ui/views/pull-requests.ts',
  'src/ui/preview/preview.ts',
  'README.md',
  'docs/setup.md',
  'package.json',
  '.github/workflows/ci.yml',
  'src/core/graphql/schema-store.ts',
  'l10n/bundle.l10n.ja.json',
];

const codeLines: Record<string, string[]> = {
  ts: [
    'const page = await client.get(url);',
    'if (!response.ok) throw new HttpError(response);',
    'return items.map(toPullRequest);',
    'export function nextLink(header: string): string | undefined {',
    '  const match = /<([^>]+)>; rel="next"/.exec(header);',
    '  return match?.[1];',
    '}',
    'this.cache.set(key, { etag, body });',
    'await delay(retryAfter * 1000);',
    'logger.info(`fetched ${items.length} items`);',
  ],
  md: [
    '## Setup',
    'Run `npm install` and then `npm run build`.',
    'See the [settings](#settings) section.',
    '- Pull requests view',
    '- Events view',
    'DevDesk は VS Code 拡張です。',
  ],
  json: [
    '  "name": "devdesk",',
    '  "version": "0.1.0",',
    '  "private": true,',
    '  "main": "./dist/extension.js",',
    '  "engines": { "vscode": "^1.100.0" },',
  ],
  yml: [
    'on: [push, pull_request]',
    'jobs:',
    '  test:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - run: npm ci',
  ],
};

/** The realistic lines of a file's type. */
export function linesFor(filename: string): string[] {
  if (filename.endsWith('.ts')) return codeLines.ts!;
  if (filename.endsWith('.md')) return codeLines.md!;
  if (filename.endsWith('.json')) return codeLines.json!;
  return codeLines.yml!;
}

// ---- the trunk -----------------------------------------------------------------------------------------------------

/** Over 1 MiB: the contents API answers it with `encoding: "none"` and no content. */
export const largeFilePath = 'assets/fixtures/large-dataset.json';
/** A path that needs escaping in a URL. */
export const unusualPath = 'docs/notes/Meeting Notes #3 (議事録).md';
/** Files bigger than this are answered without content (`encoding: "none"`), as GitHub does. */
export const contentSizeLimit = 1024 * 1024;

/** Every path the trunk has (every repository has the same trunk). */
export const trunkPaths: readonly string[] = [...filePool, largeFilePath, unusualPath];
const trunkSet = new Set(trunkPaths);

/** Lines the trunk files have at least: the seed's hunks start at line 180 at the latest. */
export const minTrunkLines = 200;

/** FNV-1a: a small deterministic hash (the seed's random stream must not be touched). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A deterministic line for a position of a file, from its type's pool. */
function fillerLine(path: string, index: number): string {
  const pool = linesFor(path);
  return pool[hash(`${path}:${index}`) % pool.length]!;
}

const trunkCache = new Map<string, string[]>();

/** The trunk's lines of a file (undefined when the trunk has no such file). */
export function trunkLines(path: string): string[] | undefined {
  if (!trunkSet.has(path)) return undefined;
  let lines = trunkCache.get(path);
  if (!lines) {
    lines = path === largeFilePath ? largeFileLines() : generateTrunkFile(path);
    trunkCache.set(path, lines);
  }
  return lines;
}

function generateTrunkFile(path: string): string[] {
  const length = minTrunkLines + (hash(path) % 60);
  const body = Array.from({ length }, (_, index) => fillerLine(path, index));
  if (path.endsWith('.json')) return ['{', ...body, '  "license": "MIT"', '}'];
  if (path.endsWith('.md')) return [`# ${path.split('/').pop()!.replace(/\.md$/, '')}`, '', ...body];
  if (path.endsWith('.ts')) return [`// ${path}: part of DevDesk.`, ...body];
  return [`# ${path}`, ...body];
}

function largeFileLines(): string[] {
  const lines = ['['];
  let bytes = 2;
  for (let id = 1; bytes <= contentSizeLimit + 4096; id += 1) {
    const line = `  { "id": ${id}, "name": "item-${id}", "tags": ["alpha", "beta"], "score": ${(id % 997) / 1000} },`;
    lines.push(line);
    bytes += Buffer.byteLength(line) + 1;
  }
  lines.push('  { "id": 0, "name": "end", "tags": [], "score": 0 }', ']');
  return lines;
}

const newFileWords = ['cache', 'retry', 'helpers', 'options', 'limits', 'errors', 'format', 'notes'];

/** Where the seed puts a file a pull request adds: next to a pool file, under a name the trunk does not have. */
export function addedFilePath(poolPath: string, salt: string): string {
  const slash = poolPath.lastIndexOf('/');
  const directory = poolPath.slice(0, slash + 1);
  const name = poolPath.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${directory}${stem}-${newFileWords[hash(`${salt}:${poolPath}`) % newFileWords.length]}${extension}`;
}

// ---- patches ---------------------------------------------------------------------------------------------------------

export interface Hunk {
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
  /** The hunk's body lines, each with its ` `, `-` or `+` marker. */
  lines: string[];
}

/** The hunks of a unified diff patch (as `PullFile.patch` holds it). */
export function parseHunks(patch: string): Hunk[] {
  const hunks: Hunk[] = [];
  for (const line of patch.split('\n')) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (header) {
      hunks.push({
        oldStart: Number(header[1]),
        oldCount: Number(header[2] ?? 1),
        newStart: Number(header[3]),
        newCount: Number(header[4] ?? 1),
        lines: [],
      });
    } else if (hunks.length > 0 && /^[ +-]/.test(line)) {
      hunks[hunks.length - 1]!.lines.push(line);
    }
  }
  return hunks;
}

/** The lines a hunk expects (` ` and `-`) or leaves (` ` and `+`), without markers. */
export function hunkSide(hunk: Hunk, side: 'old' | 'new'): string[] {
  const skip = side === 'old' ? '+' : '-';
  return hunk.lines.filter((line) => !line.startsWith(skip)).map((line) => line.slice(1));
}

/** 0-based index of the first old line a hunk touches (git writes `-N,0` for "after line N"). */
function hunkIndex(hunk: Hunk): number {
  return hunk.oldCount === 0 ? hunk.oldStart : hunk.oldStart - 1;
}

/** Applies hunks to a file's lines; undefined when a hunk's old side is not what the file has there. */
export function applyHunks(lines: readonly string[], hunks: readonly Hunk[]): string[] | undefined {
  const result: string[] = [];
  let cursor = 0;
  for (const hunk of hunks) {
    const start = hunkIndex(hunk);
    const old = hunkSide(hunk, 'old');
    if (start < cursor || start + old.length > lines.length) return undefined;
    if (old.some((line, offset) => lines[start + offset] !== line)) return undefined;
    result.push(...lines.slice(cursor, start), ...hunkSide(hunk, 'new'));
    cursor = start + old.length;
  }
  result.push(...lines.slice(cursor));
  return result;
}

/** A base made from the patch alone: filler up to each hunk, its old side, then a few trailing lines. */
function baseFromPatch(path: string, hunks: readonly Hunk[], wholeFile: boolean): string[] {
  const lines: string[] = [];
  for (const hunk of hunks) {
    const start = hunkIndex(hunk);
    while (lines.length < start) lines.push(fillerLine(path, lines.length));
    lines.push(...hunkSide(hunk, 'old'));
  }
  if (!wholeFile) for (let extra = 0; extra < 3; extra += 1) lines.push(fillerLine(path, lines.length));
  return lines;
}

/** A pull request file's lines at the base (undefined for an added file). */
export function baseLinesOf(file: PullFile): string[] | undefined {
  if (file.status === 'added') return undefined;
  const path = file.previousFilename ?? file.filename;
  const hunks = parseHunks(file.patch);
  const trunk = trunkLines(path);
  if (trunk && applyHunks(trunk, hunks)) return trunk;
  // A removed file's patch removes every line it had: nothing trails it.
  return baseFromPatch(path, hunks, file.status === 'removed');
}

/** A pull request file's lines at the head (undefined for a removed file). */
export function headLinesOf(file: PullFile): string[] | undefined {
  if (file.status === 'removed') return undefined;
  return applyHunks(baseLinesOf(file) ?? [], parseHunks(file.patch)) ?? [];
}

// ---- commits ---------------------------------------------------------------------------------------------------------

/** What a ref names: a commit of the trunk, or a commit of one pull request (its head state). */
export type Snapshot =
  | { kind: 'trunk'; sha: string; bases: PullIssue[]; written?: ReadonlyMap<string, string[]> }
  | { kind: 'pull'; sha: string; issue: PullIssue };

const shaPattern = /^[0-9a-f]{7,40}$/i;

function sameSha(known: string | null | undefined, wanted: string): boolean {
  return (
    known !== null && known !== undefined && (known === wanted || (wanted.length < 40 && known.startsWith(wanted)))
  );
}

/**
 * Resolves `ref` (a commit SHA, at least 7 hex digits; a branch name, optionally `refs/heads/`; none = the default
 * branch) in a repository. Pull requests count when the repository is their base or holds their head (a fork).
 */
export function resolveRef(store: GitHubStore, repo: Repo, ref: string | undefined): Snapshot | undefined {
  const name = ref === undefined || ref === '' ? repo.defaultBranch : ref.replace(/^refs\/heads\//, '');
  const tip = repo.branches.get(name);
  const wanted = tip ?? (shaPattern.test(name) ? name.toLowerCase() : undefined);
  if (!wanted) return undefined;
  const pulls = [...store.issues.values()].filter(
    (issue): issue is PullIssue =>
      issue.pull !== undefined && (issue.repoId === repo.id || issue.pull.head.repoId === repo.id),
  );
  // The newest pull request wins when two share a commit (a branch opened again after its first one closed).
  const own = pulls.filter(
    (issue) => sameSha(issue.pull.head.sha, wanted) || issue.pull.commits.some((commit) => sameSha(commit.sha, wanted)),
  );
  if (own.length > 0) {
    const issue = own.reduce((newest, candidate) => (candidate.createdAt > newest.createdAt ? candidate : newest));
    return {
      kind: 'pull',
      sha: issue.pull.commits.find((commit) => sameSha(commit.sha, wanted))?.sha ?? issue.pull.head.sha,
      issue,
    };
  }
  const trunkSha =
    [...repo.branches.values()].find((sha) => sameSha(sha, wanted)) ??
    pulls
      .map((issue) => [issue.pull.base.sha, issue.pull.mergeCommitSha, mergeBaseOf(issue)])
      .flat()
      .find((sha) => sameSha(sha, wanted));
  if (!trunkSha) return undefined;
  const written = writtenFilesAt(store, trunkSha);
  return {
    kind: 'trunk',
    sha: trunkSha,
    bases: pulls.filter((issue) => issue.pull.base.sha === trunkSha),
    ...(written ? { written } : {}),
  };
}

/** A pull request's files (base to that commit) at one of its commits: the head's unless a push recorded others. */
export function pullFilesAt(issue: PullIssue, sha: string): PullFile[] {
  return issue.pull.commits.find((commit) => commit.sha === sha)?.pullFiles ?? issue.pull.files;
}

/** The commit a pull request branched from: its first commit's parent. */
export function mergeBaseOf(issue: PullIssue): string | undefined {
  return issue.pull.commits[0]?.parents[0];
}

/** A file's lines at a snapshot, or undefined when no such file is there. */
export function linesAt(snapshot: Snapshot, path: string): string[] | undefined {
  if (snapshot.kind === 'pull') {
    const files = pullFilesAt(snapshot.issue, snapshot.sha);
    const changed = files.find((file) => file.filename === path);
    if (changed) return headLinesOf(changed);
    if (files.some((file) => file.previousFilename === path)) return undefined;
    return trunkLines(path);
  }
  const writtenHere = snapshot.written?.get(path);
  if (writtenHere) return writtenHere;
  const trunk = trunkLines(path);
  const movedOn = snapshot.bases.find((issue) => issue.pull.baseMovedOn?.path === path)?.pull.baseMovedOn;
  if (trunk) return movedOn ? [...movedOn.lines, ...trunk] : trunk;
  for (const issue of snapshot.bases) {
    const file = issue.pull.files.find(
      (candidate) => candidate.status !== 'added' && (candidate.previousFilename ?? candidate.filename) === path,
    );
    if (file) return baseLinesOf(file);
  }
  return undefined;
}

const bytesCache = new WeakMap<string[], Buffer>();

/** The bytes of a file's lines (each line ends with a newline, as the patches say: none has "\ No newline"). */
export function bytesOf(lines: string[]): Buffer {
  let bytes = bytesCache.get(lines);
  if (!bytes) {
    bytes = Buffer.from(lines.length === 0 ? '' : `${lines.join('\n')}\n`, 'utf8');
    // The trunk's arrays live on, so the large file is encoded once; the arrays of a head go with their request.
    bytesCache.set(lines, bytes);
  }
  return bytes;
}

/** Git's blob id: sha1 of `blob <size>\0<bytes>`. */
export function gitBlobSha(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** Base64 as GitHub sends `content`: lines of 60 characters, each ending with a newline. */
export function wrappedBase64(bytes: Buffer): string {
  const base64 = bytes.toString('base64');
  let wrapped = '';
  for (let index = 0; index < base64.length; index += 60) wrapped += `${base64.slice(index, index + 60)}\n`;
  return wrapped;
}
