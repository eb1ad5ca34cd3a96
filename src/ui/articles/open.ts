// Opening an article inside the editor: its Markdown, read-only, under the `devdesk-article:` scheme, shown in
// DevDesk's preview (the preview feature, by its command), which shows the article's saved rendered_body.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import type { Command } from '../base/commands';
import { Disposable } from '../base/dispose';
import { whileNotCancelled } from '../base/progress';
import { savedArticleOf, savedArticleScheme, savedArticleUri } from '../base/schemes';
import { named } from './target-refs';
import type { ArticleTargets } from './targets';

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
    const item = await whileNotCancelled(token, (signal) => client.getItem(itemId, { signal }));
    return `# ${item.title}\n\n${item.body}`;
  }
}

/** The article's document: a node or an `{ hostId, itemId }` names it; from the palette, one of mine is asked. */
async function articleUriOf(targets: ArticleTargets, from: unknown): Promise<vscode.Uri | undefined> {
  const { hostId, itemId } = named(from);
  if (hostId && itemId) return articleUri(hostId, itemId);
  const target = await targets.article(from, 'mine');
  return target && articleUri(target.host.id, target.item.id);
}

export class OpenArticleCommand implements Command {
  readonly id = 'devdesk.articles.open';
  constructor(private readonly targets: ArticleTargets) {}

  async execute(from?: unknown): Promise<void> {
    const uri = await articleUriOf(this.targets, from);
    if (uri) await vscode.commands.executeCommand('devdesk.openPreview', uri);
  }
}

export class OpenArticleSourceCommand implements Command {
  readonly id = 'devdesk.articles.openSource';
  constructor(private readonly targets: ArticleTargets) {}

  async execute(from?: unknown): Promise<void> {
    const uri = await articleUriOf(this.targets, from);
    if (!uri) return;
    const document = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(document, { preview: true });
  }
}
