// A commit pushed to a pull request's head branch that changes one file: what `POST /__emulator/github/push` does
// (a test's "new commit since the review"). The pull request's commits list grows by a commit that knows the file it
// changed (`Commit.files`) and the pull request's files as of itself (`Commit.pullFiles`, see contents.ts); the
// head and its branch move to it, and the pull request's files and patches are recomputed from base to new head.
import { fakeSha, type Commit, type GitHubStore, type PullFile, type PullIssue } from './store.js';
import { linesAt, resolveRef, bytesOf, gitBlobSha } from './contents.js';
import { sameLines, unifiedPatch } from './unified-diff.js';

export interface FileChange {
  path: string;
  /** The file's new lines; null removes it. */
  lines: string[] | null;
  message: string;
}

/** The file at the pull request's base (its base SHA, where its patches start). */
function baseLines(store: GitHubStore, issue: PullIssue, path: string): string[] | undefined {
  const repo = store.repoById(issue.repoId)!;
  const base = resolveRef(store, repo, issue.pull.base.sha);
  return base ? linesAt(base, path) : undefined;
}

function pullFile(path: string, before: string[] | undefined, after: string[] | undefined, sha: string): PullFile {
  const { patch, additions, deletions } = unifiedPatch(before, after);
  const status = before === undefined ? 'added' : after === undefined ? 'removed' : 'modified';
  return { sha, filename: path, status, additions, deletions, patch };
}

/** Pushes a commit changing one file onto the pull request's head; returns the commit. */
export function pushFileCommit(store: GitHubStore, issue: PullIssue, userId: number, change: FileChange): Commit {
  const pull = issue.pull;
  const repo = store.repoById(issue.repoId)!;
  const head = resolveRef(store, repo, pull.head.sha)!;
  const before = linesAt(head, change.path);
  const after = change.lines ?? undefined;
  const blobSha = gitBlobSha(bytesOf(after ?? before ?? []));
  const atBase = baseLines(store, issue, change.path);
  const others = pull.files.filter((file) => file.filename !== change.path);
  const files = sameLines(atBase, after)
    ? others
    : [...others, pullFile(change.path, atBase, after, blobSha)].sort((a, b) => a.filename.localeCompare(b.filename));
  // The first push pins the state the older commits showed (the head's), before the files change.
  for (const older of pull.commits) older.pullFiles ??= pull.files;
  const now = store.now();
  const user = store.accounts.get(userId)!;
  const sha = fakeSha(`push:${pull.head.sha}:${change.path}:${now}:${pull.commits.length}`);
  const commit: Commit = {
    sha,
    message: change.message,
    authorId: userId,
    authorName: user.name ?? user.login,
    authorEmail: `${user.login}@users.noreply.example`,
    committerId: userId,
    date: now,
    parents: [pull.head.sha],
    treeSha: fakeSha(`tree:${sha}`),
    files: sameLines(before, after) ? [] : [pullFile(change.path, before, after, blobSha)],
    pullFiles: files,
  };
  pull.commits.push(commit);
  pull.files = files;
  pull.head.sha = sha;
  store.repoById(pull.head.repoId)?.branches.set(pull.head.ref, sha);
  issue.updatedAt = now;
  store.restartMergeability(issue);
  return commit;
}

/**
 * The control route's body, `{"owner", "repo", "number", "path", "content": <text> | null, "message"?}`: a commit by the
 * pull request's author setting one file (null removes it). Answers `{sha, parents, files}` (201), 400 or 404.
 */
export function pushFromControl(store: GitHubStore, body: unknown): { status: number; body: unknown } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { owner, repo: name, number, path, content, message } = fields;
  if (
    typeof owner !== 'string' ||
    typeof name !== 'string' ||
    typeof number !== 'number' ||
    typeof path !== 'string' ||
    path === '' ||
    (content !== null && typeof content !== 'string')
  ) {
    return {
      status: 400,
      body: { message: 'Body must be {"owner", "repo", "number", "path", "content": <text> | null, "message"?}.' },
    };
  }
  const repo = store.repo(owner, name);
  const issue = repo ? store.pull(repo, number) : undefined;
  if (!issue) return { status: 404, body: { message: `No pull request ${owner}/${name}#${number}.` } };
  const lines = content === null ? null : content.replace(/\n$/, '').split('\n');
  const commit = pushFileCommit(store, issue, issue.userId, {
    path,
    lines,
    message: typeof message === 'string' ? message : `Update ${path}`,
  });
  return {
    status: 201,
    body: { sha: commit.sha, parents: commit.parents, files: commit.files?.map((file) => file.filename) ?? [] },
  };
}
