// GitHub's second address of a repository, by its id: `/repositories/{id}/…`. GitHub uses it in three places, and so
// does the emulator:
// - a renamed (or transferred) repository's old name answers 301 (reads) or 307 (writes) with
//   `Location: https://api.github.com/repositories/{id}/<the same tail>` (recorded GitHub traffic; the client is told to
//   follow it: https://docs.github.com/rest/using-the-rest-api/best-practices-for-using-the-rest-api#follow-redirects);
// - every `/repositories/{id}/<tail>` answers as `/repos/{owner}/{name}/<tail>` does;
// - a paged list under a repository links its pages by id:
//   `Link: <https://api.github.com/repositories/1296269/pulls?page=2>; rel="next"`
//   (https://docs.github.com/rest/using-the-rest-api/using-pagination-in-the-rest-api shows such a header).
import type { ServiceRequest } from '../http.js';
import type { Reply } from './http-conventions.js';
import type { GitHubStore, Repo } from './store.js';

const byIdPath = /^\/repositories\/(\d+)(\/.*)?$/;
const byNamePath = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/;

/** The API path of a repository by id, with a tail (`/pulls`) and a query (`?page=2`). */
export function repositoryIdPath(repo: Repo, tail = '', search = ''): string {
  return `/repositories/${repo.id}${tail}${search}`;
}

/**
 * For a `/repositories/{id}/…` request, the same request by the repository's current name (what the routes match);
 * `null` when no repository has that id; undefined for any other path. Readability is the routes' concern: they
 * answer 404 for a repository the viewer cannot see, as for its name.
 */
export function requestByName(store: GitHubStore, request: ServiceRequest): ServiceRequest | null | undefined {
  const found = byIdPath.exec(request.path);
  if (!found) return undefined;
  const repo = store.repoById(Number(found[1]));
  if (!repo) return null;
  const [owner, name] = store.fullName(repo).split('/').map(encodeURIComponent);
  const path = `/repos/${owner}/${name}${found[2] ?? ''}`;
  return { ...request, path, url: new URL(`${request.baseUrl}${path}${request.url.search}`), raw: request.raw };
}

/**
 * The reply with its `Link` pages addressed by repository id, as GitHub's are for a list under a repository
 * (`/repos/{owner}/{name}/pulls?page=2` becomes `/repositories/{id}/pulls?page=2`). Other links stay as they are.
 */
export function withRepositoryIdLinks(store: GitHubStore, reply: Reply): Reply {
  const link = reply.headers?.Link;
  if (typeof link !== 'string') return reply;
  const rewritten = link.replace(/<([^>]+)>/g, (whole, target: string) => {
    const url = new URL(target);
    const at = url.pathname.indexOf('/repos/');
    const found = at < 0 ? null : byNamePath.exec(url.pathname.slice(at));
    if (!found?.[3]) return whole;
    const repo = store.repo(decodeURIComponent(found[1]!), decodeURIComponent(found[2]!));
    if (!repo) return whole;
    url.pathname = `${url.pathname.slice(0, at)}${repositoryIdPath(repo, found[3])}`;
    return `<${url.href}>`;
  });
  return { ...reply, headers: { ...reply.headers, Link: rewritten } };
}
