// `PullRequest.reviewThreads` (https://docs.github.com/graphql/reference/objects#pullrequestreviewthread): a pull
// request's review comments grouped by the comment they reply to, as GitHub groups them on its web page. A thread is
// outdated when its first comment no longer has a position in the diff (REST's `position: null`), and resolved when
// someone resolved it (the store's `resolvedThreads`). The thread's id is its first comment's id under the type
// `PullRequestReviewThread`. Only the comments the viewer may see are counted (a pending review is its author's).
import { paginate } from '../connection.js';
import { repoOf, type PullIssue, type ReviewComment } from '../store-access.js';
import { actorView } from './actors.js';
import type { Args, View, ViewContext } from './context.js';
import { reviewCommentView } from './issues.js';
import { pullRequestView } from './pull-requests.js';
import { repositoryView } from './repository.js';

/** The pull request's threads, oldest first: each is its first comment and the replies to it, oldest first. */
export function threadsOf(context: ViewContext, pull: PullIssue): ReviewComment[][] {
  const { store, viewer } = context;
  const threads = new Map<number, ReviewComment[]>();
  for (const comment of store.reviewCommentsOf(pull)) {
    if (!store.reviews.commentVisible(comment, viewer.id)) continue;
    const root = comment.inReplyToId ?? comment.id;
    threads.set(root, [...(threads.get(root) ?? []), comment]);
  }
  return [...threads.values()]
    .filter((thread) => thread[0]!.inReplyToId === null)
    .map((thread) => thread.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id));
}

/** Whether the viewer may resolve a thread of the pull request: its author, or anyone who can push. */
export function mayResolve(context: ViewContext, pull: PullIssue): boolean {
  return pull.userId === context.viewer.id || context.store.canWrite(repoOf(context.store, pull), context.viewer.id);
}

export function reviewThreadView(context: ViewContext, pull: PullIssue, thread: readonly ReviewComment[]): View {
  const { store } = context;
  const root = thread[0]!;
  const resolvedBy = store.resolvedThreads.get(root.id);
  const resolver = resolvedBy === undefined ? undefined : store.accounts.get(resolvedBy);
  const canResolve = mayResolve(context, pull);
  return {
    __typename: 'PullRequestReviewThread',
    id: store.nodeId('PullRequestReviewThread', root.id),
    path: root.path,
    // As REST's first comment says them (github/representations.ts); a thread on the whole file has no lines.
    line: root.line,
    originalLine: root.subjectType === 'file' ? null : root.originalLine,
    startLine: root.startLine ?? null,
    originalStartLine: root.startLine ?? null,
    diffSide: root.side,
    startDiffSide: root.startLine ? root.side : null,
    isOutdated: root.position === null && root.subjectType !== 'file',
    isResolved: resolvedBy !== undefined,
    isCollapsed: resolvedBy !== undefined,
    resolvedBy: () => (resolver ? actorView(context, resolver) : null),
    subjectType: root.subjectType === 'file' ? 'FILE' : 'LINE',
    viewerCanReply: true,
    viewerCanResolve: canResolve && resolvedBy === undefined,
    viewerCanUnresolve: canResolve && resolvedBy !== undefined,
    comments: (args: Args) =>
      paginate(
        thread.map((comment) => reviewCommentView(context, comment)),
        args,
      ),
    pullRequest: () => pullRequestView(context, pull),
    repository: () => repositoryView(context, repoOf(store, pull)),
  };
}

export function reviewThreadViews(context: ViewContext, pull: PullIssue): View[] {
  return threadsOf(context, pull).map((thread) => reviewThreadView(context, pull, thread));
}

/** The thread a `PullRequestReviewThread` id names, if the viewer may see it. */
export function threadOfNodeId(
  context: ViewContext,
  id: string,
): { pull: PullIssue; thread: ReviewComment[] } | undefined {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const match = /^PullRequestReviewThread:(\d+)$/.exec(decoded);
  const root = match ? context.store.reviewComments.get(Number(match[1])) : undefined;
  const pull = root && (context.store.issues.get(root.issueId) as PullIssue | undefined);
  if (!root || !pull || !context.store.canRead(repoOf(context.store, pull), context.viewer.id)) return undefined;
  const thread = threadsOf(context, pull).find((each) => each[0]!.id === root.id);
  return thread && { pull, thread };
}
