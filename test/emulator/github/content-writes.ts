// Writing a file on a branch, as PUT /repos/{owner}/{repo}/contents/{path} does
// (https://docs.github.com/rest/repos/contents#create-or-update-file-contents): one new commit on the branch, whose
// parent is the branch's tip. Updating a file needs the blob SHA of the file being replaced; a SHA that is not the
// file's blob at the tip is GitHub's 409 (the branch moved in that file since the writer read it).
//
// In the contents model (contents.ts) a branch's files are the trunk plus its pull request's patches, so a write goes
// to a branch that is the head of a pull request: every pull request whose head is that branch gets the commit, and
// the written file's patch is computed again from the base it had (jsdiff), so its files, its diff and the contents
// at the new head show the new text. The files as they were stay readable at the commit they belonged to. A branch
// that heads no pull request (the trunk) is not writable here: the emulator answers 422, saying so.
import { structuredPatch } from 'diff';
import { baseLinesOf, bytesOf, filesAtCommit, gitBlobSha, linesAt, resolveRef } from './contents.js';
import type { Commit, GitHubStore, PullFile, PullIssue, Repo } from './store.js';
import { fakeSha } from './store.js';

export interface FileWrite {
  branch: string;
  path: string;
  /** The new text. */
  text: string;
  message: string;
  /** The blob SHA of the file being replaced; required when the file exists. */
  sha?: string;
}

export type FileWriteResult =
  | { ok: true; created: boolean; commit: Commit; blobSha: string; bytes: Buffer }
  | { ok: false; status: 404 | 409 | 422; message: string };

/** The pull requests whose head is the branch of this repository, newest first. */
function pullsHeadedBy(store: GitHubStore, repo: Repo, branch: string): PullIssue[] {
  return [...store.issues.values()]
    .filter((issue): issue is PullIssue => issue.pull !== undefined && issue.pull.head.repoId === repo.id && issue.pull.head.ref === branch && !issue.pull.merged)
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** Writes a file on a branch; see the header for what moves. */
export function writeFile(store: GitHubStore, repo: Repo, userId: number, write: FileWrite): FileWriteResult {
  const tip = repo.branches.get(write.branch);
  if (!tip) return { ok: false, status: 404, message: `Branch ${write.branch} not found` };
  const snapshot = resolveRef(store, repo, write.branch);
  const pulls = pullsHeadedBy(store, repo, write.branch);
  if (!snapshot || pulls.length === 0) return { ok: false, status: 422, message: `The emulator writes only to branches that head a pull request; ${write.branch} heads none` };
  const current = linesAt(snapshot, write.path);
  if (current && write.sha === undefined) return { ok: false, status: 422, message: 'Invalid request.\n\n"sha" wasn\'t supplied.' };
  if (current && write.sha !== gitBlobSha(bytesOf(current))) return { ok: false, status: 409, message: `${write.path} does not match ${write.sha}` };
  const now = store.now();
  const user = store.accounts.get(userId)!;
  const sha = fakeSha(`contents:${tip}:${write.path}:${write.text}:${now}`);
  const commit: Commit = { sha, message: write.message, authorId: userId, authorName: user.name ?? user.login, authorEmail: `${user.login}@users.noreply.example`, committerId: userId, date: now, parents: [tip], treeSha: fakeSha(`tree:${sha}`) };
  for (const issue of pulls) moveHead(issue, commit, write, now);
  repo.branches.set(write.branch, sha);
  repo.pushedAt = now;
  store.recordEvent(userId, repo, { type: 'PushEvent', pushId: store.nextId('push', 9_000_000_000), ref: `refs/heads/${write.branch}`, head: sha, before: tip });
  const bytes = Buffer.from(write.text, 'utf8');
  return { ok: true, created: current === undefined, commit, blobSha: gitBlobSha(bytes), bytes };
}

/** Adds the commit to a pull request and gives its files the written file, keeping the files it had at the old head. */
function moveHead(issue: PullIssue, commit: Commit, write: FileWrite, now: number): void {
  const pull = issue.pull;
  pull.filesAt ??= new Map();
  if (!pull.filesAt.has(pull.head.sha)) pull.filesAt.set(pull.head.sha, filesAtCommit(issue, pull.head.sha));
  pull.files = withWrittenFile(pull.files, write.path, linesOf(write.text));
  pull.commits.push({ ...commit, parents: [pull.head.sha] });
  pull.head.sha = commit.sha;
  issue.updatedAt = now;
}

/** A text's lines as the contents model keeps them (every line ends with a newline; a missing last one is added). */
function linesOf(text: string): string[] {
  if (text === '') return [];
  return (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
}

/** The pull request's files with `path` at the new lines: its patch computed again from the base the file had. */
function withWrittenFile(files: readonly PullFile[], path: string, lines: string[]): PullFile[] {
  const existing = files.find((file) => file.filename === path);
  const base = existing ? baseLinesOf(existing) : linesAt({ kind: 'trunk', sha: '', bases: [] }, path);
  const patch = unifiedPatch(base ?? [], lines);
  const changed: PullFile = {
    sha: gitBlobSha(bytesOf(lines)),
    filename: path,
    status: existing?.status === 'renamed' ? 'renamed' : base === undefined ? 'added' : 'modified',
    additions: countMarked(patch, '+'),
    deletions: countMarked(patch, '-'),
    patch,
    ...(existing?.previousFilename ? { previousFilename: existing.previousFilename } : {}),
    ...(base ? { base } : {}),
  };
  const others = files.filter((file) => file !== existing);
  // A file written back to its base text leaves the pull request's files, as on GitHub.
  return patch === '' ? others : existing ? files.map((file) => (file === existing ? changed : file)) : [...others, changed];
}

/** Unified diff hunks (no file headers), three lines of context, as GitHub's `patch` holds them. */
export function unifiedPatch(base: readonly string[], head: readonly string[]): string {
  const text = (lines: readonly string[]) => (lines.length === 0 ? '' : `${lines.join('\n')}\n`);
  const { hunks } = structuredPatch('a', 'b', text(base), text(head), undefined, undefined, { context: 3 });
  return hunks
    .map((hunk) => {
      // git writes the line before an empty side ("-0,0" for an added file, "-N,0" for lines inserted after N).
      const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
      const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
      return [`@@ -${oldStart},${hunk.oldLines} +${newStart},${hunk.newLines} @@`, ...hunk.lines].join('\n');
    })
    .join('\n');
}

function countMarked(patch: string, marker: '+' | '-'): number {
  return patch.split('\n').filter((line) => line.startsWith(marker)).length;
}
