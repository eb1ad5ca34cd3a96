// Read-only documents of a pull request under the `devdesk-pull:` scheme: its description (Markdown, shown in
// the Markdown preview) and a file's patch (as a diff). The diff editor with base and head contents comes later.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/accounts';
import { Disposable } from '../base/dispose';

export const pullScheme = 'devdesk-pull';

interface PullDocument {
  hostId: string;
  owner: string;
  repo: string;
  number: number;
  /** Absent for the description; the file's path for a patch. */
  file?: string;
}

export function pullDocumentUri(target: PullDocument): vscode.Uri {
  const name = target.file ? `${target.file}.diff` : `${target.owner}-${target.repo}-${target.number}.md`;
  const query = new URLSearchParams({ host: target.hostId, owner: target.owner, repo: target.repo, number: String(target.number), ...(target.file ? { file: target.file } : {}) });
  return vscode.Uri.from({ scheme: pullScheme, path: `/${name}`, query: query.toString() });
}

function targetOf(uri: vscode.Uri): PullDocument {
  const query = new URLSearchParams(uri.query);
  return { hostId: query.get('host') ?? '', owner: query.get('owner') ?? '', repo: query.get('repo') ?? '', number: Number(query.get('number')), file: query.get('file') ?? undefined };
}

export class PullDocuments extends Disposable implements vscode.TextDocumentContentProvider {
  constructor(private readonly accounts: Accounts) {
    super();
    this.register(vscode.workspace.registerTextDocumentContentProvider(pullScheme, this));
  }

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const target = targetOf(uri);
    const host = this.accounts.host(target.hostId);
    if (!host) return vscode.l10n.t('This pull request belongs to {0}, which is not configured any more.', target.hostId);
    const client = await this.accounts.requireGitHubClient(host);
    const repo = { owner: target.owner, repo: target.repo };
    if (target.file) {
      for await (const file of client.pulls.listFiles(repo, target.number)) {
        if (file.filename === target.file) return file.patch ?? vscode.l10n.t('GitHub shows no patch for {0} (binary or too large).', target.file);
      }
      return vscode.l10n.t('{0} is not among the changed files any more.', target.file);
    }
    const pull = await client.pulls.get(repo, target.number);
    const state = pull.merged ? vscode.l10n.t('merged') : pull.state;
    const header = `# ${pull.title} (#${pull.number})\n\n**${state}** · @${pull.user.login} · \`${pull.head.label}\` → \`${pull.base.ref}\` · +${pull.additions} −${pull.deletions} · ${pull.changed_files} files\n\n---\n\n`;
    return header + (pull.body ?? '');
  }
}
