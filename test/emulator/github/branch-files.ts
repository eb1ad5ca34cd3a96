// Files written on a branch that heads no pull request (the default branch, or any other), as
// PUT /repos/{owner}/{repo}/contents/{path} does on any branch
// (https://docs.github.com/rest/repos/contents#create-or-update-file-contents): one commit per write, whose parent is
// the branch's tip. Such a branch shows the trunk (contents.ts) with the files written on it so far; each commit
// keeps the files as of itself, so an older SHA still reads what it held.
//
// Also what a directory holds at a commit (`pathsAt`), for a listing of GET …/contents/{dir}.
import { pullFilesAt, trunkPaths, type Snapshot } from './contents.js';
import { fakeSha, type Commit, type GitHubStore, type Repo } from './store.js';

/** Per store: a written commit's SHA -> the files written on its branch up to it (path -> lines). */
const written = new WeakMap<GitHubStore, Map<string, { commit: Commit; files: ReadonlyMap<string, string[]> }>>();

function writtenOf(store: GitHubStore): Map<string, { commit: Commit; files: ReadonlyMap<string, string[]> }> {
  let map = written.get(store);
  if (!map) written.set(store, (map = new Map()));
  return map;
}

/** The files written up to a commit of a branch that heads no pull request; undefined for any other commit. */
export function writtenFilesAt(store: GitHubStore, sha: string): ReadonlyMap<string, string[]> | undefined {
  return written.get(store)?.get(sha)?.files;
}

/** The commit of a write on such a branch, when the SHA names one (for its date: `Last-Modified`). */
export function writtenCommit(store: GitHubStore, sha: string): Commit | undefined {
  return written.get(store)?.get(sha)?.commit;
}

/** One commit on a branch that heads no pull request, setting one file; moves the branch to it. */
export function commitOnBranch(
  store: GitHubStore,
  repo: Repo,
  userId: number,
  change: { branch: string; path: string; lines: string[]; message: string },
): Commit {
  const tip = repo.branches.get(change.branch)!;
  const files = new Map(writtenFilesAt(store, tip) ?? []);
  files.set(change.path, change.lines);
  const now = store.now();
  const user = store.accounts.get(userId)!;
  const sha = fakeSha(`write:${repo.id}:${change.branch}:${tip}:${change.path}:${now}`);
  const commit: Commit = {
    sha,
    message: change.message,
    authorId: userId,
    authorName: user.name ?? user.login,
    authorEmail: `${user.login}@users.noreply.example`,
    committerId: userId,
    date: now,
    parents: [tip],
    treeSha: fakeSha(`tree:${sha}`),
  };
  writtenOf(store).set(sha, { commit, files });
  repo.branches.set(change.branch, sha);
  return commit;
}

/** Every file path at a snapshot (what `linesAt` answers for), for directory listings. */
export function pathsAt(snapshot: Snapshot): string[] {
  const paths = new Set<string>(trunkPaths);
  if (snapshot.kind === 'pull') {
    for (const file of pullFilesAt(snapshot.issue, snapshot.sha)) {
      if (file.previousFilename) paths.delete(file.previousFilename);
      if (file.status === 'removed') paths.delete(file.filename);
      else paths.add(file.filename);
    }
  } else {
    for (const path of snapshot.written?.keys() ?? []) paths.add(path);
    for (const issue of snapshot.bases)
      for (const file of issue.pull.files)
        if (file.status !== 'added') paths.add(file.previousFilename ?? file.filename);
  }
  return [...paths].sort();
}
