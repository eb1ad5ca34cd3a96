// The configured hosts, read from settings and labelled in the user's language. Every setting read here is
// application-scoped (package.json), so VS Code takes it from the user's settings only: a workspace cannot add a
// host, and so cannot make DevDesk send a token somewhere (SECURITY.md).
import * as vscode from 'vscode';
import { localize } from '../base/tree/tree-item';
import { hostEntries, migratedEnterpriseHosts, type Host } from './host';

/** The settings configuredHosts reads: a change to any other `devdesk.*` setting leaves the hosts as they are. */
const hostSettings = [
  'qiita.baseUrl',
  'qiita.teams',
  'github.apiUrl',
  'github.enterpriseHosts',
  'github.enterpriseUri',
];

/** Whether a settings change may add, remove or move a host (and so change the accounts). */
export function affectsHosts(event: vscode.ConfigurationChangeEvent): boolean {
  return hostSettings.some((setting) => event.affectsConfiguration(`devdesk.${setting}`));
}

export function configuredHosts(): Host[] {
  const config = vscode.workspace.getConfiguration('devdesk');
  const entries = hostEntries({
    qiitaBaseUrl: config.get<string>('qiita.baseUrl', 'https://qiita.com'),
    qiitaTeams: config.get<string[]>('qiita.teams', []),
    githubApiUrl: config.get<string>('github.apiUrl', 'https://api.github.com'),
    githubEnterpriseHosts: config.get<string[]>('github.enterpriseHosts', []),
    githubEnterpriseUri: config.get<string>('github.enterpriseUri', ''),
  });
  return entries.map((entry) => ({ kind: entry.kind, id: entry.id, label: localize(entry.label) }));
}

/**
 * Moves the older `devdesk.github.enterpriseUri` into `devdesk.github.enterpriseHosts`, in the user's settings
 * (the only place either is read from), once, without a word: the host and its token stay the same.
 */
export async function migrateEnterpriseUri(): Promise<void> {
  const config = vscode.workspace.getConfiguration('devdesk');
  const uri = config.inspect<string>('github.enterpriseUri')?.globalValue;
  const hosts = config.inspect<string[]>('github.enterpriseHosts')?.globalValue ?? [];
  const migrated = migratedEnterpriseHosts(hosts, uri);
  if (!migrated) return;
  await config.update('github.enterpriseHosts', migrated, vscode.ConfigurationTarget.Global);
  await config.update('github.enterpriseUri', undefined, vscode.ConfigurationTarget.Global);
}
