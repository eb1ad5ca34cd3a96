// Which repositories the Pull Requests view shows: the workspace's git remotes on the signed-in GitHub host, plus
// `devdesk.github.repositories`. Pure (test/unit/ui/pulls.test.ts).
import type { RepoRef } from '../../core/github/types';

/** The web host of a REST base: api.github.com -> github.com; an Enterprise `https://HOST/api/v3` -> HOST. */
export function webHostOf(apiBase: string): string {
  const url = new URL(apiBase);
  return url.hostname === 'api.github.com' ? 'github.com' : url.host;
}

/** `owner/name` from a remote URL on `host`: https, ssh (`git@host:o/r.git`) and `ssh://` forms. */
export function repoFromRemote(remote: string, host: string): RepoRef | undefined {
  const scp = /^[\w.-]+@([^:/]+):(?!\/)(.+)$/.exec(remote.trim());
  let remoteHost: string;
  let path: string;
  if (scp) {
    [, remoteHost, path] = scp as unknown as [string, string, string];
  } else {
    try {
      const url = new URL(remote.trim());
      remoteHost = url.host;
      path = url.pathname;
    } catch {
      return undefined;
    }
  }
  if (remoteHost.replace(/:\d+$/, '') !== host.replace(/:\d+$/, '')) return undefined;
  const parts = path.replace(/^\/+/, '').replace(/\.git$/, '').replace(/\/+$/, '').split('/');
  return parts.length === 2 && parts[0] && parts[1] ? { owner: parts[0], repo: parts[1] } : undefined;
}

/** Every `url = …` of the `[remote "…"]` sections of a `.git/config`. */
export function remoteUrls(gitConfig: string): string[] {
  const urls: string[] = [];
  let inRemote = false;
  for (const line of gitConfig.split(/\r?\n/)) {
    const section = /^\s*\[([^\]]+)\]/.exec(line);
    if (section) inRemote = /^remote\s+"/.test(section[1]!);
    const url = inRemote ? /^\s*url\s*=\s*(.+?)\s*$/.exec(line) : null;
    if (url) urls.push(url[1]!);
  }
  return urls;
}

/** `owner/name` entries of the setting; malformed ones are skipped (the settings editor flags them). */
export function reposFromSetting(entries: readonly string[]): RepoRef[] {
  return entries.flatMap((entry) => {
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(entry.trim());
    return match ? [{ owner: match[1]!, repo: match[2]! }] : [];
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
