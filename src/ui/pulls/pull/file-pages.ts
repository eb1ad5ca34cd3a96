// One pull request's changed files at one head, a page of 100 at a time, each REST page fetched together with the
// GraphQL page of the same files' viewed states. Why paired pages rather than every state up front: GitHub gives
// no count of viewed files, only `viewerViewedState` on each `PullRequestChangedFile` of the `files` connection,
// at most 100 per page (https://docs.github.com/graphql/reference/objects#pullrequestchangedfile,
// https://docs.github.com/graphql/guides/using-pagination-in-the-graphql-api); the REST files list pages by 100
// too, in the same order (https://docs.github.com/rest/pulls/pulls#list-pull-requests-files). So the files the
// user lists, and only those, cost one request of each: a 3,000-file pull request opens after two, not thirty.
import type { Page } from '../../../core/index';
import type { FileViewedState, ViewedFilesPage } from '../../../core/github/viewed-files';
import type { PullRequestFile, RepoRef } from '../../../core/github/types';
import type { GitHubClient } from '../../accounts/index';

export interface FilePage {
  readonly files: readonly PullRequestFile[];
  /** The viewer's state of each file of the page; undefined when GitHub's GraphQL did not say. */
  readonly states: Map<string, FileViewedState> | undefined;
}

/** What the viewed count needs: files listed so far, how many of them are viewed, and how many there are. */
export interface ListedSummary {
  readonly listed: number;
  readonly viewed: number;
  /** GraphQL `changedFiles`; undefined until a states page arrived. */
  readonly total: number | undefined;
  readonly complete: boolean;
}

/** Where the pages come from: the REST files list, and a GraphQL page of states after a cursor. */
export interface FilePagesClients {
  readonly rest: () => Promise<Pick<GitHubClient, 'pulls'>>;
  readonly states: (after: string | undefined, signal: AbortSignal) => Promise<ViewedFilesPage | undefined>;
}

export class PullFilePages {
  private readonly loaded: FilePage[] = [];
  private ended = false;
  private inFlight: Promise<void> | undefined;
  private walk: AsyncIterator<Page<PullRequestFile>> | undefined;
  /** The states page cursor after the last page kept; `statesLost` once a states page failed (no cursor onward). */
  private cursor: string | undefined;
  private statesLost = false;
  private nodeId: string | undefined;
  private changedFiles: number | undefined;
  private readonly abort = new AbortController();

  constructor(
    private readonly clients: FilePagesClients,
    readonly repo: RepoRef,
    readonly number: number,
    /** Told the index of each page as it arrives (what counts the files listed redraws by it). */
    private readonly pageAdded: (index: number) => void = () => undefined,
  ) {}

  get pages(): readonly FilePage[] {
    return this.loaded;
  }

  /** No page after the last one loaded. */
  get complete(): boolean {
    return this.ended;
  }

  get total(): number | undefined {
    return this.changedFiles;
  }

  /** The page at `index`, loading the pages before it first; undefined past the last page. Failures throw. */
  async page(index: number): Promise<FilePage | undefined> {
    while (this.loaded.length <= index && !this.ended) await this.next();
    return this.loaded[index];
  }

  stateOf(path: string): FileViewedState | undefined {
    for (const page of this.loaded) {
      const state = page.states?.get(path);
      if (state !== undefined) return state;
    }
    return undefined;
  }

  /** What GitHub now says of one file (after a mark or unmark), where a page lists it. */
  setState(path: string, state: FileViewedState): void {
    for (const page of this.loaded) if (page.states?.has(path)) page.states.set(path, state);
  }

  summary(): ListedSummary {
    const files = this.loaded.flatMap((page) => page.files);
    const viewed = files.filter((file) => this.stateOf(file.filename) === 'VIEWED').length;
    return { listed: files.length, viewed, total: this.changedFiles, complete: this.ended };
  }

  /** The pull request's GraphQL id, known from a states page, else asked for (one small query). */
  async pullNodeId(): Promise<string | undefined> {
    if (this.nodeId) return this.nodeId;
    const page = await this.statesPage(undefined);
    return page?.pullNodeId;
  }

  dispose(): void {
    this.abort.abort();
  }

  private next(): Promise<void> {
    this.inFlight ??= this.fetchNext().finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private async fetchNext(): Promise<void> {
    const after = this.cursor;
    const [step, states] = await Promise.all([
      this.restPage(),
      this.statesLost ? undefined : this.statesPage(after).catch(() => null),
    ]);
    if (!states) this.statesLost = true;
    if (step.done || step.value.items.length === 0) {
      this.ended = true;
      return;
    }
    if (states) {
      this.nodeId = states.pullNodeId;
      this.changedFiles = states.changedFiles;
      this.cursor = states.after;
      if (!states.after) this.statesLost = true;
    }
    this.loaded.push({ files: step.value.items, states: states?.states });
    if (!step.value.next) this.ended = true;
    this.pageAdded(this.loaded.length - 1);
  }

  /** The next REST page; a walk that failed cannot go on, so the next try starts again past the pages kept. */
  private async restPage(): Promise<IteratorResult<Page<PullRequestFile>>> {
    try {
      if (!this.walk) {
        const client = await this.clients.rest();
        const pages = client.pulls
          .listFiles(this.repo, this.number, { perPage: 100, signal: this.abort.signal })
          .pages();
        this.walk = pages[Symbol.asyncIterator]();
        for (let skipped = 0; skipped < this.loaded.length; skipped++) await this.walk.next();
      }
      return await this.walk.next();
    } catch (error) {
      this.walk = undefined;
      throw error;
    }
  }

  private statesPage(after: string | undefined): Promise<ViewedFilesPage | undefined> {
    return this.clients.states(after, this.abort.signal);
  }
}
