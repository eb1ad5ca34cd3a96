// Team commands, from the palette (asking host, organization and team) and from the team nodes' context menus:
// create, edit and delete a team; add a repository with a permission, change the permission, remove it. A refusal
// that breaks a team rule is explained in its own terms (team-refusals.ts) with "Change and Try Again", which asks
// again prefilled with what the user typed; nothing is retried automatically.
import * as vscode from 'vscode';
import { untrustedText } from '../../base/untrusted-text';
import type { RepositoryPermission, TeamPrivacy } from '../../../core/github/teams';
import type { Team } from '../../../core/github/types';
import type { Accounts } from '../../accounts/index';
import type { Command } from '../../base/commands';
import type { FailureContext } from '../../base/error-presenter';
import { localize } from '../../base/tree/tree-item';
import type { TeamTreeNode } from './github-team-data';
import { teamsUnder } from './github-team-nodes';
import { TeamPicks, type OrgTarget, type TeamFields } from './github-team-picks';
import { teamRefusal, type RefusalFacts } from './github-team-refusals';
import { allTeams, repoRefOf, teamRefOf } from './github-teams-source';

/** What a command given arguments (a script, a test) does instead of asking. */
export type TeamInput = Partial<TeamFields> & { name: string };
export interface RepositoryInput {
  repository?: string;
  permission?: RepositoryPermission;
}
export interface Confirmation {
  confirmed: boolean;
}

/** VS Code passes the selected nodes as the second argument of a context-menu command: that is not input. */
function given<T extends object>(argument: unknown): T | undefined {
  return typeof argument === 'object' && argument !== null && !Array.isArray(argument) ? (argument as T) : undefined;
}

function isTeamNode(node: unknown): node is TeamTreeNode {
  return typeof node === 'object' && node !== null && (node as TeamTreeNode).data?.type === 'teams';
}

/** The refusal explained, or undefined when the service accepted. Other failures go on to the error presenter. */
async function sendOrExplain(send: () => Promise<unknown>, facts: RefusalFacts, changeAndRetry?: () => unknown): Promise<string | undefined> {
  try {
    await send();
    return undefined;
  } catch (error) {
    const rule = teamRefusal(error, facts);
    if (!rule) throw error;
    const message = localize(rule);
    const again = vscode.l10n.t('Change and Try Again');
    void vscode.window.showErrorMessage(message, ...(changeAndRetry ? [again] : [])).then((choice) => (choice === again ? changeAndRetry?.() : undefined));
    return message;
  }
}

async function parentIdOf(target: OrgTarget, slug: string | null): Promise<number | null> {
  if (slug === null) return null;
  const parent = (await allTeams(target.client, target.org)).find((team) => team.slug === slug);
  if (!parent) throw new Error(vscode.l10n.t('{0} has no team {1} any more. Refresh and choose another parent.', target.org, slug));
  return parent.id;
}

/** Shared by the team commands: the picks, and the view to reload after a change. */
abstract class TeamCommand implements Command {
  abstract readonly id: string;
  protected readonly picks: TeamPicks;

  constructor(
    protected readonly accounts: Accounts,
    protected readonly afterChange: () => void,
  ) {
    this.picks = new TeamPicks(accounts);
  }

  abstract execute(node?: unknown, input?: unknown): Promise<string | undefined>;

  protected target(node: unknown): Promise<OrgTarget | undefined> {
    return this.picks.orgTarget(isTeamNode(node) ? node : undefined);
  }

  /** The team the node stands for or sits under; from the palette (or the organization), a team picked. */
  protected team(node: unknown, target: OrgTarget, title: string): Promise<Team | undefined> {
    const place = isTeamNode(node) ? node.data.at : undefined;
    if (place?.kind === 'team') return Promise.resolve(place.shown.team);
    if (place && 'team' in place) return Promise.resolve(place.team);
    return this.picks.pickTeam(target, title);
  }

  protected done(message: string): undefined {
    vscode.window.setStatusBarMessage(untrustedText(message), 5000);
    this.afterChange();
    return undefined;
  }

  failureContext(_error: unknown, node?: unknown): FailureContext {
    return { host: isTeamNode(node) ? this.accounts.host(node.data.hostId) : undefined };
  }
}

export class CreateTeamCommand extends TeamCommand {
  readonly id = 'devdesk.teams.create';
  /** What the user typed for an organization, kept until the service has the team (a refusal or a failure loses nothing). */
  private typed: { org: string; fields: TeamFields } | undefined;

  async execute(node?: unknown, input?: unknown): Promise<string | undefined> {
    const target = await this.target(node);
    if (!target) return undefined;
    const place = isTeamNode(node) ? node.data.at : undefined;
    const blank: TeamFields = { name: '', description: '', privacy: 'closed', parent: place?.kind === 'team' ? place.shown.team.slug : null };
    const provided = given<TeamInput>(input);
    const start = this.typed?.org === target.org ? this.typed.fields : blank;
    const fields = provided ? { ...blank, ...provided } : await this.picks.fields(target, vscode.l10n.t('New team in {0}', target.org), start);
    if (!fields) return undefined;
    this.typed = { org: target.org, fields };
    const parentId = await parentIdOf(target, fields.parent);
    const refused = await sendOrExplain(
      () => target.client.teams.create(target.org, { name: fields.name, description: fields.description, privacy: fields.privacy, ...(parentId === null ? {} : { parent_team_id: parentId }) }),
      { org: target.org, name: fields.name },
      () => this.execute(node),
    );
    if (refused) return refused;
    this.typed = undefined;
    return this.done(vscode.l10n.t('Created the team {0} in {1}.', fields.name, target.org));
  }
}

export class EditTeamCommand extends TeamCommand {
  readonly id = 'devdesk.teams.edit';
  private typed: { teamId: number; fields: TeamFields } | undefined;

  async execute(node?: unknown, input?: unknown): Promise<string | undefined> {
    const target = await this.target(node);
    if (!target) return undefined;
    const team = await this.team(node, target, vscode.l10n.t('Edit which team of {0}?', target.org));
    if (!team) return undefined;
    const current: TeamFields = { name: team.name, description: team.description ?? '', privacy: (team.privacy as TeamPrivacy | undefined) ?? 'closed', parent: team.parent?.slug ?? null };
    const start = this.typed?.teamId === team.id ? this.typed.fields : current;
    const provided = given<Partial<TeamFields>>(input);
    const fields = provided ? { ...current, ...provided } : await this.picks.fields(target, vscode.l10n.t('Edit {0}', team.name), start, team);
    if (!fields) return undefined;
    this.typed = { teamId: team.id, fields };
    const parentId = await parentIdOf(target, fields.parent);
    const refused = await sendOrExplain(
      () => target.client.teams.update(teamRefOf(target.org, team), { name: fields.name, description: fields.description, privacy: fields.privacy, parent_team_id: parentId }),
      { org: target.org, name: fields.name },
      () => this.execute(node),
    );
    if (refused) return refused;
    this.typed = undefined;
    return this.done(vscode.l10n.t('Saved the team {0}.', fields.name));
  }
}

export class DeleteTeamCommand extends TeamCommand {
  readonly id = 'devdesk.teams.delete';

  async execute(node?: unknown, input?: unknown): Promise<string | undefined> {
    const target = await this.target(node);
    if (!target) return undefined;
    const team = await this.team(node, target, vscode.l10n.t('Delete which team of {0}?', target.org));
    if (!team) return undefined;
    if (!given<Confirmation>(input)?.confirmed && !(await this.confirm(target, team))) return undefined;
    const refused = await sendOrExplain(() => target.client.teams.delete(teamRefOf(target.org, team)), { org: target.org });
    return refused ?? this.done(vscode.l10n.t('Deleted the team {0}.', team.name));
  }

  /** A modal that names the child teams going with it: GitHub deletes them too. */
  private async confirm(target: OrgTarget, team: Team): Promise<boolean> {
    const teams = await allTeams(target.client, target.org);
    const below = (id: number): Team[] => teamsUnder(teams, id).flatMap((child) => [child, ...below(child.id)]);
    const children = below(team.id).map((child) => child.name);
    const detail = children.length > 0
      ? vscode.l10n.t('Its child teams are deleted with it: {0}. Members and repositories stay in {1}.', children.join(', '), target.org)
      : vscode.l10n.t('Child teams would be deleted with it; it has none. Members and repositories stay in {0}.', target.org);
    const remove = vscode.l10n.t('Delete');
    return (await vscode.window.showWarningMessage(vscode.l10n.t('Delete the team {0} of {1}?', team.name, target.org), { modal: true, detail }, remove)) === remove;
  }
}

export class AddTeamRepositoryCommand extends TeamCommand {
  readonly id = 'devdesk.teams.addRepository';

  async execute(node?: unknown, input?: unknown): Promise<string | undefined> {
    const target = await this.target(node);
    if (!target) return undefined;
    const team = await this.team(node, target, vscode.l10n.t('Add a repository to which team of {0}?', target.org));
    if (!team) return undefined;
    const provided = given<RepositoryInput>(input);
    const repository = provided?.repository ?? (await this.picks.pickRepository(target, vscode.l10n.t('Add a repository to {0}', team.name)));
    if (!repository) return undefined;
    const permission = provided?.permission ?? (await this.picks.pickPermission(vscode.l10n.t('Permission of {0} on {1}', team.name, repository)));
    if (!permission) return undefined;
    const refused = await sendOrExplain(() => target.client.teams.setRepositoryPermission(teamRefOf(target.org, team), repoRefOf(repository), permission), { org: target.org, repository }, () => this.execute(node));
    return refused ?? this.done(vscode.l10n.t('{0} now has {1} on {2}.', team.name, permission, repository));
  }
}

/** Commands about one repository of a team. */
abstract class TeamRepositoryCommand extends TeamCommand {
  /** The node's team repository, or (from the palette) a team and one of its repositories, picked. */
  protected async teamRepository(node: unknown, target: OrgTarget, title: string): Promise<{ team: Team; repository: string; permission?: RepositoryPermission } | undefined> {
    const place = isTeamNode(node) ? node.data.at : undefined;
    if (place?.kind === 'repository') return { team: place.team, repository: place.fullName, permission: place.permission };
    const team = await this.team(node, target, title);
    if (!team) return undefined;
    const repos: string[] = [];
    for await (const repo of target.client.teams.listRepositories(teamRefOf(target.org, team), { perPage: 100, limit: 1000 })) repos.push(repo.full_name);
    if (repos.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('{0} has no repositories.', untrustedText(team.name)));
      return undefined;
    }
    const repository = await vscode.window.showQuickPick(repos, { title });
    return repository ? { team, repository } : undefined;
  }
}

export class ChangeTeamPermissionCommand extends TeamRepositoryCommand {
  readonly id = 'devdesk.teams.changePermission';

  async execute(node?: unknown, input?: unknown): Promise<string | undefined> {
    const target = await this.target(node);
    if (!target) return undefined;
    const chosen = await this.teamRepository(node, target, vscode.l10n.t('Change the permission of which team repository?'));
    if (!chosen) return undefined;
    const { team, repository } = chosen;
    const permission = given<RepositoryInput>(input)?.permission ?? (await this.picks.pickPermission(vscode.l10n.t('Permission of {0} on {1}', team.name, repository), chosen.permission));
    if (!permission) return undefined;
    const refused = await sendOrExplain(() => target.client.teams.setRepositoryPermission(teamRefOf(target.org, team), repoRefOf(repository), permission), { org: target.org, repository });
    return refused ?? this.done(vscode.l10n.t('{0} now has {1} on {2}.', team.name, permission, repository));
  }
}

export class RemoveTeamRepositoryCommand extends TeamRepositoryCommand {
  readonly id = 'devdesk.teams.removeRepository';

  async execute(node?: unknown, input?: unknown): Promise<string | undefined> {
    const target = await this.target(node);
    if (!target) return undefined;
    const chosen = await this.teamRepository(node, target, vscode.l10n.t('Remove which repository from its team?'));
    if (!chosen) return undefined;
    const { team, repository } = chosen;
    if (!given<Confirmation>(input)?.confirmed) {
      const remove = vscode.l10n.t('Remove');
      const answer = await vscode.window.showWarningMessage(vscode.l10n.t('Remove {0} from the team {1}?', repository, team.name), { modal: true, detail: vscode.l10n.t('The team loses its access; the repository itself stays.') }, remove);
      if (answer !== remove) return undefined;
    }
    const refused = await sendOrExplain(() => target.client.teams.removeRepository(teamRefOf(target.org, team), repoRefOf(repository)), { org: target.org, repository });
    return refused ?? this.done(vscode.l10n.t('Removed {0} from {1}.', repository, team.name));
  }
}

export function teamCommands(accounts: Accounts, afterChange: () => void): Command[] {
  return [CreateTeamCommand, EditTeamCommand, DeleteTeamCommand, AddTeamRepositoryCommand, ChangeTeamPermissionCommand, RemoveTeamRepositoryCommand].map((Kind) => new Kind(accounts, afterChange));
}
