// A repository's issues and pull requests together
// (https://docs.github.com/en/rest/issues/issues#list-repository-issues): what a comment's `#123` can name.
import type { PageIterator } from '../http/index.js';
import * as z from 'zod/mini';
import { pageQuery, type GitHubApi } from './api.js';
import { jsonAccept } from './media-types.js';
import { describedBy, type Schemas } from './schema.js';
import type { ListOptions, RepoRef } from './types.js';

export const issueSummarySchema = describedBy<Schemas['issue']>()({
  number: z.number(),
  title: z.string(),
  state: z.string(),
  pull_request: z.optional(
    describedBy<NonNullable<Schemas['issue']['pull_request']>>()({ html_url: z.nullable(z.string()) }),
  ),
});

export type IssueSummary = z.output<typeof issueSummarySchema>;

export interface IssueListOptions extends ListOptions {
  state?: 'open' | 'closed' | 'all';
  sort?: 'created' | 'updated' | 'comments';
  direction?: 'asc' | 'desc';
}

export class Issues {
  constructor(private readonly api: GitHubApi) {}

  list(repo: RepoRef, options: IssueListOptions = {}): PageIterator<IssueSummary> {
    const query = {
      state: options.state,
      sort: options.sort,
      direction: options.direction,
      ...pageQuery({ perPage: options.perPage ?? 100 }),
    };
    return this.api.http.paginate(
      issueSummarySchema,
      { path: this.api.repoPath(repo, '/issues'), query, accept: jsonAccept, signal: options.signal },
      { limit: options.limit },
    );
  }
}
