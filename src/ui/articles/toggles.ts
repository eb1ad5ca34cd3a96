// One-click writes: like/unlike, stock/unstock, follow/unfollow a person or a tag, from the context menus or the
// palette (which asks for the article, the person or the tag). Doing one twice changes nothing more, so a failure
// offers Retry.
import * as vscode from 'vscode';
import type { ArticleClient, Host } from '../accounts/index';
import type { Command } from '../base/commands';
import { WriteCommand, type TargetRule, type WriteRoad } from '../base/write-command';
import type { ArticleTarget, ArticleTargets, HostTarget, TagTarget, UserTarget } from './targets';

class ToggleCommand<Target extends HostTarget> extends WriteCommand<Target, ArticleClient> {
  protected override readonly offerRetry = true;

  constructor(
    road: WriteRoad<ArticleClient, Host>,
    rule: TargetRule<Target>,
    readonly id: string,
    private readonly send: (client: ArticleClient, target: Target) => Promise<string>,
  ) {
    super(road, rule);
  }

  protected async write(target: Target, client: () => Promise<ArticleClient>): Promise<string> {
    return this.send(await client(), target);
  }
}

export function toggleCommands(road: WriteRoad<ArticleClient, Host>, targets: ArticleTargets): Command[] {
  // Likes are public Qiita's; the palette offers the newest articles to like, and the user's stocks to unstock.
  const publicArticle = { resolve: (from: unknown) => targets.article(from, 'newest', ['articles']) };
  const article = { resolve: (from: unknown) => targets.article(from, 'newest') };
  const stocked = { resolve: (from: unknown) => targets.article(from, 'stocks') };
  const person = (following: boolean) => ({ resolve: (from: unknown) => targets.user(from, following) });
  const tag = (following: boolean) => ({ resolve: (from: unknown) => targets.tag(from, following) });
  return [
    new ToggleCommand(road, publicArticle, 'devdesk.articles.like', async (c, { item }: ArticleTarget) => {
      await c.likeItem(item.id);
      return vscode.l10n.t('Liked “{0}”.', item.title);
    }),
    new ToggleCommand(road, publicArticle, 'devdesk.articles.unlike', async (c, { item }: ArticleTarget) => {
      await c.unlikeItem(item.id);
      return vscode.l10n.t('Removed your like from “{0}”.', item.title);
    }),
    new ToggleCommand(road, article, 'devdesk.articles.stock', async (c, { item }: ArticleTarget) => {
      await c.stockItem(item.id);
      return vscode.l10n.t('Stocked “{0}”.', item.title);
    }),
    new ToggleCommand(road, stocked, 'devdesk.articles.unstock', async (c, { item }: ArticleTarget) => {
      await c.unstockItem(item.id);
      return vscode.l10n.t('Removed “{0}” from your stocks.', item.title);
    }),
    new ToggleCommand(road, person(false), 'devdesk.articles.followUser', async (c, { userId }: UserTarget) => {
      await c.followUser(userId);
      return vscode.l10n.t('You follow @{0} now.', userId);
    }),
    new ToggleCommand(road, person(true), 'devdesk.articles.unfollowUser', async (c, { userId }: UserTarget) => {
      await c.unfollowUser(userId);
      return vscode.l10n.t('You no longer follow @{0}.', userId);
    }),
    new ToggleCommand(road, tag(false), 'devdesk.articles.followTag', async (c, { tagId }: TagTarget) => {
      await c.followTag(tagId);
      return vscode.l10n.t('You follow the tag {0} now.', tagId);
    }),
    new ToggleCommand(road, tag(true), 'devdesk.articles.unfollowTag', async (c, { tagId }: TagTarget) => {
      await c.unfollowTag(tagId);
      return vscode.l10n.t('You no longer follow the tag {0}.', tagId);
    }),
  ];
}
