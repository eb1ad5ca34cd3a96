// Issue comments: the conversation of a pull request lives here, since every pull request is an issue.
import type { PageIterator } from '../http/index.js';
import { isoTime, pageQuery, type GitHubApi } from './api.js';
import { issueCommentSchema } from './comment-schemas.js';
import { jsonAccept } from './media-types.js';
import type { CallOptions, Created, Id, IssueComment, ListOptions, RepoRef } from './types.js';

export interface IssueCommentListOptions extends ListOptions {
  /** Only comments updated at or after this time. */
  since?: Date | string;
}

export class IssueComments {
  constructor(private readonly api: GitHubApi) {}

  /** The conversation of issue or pull request `number`, oldest first. */
  list(repo: RepoRef, number: number, options: IssueCommentListOptions = {}): PageIterator<IssueComment> {
    const query = { since: isoTime(options.since), ...pageQuery({ perPage: options.perPage ?? 100 }) };
    return this.api.http.paginate(
      issueCommentSchema,
      {
        path: this.api.repoPath(repo, `/issues/${number}/comments`),
        query,
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  get(repo: RepoRef, commentId: Id, options: CallOptions = {}): Promise<IssueComment> {
    return this.api.http.json(issueCommentSchema, {
      path: this.commentPath(repo, commentId),
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  create(repo: RepoRef, number: number, body: string, options: CallOptions = {}): Promise<Created<IssueComment>> {
    return this.api.created(issueCommentSchema, {
      path: this.api.repoPath(repo, `/issues/${number}/comments`),
      json: { body },
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  update(repo: RepoRef, commentId: Id, body: string, options: CallOptions = {}): Promise<IssueComment> {
    return this.api.http.json(issueCommentSchema, {
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

  private commentPath(repo: RepoRef, commentId: Id): string {
    return this.api.repoPath(repo, `/issues/comments/${commentId}`);
  }
}
