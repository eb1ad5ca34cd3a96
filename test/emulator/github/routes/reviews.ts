// Pull request reviews (https://docs.github.com/rest/pulls/reviews): list, create (pending without `event`),
// get, update the body, submit a pending review, delete a pending review, dismiss, and list a review's comments.
// GitHub refuses with a 422 `validation-error-simple` (sentences in `errors[]`); review-store.ts holds the rules.
import { anchorProblems, outsideDiffSentence } from '../diff-anchors.js';
import { jsonBody, readablePull, requireUser, stringField, type GitHubContext, type RouteTable } from '../context.js';
import { basicError, json, listReply, notFound, paginate, type Reply } from '../http-conventions.js';
import { reviewEvents, reviewRefusals, type ReviewEvent } from '../review-store.js';
import type { NewReviewComment, PullIssue, Repo, Review } from '../store.js';

const docs = {
  reviews: 'https://docs.github.com/rest/pulls/reviews',
  create: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
  submit: 'https://docs.github.com/rest/pulls/reviews#submit-a-review-for-a-pull-request',
  dismiss: 'https://docs.github.com/rest/pulls/reviews#dismiss-a-review-for-a-pull-request',
};

export function registerReviewRoutes(routes: RouteTable): void {
  const review = '/repos/:owner/:repo/pulls/:pull_number/reviews';
  routes.on('GET', review, listReviews);
  routes.on('POST', review, createReview);
  routes.on('GET', `${review}/:review_id`, getReview);
  routes.on('PUT', `${review}/:review_id`, updateReview);
  routes.on('DELETE', `${review}/:review_id`, deletePendingReview);
  routes.on('GET', `${review}/:review_id/comments`, listReviewComments);
  routes.on('POST', `${review}/:review_id/events`, submitReview);
  routes.on('PUT', `${review}/:review_id/dismissals`, dismissReview);
}

/** 422 `validation-error-simple`: GitHub's own sentences. */
function unprocessable(errors: string[], documentationUrl = docs.reviews): Reply {
  return json(422, { message: 'Unprocessable Entity', errors, documentation_url: documentationUrl, status: '422' });
}

/** `pull-request-review`. */
export function reviewRepresentation(
  context: GitHubContext,
  repo: Repo,
  issue: PullIssue,
  review: Review,
): Record<string, unknown> {
  const fullName = context.store.fullName(repo);
  const html = `${context.store.webUrl}/${fullName}/pull/${issue.number}#pullrequestreview-${review.id}`;
  const pullUrl = `${context.store.apiUrl}/repos/${fullName}/pulls/${issue.number}`;
  return {
    id: review.id,
    node_id: context.store.nodeId('PullRequestReview', review.id),
    user: context.rep.userById(review.userId),
    body: review.body,
    state: review.state,
    html_url: html,
    pull_request_url: pullUrl,
    author_association: context.rep.authorAssociation(repo, review.userId),
    _links: { html: { href: html }, pull_request: { href: pullUrl } },
    ...(review.submittedAt !== null
      ? { submitted_at: new Date(review.submittedAt).toISOString().replace(/\.\d{3}Z$/, 'Z') }
      : {}),
    commit_id: review.commitId,
  };
}

/** The pull request and the review named in the path, when the viewer may see both. */
function reviewInPath(
  context: GitHubContext,
  params: Record<string, string>,
): { repo: Repo; issue: PullIssue; review: Review } | undefined {
  const found = readablePull(context, params);
  const review = found && context.store.reviews.find(found.issue, Number(params.review_id), context.viewer?.id);
  return found && review ? { ...found, review } : undefined;
}

/** The viewer's own review named by the path, or the reply GitHub gives: 404 when it is not theirs, 401 signed out. */
function ownReviewInPath(
  context: GitHubContext,
  params: Record<string, string>,
): { repo: Repo; issue: PullIssue; review: Review } | Reply {
  const found = reviewInPath(context, params);
  if (!found) return notFound();
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  if (found.review.userId !== context.viewer!.id) return notFound();
  return found;
}

function eventOf(value: unknown): ReviewEvent | undefined | 'invalid' {
  if (value === undefined || value === null || value === '' || value === 'PENDING') return undefined;
  return typeof value === 'string' && value in reviewEvents ? (value as ReviewEvent) : 'invalid';
}

function listReviews(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readablePull(context, params);
  if (!found) return notFound();
  const reviews = context.store.reviews.of(found.issue, context.viewer?.id);
  return listReply(
    paginate(context.request, reviews),
    (review) => reviewRepresentation(context, found.repo, found.issue, review),
    (review) => review.submittedAt ?? review.createdAt,
  );
}

/** The `comments[]` of a new review, each on a line (or position) of a file the pull request changes. */
function draftComments(
  found: { issue: PullIssue },
  value: unknown,
  commitId: string,
): Omit<NewReviewComment, 'reviewId'>[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return "Invalid request.\n\nFor 'properties/comments', not an array.";
  const comments: Omit<NewReviewComment, 'reviewId'>[] = [];
  for (const entry of value as Array<Record<string, unknown>>) {
    const path = typeof entry?.path === 'string' ? entry.path : undefined;
    const body = typeof entry?.body === 'string' ? entry.body : undefined;
    const line = Number.isInteger(entry?.line) ? (entry.line as number) : null;
    const position = Number.isInteger(entry?.position) ? (entry.position as number) : null;
    const side = entry?.side === 'LEFT' ? 'LEFT' : 'RIGHT';
    const startLine = Number.isInteger(entry?.start_line) ? (entry.start_line as number) : null;
    if (!path || body === undefined) return 'Invalid request.\n\n"path" and "body" are required for each comment.';
    const file = found.issue.pull.files.find((candidate) => candidate.filename === path);
    if (!file || (line === null && position === null)) return 'Path could not be resolved';
    if (line !== null && position === null) {
      const startSide =
        entry.start_side === 'LEFT' || entry.start_side === 'RIGHT' ? (entry.start_side as 'LEFT' | 'RIGHT') : null;
      const problems = anchorProblems(found.issue, commitId, { path, line, side, startLine, startSide });
      if (problems.line || problems.startLine) return outsideDiffSentence(problems);
    }
    comments.push({ body, path, commitId, position, line, side, startLine });
  }
  return comments;
}

function createReview(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readablePull(context, params);
  if (!found) return notFound();
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const body = stringField(parsed.value, 'body');
  const commitId = stringField(parsed.value, 'commit_id');
  const event = eventOf(parsed.value.event);
  if (body.invalid || commitId.invalid || event === 'invalid') return unprocessable(['Invalid request.'], docs.create);
  if (commitId.value !== undefined && !found.issue.pull.commits.some((commit) => commit.sha === commitId.value))
    return unprocessable(['Commit not found'], docs.create);
  const comments = draftComments(found, parsed.value.comments, commitId.value ?? found.issue.pull.head.sha);
  if (typeof comments === 'string') return unprocessable([comments], docs.create);
  const viewerId = context.viewer!.id;
  if (context.store.reviews.pendingOf(found.issue, viewerId))
    return unprocessable([reviewRefusals.onePending], docs.create);
  const refusal =
    event && context.store.reviews.refusal(found.issue, viewerId, event, body.value ?? '', comments.length);
  if (refusal) return unprocessable([refusal], docs.create);
  const review = context.store.reviews.create(found.issue, viewerId, {
    body: body.value ?? '',
    event,
    commitId: commitId.value,
    comments,
  });
  return json(200, reviewRepresentation(context, found.repo, found.issue, review));
}

function getReview(context: GitHubContext, params: Record<string, string>): Reply {
  const found = reviewInPath(context, params);
  if (!found) return notFound();
  return json(200, reviewRepresentation(context, found.repo, found.issue, found.review));
}

function updateReview(context: GitHubContext, params: Record<string, string>): Reply {
  const found = ownReviewInPath(context, params);
  if (!('review' in found)) return found;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const body = stringField(parsed.value, 'body');
  if (body.invalid || body.value === undefined)
    return unprocessable(['Invalid request.\n\n"body" wasn\'t supplied.'], docs.reviews);
  found.review.body = body.value;
  return json(200, reviewRepresentation(context, found.repo, found.issue, found.review));
}

function deletePendingReview(context: GitHubContext, params: Record<string, string>): Reply {
  const found = ownReviewInPath(context, params);
  if (!('review' in found)) return found;
  if (found.review.state !== 'PENDING') return unprocessable([reviewRefusals.notPending], docs.reviews);
  const representation = reviewRepresentation(context, found.repo, found.issue, found.review);
  context.store.reviews.discard(found.review);
  return json(200, representation);
}

function listReviewComments(context: GitHubContext, params: Record<string, string>): Reply {
  const found = reviewInPath(context, params);
  if (!found) return notFound();
  const comments = context.store.reviews.commentsOf(found.review);
  return listReply(
    paginate(context.request, comments),
    (comment) => context.rep.reviewComment(comment),
    (comment) => comment.updatedAt,
  );
}

function submitReview(context: GitHubContext, params: Record<string, string>): Reply {
  const found = ownReviewInPath(context, params);
  if (!('review' in found)) return found;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const body = stringField(parsed.value, 'body');
  const event = eventOf(parsed.value.event);
  if (body.invalid || event === 'invalid' || event === undefined)
    return unprocessable(['Invalid request.\n\n"event" wasn\'t supplied.'], docs.submit);
  if (found.review.state !== 'PENDING') return unprocessable([reviewRefusals.notPending], docs.submit);
  const text = body.value ?? found.review.body;
  const refusal = context.store.reviews.refusal(
    found.issue,
    found.review.userId,
    event,
    text,
    context.store.reviews.commentsOf(found.review).length,
  );
  if (refusal) return unprocessable([refusal], docs.submit);
  context.store.reviews.submit(found.issue, found.review, event, text);
  return json(200, reviewRepresentation(context, found.repo, found.issue, found.review));
}

function dismissReview(context: GitHubContext, params: Record<string, string>): Reply {
  const found = reviewInPath(context, params);
  if (!found) return notFound();
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  // Dismissing needs push access (https://docs.github.com/rest/pulls/reviews#dismiss-a-review-for-a-pull-request).
  if (!context.store.canWrite(found.repo, context.viewer!.id))
    return basicError(403, 'Must have push access to repository', docs.dismiss);
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const message = stringField(parsed.value, 'message');
  if (message.invalid || !message.value)
    return unprocessable(['Invalid request.\n\n"message" wasn\'t supplied.'], docs.dismiss);
  if (found.review.state === 'PENDING') return unprocessable([reviewRefusals.notPending], docs.dismiss);
  if (found.review.state !== 'APPROVED' && found.review.state !== 'CHANGES_REQUESTED')
    return unprocessable([reviewRefusals.dismissNotApproval], docs.dismiss);
  context.store.reviews.dismiss(found.review, message.value);
  return json(200, reviewRepresentation(context, found.repo, found.issue, found.review));
}
