// Comments on articles, written in a real editor (src/ui/base/draft-commands.ts): Comment opens the article's
// draft, Edit Comment a draft holding the comment; the poster below sends them; Delete Comment asks first.

import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import type { Command } from '../base/commands';
import { openDraft, type DraftPoster } from '../base/draft-commands';
import type { Draft, DraftStore } from '../base/drafts';
import type { ArticleTreeNode } from './data';
import { confirmDeletion } from './manage';
import { ArticleWriteCommand, type WriteContext } from './write-command';

export class CommentCommand implements Command {
  readonly id = 'devdesk.articles.comment';
  constructor(private readonly drafts: DraftStore) {}

  async execute(node?: ArticleTreeNode): Promise<void> {
    const data = node?.data;
    if (data?.type !== 'article') return;
    await openDraft(this.drafts, { kind: 'article', hostId: data.hostId, subject: data.item.id, title: data.item.title });
  }
}

export class EditCommentCommand implements Command {
  readonly id = 'devdesk.articles.editComment';
  constructor(private readonly drafts: DraftStore) {}

  async execute(node?: ArticleTreeNode): Promise<void> {
    const data = node?.data;
    if (data?.type !== 'comment') return;
    const title = data.comment.body.split('\n')[0] ?? '';
    await openDraft(this.drafts, { kind: 'article', hostId: data.hostId, subject: data.itemId, title, commentId: data.comment.id }, data.comment.body);
  }
}

/** Sends article drafts: a new comment on the article, or the edit of one. */
export function articleDraftPoster(accounts: Accounts, afterChange: () => void): DraftPoster {
  return {
    host: (draft) => accounts.host(draft.hostId),
    async post(draft: Draft, body: string): Promise<string> {
      const host = accounts.host(draft.hostId);
      if (!host) throw new Error(vscode.l10n.t('{0} is not configured any more; the draft is kept in {1}.', draft.hostId, draft.file));
      const client = await accounts.requireArticleClient(host);
      if (draft.commentId) await client.updateComment(draft.commentId, body);
      else await client.createItemComment(draft.subject, body);
      afterChange();
      return draft.commentId ? vscode.l10n.t('Comment updated.') : vscode.l10n.t('Comment posted on “{0}”.', draft.title);
    },
  };
}

export class DeleteCommentCommand extends ArticleWriteCommand {
  readonly id = 'devdesk.articles.deleteComment';

  protected async write(node: ArticleTreeNode, context: WriteContext): Promise<string | undefined> {
    if (node.data.type !== 'comment') return undefined;
    const firstLine = node.data.comment.body.split('\n')[0] ?? '';
    if (!(await confirmDeletion(vscode.l10n.t('Delete your comment “{0}”?', firstLine)))) return undefined;
    await (await context.client()).deleteComment(node.data.comment.id);
    return vscode.l10n.t('Deleted your comment.');
  }
}
