// Qiita Team actions: emoji reactions on articles and comments, tags on an article (taggings), and importing a
// comment on someone's behalf (team admins; the service refuses others, and the presenter says so).
import * as vscode from 'vscode';
import type { Accounts, ArticleClient } from '../accounts/accounts';
import type { Command } from '../base/commands';
import type { FailureContext } from '../base/error-presenter';
import type { ArticleTreeNode } from './data';
import { commonReactions, reactionNameProblem } from './reaction-names';

async function clientFor(accounts: Accounts, node: ArticleTreeNode): Promise<ArticleClient | undefined> {
  const host = accounts.host(node.data.hostId);
  return host && accounts.requireArticleClient(host);
}

function failureContextFor(accounts: Accounts, node: ArticleTreeNode | undefined): FailureContext {
  return { host: node && accounts.host(node.data.hostId) };
}

/** Picks a reaction: the common ones, or any name typed (validated as the service's emoji names are). */
async function pickReaction(): Promise<string | undefined> {
  const other = vscode.l10n.t('Other…');
  const picked = await vscode.window.showQuickPick([...commonReactions.map((name) => `:${name}:`), other], { title: vscode.l10n.t('React with') });
  if (picked !== other) return picked?.slice(1, -1);
  return vscode.window.showInputBox({
    title: vscode.l10n.t('React with'),
    prompt: vscode.l10n.t('An emoji name, e.g. sparkles or white_check_mark'),
    validateInput: (value) => (reactionNameProblem(value.trim()) ? vscode.l10n.t('Use letters, digits, _, + or - (an emoji name without colons).') : undefined),
  }).then((value) => value?.trim());
}

export class ReactCommand implements Command {
  readonly id = 'devdesk.articles.react';
  constructor(
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {}

  async execute(node?: ArticleTreeNode, name?: string): Promise<void> {
    if (node?.data.type !== 'article' && node?.data.type !== 'comment') return;
    const reaction = name ?? (await pickReaction());
    if (!reaction) return;
    const client = await clientFor(this.accounts, node);
    if (!client) return;
    if (node.data.type === 'article') await client.createItemReaction(node.data.item.id, reaction);
    else await client.createCommentReaction(node.data.comment.id, reaction);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Reacted with :{0}:.', reaction), 5000);
    this.afterChange();
  }

  failureContext(_error: unknown, node?: ArticleTreeNode): FailureContext {
    return failureContextFor(this.accounts, node);
  }
}

export class RemoveReactionCommand implements Command {
  readonly id = 'devdesk.articles.removeReaction';
  constructor(
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {}

  async execute(node?: ArticleTreeNode): Promise<void> {
    if (node?.data.type !== 'reaction') return;
    const client = await clientFor(this.accounts, node);
    if (!client) return;
    await client.deleteItemReaction(node.data.itemId, node.data.reaction.name);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Removed your :{0}: reaction.', node.data.reaction.name), 5000);
    this.afterChange();
  }

  failureContext(_error: unknown, node?: ArticleTreeNode): FailureContext {
    return failureContextFor(this.accounts, node);
  }
}

export class AddTagCommand implements Command {
  readonly id = 'devdesk.articles.addTag';
  constructor(
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {}

  async execute(node?: ArticleTreeNode, tagName?: string): Promise<void> {
    if (node?.data.type !== 'article') return;
    const name = tagName ?? (await vscode.window.showInputBox({ title: vscode.l10n.t('Add a tag to “{0}”', node.data.item.title), prompt: vscode.l10n.t('The tag name, e.g. TypeScript') }))?.trim();
    if (!name) return;
    const client = await clientFor(this.accounts, node);
    if (!client) return;
    await client.createTagging(node.data.item.id, { name, versions: [] });
    vscode.window.setStatusBarMessage(vscode.l10n.t('Tagged “{0}” with {1}.', node.data.item.title, name), 5000);
    this.afterChange();
  }

  failureContext(_error: unknown, node?: ArticleTreeNode): FailureContext {
    return failureContextFor(this.accounts, node);
  }
}

export class RemoveTagCommand implements Command {
  readonly id = 'devdesk.articles.removeTag';
  constructor(
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {}

  async execute(node?: ArticleTreeNode, tagName?: string): Promise<void> {
    if (node?.data.type !== 'article') return;
    const name = tagName ?? (await vscode.window.showQuickPick(node.data.item.tags.map((tag) => tag.name), { title: vscode.l10n.t('Remove which tag from “{0}”?', node.data.item.title) }));
    if (!name) return;
    const client = await clientFor(this.accounts, node);
    if (!client) return;
    await client.deleteTagging(node.data.item.id, name);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Removed the tag {0} from “{1}”.', name, node.data.item.title), 5000);
    this.afterChange();
  }

  failureContext(_error: unknown, node?: ArticleTreeNode): FailureContext {
    return failureContextFor(this.accounts, node);
  }
}

export class ImportCommentCommand implements Command {
  readonly id = 'devdesk.articles.importComment';
  constructor(
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {}

  async execute(node?: ArticleTreeNode, userId?: string, body?: string): Promise<void> {
    if (node?.data.type !== 'article') return;
    const author = userId ?? (await vscode.window.showInputBox({ title: vscode.l10n.t('Import a comment'), prompt: vscode.l10n.t('The team member the comment is from (user id)') }))?.trim();
    if (!author) return;
    const text = body ?? (await vscode.window.showInputBox({ title: vscode.l10n.t('Import a comment'), prompt: vscode.l10n.t('The comment (Markdown)') }));
    if (!text?.trim()) return;
    const client = await clientFor(this.accounts, node);
    if (!client) return;
    await client.importItemComment(node.data.item.id, { user_id: author, body: text });
    vscode.window.setStatusBarMessage(vscode.l10n.t('Imported a comment from @{0}.', author), 5000);
    this.afterChange();
  }

  /** A 403 here means "only team admins may import": the presenter's forbidden sentence says it with the service's words. */
  failureContext(_error: unknown, node?: ArticleTreeNode): FailureContext {
    return failureContextFor(this.accounts, node);
  }
}
