// A pull request's review comments and the viewer's pending review, read once for all of its files: the diff
// editor's two sides and every further file opened ask the same pages (GitHub lists review comments per pull
// request, https://docs.github.com/rest/pulls/comments#list-review-comments-on-a-pull-request), instead of each
// side of each file reading them all again. Kept while a document of the pull request is open; a comment written,
// edited or deleted here, or a review submitted, makes the next file read them afresh.
import type { RepoRef, ReviewComment } from '../../../core/github/types';
import type { GitHubClient } from '../../accounts/index';
import { pendingReviewOf } from './pending-comments';

export interface PullComments {
  readonly comments: readonly ReviewComment[];
  /** The viewer's pending review, whose comments only they see until it is submitted. */
  readonly pendingId: number | undefined;
}

export interface PullOfComments {
  readonly hostId: string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
}

const keyOf = ({ hostId, owner, repo, number }: PullOfComments) => `${hostId} ${owner}/${repo}#${number}`;

export class PullReviewComments {
  private readonly byPull = new Map<string, Promise<PullComments>>();

  read(pull: PullOfComments, client: GitHubClient): Promise<PullComments> {
    const key = keyOf(pull);
    let read = this.byPull.get(key);
    if (!read) {
      read = this.fetch(client, { owner: pull.owner, repo: pull.repo }, pull.number);
      read.catch(() => this.byPull.get(key) === read && this.byPull.delete(key));
      this.byPull.set(key, read);
    }
    return read;
  }

  forget(pull: PullOfComments): void {
    this.byPull.delete(keyOf(pull));
  }

  clear(): void {
    this.byPull.clear();
  }

  private async fetch(client: GitHubClient, repo: RepoRef, number: number): Promise<PullComments> {
    const comments: ReviewComment[] = [];
    for await (const comment of client.reviewComments.listForPull(repo, number)) comments.push(comment);
    const pending = await pendingReviewOf(client, repo, number);
    return { comments, pendingId: pending && Number(pending.id) };
  }
}
