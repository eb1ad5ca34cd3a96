// Reactions on the three things a pull request conversation is made of: the issue (the pull request itself),
// its issue comments, and its review comments. List (optionally one content), add, delete.
import type { PageIterator } from '../http/index.js';
import { pageQuery, type GitHubApi } from './api.js';
import { reactionSchema } from './comment-schemas.js';
import { jsonAccept } from './media-types.js';
import type { CallOptions, Id, ListOptions, Reaction, ReactionContent, RepoRef } from './types.js';

export type ReactionSubject =
  | { kind: 'issue'; repo: RepoRef; number: number }
  | { kind: 'issueComment'; repo: RepoRef; commentId: Id }
  | { kind: 'reviewComment'; repo: RepoRef; commentId: Id };

export interface AddedReaction {
  reaction: Reaction;
  /** False when the user had already reacted with this content (GitHub answers 200 with the existing one). */
  created: boolean;
}

export class Reactions {
  constructor(private readonly api: GitHubApi) {}

  list(subject: ReactionSubject, options: ListOptions & { content?: ReactionContent } = {}): PageIterator<Reaction> {
    const query = { content: options.content, ...pageQuery({ perPage: options.perPage ?? 100 }) };
    return this.api.http.paginate(
      reactionSchema,
      { path: this.pathOf(subject), query, accept: jsonAccept, signal: options.signal },
      { limit: options.limit },
    );
  }

  async add(subject: ReactionSubject, content: ReactionContent, options: CallOptions = {}): Promise<AddedReaction> {
    const { data, response } = await this.api.exchange(reactionSchema, {
      method: 'POST',
      path: this.pathOf(subject),
      json: { content },
      accept: jsonAccept,
      signal: options.signal,
    });
    return { reaction: data, created: response.status === 201 };
  }

  delete(subject: ReactionSubject, reactionId: Id, options: CallOptions = {}): Promise<void> {
    return this.api.http.send({
      method: 'DELETE',
      path: `${this.pathOf(subject)}/${reactionId}`,
      signal: options.signal,
    });
  }

  private pathOf(subject: ReactionSubject): string {
    switch (subject.kind) {
      case 'issue':
        return this.api.repoPath(subject.repo, `/issues/${subject.number}/reactions`);
      case 'issueComment':
        return this.api.repoPath(subject.repo, `/issues/comments/${subject.commentId}/reactions`);
      case 'reviewComment':
        return this.api.repoPath(subject.repo, `/pulls/comments/${subject.commentId}/reactions`);
    }
  }
}
