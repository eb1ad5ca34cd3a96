// A directory of GET /repos/{owner}/{repo}/contents/{path}: GitHub answers an array of its entries, files and
// subdirectories, each without `content` (https://docs.github.com/rest/repos/contents#get-repository-content, "If
// the content is a directory"); and the date a file's `Last-Modified` carries: its commit's.
import { writtenCommit, pathsAt } from './branch-files.js';
import { bytesOf, linesAt, type Snapshot } from './contents.js';
import type { GitHubContext } from './context.js';
import { fakeSha, type GitHubStore, type Repo } from './store.js';

/** The entries of a directory at a snapshot (files, then subdirectories, by name), or undefined when none is there. */
export function directoryListing(
  context: GitHubContext,
  repo: Repo,
  snapshot: Snapshot,
  dir: string,
  ref: string,
): unknown[] | undefined {
  const prefix = dir ? `${dir}/` : '';
  const below = pathsAt(snapshot).filter((path) => path.startsWith(prefix));
  if (below.length === 0) return undefined;
  const files = below.filter((path) => !path.slice(prefix.length).includes('/'));
  const dirs = [
    ...new Set(
      below
        .filter((path) => path.slice(prefix.length).includes('/'))
        .map((path) => prefix + path.slice(prefix.length).split('/')[0]!),
    ),
  ];
  const entries = files.map((path) => {
    const {
      content: _content,
      encoding: _encoding,
      ...entry
    } = context.rep.contentFile(repo, path, ref, bytesOf(linesAt(snapshot, path) ?? [])) as Record<string, unknown>;
    return entry;
  });
  const fullName = context.store.fullName(repo);
  for (const path of dirs) {
    const escaped = path.split('/').map(encodeURIComponent).join('/');
    const sha = fakeSha(`tree:${snapshot.sha}:${path}`);
    const url = `${context.store.apiUrl}/repos/${fullName}/contents/${escaped}?ref=${encodeURIComponent(ref)}`;
    const gitUrl = `${context.store.apiUrl}/repos/${fullName}/git/trees/${sha}`;
    const htmlUrl = `${context.store.webUrl}/${fullName}/tree/${ref}/${escaped}`;
    entries.push({
      type: 'dir',
      size: 0,
      name: path.split('/').pop()!,
      path,
      sha,
      url,
      git_url: gitUrl,
      html_url: htmlUrl,
      download_url: null,
      _links: { self: url, git: gitUrl, html: htmlUrl },
    });
  }
  return entries.sort((a, b) => String(a.name).localeCompare(String(b.name)));
}

/** The date of the commit a snapshot names (a pull request's commit, a write on a branch), else the last push. */
export function snapshotDate(store: GitHubStore, repo: Repo, snapshot: Snapshot): number {
  if (snapshot.kind === 'pull')
    return snapshot.issue.pull.commits.find((commit) => commit.sha === snapshot.sha)?.date ?? snapshot.issue.updatedAt;
  return writtenCommit(store, snapshot.sha)?.date ?? repo.pushedAt;
}
