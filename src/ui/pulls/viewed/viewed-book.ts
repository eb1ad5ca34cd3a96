// The viewed states of the pull requests whose Files the user opened, read once through GraphQL
// (core/github/viewed-files.ts) and kept until a refresh; a mark or unmark updates the copy and redraws the pull
// request nodes that show it (their Files node's count and its files' checkboxes), so a toggle costs one request
// and no reload.
import type { RepoRef } from '../../../core/github/types';
import type { FileViewedState, ViewedFiles } from '../../../core/github/viewed-files';
import type { Accounts, Host } from '../../accounts/index';
import { loadCore } from '../../base/core';

export interface PullKey {
  readonly hostId: string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
}

const keyOf = ({ hostId, owner, repo, number }: PullKey) => `${hostId} ${owner}/${repo}#${number}`;

export class ViewedBook {
  private readonly loading = new Map<string, Promise<ViewedFiles | undefined>>();
  private readonly loaded = new Map<string, ViewedFiles>();
  /** The pull request nodes whose Files node shows each pull request's states: redrawn when a state changes. */
  private readonly shownIn = new Map<string, Set<string>>();

  constructor(
    private readonly accounts: Accounts,
    private readonly redraw: (nodeId: string) => void,
  ) {}

  /** The pull request's states, read once; a failed read is forgotten, so the next look asks again. */
  states(host: Host, repo: RepoRef, number: number): Promise<ViewedFiles | undefined> {
    const key = keyOf({ hostId: host.id, owner: repo.owner, repo: repo.repo, number });
    let states = this.loading.get(key);
    if (!states) {
      states = this.accounts.requireGraphQLClient(host).then((graphql) => loadCore().github.fetchViewedFiles(graphql, repo, number));
      states.then((files) => files && this.loaded.set(key, files), () => this.loading.delete(key));
      this.loading.set(key, states);
    }
    return states;
  }

  /** The states already read, without asking. */
  known(pull: PullKey): ViewedFiles | undefined {
    return this.loaded.get(keyOf(pull));
  }

  /** Remembers that a pull request node shows this pull request's states. */
  shownAt(pull: PullKey, pullNodeId: string): void {
    const key = keyOf(pull);
    this.shownIn.set(key, (this.shownIn.get(key) ?? new Set()).add(pullNodeId));
  }

  /**
   * What GitHub now says of one file, after a mark or unmark: the copy changes and the nodes showing it redraw
   * (`state` undefined: only redrawn, as after a failed write, so a toggled checkbox shows GitHub's state again).
   */
  changed(pull: PullKey, path?: string, state?: FileViewedState): void {
    const key = keyOf(pull);
    if (path !== undefined && state !== undefined) this.loaded.get(key)?.states.set(path, state);
    for (const nodeId of this.shownIn.get(key) ?? []) this.redraw(nodeId);
  }

  clear(): void {
    this.loading.clear();
    this.loaded.clear();
  }
}
