// One-click writes from the context menus: like/unlike, stock/unstock, follow/unfollow a person or a tag. Doing
// one twice changes nothing more, so a failure offers Retry.
import * as vscode from 'vscode';
import type { Accounts, ArticleClient } from '../accounts/index';
import type { ArticleNodeData, ArticleTreeNode } from './data';
import { ArticleWriteCommand, type WriteContext } from './write-command';

type Toggle = (client: ArticleClient, data: ArticleNodeData) => Promise<string> | undefined;

const toggles: Record<string, Toggle> = {
  like: (c, d) => (d.type === 'article' ? c.likeItem(d.item.id).then(() => vscode.l10n.t('Liked “{0}”.', d.item.title)) : undefined),
  unlike: (c, d) => (d.type === 'article' ? c.unlikeItem(d.item.id).then(() => vscode.l10n.t('Removed your like from “{0}”.', d.item.title)) : undefined),
  stock: (c, d) => (d.type === 'article' ? c.stockItem(d.item.id).then(() => vscode.l10n.t('Stocked “{0}”.', d.item.title)) : undefined),
  unstock: (c, d) => (d.type === 'article' ? c.unstockItem(d.item.id).then(() => vscode.l10n.t('Removed “{0}” from your stocks.', d.item.title)) : undefined),
  followUser: (c, d) => (d.type === 'user' ? c.followUser(d.userId).then(() => vscode.l10n.t('You follow @{0} now.', d.userId)) : undefined),
  unfollowUser: (c, d) => (d.type === 'user' ? c.unfollowUser(d.userId).then(() => vscode.l10n.t('You no longer follow @{0}.', d.userId)) : undefined),
  followTag: (c, d) => (d.type === 'tag' ? c.followTag(d.tag.id).then(() => vscode.l10n.t('You follow the tag {0} now.', d.tag.id)) : undefined),
  unfollowTag: (c, d) => (d.type === 'tag' ? c.unfollowTag(d.tag.id).then(() => vscode.l10n.t('You no longer follow the tag {0}.', d.tag.id)) : undefined),
};

export const toggleNames = Object.keys(toggles);

export class ArticleToggleCommand extends ArticleWriteCommand {
  readonly id: string;
  protected override readonly offerRetry = true;

  constructor(
    private readonly name: string,
    accounts: Accounts,
    afterChange: () => void,
  ) {
    super(accounts, afterChange);
    this.id = `devdesk.articles.${name}`;
  }

  protected async write(node: ArticleTreeNode, context: WriteContext): Promise<string | undefined> {
    return toggles[this.name]!(await context.client(), node.data);
  }
}
