// The hosts a user can sign in to, decided from the settings by a pure function (tested under node:test).
// A token is bound to exactly one host: its `id`, the normalised API base URL, is the key it is stored under.
import { baseUrlKey, gitHubApiUrl } from '../base/core';
import { phrase, type Phrase } from '../base/text';

export type HostKind = 'articles' | 'team' | 'github';

export interface Host {
  readonly kind: HostKind;
  /** Normalised base URL (no trailing slash). */
  readonly id: string;
  /** "Qiita (qiita.com)", "Qiita Team (myteam.qiita.com)", "GitHub (api.github.com)". */
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

const labels: Record<HostKind, (address: string) => Phrase> = {
  articles: (address) => phrase('Qiita ({0})', address),
  team: (address) => phrase('Qiita Team ({0})', address),
  github: (address) => phrase('GitHub ({0})', address),
};

function entry(kind: HostKind, baseUrl: string): HostEntry | undefined {
  try {
    const id = baseUrlKey(baseUrl);
    const url = new URL(id);
    return { kind, id, label: labels[kind](url.host + url.pathname.replace(/\/$/, '')) };
  } catch {
    return undefined; // an invalid URL in settings: VS Code's settings editor already flags it
  }
}

/**
 * The Enterprise servers the settings name, each once, the list first: the older `enterpriseUri` is one more entry
 * (it used to replace github.com; now github.com stays a host beside it). Blank entries are skipped.
 */
export function enterpriseServers(settings: Pick<HostSettings, 'githubEnterpriseHosts' | 'githubEnterpriseUri'>): string[] {
  const servers = [...settings.githubEnterpriseHosts, settings.githubEnterpriseUri].map((server) => server.trim()).filter((server) => server !== '');
  return [...new Set(servers)];
}

/**
 * The `enterpriseHosts` list with the older `enterpriseUri` moved into it (the silent migration), or undefined when
 * there is nothing to move.
 */
export function migratedEnterpriseHosts(hosts: readonly string[], enterpriseUri: string | undefined): string[] | undefined {
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

/** The REST bases of every GitHub host: github.com (the API URL setting) first, then each Enterprise server's `/api/v3`. */
export function githubBases(settings: Pick<HostSettings, 'githubApiUrl' | 'githubEnterpriseHosts' | 'githubEnterpriseUri'>): string[] {
  return [settings.githubApiUrl, ...enterpriseServers(settings).flatMap((server) => {
    try {
      return [gitHubApiUrl(server)];
    } catch {
      return []; // not a URL: the settings editor flags it
    }
  })];
}

/** The public article site, each team host, then each GitHub host; entries that are not URLs are skipped, repeats dropped. */
export function hostEntries(settings: HostSettings): HostEntry[] {
  const entries = [
    entry('articles', settings.qiitaBaseUrl),
    ...settings.qiitaTeams.map((team) => entry('team', team)),
    ...githubBases(settings).map((base) => entry('github', base)),
  ].filter((host): host is HostEntry => host !== undefined);
  return entries.filter((host, index) => entries.findIndex((other) => other.id === host.id) === index);
}
