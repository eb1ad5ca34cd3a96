// What a team command acts on, from whatever reached it (github-team-refs.ts reads the reference): a team node of the
// view, a reference (`{ hostId, org }`, `{ hostId, org, slug }`, `{ hostId, org, slug, repository }`) from a test or
// a script, or nothing, from the palette, which asks the host, the organization, the team and the repository.
import * as vscode from 'vscode';
import type { RepositoryPermission } from '../../../core/github/teams';
import type { Team } from '../../../core/github/types';
import type { Accounts } from '../../accounts/index';
import { failingOn } from '../../base/error-presenter';
import { untrustedText } from '../../base/untrusted-text';
import type { TargetRule } from '../../base/write-command';
import { nodeData } from '../pull/targets';
import type { TeamNodeData } from './github-team-data';
import { orgRefOf, teamRefOf as teamNamed, teamRepositoryRefOf } from './github-team-refs';
import { TeamPicks, type OrgTarget } from './github-team-picks';
import { allTeams, teamRefOf } from './github-teams-source';

export interface TeamTarget extends OrgTarget {
  readonly team: Team;
}

export interface TeamRepositoryTarget extends TeamTarget {
  /** `owner/name`. */
  readonly repository: string;
  readonly permission?: RepositoryPermission;
}

/** Where a new team goes: its organization, and its parent team's slug (null: at the top). */
export interface NewTeamTarget extends OrgTarget {
  readonly parent: string | null;
}

/** A question naming the organization, e.g. "Delete which team of {0}?". */
type Title = (org: string) => string;

export class TeamTargets {
  readonly picks: TeamPicks;

  constructor(accounts: Accounts) {
    this.picks = new TeamPicks(accounts);
  }

  org(from: unknown): Promise<OrgTarget | undefined> {
    const ref = orgRefOf(from);
    return this.picks.orgTarget(ref?.hostId ?? nodeData<TeamNodeData>(from, 'teams')?.hostId, ref?.org);
  }

  /** The team a node stands for or sits under; a reference's, read; from the palette (or an organization), picked. */
  async team(from: unknown, title: Title): Promise<TeamTarget | undefined> {
    const target = await this.org(from);
    if (!target) return undefined;
    const at = nodeData<TeamNodeData>(from, 'teams')?.at;
    if (at?.kind === 'team') return { ...target, team: at.shown.team };
    if (at && 'team' in at) return { ...target, team: at.team };
    const ref = teamNamed(from);
    const team = await failingOn(target.host, () =>
      ref ? this.named(target, ref.slug) : this.picks.pickTeam(target, title(target.org)),
    );
    return team && { ...target, team };
  }

  /** A new team's place: under a team node (not its members or repositories) it is that team's child. */
  async newTeam(from: unknown): Promise<NewTeamTarget | undefined> {
    const target = await this.org(from);
    const at = nodeData<TeamNodeData>(from, 'teams')?.at;
    const parent = at ? (at.kind === 'team' ? at.shown.team.slug : null) : (teamNamed(from)?.slug ?? null);
    return target && { ...target, parent };
  }

  /** The rules the team commands hold: each resolves as its method above, keyed by the reference `from` names. */
  newTeamRule(): TargetRule<NewTeamTarget> {
    return { resolve: (from) => this.newTeam(from), named: (from) => teamNamed(from) ?? orgRefOf(from) };
  }

  teamRule(title: Title): TargetRule<TeamTarget> {
    return { resolve: (from) => this.team(from, title), named: teamNamed };
  }

  teamRepositoryRule(title: Title): TargetRule<TeamRepositoryTarget> {
    return { resolve: (from) => this.teamRepository(from, title), named: teamRepositoryRefOf };
  }

  private async named({ client, org }: OrgTarget, slug: string): Promise<Team> {
    const team = (await allTeams(client, org)).find((each) => each.slug === slug);
    if (!team) throw new Error(vscode.l10n.t('{0} has no team {1} you can see.', org, slug));
    return team;
  }

  /** The node's team repository; a reference's; or (from the palette) a team and one of its repositories, picked. */
  async teamRepository(from: unknown, title: Title): Promise<TeamRepositoryTarget | undefined> {
    const ref = teamRepositoryRefOf(from);
    const at = nodeData<TeamNodeData>(from, 'teams')?.at;
    const target = await this.team(from, title);
    if (!target) return undefined;
    if (at?.kind === 'repository') return { ...target, repository: at.fullName, permission: at.permission };
    if (ref) return { ...target, repository: ref.repository };
    const repository = await failingOn(target.host, () => this.pickRepositoryOf(target, title(target.org)));
    return repository ? { ...target, repository } : undefined;
  }

  private async pickRepositoryOf({ client, org, team }: TeamTarget, title: string): Promise<string | undefined> {
    const repos: string[] = [];
    for await (const repo of client.teams.listRepositories(teamRefOf(org, team), { perPage: 100, limit: 1000 }))
      repos.push(repo.full_name);
    if (repos.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('{0} has no repositories.', untrustedText(team.name)));
      return undefined;
    }
    return vscode.window.showQuickPick(repos, { title });
  }
}
