// Review comments (comments on the diff): list for a pull request or a whole repository, get, create, reply,
// edit, delete. Creating and replying are POSTs, never retried.
import type { PageIterator } from '../http/index.js';
import { isoTime, pageQuery, type GitHubApi } from './api.js';
import { reviewCommentSchema } from './comment-schemas.js';
import { jsonAccept } from './media-types.js';
import type { CallOptions, Created, Id, ListOptions, RepoRef, ReviewComment } from './types.js';

export interface ReviewCommentListOptions extends ListOptions {
  /** Default `created`. */
  sort?: 'created' | 'updated';
  /** Ignored by GitHub without `sort`. */
  direction?: 'asc' | 'desc';
  /** Only comments updated at or after this time. */
  since?: Date | string;
}

/**
 * A new comment on the diff. `position` counts lines in the diff (not the file); where the API accepts them,
 * `line`/`side` (and `start_line`/`start_side` for a range) address the file instead.
 */
export interface NewReviewComment {
  body: string;
  /** The SHA the comment is made on; not the latest commit may outdate it. */
  commit_id: string;
  path: string;
  position?: number;
  line?: number;
  side?: 'LEFT' | 'RIGHT';
  start_line?: number;
  start_side?: 'LEFT' | 'RIGHT';
  /** `file`: a comment on the whole file, without `line` or `position`. */
  subject_type?: 'line' | 'file';
}

export class ReviewComments {
  constructor(private readonly api: GitHubApi) {}

  listForPull(repo: RepoRef, number: number, options: ReviewCommentListOptions = {}): PageIterator<ReviewComment> {
    return this.list(this.api.repoPath(repo, `/pulls/${number}/comments`), options);
  }

  listForRepo(repo: RepoRef, options: ReviewCommentListOptions = {}): PageIterator<ReviewComment> {
    return this.list(this.api.repoPath(repo, '/pulls/comments'), options);
  }

  get(repo: RepoRef, commentId: Id, options: CallOptions = {}): Promise<ReviewComment> {
    return this.api.http.json(reviewCommentSchema, {
      path: this.commentPath(repo, commentId),
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  create(
    repo: RepoRef,
    number: number,
    comment: NewReviewComment,
    options: CallOptions = {},
  ): Promise<Created<ReviewComment>> {
    return this.api.created(reviewCommentSchema, {
      path: this.api.repoPath(repo, `/pulls/${number}/comments`),
      json: comment,
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  /** Replies to a top-level comment (`in_reply_to`); replies to replies are not supported by GitHub. */
  reply(
    repo: RepoRef,
    number: number,
    inReplyTo: Id,
    body: string,
    options: CallOptions = {},
  ): Promise<Created<ReviewComment>> {
    return this.api.created(reviewCommentSchema, {
      path: this.api.repoPath(repo, `/pulls/${number}/comments`),
      json: { body, in_reply_to: Number(inReplyTo) },
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  update(repo: RepoRef, commentId: Id, body: string, options: CallOptions = {}): Promise<ReviewComment> {
    return this.api.http.json(reviewCommentSchema, {
      method: 'PATCH',
      path: this.commentPath(repo, commentId),
      json: { body },
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  delete(repo: RepoRef, commentId: Id, options: CallOptions = {}): Promise<void> {
    return this.api.http.send({ method: 'DELETE', path: this.commentPath(repo, commentId), signal: options.signal });
  }

  private list(path: string, options: ReviewCommentListOptions): PageIterator<ReviewComment> {
    const query = {
      sort: options.sort,
      direction: options.direction,
      since: isoTime(options.since),
      ...pageQuery({ perPage: options.perPage ?? 100 }),
    };
    return this.api.http.paginate(
      reviewCommentSchema,
      { path, query, accept: jsonAccept, signal: options.signal },
      { limit: options.limit },
    );
  }

  private commentPath(repo: RepoRef, commentId: Id): string {
    return this.api.repoPath(repo, `/pulls/comments/${commentId}`);
  }
}
