// The reviews requested on a pull request, from users and teams
// (https://docs.github.com/en/rest/pulls/review-requests): list, request, remove. A user must be a collaborator and a
// team must have access to the repository, else 422.
import type { GitHubApi } from './api.js';
import { jsonAccept } from './media-types.js';
import { reviewRequestsSchema } from './people-schemas.js';
import { pullSummarySchema } from './pull-schemas.js';
import type { CallOptions, PullRequestSummary, RepoRef, ReviewRequests } from './types.js';

export interface Reviewers {
  /** Logins. */
  readonly users?: readonly string[];
  /** Team slugs. */
  readonly teams?: readonly string[];
}

export class RequestedReviewers {
  constructor(private readonly api: GitHubApi) {}

  list(repo: RepoRef, number: number, options: CallOptions = {}): Promise<ReviewRequests> {
    return this.api.http.json(reviewRequestsSchema, {
      path: this.path(repo, number),
      accept: jsonAccept,
      cache: false,
      signal: options.signal,
    });
  }

  /** 201 with the pull request as it now is. */
  request(repo: RepoRef, number: number, reviewers: Reviewers, options: CallOptions = {}): Promise<PullRequestSummary> {
    return this.api.http.json(pullSummarySchema, {
      method: 'POST',
      path: this.path(repo, number),
      json: body(reviewers),
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  /** `reviewers` is required by GitHub even when only teams are removed: an empty list is sent then. */
  remove(repo: RepoRef, number: number, reviewers: Reviewers, options: CallOptions = {}): Promise<PullRequestSummary> {
    return this.api.http.json(pullSummarySchema, {
      method: 'DELETE',
      path: this.path(repo, number),
      json: body(reviewers),
      accept: jsonAccept,
      idempotent: false,
      signal: options.signal,
    });
  }

  private path(repo: RepoRef, number: number): string {
    return this.api.repoPath(repo, `/pulls/${number}/requested_reviewers`);
  }
}

function body(reviewers: Reviewers): { reviewers: string[]; team_reviewers: string[] } {
  return { reviewers: [...(reviewers.users ?? [])], team_reviewers: [...(reviewers.teams ?? [])] };
}
