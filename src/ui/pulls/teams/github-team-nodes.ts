// The team nodes of the Pull Requests view as plain data (test/unit/ui/pulls-teams.test.ts). No `vscode` here.
import type { RepositoryPermission } from '../../../core/github/teams';
import type { SimpleUser, Team } from '../../../core/github/types';
import { escapeMarkdown } from '../../base/markdown-text';
import { nodeId } from '../../base/tree/nodes';
import { phrase, type Phrase } from '../../base/text';
import type { ShownTeam, TeamPlace, TeamTreeNode } from './github-team-data';

export const permissionLevels: readonly RepositoryPermission[] = ['pull', 'triage', 'push', 'maintain', 'admin'];

const at = (hostId: string, place: TeamPlace) => ({ type: 'teams' as const, hostId, at: place });

/** The entry under which the organizations are listed: collapsed, so drawing the view costs no team request. */
export function organizationsNode(hostId: string): TeamTreeNode {
  return {
    kind: 'item',
    id: nodeId('organizations', hostId),
    label: phrase('Organizations and teams'),
    icon: { id: 'organization' },
    expandable: 'collapsed',
    contextValue: 'devdesk.organizations',
    data: at(hostId, { kind: 'organizations' }),
  };
}

/** The organizations among the owners of the repositories, once each, in order; a user owner has no teams. */
export function organizationLogins(owners: ReadonlyArray<{ login: string; type: string }>): string[] {
  return [...new Set(owners.filter((owner) => owner.type === 'Organization').map((owner) => owner.login))];
}

export function orgNode(parentId: string, hostId: string, org: string): TeamTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, org),
    label: org,
    icon: { id: 'organization' },
    expandable: 'collapsed',
    contextValue: 'devdesk.org',
    data: at(hostId, { kind: 'org', org }),
  };
}

/** The teams whose parent is `parentId` (null: the organization's top-level teams), by name. */
export function teamsUnder(teams: readonly Team[], parentId: number | null): Team[] {
  return teams.filter((team) => (team.parent?.id ?? null) === parentId).sort((a, b) => a.name.localeCompare(b.name));
}

/** "3 members · 2 repositories", singular where one. */
export function countsText(counts: { members: number; repos: number }): Phrase {
  const { members, repos } = counts;
  if (members === 1 && repos === 1) return phrase('{0} member · {1} repository', members, repos);
  if (members === 1) return phrase('{0} member · {1} repositories', members, repos);
  if (repos === 1) return phrase('{0} members · {1} repository', members, repos);
  return phrase('{0} members · {1} repositories', members, repos);
}

export function teamNode(
  parentId: string,
  hostId: string,
  org: string,
  shown: ShownTeam,
  orgTeams: readonly Team[],
): TeamTreeNode {
  const { team, counts } = shown;
  const secret = team.privacy === 'secret';
  const lines = [
    `**${escapeMarkdown(team.name)}** (\`${team.slug}\`)`,
    team.description ? escapeMarkdown(team.description) : '',
  ];
  return {
    kind: 'item',
    id: nodeId(parentId, String(team.id)),
    label: team.name,
    description: counts ? countsText(counts) : undefined,
    tooltip: lines.filter(Boolean).join('\n\n'),
    icon: { id: secret ? 'lock' : 'organization' },
    expandable: 'collapsed',
    contextValue: `devdesk.team;${secret ? 'secret' : 'closed'}`,
    data: at(hostId, { kind: 'team', org, shown, orgTeams }),
  };
}

/** Under a team: its child teams come first (from the organization's list), then these two sections. */
export function teamSectionNodes(parentId: string, hostId: string, org: string, team: Team): TeamTreeNode[] {
  return [
    {
      kind: 'item',
      id: nodeId(parentId, 'members'),
      label: phrase('Members'),
      icon: { id: 'person' },
      expandable: 'collapsed',
      contextValue: 'devdesk.teamMembers',
      data: at(hostId, { kind: 'members', org, team }),
    },
    {
      kind: 'item',
      id: nodeId(parentId, 'repositories'),
      label: phrase('Repositories'),
      icon: { id: 'repo' },
      expandable: 'collapsed',
      contextValue: 'devdesk.teamRepositories',
      data: at(hostId, { kind: 'repositories', org, team }),
    },
  ];
}

export function memberNode(parentId: string, hostId: string, org: string, team: Team, user: SimpleUser): TeamTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, user.login),
    label: user.login,
    icon: { id: 'account' },
    contextValue: 'devdesk.teamMember',
    data: at(hostId, { kind: 'member', org, team, user }),
  };
}

/** The highest level the permissions grant (GitHub answers each level as a boolean). */
export function permissionOf(
  permissions: Partial<Record<RepositoryPermission, boolean>> | undefined,
): RepositoryPermission | undefined {
  return [...permissionLevels].reverse().find((level) => permissions?.[level] === true);
}

const permissionWords: Record<RepositoryPermission, Phrase> = {
  pull: phrase('pull (read)'),
  triage: phrase('triage'),
  push: phrase('push (write)'),
  maintain: phrase('maintain'),
  admin: phrase('admin'),
};

export function permissionText(permission: RepositoryPermission | undefined): Phrase {
  return permission ? permissionWords[permission] : phrase('no permission');
}

export function teamRepositoryNode(
  parentId: string,
  hostId: string,
  org: string,
  team: Team,
  fullName: string,
  permission: RepositoryPermission | undefined,
): TeamTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, fullName),
    label: fullName,
    description: permissionText(permission),
    icon: { id: 'repo' },
    contextValue: 'devdesk.teamRepository',
    data: at(hostId, { kind: 'repository', org, team, fullName, permission }),
  };
}
