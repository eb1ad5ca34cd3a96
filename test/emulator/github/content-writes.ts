// Writing a file on a branch, as PUT /repos/{owner}/{repo}/contents/{path} does
// (https://docs.github.com/rest/repos/contents#create-or-update-file-contents): one new commit on the branch, whose
// parent is the branch's tip. Updating a file needs the blob SHA of the file being replaced; a SHA that is not the
// file's blob at the tip is GitHub's 409 (the branch moved in that file since the writer read it).
//
// In the contents model (contents.ts) a branch's files are the trunk plus its pull request's patches, so a write goes
// to a branch that is the head of a pull request: the newest pull request whose head is that branch gets the commit
// through pushes.ts (the same commit as the control route's push), so its files, its patches and the contents at the
// new head show the new text, and each older commit keeps its own. A branch that heads no pull request (the default
// branch or another) gets the commit through branch-files.ts.
import { commitOnBranch } from './branch-files.js';
import { bytesOf, gitBlobSha, linesAt, resolveRef } from './contents.js';
import { pushFileCommit } from './pushes.js';
import type { Commit, GitHubStore, PullIssue, Repo } from './store.js';

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
    .filter(
      (issue): issue is PullIssue =>
        issue.pull !== undefined &&
        issue.pull.head.repoId === repo.id &&
        issue.pull.head.ref === branch &&
        !issue.pull.merged,
    )
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** Writes a file on a branch; see the header for what moves. */
export function writeFile(store: GitHubStore, repo: Repo, userId: number, write: FileWrite): FileWriteResult {
  const tip = repo.branches.get(write.branch);
  if (!tip) return { ok: false, status: 404, message: `Branch ${write.branch} not found` };
  const snapshot = resolveRef(store, repo, write.branch);
  const [pull] = pullsHeadedBy(store, repo, write.branch);
  if (!snapshot) return { ok: false, status: 404, message: `Branch ${write.branch} not found` };
  const current = linesAt(snapshot, write.path);
  if (current && write.sha === undefined)
    return { ok: false, status: 422, message: 'Invalid request.\n\n"sha" wasn\'t supplied.' };
  if (current && write.sha !== gitBlobSha(bytesOf(current)))
    return { ok: false, status: 409, message: `${write.path} does not match ${write.sha}` };
  const change = { branch: write.branch, path: write.path, lines: linesOf(write.text), message: write.message };
  const commit = pull ? pushFileCommit(store, pull, userId, change) : commitOnBranch(store, repo, userId, change);
  repo.branches.set(write.branch, commit.sha);
  repo.pushedAt = commit.date;
  store.recordEvent(userId, repo, {
    type: 'PushEvent',
    pushId: store.nextId('push', 9_000_000_000),
    ref: `refs/heads/${write.branch}`,
    head: commit.sha,
    before: tip,
  });
  const bytes = Buffer.from(write.text, 'utf8');
  return { ok: true, created: current === undefined, commit, blobSha: gitBlobSha(bytes), bytes };
}

/** A text's lines as the contents model keeps them (every line ends with a newline; a missing last one is added). */
function linesOf(text: string): string[] {
  if (text === '') return [];
  return (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
}
