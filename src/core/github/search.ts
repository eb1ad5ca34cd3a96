// Searching issues and pull requests (https://docs.github.com/en/rest/search/search#search-issues-and-pull-requests):
// `GET /search/issues?q=` with GitHub's search syntax
// (https://docs.github.com/en/search-github/searching-on-github/searching-issues-and-pull-requests), a page at a
// time through `Link` like every list. The answer is an object (`total_count`, `incomplete_results`, `items`), so
// the pages are walked here rather than by the HTTP layer's array paging. Search has its own rate limit (30
// requests a minute for a signed-in user; https://docs.github.com/en/rest/search/search#rate-limit), which the
// HTTP layer reads from the answer's `X-RateLimit-Resource: search` headers like any other budget.
import * as z from 'zod/mini';
import { walkPages, type Page, type PageIterator } from '../http/index.js';
import { pageQuery, type GitHubApi } from './api.js';
import { describedBy, type Schemas } from './schema.js';
import type { ListOptions } from './types.js';

export type IssueSearchItem = Schemas['issue-search-result-item'];

const searchItemSchema = describedBy<IssueSearchItem>()({
  number: z.number(),
  title: z.string(),
  html_url: z.string(),
  repository_url: z.string(),
  state: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

// `incomplete_results` (GitHub's search timed out and answered with what it found in time) is not shown: the items
// are still right, only fewer.
const searchAnswerSchema = z.looseObject({
  total_count: z.number(),
  incomplete_results: z.boolean(),
  items: z.array(searchItemSchema),
});

export interface IssueSearchOptions extends ListOptions {
  /** Default: best match. */
  sort?: 'created' | 'updated' | 'comments';
  order?: 'asc' | 'desc';
}

export class Search {
  constructor(private readonly api: GitHubApi) {}

  /** Issues and pull requests matching `query` (GitHub's search syntax), a page at a time. */
  /** A page's `total` is GitHub's count of all matches (it serves at most the first 1,000). */
  issues(query: string, options: IssueSearchOptions = {}): PageIterator<IssueSearchItem> {
    const request = {
      path: '/search/issues',
      query: { q: query, sort: options.sort, order: options.order, ...pageQuery({ perPage: options.perPage ?? 30 }) },
      signal: options.signal,
    };
    const fetchPage = async (next: string | undefined): Promise<Page<IssueSearchItem>> => {
      const { data, response } = await this.api.exchange(
        searchAnswerSchema,
        next ? { url: next, signal: options.signal } : request,
      );
      const page: Page<IssueSearchItem> = { items: data.items, total: data.total_count };
      for (const rel of ['next', 'last', 'first', 'prev'] as const) {
        const link = response.links[rel];
        if (link) page[rel] = link;
      }
      return page;
    };
    return walkPages(fetchPage, { limit: options.limit });
  }
}
