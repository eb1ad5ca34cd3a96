// Team commands, from the palette (asking host, organization and team), from the team nodes' context menus, or
// given a reference (github-team-targets.ts): create, edit and delete a team (a team's repositories:
// github-team-repository-commands.ts). Each walks the one road of write commands (src/ui/base/write-command.ts). A
// refusal that breaks a team rule is explained in its own terms (github-team-send.ts) with "Change and Try
// Again", which asks again prefilled with what the user typed; nothing is retried automatically.
import * as vscode from 'vscode';
import type { TeamPrivacy } from '../../../core/github/teams';
import type { Team } from '../../../core/github/types';
import type { GitHubClient } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { confirmDeletion } from '../../base/confirm';
import { WriteCommand, type TargetRule, type WriteOutcome } from '../../base/write-command';
import type { PullKit } from '../pull/kit';
import { teamsUnder } from './github-team-nodes';
import type { OrgTarget, TeamFields, TeamPicks } from './github-team-picks';
import {
  AddTeamRepositoryCommand,
  ChangeTeamPermissionCommand,
  RemoveTeamRepositoryCommand,
} from './github-team-repository-commands';
import { sendOrExplain, type TeamRoad } from './github-team-send';
import { TeamTargets, type NewTeamTarget, type TeamTarget } from './github-team-targets';
import { allTeams, teamRefOf } from './github-teams-source';

/** What a test or a script gives instead of the prompts: the team's fields (the name at least, to create one). */
export type TeamInput = Partial<TeamFields>;

async function parentIdOf(target: OrgTarget, slug: string | null): Promise<number | null> {
  if (slug === null) return null;
  const parent = (await allTeams(target.client, target.org)).find((team) => team.slug === slug);
  if (!parent)
    throw new Error(
      vscode.l10n.t('{0} has no team {1} any more. Refresh and choose another parent.', target.org, slug),
    );
  return parent.id;
}

/** From an organization or a team node (the new team's parent), an `{ hostId, org }` reference, or the palette. */
export class CreateTeamCommand extends WriteCommand<NewTeamTarget, GitHubClient, TeamInput> {
  readonly id = 'devdesk.teams.create';
  /**
   * What the user typed for an organization, kept until the service has the team (a refusal or a failure loses
   * nothing).
   */
  private typed: { org: string; fields: TeamFields } | undefined;

  constructor(
    road: TeamRoad,
    rule: TargetRule<NewTeamTarget>,
    private readonly picks: TeamPicks,
  ) {
    super(road, rule);
  }

  protected async write(
    target: NewTeamTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<TeamInput>,
  ): Promise<WriteOutcome> {
    const blank: TeamFields = { name: '', description: '', privacy: 'closed', parent: target.parent };
    const start = this.typed?.org === target.org ? this.typed.fields : blank;
    const fields =
      input.name !== undefined
        ? { ...blank, ...input }
        : await this.picks.fields(target, vscode.l10n.t('New team in {0}', target.org), start);
    if (!fields) return undefined;
    this.typed = { org: target.org, fields };
    const parentId = await parentIdOf(target, fields.parent);
    const github = await client();
    const refused = await sendOrExplain(
      () =>
        github.teams.create(target.org, {
          name: fields.name,
          description: fields.description,
          privacy: fields.privacy,
          ...(parentId === null ? {} : { parent_team_id: parentId }),
        }),
      { org: target.org, name: fields.name },
      () =>
        this.execute(
          target.parent === null
            ? { hostId: target.host.id, org: target.org }
            : { hostId: target.host.id, org: target.org, slug: target.parent },
        ),
    );
    if (refused) return refused;
    this.typed = undefined;
    return vscode.l10n.t('Created the team {0} in {1}.', fields.name, target.org);
  }
}

export class EditTeamCommand extends WriteCommand<TeamTarget, GitHubClient, TeamInput> {
  readonly id = 'devdesk.teams.edit';
  private typed: { teamId: number; fields: TeamFields } | undefined;

  constructor(
    road: TeamRoad,
    rule: TargetRule<TeamTarget>,
    private readonly picks: TeamPicks,
  ) {
    super(road, rule);
  }

  protected async write(
    target: TeamTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<TeamInput>,
  ): Promise<WriteOutcome> {
    const { team } = target;
    const current: TeamFields = {
      name: team.name,
      description: team.description ?? '',
      privacy: (team.privacy as TeamPrivacy | undefined) ?? 'closed',
      parent: team.parent?.slug ?? null,
    };
    const start = this.typed?.teamId === team.id ? this.typed.fields : current;
    const given = Object.keys(input).length > 0;
    const fields = given
      ? { ...current, ...input }
      : await this.picks.fields(target, vscode.l10n.t('Edit {0}', team.name), start, team);
    if (!fields) return undefined;
    this.typed = { teamId: team.id, fields };
    const parentId = await parentIdOf(target, fields.parent);
    const github = await client();
    const refused = await sendOrExplain(
      () =>
        github.teams.update(teamRefOf(target.org, team), {
          name: fields.name,
          description: fields.description,
          privacy: fields.privacy,
          parent_team_id: parentId,
        }),
      { org: target.org, name: fields.name },
      () => this.execute({ hostId: target.host.id, org: target.org, slug: team.slug }),
    );
    if (refused) return refused;
    this.typed = undefined;
    return vscode.l10n.t('Saved the team {0}.', fields.name);
  }
}

export class DeleteTeamCommand extends WriteCommand<TeamTarget, GitHubClient> {
  readonly id = 'devdesk.teams.delete';

  protected async write(target: TeamTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    if (!(await this.confirm(target))) return undefined;
    const { org, team } = target;
    const refused = await sendOrExplain(async () => (await client()).teams.delete(teamRefOf(org, team)), { org });
    return refused ?? vscode.l10n.t('Deleted the team {0}.', team.name);
  }

  /** A modal that names the child teams going with it: GitHub deletes them too. */
  private async confirm({ client, org, team }: TeamTarget): Promise<boolean> {
    const teams = await allTeams(client, org);
    const below = (id: number): Team[] => teamsUnder(teams, id).flatMap((child) => [child, ...below(child.id)]);
    const children = below(team.id).map((child) => child.name);
    const detail =
      children.length > 0
        ? vscode.l10n.t(
            'Its child teams are deleted with it: {0}. Members and repositories stay in {1}.',
            children.join(', '),
            org,
          )
        : vscode.l10n.t(
            'Child teams would be deleted with it; it has none. Members and repositories stay in {0}.',
            org,
          );
    return confirmDeletion(vscode.l10n.t('Delete the team {0} of {1}?', team.name, org), detail);
  }
}

/** The team commands, for the Pull Requests feature's index.ts. */
export function teamCommands(kit: PullKit): Command[] {
  const road = kit.roads.rest;
  const targets = new TeamTargets(kit.accounts);
  const { picks } = targets;
  return [
    new CreateTeamCommand(road, targets.newTeamRule(), picks),
    new EditTeamCommand(
      road,
      targets.teamRule((org) => vscode.l10n.t('Edit which team of {0}?', org)),
      picks,
    ),
    new DeleteTeamCommand(
      road,
      targets.teamRule((org) => vscode.l10n.t('Delete which team of {0}?', org)),
    ),
    new AddTeamRepositoryCommand(
      road,
      targets.teamRule((org) => vscode.l10n.t('Add a repository to which team of {0}?', org)),
      picks,
    ),
    new ChangeTeamPermissionCommand(
      road,
      targets.teamRepositoryRule(() => vscode.l10n.t('Change the permission of which team repository?')),
      picks,
    ),
    new RemoveTeamRepositoryCommand(
      road,
      targets.teamRepositoryRule(() => vscode.l10n.t('Remove which repository from its team?')),
    ),
  ];
}
