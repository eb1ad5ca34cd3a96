// The commands of review comments in the diff editor (review-threads.ts); their requests are thread-requests.ts. VS
// Code's comment UI drives them with its own objects (a CommentReply for the reply box, the Comment for its title and
// context menus), so they keep that shape; the writes among them (reply, save an edit, delete) walk the one road of
// write commands like every other: their target is read from VS Code's object, the request goes through the road's
// client, and the road names the host on failure, says what was done and redraws. Delete also takes a comment from the
// view, a reference, or the palette (which asks for the pull request and the comment).
import * as vscode from 'vscode';
import type { GitHubClient } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { confirmDeletion } from '../../base/confirm';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import type { CommentTarget, PullTargets } from '../pull/pick-targets';
import type { ReviewThreads } from './review-threads';
import { shownCommentOf, type ReplyTarget, type ThreadComment } from './thread-comment';
import { editedText, endEdit, startEdit } from './thread-edits';
import { outsideDiffRefusal } from './outside-diff';
import { sendDelete, sendEdit, sendReply } from './thread-requests';

/** One's own review comment being edited in place, and the host it goes to. */
interface EditedTarget {
  readonly host: { id: string; label: string };
  readonly comment: ThreadComment;
}

/** The target of a reply box (VS Code's CommentReply with its text); anything else names none. */
export function replyRule(threads: ReviewThreads): TargetRule<ReplyTarget> {
  return {
    resolve(from) {
      const reply = from as vscode.CommentReply | undefined;
      return reply?.thread && typeof reply.text === 'string' ? threads.replyTarget(reply) : undefined;
    },
  };
}

/** One's own comment being edited in place, with its host; none when it is not one or its text is blank. */
export function editedCommentRule(targets: PullTargets): TargetRule<EditedTarget> {
  return {
    async resolve(from) {
      const comment = shownCommentOf(from);
      if (!comment || !editedText(comment).trim()) return undefined;
      const target = await targets.comment(comment, ['reviewComment']);
      return target && { host: target.host, comment };
    },
  };
}

/** The reply box of a thread (VS Code's CommentReply): a reply, or the first comment of a new thread. */
export class ReplyToThreadCommand extends WriteCommand<ReplyTarget, GitHubClient> {
  readonly id = 'devdesk.pulls.replyToThread';
  constructor(
    road: WriteRoad<GitHubClient>,
    rule: TargetRule<ReplyTarget>,
    private readonly threads: ReviewThreads,
  ) {
    super(road, rule);
  }

  protected async write(target: ReplyTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    const outside = outsideDiffRefusal(target);
    if (outside) return outside;
    this.threads.attach(target, await sendReply(target, await client()), false);
    return vscode.l10n.t('Review comment posted.');
  }
}

/** Save on one's own comment being edited in place. */
export class SaveReviewCommentCommand extends WriteCommand<EditedTarget, GitHubClient> {
  readonly id = 'devdesk.pulls.saveReviewComment';
  constructor(
    road: WriteRoad<GitHubClient>,
    rule: TargetRule<EditedTarget>,
    private readonly threads: ReviewThreads,
  ) {
    super(road, rule);
  }

  protected async write({ comment }: EditedTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    this.threads.edited(comment, await sendEdit(comment, await client()));
    return vscode.l10n.t('Comment updated.');
  }
}

/** Delete one's own review comment (after asking); it leaves the diff editor where it is shown. */
export class DeleteReviewCommentCommand extends WriteCommand<CommentTarget, GitHubClient> {
  readonly id = 'devdesk.pulls.deleteReviewComment';
  constructor(
    road: WriteRoad<GitHubClient>,
    rule: TargetRule<CommentTarget>,
    private readonly threads: ReviewThreads,
  ) {
    super(road, rule);
  }

  protected async write({ repo, comment }: CommentTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    const question = vscode.l10n.t('Delete your review comment “{0}”?', comment.body.split('\n')[0] ?? '');
    if (!(await confirmDeletion(question))) return undefined;
    await sendDelete(repo, comment.id, await client());
    this.threads.forget(comment.id);
    return vscode.l10n.t('Deleted your comment.');
  }
}

/** Edit and Cancel on one's own comment: they only switch the comment in place, nothing is sent. */
export class ReviewCommentModeCommand implements Command {
  readonly id: string;
  constructor(private readonly action: 'edit' | 'cancel') {
    this.id = action === 'edit' ? 'devdesk.pulls.editReviewComment' : 'devdesk.pulls.cancelReviewCommentEdit';
  }

  execute(comment?: unknown): void {
    const shown = shownCommentOf(comment);
    if (!shown) return;
    if (this.action === 'edit') startEdit(shown);
    else endEdit(shown);
  }
}
