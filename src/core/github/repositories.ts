// A repository's own record (https://docs.github.com/en/rest/repos/repos#get-a-repository), read for who owns it:
// the Pull Requests view shows the teams of the organizations that own the configured repositories, and a
// repository owned by a user has no organization (`owner.type` is `User`).
import * as z from 'zod/mini';
import type { GitHubApi } from './api.js';
import { describedBy, simpleUser, type Schemas } from './schema.js';
import type { CallOptions, RepoRef } from './types.js';

export const repositorySchema = describedBy<Schemas['full-repository']>()({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  private: z.boolean(),
  html_url: z.string(),
  owner: simpleUser,
});

export type Repository = Schemas['full-repository'];

export class Repositories {
  constructor(private readonly api: GitHubApi) {}

  /** The repository (a renamed one is followed to its new name); NotFoundError when the token cannot see it. */
  get(repo: RepoRef, options: CallOptions = {}): Promise<Repository> {
    return this.api.http.json(repositorySchema, { path: this.api.repoPath(repo), signal: options.signal });
  }
}
