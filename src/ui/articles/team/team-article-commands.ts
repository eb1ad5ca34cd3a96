// Qiita Team actions: emoji reactions on articles and comments, tags on an article (taggings), and importing a
// comment on someone's behalf (team admins; the service refuses others, and the presenter says so). From the
// context menus or the palette (which asks for the team, the article and, where needed, the comment).
import * as vscode from 'vscode';
import type { ArticleClient, Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { WriteCommand, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import { commonReactions, reactionNameProblem } from '../reaction-names';
import { named } from '../target-refs';
import type { ArticleTarget, ArticleTargets, CommentTarget, ReactionTarget } from '../targets';

type Road = WriteRoad<ArticleClient, Host>;

/** Picks a reaction: the common ones, or any name typed (validated as the service's emoji names are). */
async function pickReaction(): Promise<string | undefined> {
  const other = vscode.l10n.t('Other…');
  const picked = await vscode.window.showQuickPick([...commonReactions.map((name) => `:${name}:`), other], {
    title: vscode.l10n.t('React with'),
  });
  if (picked !== other) return picked?.slice(1, -1);
  const typed = await vscode.window.showInputBox({
    title: vscode.l10n.t('React with'),
    prompt: vscode.l10n.t('An emoji name, e.g. sparkles or white_check_mark'),
    validateInput: (value) =>
      reactionNameProblem(value.trim())
        ? vscode.l10n.t('Use letters, digits, _, + or - (an emoji name without colons).')
        : undefined,
  });
  return typed?.trim();
}

export interface ReactInput {
  /** The emoji name, without colons (else asked). */
  readonly reaction: string;
}

/** On an article, or on one of its comments (a comment node, or a reference with `commentId`). */
export class ReactCommand extends WriteCommand<ArticleTarget | CommentTarget, ArticleClient, ReactInput> {
  readonly id = 'devdesk.articles.react';

  protected async write(
    target: ArticleTarget | CommentTarget,
    client: () => Promise<ArticleClient>,
    input: Partial<ReactInput>,
  ): Promise<WriteOutcome> {
    const reaction = input.reaction ?? (await pickReaction());
    if (!reaction) return undefined;
    if ('item' in target) await (await client()).createItemReaction(target.item.id, reaction);
    else await (await client()).createCommentReaction(target.comment.id, reaction);
    return vscode.l10n.t('Reacted with :{0}:.', reaction);
  }
}

export class RemoveReactionCommand extends WriteCommand<ReactionTarget, ArticleClient> {
  readonly id = 'devdesk.articles.removeReaction';

  protected async write(
    { itemId, reaction }: ReactionTarget,
    client: () => Promise<ArticleClient>,
  ): Promise<WriteOutcome> {
    await (await client()).deleteItemReaction(itemId, reaction);
    return vscode.l10n.t('Removed your :{0}: reaction.', reaction);
  }
}

export interface TagInput {
  /** The tag's name (else asked). */
  readonly tag: string;
}

export class AddTagCommand extends WriteCommand<ArticleTarget, ArticleClient, TagInput> {
  readonly id = 'devdesk.articles.addTag';

  protected async write(
    { item }: ArticleTarget,
    client: () => Promise<ArticleClient>,
    input: Partial<TagInput>,
  ): Promise<WriteOutcome> {
    const name =
      input.tag ??
      (
        await vscode.window.showInputBox({
          title: vscode.l10n.t('Add a tag to “{0}”', item.title),
          prompt: vscode.l10n.t('The tag name, e.g. TypeScript'),
        })
      )?.trim();
    if (!name) return undefined;
    await (await client()).createTagging(item.id, { name, versions: [] });
    return vscode.l10n.t('Tagged “{0}” with {1}.', item.title, name);
  }
}

export class RemoveTagCommand extends WriteCommand<ArticleTarget, ArticleClient, TagInput> {
  readonly id = 'devdesk.articles.removeTag';

  protected async write(
    { item }: ArticleTarget,
    client: () => Promise<ArticleClient>,
    input: Partial<TagInput>,
  ): Promise<WriteOutcome> {
    const name =
      input.tag ??
      (await vscode.window.showQuickPick(
        item.tags.map((tag) => tag.name),
        { title: vscode.l10n.t('Remove which tag from “{0}”?', item.title) },
      ));
    if (!name) return undefined;
    await (await client()).deleteTagging(item.id, name);
    return vscode.l10n.t('Removed the tag {0} from “{1}”.', name, item.title);
  }
}

export interface ImportCommentInput {
  /** The team member the comment is from (else asked). */
  readonly userId: string;
  /** The comment, in Markdown (else asked). */
  readonly body: string;
}

/** A 403 here means "only team admins may import": the presenter's forbidden sentence carries the service's words. */
export class ImportCommentCommand extends WriteCommand<ArticleTarget, ArticleClient, ImportCommentInput> {
  readonly id = 'devdesk.articles.importComment';

  protected async write(
    { item }: ArticleTarget,
    client: () => Promise<ArticleClient>,
    input: Partial<ImportCommentInput>,
  ): Promise<WriteOutcome> {
    const title = vscode.l10n.t('Import a comment');
    const author =
      input.userId ??
      (
        await vscode.window.showInputBox({
          title,
          prompt: vscode.l10n.t('The team member the comment is from (user id)'),
        })
      )?.trim();
    if (!author) return undefined;
    const text =
      input.body ?? (await vscode.window.showInputBox({ title, prompt: vscode.l10n.t('The comment (Markdown)') }));
    if (!text?.trim()) return undefined;
    await (await client()).importItemComment(item.id, { user_id: author, body: text });
    return vscode.l10n.t('Imported a comment from @{0}.', author);
  }
}

/** The team article commands, each with where its target comes from (from the palette: a team's article or comment). */
export function teamArticleCommands(road: Road, targets: ArticleTargets): Command[] {
  const ownArticle = { resolve: (from: unknown) => targets.article(from, 'mine', ['team']) };
  return [
    new ReactCommand(road, {
      resolve: (from) =>
        named(from).commentId ? targets.comment(from, false, ['team']) : targets.article(from, 'newest', ['team']),
    }),
    new RemoveReactionCommand(road, { resolve: (from) => targets.reaction(from) }),
    new AddTagCommand(road, ownArticle),
    new RemoveTagCommand(road, ownArticle),
    new ImportCommentCommand(road, { resolve: (from) => targets.article(from, 'newest', ['team']) }),
  ];
}
