// The file pages of the pull requests the user looked at, one `PullFilePages` per pull request and head, shared by
// the Files node and Next Unviewed File (a page one of them read costs the other nothing), kept until Refresh.
import type { FileViewedState } from '../../../core/github/viewed-files';
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import { loadCore } from '../../base/core';
import { PullFilePages } from './file-pages';

/** A pull request, as the viewed commands and the Files node name it. */
export interface PullKey {
  readonly hostId: string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
}

export const pullKeyOf = ({ hostId, owner, repo, number }: PullKey): string => `${hostId} ${owner}/${repo}#${number}`;

/** Told of each page of a pull request's files read (`index` 0: its first page). */
export type PageListener = (pull: PullKey, index: number) => void;

export class FilePagesBook {
  /** By pull request, then by head SHA. */
  private readonly byPull = new Map<string, Map<string, PullFilePages>>();
  private readonly pageListeners = new Set<PageListener>();

  constructor(private readonly accounts: Accounts) {}

  /** Tells `listener` of every page read from now on, whichever reader asked for it; the answer stops it. */
  onPageAdded(listener: PageListener): () => void {
    this.pageListeners.add(listener);
    return () => this.pageListeners.delete(listener);
  }

  /** The pull request's files at `head`, created (nothing fetched yet) the first time. */
  pages(host: Host, repo: RepoRef, number: number, head: string): PullFilePages {
    const key = pullKeyOf({ hostId: host.id, owner: repo.owner, repo: repo.repo, number });
    const heads = this.byPull.get(key) ?? new Map<string, PullFilePages>();
    this.byPull.set(key, heads);
    let pages = heads.get(head);
    if (!pages) {
      const states = async (after: string | undefined, signal: AbortSignal) =>
        loadCore().github.fetchViewedFilesPage(await this.accounts.requireGraphQLClient(host), repo, number, after, {
          signal,
        });
      const pull = { hostId: host.id, owner: repo.owner, repo: repo.repo, number };
      const pageAdded = (index: number) => this.pageListeners.forEach((listener) => listener(pull, index));
      pages = new PullFilePages(
        { rest: () => this.accounts.requireGitHubClient(host), states },
        repo,
        number,
        pageAdded,
      );
      heads.set(head, pages);
    }
    return pages;
  }

  /** The pages already made for a pull request at a head, without creating any. */
  known(pull: PullKey, head: string): PullFilePages | undefined {
    return this.byPull.get(pullKeyOf(pull))?.get(head);
  }

  /** Every head of a pull request the user listed (a state change shows in each). */
  allHeads(pull: PullKey): PullFilePages[] {
    return [...(this.byPull.get(pullKeyOf(pull))?.values() ?? [])];
  }

  /** The pull request's GraphQL id: from a page already read, else one small query. */
  async pullNodeId(host: Host, pull: PullKey): Promise<string | undefined> {
    const [pages] = this.allHeads(pull);
    if (pages) return pages.pullNodeId();
    const graphql = await this.accounts.requireGraphQLClient(host);
    return (
      await loadCore().github.fetchViewedFilesPage(
        graphql,
        { owner: pull.owner, repo: pull.repo },
        pull.number,
        undefined,
      )
    )?.pullNodeId;
  }

  setState(pull: PullKey, path: string, state: FileViewedState): void {
    for (const pages of this.allHeads(pull)) pages.setState(path, state);
  }

  clear(): void {
    for (const heads of this.byPull.values()) for (const pages of heads.values()) pages.dispose();
    this.byPull.clear();
  }
}
