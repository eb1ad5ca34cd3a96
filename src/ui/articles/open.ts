// Opening an article inside the editor: its Markdown, read-only, under the `devdesk-article:` scheme, shown in
// DevDesk's preview (the preview feature, by its command), which shows the article's saved rendered_body.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import type { Command } from '../base/commands';
import { Disposable } from '../base/dispose';
import { savedArticleOf, savedArticleScheme, savedArticleUri } from '../base/schemes';

export function articleUri(hostId: string, itemId: string): vscode.Uri {
  return vscode.Uri.from(savedArticleUri({ hostId, itemId }));
}

export class ArticleDocuments extends Disposable implements vscode.TextDocumentContentProvider {
  constructor(private readonly accounts: Accounts) {
    super();
    this.register(vscode.workspace.registerTextDocumentContentProvider(savedArticleScheme, this));
  }

  async provideTextDocumentContent(uri: vscode.Uri, token: vscode.CancellationToken): Promise<string> {
    const { hostId, itemId } = savedArticleOf(uri) ?? { hostId: '', itemId: '' };
    const host = this.accounts.host(hostId);
    if (!host) return vscode.l10n.t('This article belongs to {0}, which is not configured any more.', hostId);
    const client = await this.accounts.requireArticleClient(host);
    const abort = new AbortController();
    token.onCancellationRequested(() => abort.abort());
    const item = await client.getItem(itemId, { signal: abort.signal });
    return `# ${item.title}\n\n${item.body}`;
  }
}

export class OpenArticleCommand implements Command {
  readonly id = 'devdesk.articles.open';

  async execute(hostId: string, itemId: string): Promise<void> {
    await vscode.commands.executeCommand('devdesk.openPreview', articleUri(hostId, itemId));
  }
}

export class OpenArticleSourceCommand implements Command {
  readonly id = 'devdesk.articles.openSource';

  async execute(node?: { data: { hostId: string; item?: { id: string } } }): Promise<void> {
    if (!node?.data.item) return;
    const document = await vscode.workspace.openTextDocument(articleUri(node.data.hostId, node.data.item.id));
    await vscode.window.showTextDocument(document, { preview: true });
  }
}
