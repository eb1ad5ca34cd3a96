// Milestones of a repository (https://docs.github.com/en/rest/issues/milestones#list-milestones) and the one of an
// issue or pull request, set through the issue update (https://docs.github.com/en/rest/issues/issues#update-an-issue).
import type { PageIterator } from '../http/index.js';
import { pageQuery, type GitHubApi } from './api.js';
import { jsonAccept } from './media-types.js';
import { issuePeopleSchema, milestoneSchema } from './people-schemas.js';
import type { CallOptions, IssuePeople, ListOptions, Milestone, RepoRef } from './types.js';

export class Milestones {
  constructor(private readonly api: GitHubApi) {}

  /** Open milestones by default, the nearest due date first (GitHub's order). */
  list(repo: RepoRef, options: ListOptions & { state?: 'open' | 'closed' | 'all' } = {}): PageIterator<Milestone> {
    const query = { state: options.state, ...pageQuery({ perPage: options.perPage ?? 100 }) };
    return this.api.http.paginate(
      milestoneSchema,
      { path: this.api.repoPath(repo, '/milestones'), query, accept: jsonAccept, signal: options.signal },
      { limit: options.limit },
    );
  }

  /** Sets the issue's milestone by its number, or clears it with null. */
  setForIssue(
    repo: RepoRef,
    number: number,
    milestone: number | null,
    options: CallOptions = {},
  ): Promise<IssuePeople> {
    return this.api.http.json(issuePeopleSchema, {
      method: 'PATCH',
      path: this.api.repoPath(repo, `/issues/${number}`),
      json: { milestone },
      accept: jsonAccept,
      signal: options.signal,
    });
  }
}
