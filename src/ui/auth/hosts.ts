import * as vscode from 'vscode';

export type HostKind = 'articles' | 'team' | 'github';

/** One service endpoint the user can sign in to. A token is bound to exactly one host (its `id`). */
export interface Host {
  kind: HostKind;
  /** Normalised base URL (no trailing slash); also the key the token is stored under. */
  id: string;
  label: string;
}

export function normaliseBaseUrl(value: string): string {
  const url = new URL(value.trim());
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function host(kind: HostKind, baseUrl: string, describe: (url: URL) => string): Host | undefined {
  try {
    const id = normaliseBaseUrl(baseUrl);
    return { kind, id, label: describe(new URL(id)) };
  } catch {
    return undefined; // an invalid URL in settings: VS Code's settings editor already flags it
  }
}

/** The hosts configured in settings: the public article site, each team host, GitHub (or Enterprise). */
export function configuredHosts(): Host[] {
  const config = vscode.workspace.getConfiguration('devdesk');
  const articles = config.get<string>('qiita.baseUrl', 'https://qiita.com');
  const teams = config.get<string[]>('qiita.teams', []);
  const hosts = [
    host('articles', articles, (url) => vscode.l10n.t('Qiita ({0})', url.host + url.pathname.replace(/\/$/, ''))),
    ...teams.map((team) => host('team', team, (url) => vscode.l10n.t('Qiita Team ({0})', url.host + url.pathname.replace(/\/$/, '')))),
    host('github', githubApiUrl(config), (url) => vscode.l10n.t('GitHub ({0})', url.host + url.pathname.replace(/\/$/, ''))),
  ];
  return hosts.filter((h): h is Host => h !== undefined);
}

/** The REST base: the Enterprise URI wins when set (`https://HOST/api/v3`), else `devdesk.github.apiUrl`. */
export function githubApiUrl(config = vscode.workspace.getConfiguration('devdesk')): string {
  const enterprise = config.get<string>('github.enterpriseUri', '').trim();
  if (enterprise) return `${normaliseBaseUrl(enterprise)}/api/v3`;
  return config.get<string>('github.apiUrl', 'https://api.github.com');
}
