// addPullRequestReviewThread: a comment added to one's pending review. REST has no route for it (a pending review
// gets comments only when it is created, https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request),
// so clients add the later ones through GraphQL
// (https://docs.github.com/graphql/reference/mutations#addpullrequestreviewthread). Writes through the shared store.
import { anchorProblems } from '../github/diff-anchors.js';
import { gitHubError } from './errors.js';
import type { PullIssue } from './store-access.js';
import type { View, ViewContext } from './views/context.js';
import { resolveNode } from './views/nodes.js';
import { reviewThreadView } from './views/review-threads.js';

type Input = Record<string, unknown>;

export function addPullRequestReviewThread(context: ViewContext, input: Input): View {
  const { store, viewer } = context;
  const reviewId = String(input.pullRequestReviewId ?? '');
  const node = resolveNode(context, reviewId);
  const review = node?.type === 'PullRequestReview' && node.value.userId === viewer.id ? node.value : undefined;
  if (!review) throw gitHubError('NOT_FOUND', `Could not resolve to a node with the global id of '${reviewId}'`);
  if (review.state !== 'PENDING')
    throw gitHubError('UNPROCESSABLE', 'Can not add a thread to a review that is not pending');
  const issue = store.issues.get(review.issueId) as PullIssue;
  const path = String(input.path);
  const line = typeof input.line === 'number' ? input.line : null;
  const side = input.side === 'LEFT' ? 'LEFT' : 'RIGHT';
  const startLine = typeof input.startLine === 'number' ? input.startLine : null;
  const body = typeof input.body === 'string' ? input.body : '';
  if (!body.trim()) throw gitHubError('UNPROCESSABLE', "Body can't be blank");
  if (!issue.pull.files.some((file) => file.filename === path))
    throw gitHubError('UNPROCESSABLE', 'Path could not be resolved');
  // A comment on the whole file (subjectType FILE) has no line.
  if (input.subjectType === 'FILE') {
    const comment = store.addReviewComment(issue, viewer.id, {
      ...{ body, path, commitId: review.commitId, position: null, line: null, side, reviewId: review.id },
      subjectType: 'file',
    });
    return {
      __typename: 'AddPullRequestReviewThreadPayload',
      clientMutationId: input.clientMutationId ?? null,
      thread: reviewThreadView(context, issue, [comment]),
    };
  }
  if (line === null) throw gitHubError('UNPROCESSABLE', 'Line could not be resolved');
  // GitHub answers a line outside the diff with no error and no thread (../github/diff-anchors.ts says where that is seen).
  const startSide =
    input.startSide === 'LEFT' || input.startSide === 'RIGHT' ? (input.startSide as 'LEFT' | 'RIGHT') : null;
  const problems = anchorProblems(issue, review.commitId, { path, line, side, startLine, startSide });
  if (problems.line || problems.startLine)
    return {
      __typename: 'AddPullRequestReviewThreadPayload',
      clientMutationId: input.clientMutationId ?? null,
      thread: null,
    };
  const comment = store.addReviewComment(issue, viewer.id, {
    body,
    path,
    commitId: review.commitId,
    position: null,
    line,
    side,
    startLine,
    reviewId: review.id,
  });
  return {
    __typename: 'AddPullRequestReviewThreadPayload',
    clientMutationId: input.clientMutationId ?? null,
    thread: reviewThreadView(context, issue, [comment]),
  };
}
