// The one paging store every view reuses: a list that grows a page at a time, on demand, from the service's own
// `Link: rel="next"` URLs. One load at a time (a second click while loading joins the first: no request storms),
// errors kept beside the items already shown (so a retry loses nothing), and an optional page cap for services
// that refuse deep pages (Qiita serves at most page 100; see https://qiita.com/api/v2/docs).
import type { Page } from '../../core/index';

export type PageFetcher<Item> = (next: string | undefined, signal: AbortSignal) => Promise<Page<Item>>;

export interface PagedListOptions {
  /** Stop after this many pages even when the service links further (it would refuse them). */
  maxPages?: number;
  /**
   * A list filtered on our side can have empty pages in the middle; by default an empty page ends the list even if
   * the service links onward (a guard against a server that never stops linking).
   */
  emptyPagesContinue?: boolean;
}

export type PagedListState = 'empty' | 'loading' | 'ready' | 'failed';

export class PagedList<Item> {
  private loaded: Item[] = [];
  private nextUrl: string | undefined;
  private pages = 0;
  private totalCount: number | undefined;
  private firstPageSize: number | undefined;
  private inFlight: Promise<void> | undefined;
  private failure: unknown;
  private readonly abort = new AbortController();

  constructor(
    private readonly fetchPage: PageFetcher<Item>,
    private readonly options: PagedListOptions = {},
  ) {}

  get items(): readonly Item[] {
    return this.loaded;
  }

  /** `Total-Count`, when the service sends it. */
  get total(): number | undefined {
    return this.totalCount;
  }

  /** Items per page, as the first page showed. */
  get pageSize(): number | undefined {
    return this.firstPageSize;
  }

  get pagesLoaded(): number {
    return this.pages;
  }

  get error(): unknown {
    return this.failure;
  }

  get state(): PagedListState {
    if (this.inFlight) return 'loading';
    if (this.failure !== undefined) return 'failed';
    return this.pages === 0 ? 'empty' : 'ready';
  }

  /** The service links to more pages and the cap allows one more. */
  get hasMore(): boolean {
    return this.nextUrl !== undefined && !this.capped;
  }

  /** The service has more, but the page cap stops the walk here. */
  get capped(): boolean {
    return this.nextUrl !== undefined && this.options.maxPages !== undefined && this.pages >= this.options.maxPages;
  }

  /** Loads the first page if nothing is loaded yet; resolves at once otherwise. */
  ensureFirstPage(): Promise<void> {
    return this.pages === 0 ? this.load() : (this.inFlight ?? Promise.resolve());
  }

  /** Loads the next page (or retries the page that failed). A call while loading joins the running load. */
  loadMore(): Promise<void> {
    if (this.pages > 0 && !this.hasMore && this.failure === undefined) return this.inFlight ?? Promise.resolve();
    return this.load();
  }

  /** Stops a running load; the list keeps what it has. */
  dispose(): void {
    this.abort.abort();
  }

  private load(): Promise<void> {
    this.inFlight ??= this.fetchNext().finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private async fetchNext(): Promise<void> {
    this.failure = undefined;
    try {
      const page = await this.fetchPage(this.pages === 0 ? undefined : this.nextUrl, this.abort.signal);
      this.loaded = [...this.loaded, ...page.items];
      this.pages += 1;
      this.firstPageSize ??= page.items.length;
      this.totalCount = page.total ?? this.totalCount;
      this.nextUrl = page.items.length > 0 || this.options.emptyPagesContinue ? page.next : undefined;
    } catch (error) {
      this.failure = error;
    }
  }
}

/** A core list that walks its pages by itself (the GitHub client's PageIterator). */
export interface PageWalk<Item> {
  pages(): AsyncIterable<Page<Item>>;
}

/**
 * Adapts a self-walking list to a PageFetcher: each call takes the walk's next page. A walk that failed cannot go
 * on, so a retry starts a new one and skips the pages already shown (asked again, usually answered 304 from the
 * conditional cache).
 */
export function fetcherFromWalk<Item>(open: (signal: AbortSignal) => PageWalk<Item>): PageFetcher<Item> {
  let walk: AsyncIterator<Page<Item>> | undefined;
  let delivered = 0;
  return async (_next, signal) => {
    if (!walk) {
      walk = open(signal).pages()[Symbol.asyncIterator]();
      for (let skipped = 0; skipped < delivered; skipped++) await walk.next();
    }
    try {
      const step = await walk.next();
      if (step.done) return { items: [] };
      delivered += 1;
      return step.value;
    } catch (error) {
      walk = undefined;
      throw error;
    }
  };
}
