// One-click writes from the context menus: like/unlike, stock/unstock, follow/unfollow a person or a tag. Each is
// one request, never retried automatically; the status bar says what was done, the view redraws what changed, and
// a failure goes to the error presenter with the host (for "Sign in again") and a Retry.
import * as vscode from 'vscode';
import type { Accounts, ArticleClient } from '../accounts/accounts';
import type { Command } from '../base/commands';
import type { FailureContext } from '../base/error-presenter';
import type { ArticleNodeData, ArticleTreeNode } from './data';

interface Toggle {
  /** Runs the write for the node, or returns undefined when the node is not one this toggle applies to. */
  run(client: ArticleClient, data: ArticleNodeData): Promise<string> | undefined;
}

const toggles: Record<string, Toggle> = {
  like: { run: (c, d) => (d.type === 'article' ? c.likeItem(d.item.id).then(() => vscode.l10n.t('Liked “{0}”.', d.item.title)) : undefined) },
  unlike: { run: (c, d) => (d.type === 'article' ? c.unlikeItem(d.item.id).then(() => vscode.l10n.t('Removed your like from “{0}”.', d.item.title)) : undefined) },
  stock: { run: (c, d) => (d.type === 'article' ? c.stockItem(d.item.id).then(() => vscode.l10n.t('Stocked “{0}”.', d.item.title)) : undefined) },
  unstock: { run: (c, d) => (d.type === 'article' ? c.unstockItem(d.item.id).then(() => vscode.l10n.t('Removed “{0}” from your stocks.', d.item.title)) : undefined) },
  followUser: { run: (c, d) => (d.type === 'user' ? c.followUser(d.userId).then(() => vscode.l10n.t('You follow @{0} now.', d.userId)) : undefined) },
  unfollowUser: { run: (c, d) => (d.type === 'user' ? c.unfollowUser(d.userId).then(() => vscode.l10n.t('You no longer follow @{0}.', d.userId)) : undefined) },
  followTag: { run: (c, d) => (d.type === 'tag' ? c.followTag(d.tag.id).then(() => vscode.l10n.t('You follow the tag {0} now.', d.tag.id)) : undefined) },
  unfollowTag: { run: (c, d) => (d.type === 'tag' ? c.unfollowTag(d.tag.id).then(() => vscode.l10n.t('You no longer follow the tag {0}.', d.tag.id)) : undefined) },
};

export const toggleNames = Object.keys(toggles);

export class ArticleToggleCommand implements Command {
  readonly id: string;

  constructor(
    private readonly name: string,
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {
    this.id = `devdesk.articles.${name}`;
  }

  async execute(node?: ArticleTreeNode): Promise<void> {
    const host = node && this.accounts.host(node.data.hostId);
    if (!node || !host) return;
    const client = await this.accounts.requireArticleClient(host);
    const done = toggles[this.name]!.run(client, node.data);
    if (!done) return;
    vscode.window.setStatusBarMessage(await done, 5000);
    this.afterChange();
  }

  failureContext(_error: unknown, node?: ArticleTreeNode): FailureContext {
    const host = node && this.accounts.host(node.data.hostId);
    return { host, retry: () => this.execute(node) };
  }
}
