// Who can be asked for something in a repository: its collaborators
// (https://docs.github.com/en/rest/collaborators/collaborators#list-repository-collaborators; the caller needs push
// access), the users issues can be assigned to (https://docs.github.com/en/rest/issues/assignees#list-assignees), and
// the teams with access (https://docs.github.com/en/rest/repos/repos#list-repository-teams), which are those a review
// can be requested from. Then the assignees of an issue or pull request, set as a whole list.
import type { PageIterator } from '../http/index.js';
import { pageQuery, type GitHubApi } from './api.js';
import { jsonAccept } from './media-types.js';
import { collaboratorSchema, issuePeopleSchema } from './people-schemas.js';
import { simpleUser } from './schema.js';
import { teamSchema } from './team-schemas.js';
import type { CallOptions, Collaborator, IssuePeople, ListOptions, RepoRef, SimpleUser, Team } from './types.js';

export class Collaborators {
  constructor(private readonly api: GitHubApi) {}

  list(repo: RepoRef, options: ListOptions = {}): PageIterator<Collaborator> {
    return this.api.http.paginate(
      collaboratorSchema,
      {
        path: this.api.repoPath(repo, '/collaborators'),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  assignable(repo: RepoRef, options: ListOptions = {}): PageIterator<SimpleUser> {
    return this.api.http.paginate(
      simpleUser,
      {
        path: this.api.repoPath(repo, '/assignees'),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  teams(repo: RepoRef, options: ListOptions = {}): PageIterator<Team> {
    return this.api.http.paginate(
      teamSchema,
      {
        path: this.api.repoPath(repo, '/teams'),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  /** Replaces the issue's assignees with `logins` (empty: none); a login that cannot be assigned is a 422. */
  setAssignees(
    repo: RepoRef,
    number: number,
    logins: readonly string[],
    options: CallOptions = {},
  ): Promise<IssuePeople> {
    return this.api.http.json(issuePeopleSchema, {
      method: 'PATCH',
      path: this.api.repoPath(repo, `/issues/${number}`),
      json: { assignees: logins },
      accept: jsonAccept,
      signal: options.signal,
    });
  }
}
