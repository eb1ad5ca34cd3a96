// The hosts a user can sign in to, decided from the settings by a pure function (tested under node:test).
// A token is bound to exactly one host: its `id`, the normalised API base URL, is the key it is stored under.
import { baseUrlKey, gitHubApiUrl, gitHubWebAddress } from '../base/core';
import { phrase, type Phrase } from '../base/text';

export type HostKind = 'articles' | 'team' | 'github';

export interface Host {
  readonly kind: HostKind;
  /** Normalised base URL (no trailing slash). */
  readonly id: string;
  /**
   * "Qiita (qiita.com)", "Qiita Team (myteam.qiita.com)", "GitHub", "GitHub (github.com)", "GitHub Enterprise
   * (ghe.example.com)" (hostEntries).
   */
  readonly label: string;
}

export interface HostSettings {
  qiitaBaseUrl: string;
  qiitaTeams: readonly string[];
  githubApiUrl: string;
  /** `devdesk.github.enterpriseHosts`: GitHub Enterprise Server URLs, each a host beside github.com. */
  githubEnterpriseHosts: readonly string[];
  /** `devdesk.github.enterpriseUri`, the older one-server setting: read as a one-item enterpriseHosts. */
  githubEnterpriseUri: string;
}

export interface HostEntry {
  readonly kind: HostKind;
  readonly id: string;
  readonly label: Phrase;
}

const qiitaLabels: Record<Exclude<HostKind, 'github'>, (address: string) => Phrase> = {
  articles: (address) => phrase('Qiita ({0})', address),
  team: (address) => phrase('Qiita Team ({0})', address),
};

/** The host's address as people write it: host[:port] and a path prefix, no trailing slash. */
function addressOf(id: string): string {
  const url = new URL(id);
  return url.host + url.pathname.replace(/\/$/, '');
}

function entry(kind: Exclude<HostKind, 'github'>, baseUrl: string): HostEntry | undefined {
  try {
    const id = baseUrlKey(baseUrl);
    return { kind, id, label: qiitaLabels[kind](addressOf(id)) };
  } catch {
    return undefined; // an invalid URL in settings: VS Code's settings editor already flags it
  }
}

/** A GitHub host's key, or undefined for a URL the settings editor already flags. */
function githubId(base: string): string | undefined {
  try {
    return baseUrlKey(base);
  } catch {
    return undefined;
  }
}

/**
 * GitHub hosts named as the product and its web address (no `/api/v3`): an Enterprise server is always "GitHub
 * Enterprise (ghe.example.com)"; github.com (the `apiUrl` host) is plain "GitHub" while it is the only GitHub host,
 * and "GitHub (github.com)" beside an Enterprise server, so the two can be told apart. An `apiUrl` other than
 * api.github.com always shows where it points.
 */
function githubEntries(dotCom: string | undefined, servers: readonly string[]): HostEntry[] {
  const others = servers.filter((id) => id !== dotCom);
  const enterprise = others.map((id): HostEntry => ({
    kind: 'github',
    id,
    label: phrase('GitHub Enterprise ({0})', gitHubWebAddress(id)),
  }));
  if (dotCom === undefined) return enterprise;
  const address = gitHubWebAddress(dotCom);
  const label = others.length === 0 && address === 'github.com' ? phrase('GitHub') : phrase('GitHub ({0})', address);
  return [{ kind: 'github', id: dotCom, label }, ...enterprise];
}

/**
 * The Enterprise servers the settings name, each once, the list first: the older `enterpriseUri` is one more entry
 * (it used to replace github.com; now github.com stays a host beside it). Blank entries are skipped.
 */
export function enterpriseServers(
  settings: Pick<HostSettings, 'githubEnterpriseHosts' | 'githubEnterpriseUri'>,
): string[] {
  const servers = [...settings.githubEnterpriseHosts, settings.githubEnterpriseUri]
    .map((server) => server.trim())
    .filter((server) => server !== '');
  return [...new Set(servers)];
}

/**
 * The `enterpriseHosts` list with the older `enterpriseUri` moved into it (the silent migration), or undefined when
 * there is nothing to move.
 */
export function migratedEnterpriseHosts(
  hosts: readonly string[],
  enterpriseUri: string | undefined,
): string[] | undefined {
  const uri = enterpriseUri?.trim();
  if (!uri) return undefined;
  return hosts.some((host) => serverKey(host) === serverKey(uri)) ? [...hosts] : [...hosts, uri];
}

/** A server as its REST base's key, so `https://ghe.example.com/` and `ghe.example.com` are one server. */
function serverKey(server: string): string {
  try {
    return baseUrlKey(gitHubApiUrl(server.trim()));
  } catch {
    return server.trim();
  }
}

/**
 * The REST bases of every GitHub host: github.com (the API URL setting) first, then each Enterprise server's `/api/v3`.
 */
export function githubBases(
  settings: Pick<HostSettings, 'githubApiUrl' | 'githubEnterpriseHosts' | 'githubEnterpriseUri'>,
): string[] {
  return [
    settings.githubApiUrl,
    ...enterpriseServers(settings).flatMap((server) => {
      try {
        return [gitHubApiUrl(server)];
      } catch {
        return []; // not a URL: the settings editor flags it
      }
    }),
  ];
}

/**
 * The public article site, each team host, then each GitHub host; entries that are not URLs are skipped, repeats
 * dropped.
 */
export function hostEntries(settings: HostSettings): HostEntry[] {
  const qiita = [
    entry('articles', settings.qiitaBaseUrl),
    ...settings.qiitaTeams.map((team) => entry('team', team)),
  ].filter((host): host is HostEntry => host !== undefined);
  const [dotCom, ...servers] = githubBases(settings).map(githubId);
  const entries = [
    ...qiita,
    ...githubEntries(dotCom, [...new Set(servers.filter((id): id is string => id !== undefined))]),
  ];
  return entries.filter((host, index) => entries.findIndex((other) => other.id === host.id) === index);
}
