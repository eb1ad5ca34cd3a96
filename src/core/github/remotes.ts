// Which GitHub repository a git clone points at, read from text alone: the remotes of a `.git/config`
// (https://git-scm.com/docs/git-config#_configuration_file), the repository of a remote URL in git's https, `ssh://`
// and scp-like (`git@host:owner/repo.git`) forms (https://git-scm.com/docs/git-clone#_git_urls), and the web host a
// REST base belongs to (https://api.github.com serves github.com; an Enterprise server's `https://HOST/api/v3`
// serves HOST). Pure and dependency-free: the UI's main bundle takes it through src/ui/base/core.ts, because the
// Pull Requests view and the preview need it before the core bundle loads.

/** A `[remote "<name>"]` section's `url`. */
export interface GitRemote {
  readonly name: string;
  readonly url: string;
}

/** A repository on a host, as a remote URL names it. */
export interface RemoteRepository {
  /** The host name, lower case, without a port. */
  readonly host: string;
  readonly owner: string;
  readonly repo: string;
}

/** `owner/name` of a repository. */
export interface RepositoryName {
  readonly owner: string;
  readonly repo: string;
}

/** Every remote's `url` in a `.git/config`, in file order; other sections' `url` keys are not remotes. */
export function gitRemotesOf(gitConfig: string): GitRemote[] {
  const remotes: GitRemote[] = [];
  let remote: string | undefined;
  for (const line of gitConfig.split(/\r?\n/)) {
    const section = /^\s*\[([^\]]+)\]/.exec(line);
    if (section) remote = /^remote\s+"([^"]*)"/.exec(section[1]!)?.[1];
    const url = remote !== undefined ? /^\s*url\s*=\s*(.+?)\s*$/.exec(line) : null;
    if (url) remotes.push({ name: remote!, url: url[1]! });
  }
  return remotes;
}

/** The remote URLs of a `.git/config`, `origin`'s first (the clone's own repository before upstreams and forks). */
export function remoteUrlsOf(gitConfig: string): string[] {
  const remotes = gitRemotesOf(gitConfig);
  return [
    ...remotes.filter((remote) => remote.name === 'origin'),
    ...remotes.filter((remote) => remote.name !== 'origin'),
  ].map((remote) => remote.url);
}

/** The host and `owner/repo` of a remote URL (https, `ssh://`, scp-like); undefined for anything else. */
export function parseRemoteUrl(remote: string): RemoteRepository | undefined {
  const trimmed = remote.trim();
  // scp-like syntax: `[user@]host:path`, no scheme; a path that starts with `/` after the colon is not it.
  const scp = /^[\w.-]+@([^:/]+):(?!\/)(.+)$/.exec(trimmed);
  let host: string;
  let path: string;
  if (scp) {
    host = scp[1]!;
    path = scp[2]!;
  } else {
    try {
      const url = new URL(trimmed);
      host = url.host;
      path = url.pathname;
    } catch {
      return undefined;
    }
  }
  const parts = path
    .replace(/^\/+/, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '')
    .split('/');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return undefined;
  return { host: hostName(host), owner: parts[0], repo: parts[1] };
}

/**
 * `owner/repo` of a remote URL on `webHost`; host names compare without case and port (ssh and https differ in port).
 */
export function repositoryOnHost(remote: string, webHost: string): RepositoryName | undefined {
  const found = parseRemoteUrl(remote);
  return found && found.host === hostName(webHost) ? { owner: found.owner, repo: found.repo } : undefined;
}

/** The first of `remotes` on `webHost` (pass them `origin` first). */
export function firstRepositoryOnHost(remotes: readonly string[], webHost: string): RepositoryName | undefined {
  for (const remote of remotes) {
    const repository = repositoryOnHost(remote, webHost);
    if (repository) return repository;
  }
  return undefined;
}

/** `owner/name` typed by a person (a setting), else undefined. */
export function parseRepositoryName(text: string): RepositoryName | undefined {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(text.trim());
  return match ? { owner: match[1]!, repo: match[2]! } : undefined;
}

/**
 * The remote of a GitHub repository opened as a virtual workspace folder, as github.dev and vscode.dev open one
 * (GitHub Repositories, https://code.visualstudio.com/docs/sourcecontrol/github#_github-repositories-extension):
 * scheme `vscode-vfs`, authority `github` (or `github+…`, which carries the branch), path `/owner/repo/…`. There
 * is no `.git/config` to read there, so this is the folder's one remote (github.com's; undefined for anything else).
 */
export function virtualGitHubRemote(folder: { scheme: string; authority: string; path: string }): string | undefined {
  if (folder.scheme !== 'vscode-vfs' || !/^github(?:\+|$)/.test(folder.authority)) return undefined;
  const [owner, repo] = folder.path.split('/').filter((segment) => segment !== '');
  const name = /^[A-Za-z0-9-]+$/;
  const repoName = /^[A-Za-z0-9._-]+$/;
  if (!owner || !repo || !name.test(owner) || !repoName.test(repo) || /^\.+$/.test(repo)) return undefined;
  return `https://github.com/${owner}/${repo}.git`;
}

/** The web host (with its port, if any) of a REST base: api.github.com gives github.com, `https://HOST/api/v3` HOST. */
export function gitHubWebHost(apiBase: string): string {
  const url = new URL(apiBase);
  return url.hostname === 'api.github.com' ? 'github.com' : url.host;
}

/**
 * The web address of a GitHub host from its REST base, without the scheme: api.github.com serves github.com; an
 * Enterprise server's `https://HOST/api/v3` serves HOST
 * (https://docs.github.com/en/enterprise-server@latest/rest/quickstart); a base elsewhere (the emulator's path
 * prefixes) keeps its path, less `/api/v3`.
 */
export function gitHubWebAddress(apiBase: string): string {
  const url = new URL(apiBase);
  if (url.hostname === 'api.github.com') return 'github.com';
  return `${url.host}${url.pathname.replace(/\/+$/, '').replace(/\/api\/v3$/, '')}`.toLowerCase();
}

/** The web origin of a REST base: https://api.github.com → https://github.com; others keep their origin. */
export function gitHubWebOrigin(apiBase: string): string {
  const url = new URL(apiBase);
  return url.hostname === 'api.github.com' ? 'https://github.com' : url.origin;
}

function hostName(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}
