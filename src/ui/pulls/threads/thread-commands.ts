// The commands of review threads: Resolve / Unresolve (GraphQL resolveReviewThread / unresolveReviewThread,
// https://docs.github.com/graphql/reference/mutations#resolvereviewthread: REST cannot), from a thread's title in the
// diff editor, a thread node of the view or the palette; and Add to Review in a thread's reply box: the reply joins
// one's pending review (started by it when there is none) through addPullRequestReviewThreadReply, since REST's reply
// route posts at once and takes no review. Each is a write command on the one road (src/ui/base/write-command.ts).
// `threadCommands` gathers these and the review comments' commands (review-comment-commands.ts) for index.ts.
import * as vscode from 'vscode';
import type { GraphQLClient } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { loadCore } from '../../base/core';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import type { GitHubClients } from '../pull/road';
import {
  DeleteReviewCommentCommand,
  editedCommentRule,
  replyRule,
  ReplyToThreadCommand,
  ReviewCommentModeCommand,
  SaveReviewCommentCommand,
} from './review-comment-commands';
import { CommentOnFileCommand, fileCommentRule } from './file-comments';
import type { ReviewThreads } from './review-threads';
import type { ReplyTarget } from './thread-comment';
import type { ThreadKit } from './thread-kit';
import { sendReplyToPendingReview } from './thread-requests';
import type { ThreadStates } from './thread-states';
import { threadRule, type ThreadTarget } from './thread-targets';

/** Resolve (`resolving`) or Unresolve a review thread; every place it is shown follows. */
export class ResolveThreadCommand extends WriteCommand<ThreadTarget, GraphQLClient> {
  readonly id: string;
  constructor(
    road: WriteRoad<GraphQLClient>,
    rule: TargetRule<ThreadTarget>,
    private readonly resolving: boolean,
    private readonly states: ThreadStates,
    private readonly threads: ReviewThreads,
  ) {
    super(road, rule);
    this.id = resolving ? 'devdesk.pulls.resolveThread' : 'devdesk.pulls.unresolveThread';
  }

  protected async write(
    { host, pull, rootId }: ThreadTarget,
    client: () => Promise<GraphQLClient>,
  ): Promise<WriteOutcome> {
    // The thread's global id, and whether someone else changed it meanwhile, from GitHub now.
    const state = await this.states.fresh(host, pull, rootId);
    if (!state) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t('GitHub no longer has this thread on #{0}.', pull.number),
      );
      return undefined;
    }
    const already = state.isResolved === this.resolving; // someone else did it meanwhile: nothing to send
    if (!already) await loadCore().github.setReviewThreadResolved(await client(), state.id, this.resolving);
    await this.states.setResolved(host, pull, rootId, this.resolving);
    this.threads.markResolved(rootId, this.resolving);
    if (already)
      return this.resolving
        ? vscode.l10n.t('The thread on {0} was resolved already.', state.path)
        : vscode.l10n.t('The thread on {0} was not resolved.', state.path);
    return this.resolving
      ? vscode.l10n.t('Resolved the thread on {0}.', state.path)
      : vscode.l10n.t('Unresolved the thread on {0}.', state.path);
  }
}

/** A reply box's text, as a reply to a thread shown in a diff editor (not the first comment of a new one). */
export function threadReplyRule(
  replies: TargetRule<ReplyTarget>,
): TargetRule<ReplyTarget & { readonly rootId: number }> {
  return {
    async resolve(from) {
      const target = await replies.resolve(from);
      return target?.rootId === undefined ? undefined : { ...target, rootId: target.rootId };
    },
  };
}

/** Add to Review in a thread's reply box: the reply joins one's pending review (started by it when there is none). */
export class AddReplyToReviewCommand extends WriteCommand<ReplyTarget & { readonly rootId: number }, GitHubClients> {
  readonly id = 'devdesk.pulls.addReplyToReview';
  constructor(
    road: WriteRoad<GitHubClients>,
    rule: TargetRule<ReplyTarget & { readonly rootId: number }>,
    private readonly states: ThreadStates,
    private readonly threads: ReviewThreads,
  ) {
    super(road, rule);
  }

  protected async write(
    target: ReplyTarget & { readonly rootId: number },
    clients: () => Promise<GitHubClients>,
  ): Promise<WriteOutcome> {
    const { host, file, pull, rootId } = target;
    const repo = { owner: file.owner, repo: file.repo };
    const state = await this.states.fresh(host, { hostId: host.id, repo, number: pull.number }, rootId);
    if (!state) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t('GitHub no longer has this thread on #{0}.', pull.number),
      );
      return undefined;
    }
    this.threads.attach(target, await sendReplyToPendingReview(target, state.id, await clients()), true);
    return vscode.l10n.t('Added your reply to your pending review of #{0}. Submit Review… sends it.', pull.number);
  }
}

/** The commands of review threads and comments, for the feature's index.ts. */
export function threadCommands(kit: ThreadKit): Command[] {
  const { roads, targets, threads, threadStates } = kit;
  const replies = replyRule(threads);
  const rule = (resolving: boolean) => threadRule(kit.accounts, targets, threads, threadStates, resolving);
  return [
    new ReplyToThreadCommand(roads.rest, replies, threads),
    new ReviewCommentModeCommand('edit'),
    new SaveReviewCommentCommand(roads.rest, editedCommentRule(targets), threads),
    new ReviewCommentModeCommand('cancel'),
    new DeleteReviewCommentCommand(roads.rest, targets.commentRule(['reviewComment'], true), threads),
    new ResolveThreadCommand(roads.graphql, rule(true), true, threadStates, threads),
    new ResolveThreadCommand(roads.graphql, rule(false), false, threadStates, threads),
    new AddReplyToReviewCommand(roads.both, threadReplyRule(replies), threadStates, threads),
    new CommentOnFileCommand(roads.both, fileCommentRule(kit.accounts), threads),
  ];
}
