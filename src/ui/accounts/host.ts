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

/** The REST base: the Enterprise URI wins when set (`https://HOST/api/v3`), else the API URL setting. */
export function githubBase(settings: Pick<HostSettings, 'githubApiUrl' | 'githubEnterpriseUri'>): string {
  const enterprise = settings.githubEnterpriseUri.trim();
  return enterprise ? gitHubApiUrl(enterprise) : settings.githubApiUrl;
}

/** The public article site, each team host, then GitHub (or Enterprise); entries that are not URLs are skipped. */
export function hostEntries(settings: HostSettings): HostEntry[] {
  return [
    entry('articles', settings.qiitaBaseUrl),
    ...settings.qiitaTeams.map((team) => entry('team', team)),
    entry('github', githubBase(settings)),
  ].filter((host): host is HostEntry => host !== undefined);
}
