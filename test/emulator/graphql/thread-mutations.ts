// resolveReviewThread / unresolveReviewThread (https://docs.github.com/graphql/reference/mutations#resolvereviewthread):
// the pull request's author or anyone who can push marks a thread resolved, or not; and
// addPullRequestReviewThreadReply (https://docs.github.com/graphql/reference/mutations#addpullrequestreviewthreadreply):
// a reply to a thread, inside the viewer's pending review named by `pullRequestReviewId` (REST's reply route takes no
// review, so a reply can join a pending review only here). Writes through the shared store, so REST sees them at once.
import { gitHubError } from './errors.js';
import type { PullIssue, ReviewComment } from './store-access.js';
import type { View, ViewContext } from './views/context.js';
import { reviewCommentView } from './views/issues.js';
import { resolveNode } from './views/nodes.js';
import { mayResolve, reviewThreadView, threadOfNodeId } from './views/review-threads.js';

type Input = Record<string, unknown>;

function requireThread(
  context: ViewContext,
  input: Input,
  field: string,
): { pull: PullIssue; thread: ReviewComment[] } {
  const id = String(input[field] ?? '');
  const found = threadOfNodeId(context, id);
  if (!found) throw gitHubError('NOT_FOUND', `Could not resolve to a node with the global id of '${id}'`);
  return found;
}

export function setThreadResolved(context: ViewContext, input: Input, resolved: boolean): View {
  const { store, viewer } = context;
  const { pull, thread } = requireThread(context, input, 'threadId');
  const mutation = resolved ? 'ResolveReviewThread' : 'UnresolveReviewThread';
  if (!mayResolve(context, pull))
    throw gitHubError('FORBIDDEN', `${viewer.login} does not have the correct permissions to execute \`${mutation}\``);
  if (resolved) store.resolvedThreads.set(thread[0]!.id, viewer.id);
  else store.resolvedThreads.delete(thread[0]!.id);
  return {
    __typename: `${mutation}Payload`,
    clientMutationId: input.clientMutationId ?? null,
    thread: reviewThreadView(context, pull, thread),
  };
}

export function addPullRequestReviewThreadReply(context: ViewContext, input: Input): View {
  const { store, viewer } = context;
  const { pull, thread } = requireThread(context, input, 'pullRequestReviewThreadId');
  const body = typeof input.body === 'string' ? input.body : '';
  if (!body.trim()) throw gitHubError('UNPROCESSABLE', "Body can't be blank");
  const reviewId =
    input.pullRequestReviewId === undefined || input.pullRequestReviewId === null
      ? undefined
      : String(input.pullRequestReviewId);
  const node = reviewId === undefined ? undefined : resolveNode(context, reviewId);
  const review =
    node?.type === 'PullRequestReview' && node.value.userId === viewer.id && node.value.issueId === pull.id
      ? node.value
      : undefined;
  if (reviewId !== undefined && !review)
    throw gitHubError('NOT_FOUND', `Could not resolve to a node with the global id of '${reviewId}'`);
  if (review && review.state !== 'PENDING')
    throw gitHubError('UNPROCESSABLE', 'Can not add a comment to a review that is not pending');
  // Without a review id the emulator adds the reply to the viewer's pending review when there is one, else posts it
  // alone (GitHub's reference leaves that case unsaid; DevDesk always names the review).
  const pending = review ?? store.reviews.pendingOf(pull, viewer.id);
  const root = thread[0]!;
  const comment = store.addReviewComment(pull, viewer.id, {
    body,
    path: root.path,
    commitId: root.commitId,
    position: root.position,
    line: root.line,
    side: root.side,
    inReplyToId: root.id,
    ...(pending ? { reviewId: pending.id } : {}),
  });
  return {
    __typename: 'AddPullRequestReviewThreadReplyPayload',
    clientMutationId: input.clientMutationId ?? null,
    comment: reviewCommentView(context, comment),
  };
}
