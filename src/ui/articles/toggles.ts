// Like/unlike and stock/unstock from an article's context menu. Each is one write, never retried automatically;
// the status bar says what was done, and a failure goes to the error presenter (the command manager's job).
import * as vscode from 'vscode';
import type { Item } from '../../core/index';
import type { Accounts, ArticleClient } from '../accounts/accounts';
import type { Command } from '../base/commands';
import type { FailureContext } from '../base/error-presenter';
import type { ArticleTreeNode } from './nodes';

type Toggle = 'like' | 'unlike' | 'stock' | 'unstock';

const calls: Record<Toggle, (client: ArticleClient, itemId: string) => Promise<void>> = {
  like: (client, itemId) => client.likeItem(itemId),
  unlike: (client, itemId) => client.unlikeItem(itemId),
  stock: (client, itemId) => client.stockItem(itemId),
  unstock: (client, itemId) => client.unstockItem(itemId),
};

function doneMessage(toggle: Toggle, item: Item): string {
  switch (toggle) {
    case 'like':
      return vscode.l10n.t('Liked “{0}”.', item.title);
    case 'unlike':
      return vscode.l10n.t('Removed your like from “{0}”.', item.title);
    case 'stock':
      return vscode.l10n.t('Stocked “{0}”.', item.title);
    case 'unstock':
      return vscode.l10n.t('Removed “{0}” from your stocks.', item.title);
  }
}

export class ArticleToggleCommand implements Command {
  readonly id: string;

  constructor(
    private readonly toggle: Toggle,
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {
    this.id = `devdesk.articles.${toggle}`;
  }

  async execute(node?: ArticleTreeNode): Promise<void> {
    if (node?.data.type !== 'article') return;
    const host = this.accounts.host(node.data.hostId);
    if (!host) return;
    const client = await this.accounts.requireArticleClient(host);
    await calls[this.toggle](client, node.data.item.id);
    vscode.window.setStatusBarMessage(doneMessage(this.toggle, node.data.item), 5000);
    this.afterChange();
  }

  failureContext(_error: unknown, node?: ArticleTreeNode): FailureContext {
    const host = node && this.accounts.host(node.data.hostId);
    return { host, retry: () => this.execute(node) };
  }
}
