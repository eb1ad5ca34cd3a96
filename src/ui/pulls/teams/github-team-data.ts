// What the team nodes of the Pull Requests view stand for: the organizations that own the configured repositories,
// their teams (nested by parent), and a team's members and repositories. One member of PullNodeData (data.ts).
import type { RepositoryPermission } from '../../../core/github/teams';
import type { SimpleUser, Team } from '../../../core/github/types';
import type { ItemNode } from '../../base/tree/nodes';

/** A team as listed, with its counts once read (`members_count`, `repos_count` come only with the full team). */
export interface ShownTeam {
  readonly team: Team;
  readonly counts?: { readonly members: number; readonly repos: number };
}

export type TeamPlace =
  | { readonly kind: 'organizations' }
  | { readonly kind: 'org'; readonly org: string }
  /** `orgTeams`: every team of the organization as listed, to find this team's children without a request. */
  | { readonly kind: 'team'; readonly org: string; readonly shown: ShownTeam; readonly orgTeams: readonly Team[] }
  | { readonly kind: 'members'; readonly org: string; readonly team: Team }
  | { readonly kind: 'repositories'; readonly org: string; readonly team: Team }
  | { readonly kind: 'member'; readonly org: string; readonly team: Team; readonly user: SimpleUser }
  | {
      readonly kind: 'repository';
      readonly org: string;
      readonly team: Team;
      readonly fullName: string;
      readonly permission: RepositoryPermission | undefined;
    };

export interface TeamNodeData {
  readonly type: 'teams';
  readonly hostId: string;
  readonly at: TeamPlace;
}

export type TeamTreeNode = ItemNode<TeamNodeData>;
