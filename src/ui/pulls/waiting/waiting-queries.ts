// The status bar's count of pull requests waiting for your review, as search queries: `is:pr is:open
// review-requested:@me` (which counts requests to your teams too) and a `repo:` qualifier per repository in the
// view. GitHub ORs repeated `repo:` qualifiers and refuses a query longer than 256 characters
// (https://docs.github.com/en/rest/search/search#limitations-on-query-length), so the repositories are split into as
// few queries as fit. Pure.
import type { RepoRef } from '../../../core/github/types';

export const waitingBase = 'is:pr is:open review-requested:@me';
export const maxQueryLength = 256;

/** As few queries as fit under `maxLength`, together naming every repository once (none when there is none). */
export function waitingQueries(repos: readonly RepoRef[], maxLength = maxQueryLength): string[] {
  const queries: string[] = [];
  let current = '';
  for (const repo of repos) {
    const qualifier = ` repo:${repo.owner}/${repo.repo}`;
    if (current && current.length + qualifier.length > maxLength) {
      queries.push(current);
      current = '';
    }
    current = (current || waitingBase) + qualifier;
  }
  return current ? [...queries, current] : queries;
}

/** The repository an item of the search answer belongs to, from its `repository_url` (`…/repos/owner/name`). */
function repositoryOf(repositoryUrl: string): string | undefined {
  const [owner, name] = repositoryUrl.split('/repos/')[1]?.split('/') ?? [];
  return owner && name ? `${owner}/${name}`.toLowerCase() : undefined;
}

export interface WaitingRepo {
  readonly repo: RepoRef;
  readonly count: number;
}

/**
 * The repositories with pull requests waiting, in the view's order, each with how many of the items found are
 * its own. `total` is GitHub's count of every match (items may be fewer: the first page only).
 */
export function waitingByRepository(
  repos: readonly RepoRef[],
  items: ReadonlyArray<{ repository_url: string }>,
): WaitingRepo[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const name = repositoryOf(item.repository_url);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return repos.flatMap((repo) => {
    const count = counts.get(`${repo.owner}/${repo.repo}`.toLowerCase()) ?? 0;
    return count > 0 ? [{ repo, count }] : [];
  });
}

/**
 * When the next count may ask: the search budget is 30 requests a minute
 * (https://docs.github.com/en/rest/search/search#rate-limit), so a count of `requests` queries waits two seconds a
 * request after the last one started, whatever asks for it (reloads, sign-ins, the minute's own refresh).
 */
export function nextCountAt(lastStart: number | undefined, requests: number, perMinute = 30): number {
  return lastStart === undefined ? 0 : lastStart + Math.ceil((60_000 / perMinute) * Math.max(requests, 1));
}
