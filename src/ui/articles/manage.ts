// Deleting one's own article (after a modal confirmation) and searching with Qiita's query syntax.
import * as vscode from 'vscode';
import { untrustedText } from '../base/untrusted-text';
import { confirmModal } from '../base/confirm';
import { pickHost, type Accounts } from '../accounts/index';
import type { Command } from '../base/commands';
import type { ArticleTreeNode } from './data';
import type { SavedSearches } from './saved-searches';
import { ArticleWriteCommand, type WriteContext } from './write-command';

/** Asks in a modal dialog before anything irreversible; true when the user chose Delete. */
export function confirmDeletion(question: string): Promise<boolean> {
  return confirmModal(question, vscode.l10n.t('Delete'));
}

export class DeleteArticleCommand extends ArticleWriteCommand {
  readonly id = 'devdesk.articles.delete';

  protected async write(node: ArticleTreeNode, context: WriteContext): Promise<string | undefined> {
    if (node.data.type !== 'article') return undefined;
    const { item } = node.data;
    if (!(await confirmDeletion(vscode.l10n.t('Delete “{0}” from {1}? This cannot be undone.', item.title, context.host.label)))) return undefined;
    await (await context.client()).deleteItem(item.id);
    return vscode.l10n.t('Deleted “{0}”.', item.title);
  }
}

export class SearchArticlesCommand implements Command {
  readonly id = 'devdesk.articles.search';

  constructor(
    private readonly accounts: Accounts,
    private readonly searches: SavedSearches,
    private readonly afterChange: (hostId: string) => void,
  ) {}

  /** From the palette: asks for everything; from a Search section: its host; from a test: a query and a host. */
  async execute(queryOrNode?: string | ArticleTreeNode, hostIdArg?: string): Promise<void> {
    const query = typeof queryOrNode === 'string' ? queryOrNode : undefined;
    const hostId = typeof queryOrNode === 'object' ? queryOrNode.data.hostId : hostIdArg;
    const signedIn = [...(await this.accounts.signedIn('articles')), ...(await this.accounts.signedIn('team'))];
    if (signedIn.length === 0) {
      await vscode.commands.executeCommand('devdesk.signIn');
      return;
    }
    const host = signedIn.find((h) => h.id === hostId) ?? (await pickHost(signedIn, vscode.l10n.t('Search which host?')));
    if (!host) return;
    const text = query ?? (await vscode.window.showInputBox({
      title: vscode.l10n.t('Search articles on {0}', host.label),
      prompt: vscode.l10n.t('Qiita search syntax: tag:Rust user:yamada title:async body:tokio stocks:>10 created:>2024-01-01'),
      placeHolder: 'tag:TypeScript stocks:>50',
      ignoreFocusOut: true,
    }));
    if (!text?.trim()) return;
    this.searches.add(host.id, text.trim());
    this.afterChange(host.id);
  }
}

export class SaveSearchCommand implements Command {
  readonly id = 'devdesk.articles.saveSearch';
  constructor(private readonly searches: SavedSearches) {}

  async execute(node?: ArticleTreeNode): Promise<void> {
    if (node?.data.type !== 'search') return;
    await this.searches.save(node.data.query);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Saved the search “{0}” in settings.', untrustedText(node.data.query)), 5000);
  }
}
