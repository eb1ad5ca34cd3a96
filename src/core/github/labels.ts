// Labels: a repository's own (https://docs.github.com/en/rest/issues/labels#list-labels-for-a-repository) and those
// of an issue or pull request (every pull request is an issue): list, set the whole list, remove one.
import type { PageIterator } from '../http/index.js';
import { pageQuery, type GitHubApi } from './api.js';
import { jsonAccept } from './media-types.js';
import { labelSchema } from './people-schemas.js';
import * as z from 'zod/mini';
import type { CallOptions, Label, ListOptions, RepoRef } from './types.js';

export class Labels {
  constructor(private readonly api: GitHubApi) {}

  /** Every label of the repository, page after page. */
  listForRepository(repo: RepoRef, options: ListOptions = {}): PageIterator<Label> {
    return this.api.http.paginate(
      labelSchema,
      {
        path: this.api.repoPath(repo, '/labels'),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  listForIssue(repo: RepoRef, number: number, options: ListOptions = {}): PageIterator<Label> {
    return this.api.http.paginate(
      labelSchema,
      {
        path: this.api.repoPath(repo, `/issues/${number}/labels`),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  /** Replaces the issue's labels with `names` (an empty list removes them all); answers the labels it now has. */
  set(repo: RepoRef, number: number, names: readonly string[], options: CallOptions = {}): Promise<Label[]> {
    return this.api.http.json(z.array(labelSchema), {
      method: 'PUT',
      path: this.api.repoPath(repo, `/issues/${number}/labels`),
      json: { labels: names },
      accept: jsonAccept,
      idempotent: false,
      signal: options.signal,
    });
  }

  /** Adds labels to the issue's own (a name the repository lacks is created by GitHub). */
  add(repo: RepoRef, number: number, names: readonly string[], options: CallOptions = {}): Promise<Label[]> {
    return this.api.http.json(z.array(labelSchema), {
      method: 'POST',
      path: this.api.repoPath(repo, `/issues/${number}/labels`),
      json: { labels: names },
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  /** Removes one label; answers the labels left. A label the issue does not carry is a 404 ("Label does not exist"). */
  remove(repo: RepoRef, number: number, name: string, options: CallOptions = {}): Promise<Label[]> {
    return this.api.http.json(z.array(labelSchema), {
      method: 'DELETE',
      path: this.api.repoPath(repo, `/issues/${number}/labels/${encodeURIComponent(name)}`),
      accept: jsonAccept,
      signal: options.signal,
    });
  }
}
