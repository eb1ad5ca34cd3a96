// The resolved and outdated state of each review thread of the pull requests the user looks at: one GraphQL query per
// pull request (core/github/review-threads.ts), shared by its diff editors (one per file) and its node in the view,
// kept until the view reloads. A resolve or unresolve updates it in place and tells who shows a count.
import type { ReviewThreadState } from '../../../core/github/review-threads';
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import { loadCore } from '../../base/core';

export interface PullKey {
  readonly hostId: string;
  readonly repo: RepoRef;
  readonly number: number;
}

const keyOf = ({ hostId, repo, number }: PullKey) => `${hostId}|${repo.owner}/${repo.repo}#${number}`;

export class ThreadStates {
  private readonly byPull = new Map<string, Promise<Map<number, ReviewThreadState>>>();

  constructor(
    private readonly accounts: Accounts,
    /** Told the new count of unresolved threads after a resolve or unresolve (the pull request's node shows it). */
    private readonly counted: (pull: PullKey, unresolved: number) => void = () => undefined,
  ) {}

  /** The pull request's threads by the id of their first comment; a failed query is asked again next time. */
  of(host: Host, pull: PullKey): Promise<Map<number, ReviewThreadState>> {
    const key = keyOf(pull);
    let states = this.byPull.get(key);
    if (!states) {
      states = this.fetch(host, pull);
      this.byPull.set(key, states);
      states.catch(() => this.byPull.get(key) === states && this.byPull.delete(key));
    }
    return states;
  }

  /** The state of one thread, asked afresh (a command acts on what GitHub says now, not on what was drawn). */
  async fresh(host: Host, pull: PullKey, rootCommentId: number): Promise<ReviewThreadState | undefined> {
    this.byPull.delete(keyOf(pull));
    return (await this.of(host, pull)).get(rootCommentId);
  }

  /** A thread resolved or unresolved here: kept, and the pull request's count told. */
  async setResolved(host: Host, pull: PullKey, rootCommentId: number, resolved: boolean): Promise<void> {
    const states = await this.of(host, pull);
    const known = states.get(rootCommentId);
    if (known)
      states.set(rootCommentId, {
        ...known,
        isResolved: resolved,
        viewerCanResolve: !resolved && (known.viewerCanResolve || known.viewerCanUnresolve),
        viewerCanUnresolve: resolved && (known.viewerCanResolve || known.viewerCanUnresolve),
      });
    this.counted(pull, [...states.values()].filter((state) => !state.isResolved).length);
  }

  clear(): void {
    this.byPull.clear();
  }

  private async fetch(host: Host, pull: PullKey): Promise<Map<number, ReviewThreadState>> {
    const graphql = await this.accounts.requireGraphQLClient(host);
    const threads = await loadCore().github.fetchReviewThreads(graphql, pull.repo, pull.number);
    return new Map(threads.map((thread) => [thread.rootCommentId, thread]));
  }
}
