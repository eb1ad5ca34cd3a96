// The team nodes' children: under "Organizations and teams", the organizations owning the configured repositories
// (one `GET /repos/{owner}/{repo}` each, ETag-cached); under an organization, its top-level teams; under a team,
// its child teams, then its members and its repositories (each with the team's permission), loaded when expanded.
// The whole team list of an organization is read once, so nesting by parent costs no request per level; the
// counts (members, repositories) come only with the full team, one `GET` per team shown.
import type { RepositoryPermission, TeamRef } from '../../../core/github/teams';
import type { RepoRef, Team } from '../../../core/github/types';
import type { Accounts, GitHubClient, Host } from '../../accounts/index';
import { describeError } from '../../base/errors';
import { fetcherFromWalk, type PageWalk } from '../../base/paging';
import type { ListCache } from '../../base/tree/lists';
import { pagedChildren, type TreeNode } from '../../base/tree/nodes';
import { phrase } from '../../base/text';
import type { ShownTeam, TeamNodeData, TeamTreeNode } from './github-team-data';
import {
  memberNode,
  organizationLogins,
  orgNode,
  permissionOf,
  teamNode,
  teamRepositoryNode,
  teamSectionNodes,
  teamsUnder,
} from './github-team-nodes';
import { teamsUnreadable } from './github-team-refusals';

type Node = TreeNode<TeamNodeData>;

/** At most this many teams of one organization are read (ten pages of 100). */
const maxTeams = 1000;

/** Requests in flight at once for per-team and per-repository reads: GitHub asks integrations not to flood it. */
const parallelReads = 6;

/** `map` over the items with at most `limit` calls running at once; results in the items' order. */
export async function mapLimited<Item, Result>(
  items: readonly Item[],
  limit: number,
  map: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await map(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const teamRefOf = (org: string, team: Pick<Team, 'slug'>): TeamRef => ({ org, teamSlug: team.slug });

export function repoRefOf(fullName: string): RepoRef {
  const [owner = '', repo = ''] = fullName.split('/', 2);
  return { owner, repo };
}

/**
 * The organizations owning the repositories. A repository that cannot be read still names its owner as a
 * candidate: expanding it then says why its teams cannot be read, instead of the organization silently missing.
 */
export async function organizationsOf(client: GitHubClient, repos: readonly RepoRef[]): Promise<string[]> {
  const owners = await mapLimited(repos, parallelReads, (repo) =>
    client.repositories.get(repo).then(
      (record) => record.owner,
      () => ({ login: repo.owner, type: 'Organization' }),
    ),
  );
  return organizationLogins(owners);
}

/** Every team of the organization the user can see (nesting needs them all). */
export async function allTeams(client: GitHubClient, org: string, signal?: AbortSignal): Promise<Team[]> {
  const teams: Team[] = [];
  for await (const team of client.teams.list(org, { perPage: 100, limit: maxTeams, signal })) teams.push(team);
  return teams;
}

export class TeamsSource {
  constructor(
    private readonly accounts: Accounts,
    private readonly repositories: (host: Host) => Promise<RepoRef[]>,
  ) {}

  async children(parent: TeamTreeNode, lists: ListCache): Promise<Node[]> {
    const host = this.accounts.host(parent.data.hostId);
    if (!host) return [];
    const client = await this.accounts.requireGitHubClient(host);
    const id = parent.id;
    const place = parent.data.at;
    switch (place.kind) {
      case 'organizations':
        return this.organizations(id, host, client);
      case 'org':
        return this.topTeams(id, host, client, place.org);
      case 'team': {
        const children = await this.withCounts(client, place.org, teamsUnder(place.orgTeams, place.shown.team.id));
        return [
          ...children.map((shown) => teamNode(id, host.id, place.org, shown, place.orgTeams)),
          ...teamSectionNodes(id, host.id, place.org, place.shown.team),
        ];
      }
      case 'members': {
        const list = lists.obtain(
          id,
          fetcherFromWalk((signal) =>
            client.teams.listMembers(teamRefOf(place.org, place.team), { perPage: 100, signal }),
          ),
        );
        await list.ensureFirstPage();
        return pagedChildren(
          list,
          { parentId: id, listKey: id, host, empty: phrase('No members.') },
          (user) => memberNode(id, host.id, place.org, place.team, user),
          describeError,
        );
      }
      case 'repositories': {
        const ref = teamRefOf(place.org, place.team);
        const list = lists.obtain(
          id,
          fetcherFromWalk((signal) =>
            withPermissions(client, ref, client.teams.listRepositories(ref, { perPage: 30, signal }), signal),
          ),
        );
        await list.ensureFirstPage();
        return pagedChildren(
          list,
          { parentId: id, listKey: id, host, empty: phrase('No repositories.') },
          (repo) => teamRepositoryNode(id, host.id, place.org, place.team, repo.fullName, repo.permission),
          describeError,
        );
      }
      case 'member':
      case 'repository':
        return [];
    }
  }

  private async organizations(id: string, host: Host, client: GitHubClient): Promise<Node[]> {
    const orgs = await organizationsOf(client, await this.repositories(host));
    if (orgs.length === 0)
      return [
        {
          kind: 'message',
          id: `${id}#none`,
          text: phrase('None of these repositories belongs to an organization, so there are no teams to show.'),
          icon: { id: 'info' },
        },
      ];
    return orgs.map((org) => orgNode(id, host.id, org));
  }

  /** A 403 or 404 on the team list is a fact about the user's access, said in place; anything else can be retried. */
  private async topTeams(id: string, host: Host, client: GitHubClient, org: string): Promise<Node[]> {
    let teams: Team[];
    try {
      teams = await allTeams(client, org);
    } catch (error) {
      const why = teamsUnreadable(org, describeError(error));
      if (!why) throw error;
      return [{ kind: 'message', id: `${id}#unreadable`, text: why, icon: { id: 'warning' } }];
    }
    if (teams.length === 0)
      return [{ kind: 'message', id: `${id}#empty`, text: phrase('No teams in {0} that you can see.', org) }];
    const top = await this.withCounts(client, org, teamsUnder(teams, null));
    return top.map((shown) => teamNode(id, host.id, org, shown, teams));
  }

  /** Each team with its counts; a team whose full record fails to load is shown without them. */
  private withCounts(client: GitHubClient, org: string, teams: readonly Team[]): Promise<ShownTeam[]> {
    return mapLimited(teams, parallelReads, (team) =>
      client.teams.get(teamRefOf(org, team)).then(
        (full): ShownTeam => ({ team, counts: { members: full.members_count, repos: full.repos_count } }),
        (): ShownTeam => ({ team }),
      ),
    );
  }
}

interface TeamRepository {
  readonly fullName: string;
  readonly permission: RepositoryPermission | undefined;
}

/**
 * The team's repositories a page at a time, each with the team's own permission on it: the list answers the
 * viewer's permissions, so each repository is checked with the repository media type
 * (https://docs.github.com/en/rest/teams/teams#check-team-permissions-for-a-repository), 30 per page.
 */
function withPermissions(
  client: GitHubClient,
  team: TeamRef,
  walk: PageWalk<{ full_name: string }>,
  signal: AbortSignal,
): PageWalk<TeamRepository> {
  return {
    async *pages() {
      for await (const page of walk.pages()) {
        const items = await mapLimited(page.items, parallelReads, async (repo) => ({
          fullName: repo.full_name,
          permission: permissionOf(
            (await client.teams.repositoryPermissions(team, repoRefOf(repo.full_name), { signal }))?.permissions,
          ),
        }));
        yield { ...page, items };
      }
    },
  };
}
