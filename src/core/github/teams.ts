// Teams of an organization: list, get, create, update, delete, child teams, and the team's repositories (list,
// check with and without the repository media type, add or update the permission, remove). A team is addressed
// by organization login and slug, or by the ids (`/organizations/:org_id/team/:team_id`), which survive renames.
import type { PageIterator } from '../http/index.js';
import { pageQuery, type GitHubApi } from './api.js';
import { githubAccept, jsonAccept } from './media-types.js';
import { minimalRepositorySchema, teamFullSchema, teamRepositorySchema, teamSchema } from './team-schemas.js';
import { simpleUser } from './schema.js';
import type {
  CallOptions,
  ListOptions,
  MinimalRepository,
  RepoRef,
  SimpleUser,
  Team,
  TeamFull,
  TeamRepository,
} from './types.js';

export type TeamRef = { org: string; teamSlug: string } | { orgId: number; teamId: number };
export type TeamPrivacy = 'secret' | 'closed';
export type RepositoryPermission = 'pull' | 'triage' | 'push' | 'maintain' | 'admin';

export interface NewTeam {
  name: string;
  description?: string;
  /** Logins that become maintainers. */
  maintainers?: string[];
  /** `organization/repository` full names. */
  repo_names?: string[];
  /** Default `secret`, or `closed` for a child team (parents and children must be `closed`). */
  privacy?: TeamPrivacy;
  /** Deprecated by GitHub; default `pull`. */
  permission?: 'pull' | 'push' | 'admin';
  parent_team_id?: number;
}

/**
 * `name` is required even when it does not change: GitHub's team update used to require it (the legacy
 * `PATCH /teams/{team_id}` still does: https://docs.github.com/en/rest/teams/teams#update-a-team-legacy), and
 * the current one (https://docs.github.com/en/rest/teams/teams#update-a-team) accepts it.
 */
export interface TeamChanges {
  name: string;
  description?: string;
  privacy?: TeamPrivacy;
  permission?: 'pull' | 'push' | 'admin';
  parent_team_id?: number | null;
}

const segment = encodeURIComponent;

export function teamPath(team: TeamRef, tail = ''): string {
  const base =
    'orgId' in team
      ? `/organizations/${team.orgId}/team/${team.teamId}`
      : `/orgs/${segment(team.org)}/teams/${segment(team.teamSlug)}`;
  return `${base}${tail}`;
}

function repoTail(repo: RepoRef): string {
  return `/repos/${segment(repo.owner)}/${segment(repo.repo)}`;
}

export class Teams {
  constructor(private readonly api: GitHubApi) {}

  /** The teams of `org` the caller can see. */
  list(org: string, options: ListOptions = {}): PageIterator<Team> {
    return this.api.http.paginate(
      teamSchema,
      {
        path: `/orgs/${segment(org)}/teams`,
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  get(team: TeamRef, options: CallOptions = {}): Promise<TeamFull> {
    return this.api.http.json(teamFullSchema, { path: teamPath(team), accept: jsonAccept, signal: options.signal });
  }

  /** 201; the caller becomes a maintainer. */
  create(org: string, input: NewTeam, options: CallOptions = {}): Promise<TeamFull> {
    return this.api.http.json(teamFullSchema, {
      method: 'POST',
      path: `/orgs/${segment(org)}/teams`,
      json: input,
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  update(team: TeamRef, changes: TeamChanges, options: CallOptions = {}): Promise<TeamFull> {
    return this.api.http.json(teamFullSchema, {
      method: 'PATCH',
      path: teamPath(team),
      json: changes,
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  /** 204; deleting a parent team deletes its children too. */
  delete(team: TeamRef, options: CallOptions = {}): Promise<void> {
    return this.api.http.send({ method: 'DELETE', path: teamPath(team), signal: options.signal });
  }

  listChildren(team: TeamRef, options: ListOptions = {}): PageIterator<Team> {
    return this.api.http.paginate(
      teamSchema,
      {
        path: teamPath(team, '/teams'),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  /** The team's members, members of its child teams included (as GitHub lists them). */
  listMembers(team: TeamRef, options: ListOptions = {}): PageIterator<SimpleUser> {
    return this.api.http.paginate(
      simpleUser,
      {
        path: teamPath(team, '/members'),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  listRepositories(team: TeamRef, options: ListOptions = {}): PageIterator<MinimalRepository> {
    return this.api.http.paginate(
      minimalRepositorySchema,
      {
        path: teamPath(team, '/repos'),
        query: pageQuery({ perPage: options.perPage ?? 100 }),
        accept: jsonAccept,
        signal: options.signal,
      },
      { limit: options.limit },
    );
  }

  /** 204 (some permission, inherited included) is true; 404 is false. */
  async hasRepository(team: TeamRef, repo: RepoRef, options: CallOptions = {}): Promise<boolean> {
    const response = await this.api.http.request({
      path: teamPath(team, repoTail(repo)),
      okStatuses: [404],
      cache: false,
      signal: options.signal,
    });
    return response.status === 204;
  }

  /** With the repository media type: the repository and the team's permissions on it, or undefined on 404. */
  async repositoryPermissions(
    team: TeamRef,
    repo: RepoRef,
    options: CallOptions = {},
  ): Promise<TeamRepository | undefined> {
    const response = await this.api.http.request({
      path: teamPath(team, repoTail(repo)),
      accept: githubAccept({ param: 'repository' }),
      okStatuses: [404],
      signal: options.signal,
    });
    return response.status === 404 ? undefined : this.api.parse(teamRepositorySchema, response);
  }

  /** Adds the repository or changes the permission (omitted: the team's own). With no body, Content-Length 0. */
  setRepositoryPermission(
    team: TeamRef,
    repo: RepoRef,
    permission?: RepositoryPermission,
    options: CallOptions = {},
  ): Promise<void> {
    return this.api.http.send({
      method: 'PUT',
      path: teamPath(team, repoTail(repo)),
      ...(permission ? { json: { permission } } : {}),
      signal: options.signal,
    });
  }

  /** Removes the repository from the team (the repository itself stays). */
  removeRepository(team: TeamRef, repo: RepoRef, options: CallOptions = {}): Promise<void> {
    return this.api.http.send({ method: 'DELETE', path: teamPath(team, repoTail(repo)), signal: options.signal });
  }
}
