// Comments on articles, written in a real editor (src/ui/base/draft-commands.ts): Comment opens the article's
// draft, Edit Comment a draft holding the comment; the poster below sends them; Delete Comment asks first.

import * as vscode from 'vscode';
import type { Accounts, ArticleClient } from '../accounts/index';
import type { Command } from '../base/commands';
import { confirmDeletion } from '../base/confirm';
import { OpenDraftCommand, type DraftPoster } from '../base/draft-commands';
import type { Draft, DraftStore } from '../base/drafts';
import { WriteCommand, type WriteOutcome } from '../base/write-command';
import type { ArticleTargets, CommentTarget } from './targets';

/** Comment (a new comment on an article) and Edit Comment (a draft holding one's own comment). */
export function commentDraftCommands(drafts: DraftStore, targets: ArticleTargets): Command[] {
  return [
    new OpenDraftCommand(
      'devdesk.articles.comment',
      drafts,
      (from) => targets.article(from, 'newest'),
      ({ host, item }) => ({
        draft: { kind: 'article', hostId: host.id, subject: item.id, title: item.title },
      }),
    ),
    new OpenDraftCommand(
      'devdesk.articles.editComment',
      drafts,
      (from) => targets.comment(from, true),
      ({ host, itemId, comment }) => ({
        draft: {
          kind: 'article',
          hostId: host.id,
          subject: itemId,
          title: comment.body.split('\n')[0] ?? '',
          commentId: comment.id,
        },
        text: comment.body,
      }),
    ),
  ];
}

/** Sends article drafts: a new comment on the article, or the edit of one. */
export function articleDraftPoster(accounts: Accounts, afterChange: () => void): DraftPoster {
  return {
    host: (draft) => accounts.host(draft.hostId),
    async post(draft: Draft, body: string): Promise<string> {
      const host = accounts.host(draft.hostId);
      if (!host)
        throw new Error(
          vscode.l10n.t('{0} is not configured any more; the draft is kept in {1}.', draft.hostId, draft.file),
        );
      const client = await accounts.requireArticleClient(host);
      if (draft.commentId) await client.updateComment(draft.commentId, body);
      else await client.createItemComment(draft.subject, body);
      afterChange();
      return draft.commentId
        ? vscode.l10n.t('Comment updated.')
        : vscode.l10n.t('Comment posted on “{0}”.', draft.title);
    },
    withWritePermit: (permit) => articleDraftPoster(accounts.withWritePermit(permit), afterChange),
  };
}

export class DeleteCommentCommand extends WriteCommand<CommentTarget, ArticleClient> {
  readonly id = 'devdesk.articles.deleteComment';

  protected async write({ comment }: CommentTarget, client: () => Promise<ArticleClient>): Promise<WriteOutcome> {
    const firstLine = comment.body.split('\n')[0] ?? '';
    if (!(await confirmDeletion(vscode.l10n.t('Delete your comment “{0}”?', firstLine)))) return undefined;
    await (await client()).deleteComment(comment.id);
    return vscode.l10n.t('Deleted your comment.');
  }
}
