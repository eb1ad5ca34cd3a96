// A repository's own record and its branches. The record says who owns it (the Pull Requests view shows the teams
// of the organizations that own the configured repositories; a user's repository has none, `owner.type` is `User`)
// and its default branch; the branches are what Create Pull Request offers as head and base.
// https://docs.github.com/en/rest/repos/repos#get-a-repository,
// https://docs.github.com/en/rest/branches/branches#list-branches
import * as z from 'zod/mini';
import type { PageIterator } from '../http/index.js';
import { pageQuery, type GitHubApi } from './api.js';
import { jsonAccept } from './media-types.js';
import { describedBy, simpleUser, type Schemas } from './schema.js';
import type { CallOptions, ListOptions, RepoRef } from './types.js';

export const repositorySchema = describedBy<Schemas['full-repository']>()({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  private: z.boolean(),
  html_url: z.string(),
  default_branch: z.string(),
  owner: simpleUser,
});

const branchCommit = describedBy<Schemas['short-branch']['commit']>()({ sha: z.string() });

export const branchSchema = describedBy<Schemas['short-branch']>()({
  name: z.string(),
  commit: branchCommit,
  protected: z.boolean(),
});

export type Repository = Schemas['full-repository'];
export type Branch = Schemas['short-branch'];

export class Repositories {
  constructor(private readonly api: GitHubApi) {}

  /** The repository (a renamed one is followed to its new name); NotFoundError when the token cannot see it. */
  get(repo: RepoRef, options: CallOptions = {}): Promise<Repository> {
    return this.api.http.json(repositorySchema, { path: this.api.repoPath(repo), signal: options.signal });
  }

  /** Its branches, in name order, a page of 100 at a time. */
  branches(repo: RepoRef, options: ListOptions = {}): PageIterator<Branch> {
    return this.api.http.paginate(
      branchSchema,
      {
        path: this.api.repoPath(repo, '/branches'),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }
}
