// Pull request reviews (https://docs.github.com/rest/pulls/reviews): list, get, create (pending when no `event` is
// given, else submitted), update a review's body, submit a pending review, delete a pending review, dismiss, and a
// review's comments. Writes are never retried. A pending review gets further comments only through GraphQL
// (addPullRequestReviewThread, https://docs.github.com/graphql/reference/mutations#addpullrequestreviewthread):
// REST has no route for it; `addPendingReviewComment` sends it through a GraphQL client of the same host.
import type * as z from 'zod/mini';
import type { PageIterator } from '../http/index.js';
import { validate } from '../http/validate.js';
import { pageQuery, type GitHubApi } from './api.js';
import { jsonAccept } from './media-types.js';
import type { GraphQLRequester } from './pull-states.js';
import { addedThreadSchema, reviewOwnCommentSchema, reviewSchema } from './review-schemas.js';
import type { CallOptions, Id, ListOptions, RepoRef, Review, ReviewOwnComment } from './types.js';

/** The verdict a review is submitted with. */
export type ReviewEvent = 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT';

/** A comment of a new review, on a line of the diff (`side` LEFT is the base), or on lines `start_line`..`line`. */
export interface NewReviewDraftComment {
  path: string;
  body: string;
  line: number;
  side?: 'LEFT' | 'RIGHT';
  start_line?: number;
}

export interface NewReview {
  /** The summary. */
  body?: string;
  /** Absent: the review stays pending, seen only by its author, until submitted. */
  event?: ReviewEvent;
  commit_id?: string;
  comments?: NewReviewDraftComment[];
}

export class Reviews {
  constructor(private readonly api: GitHubApi) {}

  /** A pull request's reviews, oldest first (the viewer's own pending one included). */
  list(repo: RepoRef, number: number, options: ListOptions = {}): PageIterator<Review> {
    return this.api.http.paginate(
      reviewSchema,
      {
        path: this.path(repo, number),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  get(repo: RepoRef, number: number, reviewId: Id, options: CallOptions = {}): Promise<Review> {
    return this.api.http.json(reviewSchema, {
      path: this.path(repo, number, `/${reviewId}`),
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  create(repo: RepoRef, number: number, review: NewReview, options: CallOptions = {}): Promise<Review> {
    return this.api.http.json(reviewSchema, {
      method: 'POST',
      path: this.path(repo, number),
      json: review,
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  update(repo: RepoRef, number: number, reviewId: Id, body: string, options: CallOptions = {}): Promise<Review> {
    return this.api.http.json(reviewSchema, {
      method: 'PUT',
      path: this.path(repo, number, `/${reviewId}`),
      json: { body },
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  /** Submits a pending review with its verdict and summary. */
  submit(
    repo: RepoRef,
    number: number,
    reviewId: Id,
    event: ReviewEvent,
    body: string,
    options: CallOptions = {},
  ): Promise<Review> {
    return this.api.http.json(reviewSchema, {
      method: 'POST',
      path: this.path(repo, number, `/${reviewId}/events`),
      json: { event, body },
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  /** Deletes a pending review and its comments (a submitted one cannot be deleted). */
  deletePending(repo: RepoRef, number: number, reviewId: Id, options: CallOptions = {}): Promise<Review> {
    return this.api.http.json(reviewSchema, {
      method: 'DELETE',
      path: this.path(repo, number, `/${reviewId}`),
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  dismiss(repo: RepoRef, number: number, reviewId: Id, message: string, options: CallOptions = {}): Promise<Review> {
    return this.api.http.json(reviewSchema, {
      method: 'PUT',
      path: this.path(repo, number, `/${reviewId}/dismissals`),
      json: { message, event: 'DISMISS' },
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  listComments(repo: RepoRef, number: number, reviewId: Id, options: ListOptions = {}): PageIterator<ReviewOwnComment> {
    return this.api.http.paginate(
      reviewOwnCommentSchema,
      {
        path: this.path(repo, number, `/${reviewId}/comments`),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  private path(repo: RepoRef, number: number, tail = ''): string {
    return this.api.repoPath(repo, `/pulls/${number}/reviews${tail}`);
  }
}

const addThread = `mutation AddPendingReviewComment(
  $review: ID!, $path: String!, $line: Int!, $side: DiffSide!, $startLine: Int, $body: String!
) {
  addPullRequestReviewThread(input: {
    pullRequestReviewId: $review, path: $path, line: $line, side: $side, startLine: $startLine, body: $body
  }) {
    thread { comments(first: 1) { nodes { fullDatabaseId } } }
  }
}`;

/** Adds a comment on a line to one's pending review (its `node_id`); answers the new comment's id. */
export async function addPendingReviewComment(
  graphql: GraphQLRequester,
  reviewNodeId: string,
  comment: NewReviewDraftComment,
  options: CallOptions = {},
): Promise<number> {
  const data = await graphql.request<unknown>({
    query: addThread,
    variables: {
      review: reviewNodeId,
      path: comment.path,
      line: comment.line,
      side: comment.side ?? 'RIGHT',
      startLine: comment.start_line ?? null,
      body: comment.body,
    },
    signal: options.signal,
  });
  const answer = validate(addedThreadSchema, data, { method: 'POST', path: 'graphql addPullRequestReviewThread' }, 200);
  return addedCommentId(answer, 'GitHub added no thread on the line');
}

/**
 * The new thread's first comment id. GitHub answers `thread: null` (no error) when it made no thread, so that is said
 * rather than read as a comment numbered NaN.
 */
function addedCommentId(answer: z.infer<typeof addedThreadSchema>, failure: string): number {
  const id = Number(answer.addPullRequestReviewThread.thread?.comments.nodes[0]?.fullDatabaseId);
  if (!Number.isSafeInteger(id)) throw new Error(failure);
  return id;
}

const addFileThread = `mutation AddPendingFileComment($review: ID!, $path: String!, $body: String!) {
  addPullRequestReviewThread(input: { pullRequestReviewId: $review, path: $path, subjectType: FILE, body: $body }) {
    thread { comments(first: 1) { nodes { fullDatabaseId } } }
  }
}`;

/**
 * Adds a comment on the whole file `path` to one's pending review (`subjectType: FILE`,
 * https://docs.github.com/en/graphql/reference/input-objects#addpullrequestreviewthreadinput); answers its id.
 */
export async function addPendingFileComment(
  graphql: GraphQLRequester,
  reviewNodeId: string,
  comment: { path: string; body: string },
  options: CallOptions = {},
): Promise<number> {
  const data = await graphql.request<unknown>({
    query: addFileThread,
    variables: { review: reviewNodeId, path: comment.path, body: comment.body },
    signal: options.signal,
  });
  const answer = validate(addedThreadSchema, data, { method: 'POST', path: 'graphql addPullRequestReviewThread' }, 200);
  return addedCommentId(answer, 'GitHub added no thread on the file');
}
