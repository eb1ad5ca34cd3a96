// The control route that renames a repository while a test runs (`POST /__emulator/github/rename`), as its owner does
// in the repository's settings: the old name then answers 301/307 to `/repositories/{id}/…` (repository-ids.ts).
import type { GitHubStore } from './store.js';

/** `{"owner", "repo", "name"}`: renames owner/repo to owner/name. Answers `{full_name, id}` (200), 400, 404 or 409. */
export function renameFromControl(store: GitHubStore, body: unknown): { status: number; body: unknown } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { owner, repo: current, name } = fields;
  if (typeof owner !== 'string' || typeof current !== 'string' || typeof name !== 'string' || !/^[\w.-]+$/.test(name)) {
    return {
      status: 400,
      body: { message: 'Body must be {"owner", "repo", "name"} with a repository name for "name".' },
    };
  }
  const repo = store.repo(owner, current);
  if (!repo) return { status: 404, body: { message: `No repository ${owner}/${current}.` } };
  if (store.repo(owner, name) && store.repo(owner, name) !== repo)
    return { status: 409, body: { message: `${owner}/${name} exists.` } };
  store.renameRepo(repo, name);
  return { status: 200, body: { full_name: store.fullName(repo), id: repo.id } };
}
