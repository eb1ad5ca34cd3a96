// Which repositories the Pull Requests view shows: the workspace's git remotes on the signed-in GitHub host, plus
// `devdesk.github.repositories`. Remote URLs are read by src/core/github/remotes.ts. Pure (test/unit/ui/pulls.test.ts).
import type { RepoRef } from '../../core/github/types';
import { parseRepositoryName } from '../base/core';

/** `owner/name` entries of the setting; malformed ones are skipped (the settings editor flags them). */
export function reposFromSetting(entries: readonly string[]): RepoRef[] {
  return entries.flatMap((entry) => parseRepositoryName(entry) ?? []);
}

/** Remotes first, then the setting; each repository once (GitHub names are case-insensitive). */
export function uniqueRepos(repos: readonly RepoRef[]): RepoRef[] {
  const seen = new Set<string>();
  return repos.filter((repo) => {
    const key = `${repo.owner}/${repo.repo}`.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
