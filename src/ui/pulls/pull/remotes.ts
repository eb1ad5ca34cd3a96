// Which repositories the Pull Requests view shows on a GitHub host: the workspace's git remotes on that host, plus
// the entries of `devdesk.github.repositories` that belong to it. Remote URLs are read by
// src/core/github/remotes.ts. Pure (test/unit/ui/pulls.test.ts).
import type { RepoRef } from '../../../core/github/types';
import { parseRepositoryName } from '../../base/core';

/** Where a GitHub host's repositories are, as a setting entry names it. */
export interface RepositoryPlace {
  /** The host's web address without the scheme: `github.com`, `github.example.com`, `127.0.0.1:4000/ghes`. */
  readonly address: string;
  /** Whether plain `owner/name` entries mean this host (the first signed-in GitHub host: github.com when it is). */
  readonly takesPlainNames: boolean;
}

/**
 * The setting's entries on this host: `owner/name` when the host takes plain names, `host/owner/name` when `host`
 * is its web address (compared without case). Malformed entries are skipped (the settings editor flags them).
 */
export function reposFromSetting(entries: readonly string[], place: RepositoryPlace): RepoRef[] {
  return entries.flatMap((entry) => {
    const parts = entry.trim().split('/');
    if (parts.length < 2) return [];
    const address = parts.slice(0, -2).join('/').toLowerCase();
    const onThisHost = address === '' ? place.takesPlainNames : address === place.address.toLowerCase();
    return onThisHost ? (parseRepositoryName(parts.slice(-2).join('/')) ?? []) : [];
  });
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
