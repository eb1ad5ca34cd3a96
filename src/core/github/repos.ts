// A repository and its branches: what creating a pull request needs (the default base, the heads to offer).
// https://docs.github.com/en/rest/repos/repos#get-a-repository, https://docs.github.com/en/rest/branches/branches#list-branches
import * as z from 'zod/mini';
import type { PageIterator } from '../http/index.js';
import { pageQuery, type GitHubApi } from './api.js';
import { jsonAccept } from './media-types.js';
import { describedBy, type Schemas } from './schema.js';
import type { CallOptions, ListOptions, RepoRef } from './types.js';

export const repositorySchema = describedBy<Schemas['full-repository']>()({
  full_name: z.string(),
  default_branch: z.string(),
  private: z.boolean(),
  html_url: z.string(),
  fork: z.boolean(),
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

  get(repo: RepoRef, options: CallOptions = {}): Promise<Repository> {
    return this.api.http.json(repositorySchema, { path: this.api.repoPath(repo, ''), accept: jsonAccept, signal: options.signal });
  }

  branches(repo: RepoRef, options: ListOptions = {}): PageIterator<Branch> {
    return this.api.http.paginate(branchSchema, { path: this.api.repoPath(repo, '/branches'), query: pageQuery({ perPage: options.perPage ?? 100 }), accept: jsonAccept, signal: options.signal }, { limit: options.limit });
  }
}
