// Pull requests (https://docs.github.com/en/rest/pulls/pulls): list, get (JSON, diff, patch), create, update,
// update branch, commits, files, merged check, merge. One small function per endpoint; errors the UI explains
// are re-raised typed.
import { answerLimits, ApiError, type PageIterator } from '../http/index.js';
import { pageQuery, type GitHubApi } from './api.js';
import { HeadChangedError, MergeNotAllowedError, StaleHeadShaError } from './errors.js';
import { githubAccept, jsonAccept, previews, pullAccept } from './media-types.js';
import {
  commitSchema,
  fileSchema,
  mergeResultSchema,
  pullSchema,
  pullSummarySchema,
  updateBranchResultSchema,
} from './pull-schemas.js';
import type {
  CallOptions,
  Created,
  ListOptions,
  MergeResult,
  PullRequest,
  PullRequestCommit,
  PullRequestFile,
  PullRequestSummary,
  RepoRef,
  UpdateBranchResult,
} from './types.js';

export type PullState = 'open' | 'closed' | 'all';
export type PullSort = 'created' | 'updated' | 'popularity' | 'long-running';
export type SortDirection = 'asc' | 'desc';
export type MergeMethod = 'merge' | 'squash' | 'rebase';

export interface PullListOptions extends ListOptions {
  /** Default `open`. */
  state?: PullState;
  /** `user:ref-name` or `organization:ref-name`. */
  head?: string;
  /** Base branch name. */
  base?: string;
  /** Default `created`. */
  sort?: PullSort;
  /** Default `desc` for `created` (or no sort), `asc` otherwise. */
  direction?: SortDirection;
}

/** The order a list call gets when options are left out: GitHub's documented defaults, for labels in the UI. */
export function pullListDefaults(
  options: Pick<PullListOptions, 'state' | 'sort' | 'direction'> = {},
): Required<Pick<PullListOptions, 'state' | 'sort' | 'direction'>> {
  const sort = options.sort ?? 'created';
  return {
    state: options.state ?? 'open',
    sort,
    direction: options.direction ?? (sort === 'created' ? 'desc' : 'asc'),
  };
}

export interface NewPullRequest {
  title: string;
  /** A branch of this repository, or `username:branch` for another repository of the network. */
  head: string;
  base: string;
  body?: string;
  maintainer_can_modify?: boolean;
  draft?: boolean;
}

export interface PullRequestChanges {
  title?: string;
  body?: string;
  state?: 'open' | 'closed';
  base?: string;
  maintainer_can_modify?: boolean;
}

export interface MergeOptions extends CallOptions {
  /** Default `merge`. */
  merge_method?: MergeMethod;
  /** The head SHA the user saw: when the head moved since, the merge fails with HeadChangedError (409). */
  sha?: string;
  commit_title?: string;
  commit_message?: string;
}

/** GitHub lists at most 3,000 files of a pull request. */
export const maxPullFiles = 3000;

export class PullRequests {
  constructor(private readonly api: GitHubApi) {}

  /** Every pull request matching the filters, following `Link` (100 per page unless `perPage` says otherwise). */
  list(repo: RepoRef, options: PullListOptions = {}): PageIterator<PullRequestSummary> {
    const { state, head, base, sort, direction } = options;
    return this.api.http.paginate(
      pullSummarySchema,
      {
        path: this.api.repoPath(repo, '/pulls'),
        query: { state, head, base, sort, direction, ...pageQuery({ perPage: options.perPage ?? 100 }) },
        accept: pullAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  /** The detailed pull request; `mergeable` may be null while GitHub computes it (see waitForMergeable). */
  get(repo: RepoRef, number: number, options: CallOptions & { cache?: boolean } = {}): Promise<PullRequest> {
    return this.api.http.json(pullSchema, {
      path: this.pullPath(repo, number),
      accept: pullAccept,
      signal: options.signal,
      cache: options.cache,
    });
  }

  /** The pull request as a unified diff (media type `.diff`). */
  async getDiff(repo: RepoRef, number: number, options: CallOptions = {}): Promise<string> {
    const response = await this.api.http.request({
      path: this.pullPath(repo, number),
      accept: githubAccept({ param: 'diff' }),
      maxAnswerBytes: answerLimits.diff,
      signal: options.signal,
    });
    return response.text();
  }

  /** The pull request as a series of patches (media type `.patch`). */
  async getPatch(repo: RepoRef, number: number, options: CallOptions = {}): Promise<string> {
    const response = await this.api.http.request({
      path: this.pullPath(repo, number),
      accept: githubAccept({ param: 'patch' }),
      maxAnswerBytes: answerLimits.diff,
      signal: options.signal,
    });
    return response.text();
  }

  /** 201 with `Location`. Never retried: a repeat could open a second pull request. */
  create(repo: RepoRef, input: NewPullRequest, options: CallOptions = {}): Promise<Created<PullRequest>> {
    return this.api.created(pullSchema, {
      path: this.api.repoPath(repo, '/pulls'),
      json: input,
      accept: pullAccept,
      signal: options.signal,
    });
  }

  update(repo: RepoRef, number: number, changes: PullRequestChanges, options: CallOptions = {}): Promise<PullRequest> {
    return this.api.http.json(pullSchema, {
      method: 'PATCH',
      path: this.pullPath(repo, number),
      json: changes,
      accept: pullAccept,
      signal: options.signal,
    });
  }

  /**
   * Merges the base into the head branch (202: GitHub does it in the background). With `expectedHeadSha` a head
   * that moved gives StaleHeadShaError (422) instead of updating a branch the user has not seen.
   */
  async updateBranch(
    repo: RepoRef,
    number: number,
    options: CallOptions & { expectedHeadSha?: string } = {},
  ): Promise<UpdateBranchResult> {
    const json = options.expectedHeadSha === undefined ? {} : { expected_head_sha: options.expectedHeadSha };
    try {
      return await this.api.http.json(updateBranchResultSchema, {
        method: 'PUT',
        path: this.pullPath(repo, number, '/update-branch'),
        json,
        accept: githubAccept({ previews: [previews.updateBranch] }),
        idempotent: false,
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && /expected head sha/i.test(error.serviceMessage ?? '')) {
        throw new StaleHeadShaError(error, options.expectedHeadSha);
      }
      throw error;
    }
  }

  /** The commits of a pull request (GitHub lists at most 250). */
  listCommits(repo: RepoRef, number: number, options: ListOptions = {}): PageIterator<PullRequestCommit> {
    return this.api.http.paginate(
      commitSchema,
      {
        path: this.pullPath(repo, number, '/commits'),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  /** The changed files, at most 3,000 whatever the server links to. */
  listFiles(repo: RepoRef, number: number, options: ListOptions = {}): PageIterator<PullRequestFile> {
    return this.api.http.paginate(
      fileSchema,
      {
        path: this.pullPath(repo, number, '/files'),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: Math.min(options.limit ?? maxPullFiles, maxPullFiles) },
    );
  }

  /** 204 means merged, 404 means not merged: an answer, not an error. */
  async isMerged(repo: RepoRef, number: number, options: CallOptions = {}): Promise<boolean> {
    const response = await this.api.http.request({
      path: this.pullPath(repo, number, '/merge'),
      okStatuses: [404],
      cache: false,
      signal: options.signal,
    });
    return response.status === 204;
  }

  /**
   * Merges. 405 (conflicts, draft, method not allowed) becomes MergeNotAllowedError, 409 (the head moved away
   * from `sha`) HeadChangedError. Never retried automatically.
   */
  async merge(repo: RepoRef, number: number, options: MergeOptions = {}): Promise<MergeResult> {
    const { merge_method, sha, commit_title, commit_message } = options;
    try {
      return await this.api.http.json(mergeResultSchema, {
        method: 'PUT',
        path: this.pullPath(repo, number, '/merge'),
        json: { merge_method, sha, commit_title, commit_message },
        idempotent: false,
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 405) throw new MergeNotAllowedError(error);
      if (error instanceof ApiError && error.status === 409) throw new HeadChangedError(error, sha);
      throw error;
    }
  }

  private pullPath(repo: RepoRef, number: number, tail = ''): string {
    return this.api.repoPath(repo, `/pulls/${number}${tail}`);
  }
}
