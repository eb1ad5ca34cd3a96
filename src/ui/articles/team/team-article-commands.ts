// Qiita Team actions: emoji reactions on articles and comments, tags on an article (taggings), and importing a
// comment on someone's behalf (team admins; the service refuses others, and the presenter says so).
import * as vscode from 'vscode';
import type { ArticleTreeNode } from '../data';
import { commonReactions, reactionNameProblem } from '../reaction-names';
import { ArticleWriteCommand, type WriteContext } from '../write-command';

/** Picks a reaction: the common ones, or any name typed (validated as the service's emoji names are). */
async function pickReaction(): Promise<string | undefined> {
  const other = vscode.l10n.t('Other…');
  const picked = await vscode.window.showQuickPick([...commonReactions.map((name) => `:${name}:`), other], { title: vscode.l10n.t('React with') });
  if (picked !== other) return picked?.slice(1, -1);
  const typed = await vscode.window.showInputBox({
    title: vscode.l10n.t('React with'),
    prompt: vscode.l10n.t('An emoji name, e.g. sparkles or white_check_mark'),
    validateInput: (value) => (reactionNameProblem(value.trim()) ? vscode.l10n.t('Use letters, digits, _, + or - (an emoji name without colons).') : undefined),
  });
  return typed?.trim();
}

const asked = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export class ReactCommand extends ArticleWriteCommand {
  readonly id = 'devdesk.articles.react';

  protected async write(node: ArticleTreeNode, context: WriteContext, name?: unknown): Promise<string | undefined> {
    const data = node.data;
    if (data.type !== 'article' && data.type !== 'comment') return undefined;
    const reaction = asked(name) ?? (await pickReaction());
    if (!reaction) return undefined;
    const client = await context.client();
    if (data.type === 'article') await client.createItemReaction(data.item.id, reaction);
    else await client.createCommentReaction(data.comment.id, reaction);
    return vscode.l10n.t('Reacted with :{0}:.', reaction);
  }
}

export class RemoveReactionCommand extends ArticleWriteCommand {
  readonly id = 'devdesk.articles.removeReaction';

  protected async write(node: ArticleTreeNode, context: WriteContext): Promise<string | undefined> {
    if (node.data.type !== 'reaction') return undefined;
    await (await context.client()).deleteItemReaction(node.data.itemId, node.data.reaction.name);
    return vscode.l10n.t('Removed your :{0}: reaction.', node.data.reaction.name);
  }
}

export class AddTagCommand extends ArticleWriteCommand {
  readonly id = 'devdesk.articles.addTag';

  protected async write(node: ArticleTreeNode, context: WriteContext, tagName?: unknown): Promise<string | undefined> {
    if (node.data.type !== 'article') return undefined;
    const { item } = node.data;
    const name = asked(tagName) ?? (await vscode.window.showInputBox({ title: vscode.l10n.t('Add a tag to “{0}”', item.title), prompt: vscode.l10n.t('The tag name, e.g. TypeScript') }))?.trim();
    if (!name) return undefined;
    await (await context.client()).createTagging(item.id, { name, versions: [] });
    return vscode.l10n.t('Tagged “{0}” with {1}.', item.title, name);
  }
}

export class RemoveTagCommand extends ArticleWriteCommand {
  readonly id = 'devdesk.articles.removeTag';

  protected async write(node: ArticleTreeNode, context: WriteContext, tagName?: unknown): Promise<string | undefined> {
    if (node.data.type !== 'article') return undefined;
    const { item } = node.data;
    const name = asked(tagName) ?? (await vscode.window.showQuickPick(item.tags.map((tag) => tag.name), { title: vscode.l10n.t('Remove which tag from “{0}”?', item.title) }));
    if (!name) return undefined;
    await (await context.client()).deleteTagging(item.id, name);
    return vscode.l10n.t('Removed the tag {0} from “{1}”.', name, item.title);
  }
}

/** A 403 here means "only team admins may import": the presenter's forbidden sentence carries the service's words. */
export class ImportCommentCommand extends ArticleWriteCommand {
  readonly id = 'devdesk.articles.importComment';

  protected async write(node: ArticleTreeNode, context: WriteContext, userId?: unknown, body?: unknown): Promise<string | undefined> {
    if (node.data.type !== 'article') return undefined;
    const title = vscode.l10n.t('Import a comment');
    const author = asked(userId) ?? (await vscode.window.showInputBox({ title, prompt: vscode.l10n.t('The team member the comment is from (user id)') }))?.trim();
    if (!author) return undefined;
    const text = asked(body) ?? (await vscode.window.showInputBox({ title, prompt: vscode.l10n.t('The comment (Markdown)') }));
    if (!text?.trim()) return undefined;
    await (await context.client()).importItemComment(node.data.item.id, { user_id: author, body: text });
    return vscode.l10n.t('Imported a comment from @{0}.', author);
  }
}
