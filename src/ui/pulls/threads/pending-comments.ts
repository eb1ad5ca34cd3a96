// A comment added to one's pending review from the diff editor's comment widget. GitHub keeps the pending review,
// so a reload or a second window loses nothing: the first comment starts it (`POST /pulls/{n}/reviews` without
// `event`, https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request); REST has no route for
// adding to it later, so the next ones go through GraphQL's addPullRequestReviewThread with the review's node id
// (https://docs.github.com/graphql/reference/mutations#addpullrequestreviewthread).
import type { RepoRef, Review, ReviewComment } from '../../../core/github/types';
import type { GitHubClient } from '../../accounts/index';
import { loadCore } from '../../base/core';
import type { GitHubClients } from '../pull/road';

export interface PendingComment {
  readonly path: string;
  readonly line: number;
  /** The first line of a comment on several (a suggestion over a range). */
  readonly start_line?: number;
  readonly side: 'LEFT' | 'RIGHT';
  readonly body: string;
}

/** One's pending review of the pull request, if any (GitHub lists another user's pending review to nobody else). */
export async function pendingReviewOf(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
): Promise<Review | undefined> {
  for await (const review of client.reviews.list(repo, number)) if (review.state === 'PENDING') return review;
  return undefined;
}

/** Adds the comment to one's pending review, starting the review when there is none; answers the comment. */
export async function addToPendingReview(
  { rest: client, graphql }: GitHubClients,
  repo: RepoRef,
  number: number,
  comment: PendingComment,
  commitId?: string,
): Promise<ReviewComment> {
  const pending = await pendingReviewOf(client, repo, number);
  if (!pending) {
    const review = await client.reviews.create(repo, number, {
      comments: [comment],
      ...(commitId ? { commit_id: commitId } : {}),
    });
    for await (const added of client.reviews.listComments(repo, number, review.id))
      return client.reviewComments.get(repo, added.id);
    throw new Error(`GitHub started review ${review.id} without the comment`);
  }
  const id = await loadCore().github.addPendingReviewComment(graphql, pending.node_id, comment);
  return client.reviewComments.get(repo, id);
}
