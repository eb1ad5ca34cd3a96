// The configured hosts, read from settings and labelled in the user's language.
import * as vscode from 'vscode';
import { localize } from '../base/tree/tree-item';
import { hostEntries, type Host } from './host';

export function configuredHosts(): Host[] {
  const config = vscode.workspace.getConfiguration('devdesk');
  const entries = hostEntries({
    qiitaBaseUrl: config.get<string>('qiita.baseUrl', 'https://qiita.com'),
    qiitaTeams: config.get<string[]>('qiita.teams', []),
    githubApiUrl: config.get<string>('github.apiUrl', 'https://api.github.com'),
    githubEnterpriseUri: config.get<string>('github.enterpriseUri', ''),
  });
  return entries.map((entry) => ({ kind: entry.kind, id: entry.id, label: localize(entry.label) }));
}
