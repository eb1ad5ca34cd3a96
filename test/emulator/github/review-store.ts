// Pull request reviews in the emulated GitHub (https://docs.github.com/rest/pulls/reviews): a review is pending
// until its author submits it with a verdict, and its comments (review comments whose `reviewId` is the review's
// id) are seen only by that author meanwhile. Every review comment belongs to a review: a single comment makes a
// COMMENTED review of its own, as on GitHub. The rules GitHub refuses with a 422 are `refusal` below.
import type { PullIssue, Review, ReviewComment, ReviewState } from './model.js';
import type { GitHubStore, NewReviewComment } from './store.js';

/** The verdicts of `event` (create-review, submit-review) and the state each leaves. */
export const reviewEvents = {
  APPROVE: 'APPROVED',
  REQUEST_CHANGES: 'CHANGES_REQUESTED',
  COMMENT: 'COMMENTED',
} as const satisfies Record<string, ReviewState>;
export type ReviewEvent = keyof typeof reviewEvents;

/** GitHub's sentences for the refusals of reviews (`errors[]` of a 422 `validation-error-simple`). */
export const reviewRefusals = {
  ownApproval: 'Can not approve your own pull request',
  ownChangesRequest: 'Can not request changes on your own pull request',
  bodyRequired: 'Body is required when using REQUEST_CHANGES or COMMENT events',
  onePending: 'User can only have one pending review per pull request',
  notPending: 'Can not modify a review that is not pending',
  dismissNotApproval: 'Can not dismiss a review that is not an approval or a request for changes',
} as const;

export class ReviewBook {
  readonly byId = new Map<number, Review>();
  /** The message each dismissed review was dismissed with. */
  constructor(private readonly store: GitHubStore) {}

  /** A pull request's reviews, oldest first; another user's pending review is left out. */
  of(issue: PullIssue, viewerId: number | undefined): Review[] {
    return [...this.byId.values()]
      .filter((review) => review.issueId === issue.id && this.visible(review, viewerId))
      .sort((a, b) => a.id - b.id);
  }

  /** The review when it belongs to the pull request and the viewer may see it. */
  find(issue: PullIssue, id: number, viewerId: number | undefined): Review | undefined {
    const review = this.byId.get(id);
    return review && review.issueId === issue.id && this.visible(review, viewerId) ? review : undefined;
  }

  pendingOf(issue: PullIssue, userId: number): Review | undefined {
    return [...this.byId.values()].find(
      (review) => review.issueId === issue.id && review.userId === userId && review.state === 'PENDING',
    );
  }

  /** Whether a review comment may be seen by the viewer (a pending review's comments only by its author). */
  commentVisible(comment: ReviewComment, viewerId: number | undefined): boolean {
    const review = this.byId.get(comment.reviewId);
    return !review || this.visible(review, viewerId);
  }

  commentsOf(review: Review): ReviewComment[] {
    return [...this.store.reviewComments.values()]
      .filter((comment) => comment.reviewId === review.id)
      .sort((a, b) => a.id - b.id);
  }

  /** GitHub's refusal of a verdict, or undefined when it may be given. */
  refusal(
    issue: PullIssue,
    userId: number,
    event: ReviewEvent,
    body: string,
    commentCount: number,
  ): string | undefined {
    if (event === 'APPROVE' && issue.userId === userId) return reviewRefusals.ownApproval;
    if (event === 'REQUEST_CHANGES' && issue.userId === userId) return reviewRefusals.ownChangesRequest;
    if (event === 'REQUEST_CHANGES' && !body.trim()) return reviewRefusals.bodyRequired;
    if (event === 'COMMENT' && !body.trim() && commentCount === 0) return reviewRefusals.bodyRequired;
    return undefined;
  }

  /** A new review, pending without an event, with its comments (all checked by the caller). */
  create(
    issue: PullIssue,
    userId: number,
    input: { body: string; event?: ReviewEvent; commitId?: string; comments?: Omit<NewReviewComment, 'reviewId'>[] },
  ): Review {
    const now = this.store.now();
    const review: Review = {
      id: this.store.nextId('review', 1_700_000_000),
      repoId: issue.repoId,
      issueId: issue.id,
      userId,
      body: input.body,
      state: input.event ? reviewEvents[input.event] : 'PENDING',
      commitId: input.commitId ?? issue.pull.head.sha,
      createdAt: now,
      submittedAt: input.event ? now : null,
    };
    this.byId.set(review.id, review);
    for (const comment of input.comments ?? [])
      this.store.addReviewComment(issue, userId, { ...comment, reviewId: review.id });
    if (input.event) this.submitted(issue, review);
    return review;
  }

  /** A single comment's own review (COMMENTED, no body), as GitHub makes one for each. */
  forSingleComment(issue: PullIssue, userId: number, commitId: string): Review {
    return this.create(issue, userId, { body: '', event: 'COMMENT', commitId });
  }

  submit(issue: PullIssue, review: Review, event: ReviewEvent, body: string): void {
    review.state = reviewEvents[event];
    review.body = body || review.body;
    review.submittedAt = this.store.now();
    this.submitted(issue, review);
  }

  /** Deletes a pending review and its comments. */
  discard(review: Review): void {
    for (const comment of this.commentsOf(review)) this.store.deleteReviewComment(comment);
    this.byId.delete(review.id);
  }

  dismiss(review: Review, message: string): void {
    review.state = 'DISMISSED';
    this.dismissals.set(review.id, message);
  }

  /** The message a review was dismissed with. */
  dismissalOf(review: Review): string | undefined {
    return this.dismissals.get(review.id);
  }

  private readonly dismissals = new Map<number, string>();

  private submitted(issue: PullIssue, review: Review): void {
    // A submitted review answers the request for it (https://docs.github.com/rest/pulls/review-requests).
    issue.pull.requestedReviewerIds = issue.pull.requestedReviewerIds.filter((id) => id !== review.userId);
    issue.updatedAt = this.store.now();
  }

  private visible(review: Review, viewerId: number | undefined): boolean {
    return review.state !== 'PENDING' || review.userId === viewerId;
  }
}
