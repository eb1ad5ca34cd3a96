// The commands of a team's repositories: add a repository with a permission, change the permission, remove it (from
// the palette, a team or team repository node, or a reference). Each walks the one road of write commands
// (src/ui/base/write-command.ts); a refusal that breaks a team rule is explained (github-team-send.ts).
import * as vscode from 'vscode';
import type { RepositoryPermission } from '../../../core/github/teams';
import type { GitHubClient } from '../../accounts/index';
import { confirmModal } from '../../base/confirm';
import { WriteCommand, type TargetRule, type WriteOutcome } from '../../base/write-command';
import type { TeamPicks } from './github-team-picks';
import { sendOrExplain, type TeamRoad } from './github-team-send';
import type { TeamRepositoryTarget, TeamTarget } from './github-team-targets';
import { repoRefOf, teamRefOf } from './github-teams-source';

export interface RepositoryInput {
  /** `owner/name`. */
  repository: string;
  permission: RepositoryPermission;
}

export class AddTeamRepositoryCommand extends WriteCommand<TeamTarget, GitHubClient, RepositoryInput> {
  readonly id = 'devdesk.teams.addRepository';

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
    input: Partial<RepositoryInput>,
  ): Promise<WriteOutcome> {
    const { org, team } = target;
    const repository =
      input.repository ??
      (await this.picks.pickRepository(target, vscode.l10n.t('Add a repository to {0}', team.name)));
    if (!repository) return undefined;
    const permission =
      input.permission ??
      (await this.picks.pickPermission(vscode.l10n.t('Permission of {0} on {1}', team.name, repository)));
    if (!permission) return undefined;
    const github = await client();
    const again = () => this.execute({ hostId: target.host.id, org, slug: team.slug });
    const refused = await sendOrExplain(
      () => github.teams.setRepositoryPermission(teamRefOf(org, team), repoRefOf(repository), permission),
      { org, repository },
      again,
    );
    return refused ?? vscode.l10n.t('{0} now has {1} on {2}.', team.name, permission, repository);
  }
}

export class ChangeTeamPermissionCommand extends WriteCommand<
  TeamRepositoryTarget,
  GitHubClient,
  Pick<RepositoryInput, 'permission'>
> {
  readonly id = 'devdesk.teams.changePermission';

  constructor(
    road: TeamRoad,
    rule: TargetRule<TeamRepositoryTarget>,
    private readonly picks: TeamPicks,
  ) {
    super(road, rule);
  }

  protected async write(
    target: TeamRepositoryTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<Pick<RepositoryInput, 'permission'>>,
  ): Promise<WriteOutcome> {
    const { org, team, repository } = target;
    const permission =
      input.permission ??
      (await this.picks.pickPermission(
        vscode.l10n.t('Permission of {0} on {1}', team.name, repository),
        target.permission,
      ));
    if (!permission) return undefined;
    const github = await client();
    const refused = await sendOrExplain(
      () => github.teams.setRepositoryPermission(teamRefOf(org, team), repoRefOf(repository), permission),
      { org, repository },
    );
    return refused ?? vscode.l10n.t('{0} now has {1} on {2}.', team.name, permission, repository);
  }
}

export class RemoveTeamRepositoryCommand extends WriteCommand<TeamRepositoryTarget, GitHubClient> {
  readonly id = 'devdesk.teams.removeRepository';

  protected async write(
    { org, team, repository }: TeamRepositoryTarget,
    client: () => Promise<GitHubClient>,
  ): Promise<WriteOutcome> {
    const question = vscode.l10n.t('Remove {0} from the team {1}?', repository, team.name);
    if (
      !(await confirmModal(
        question,
        vscode.l10n.t('Remove'),
        vscode.l10n.t('The team loses its access; the repository itself stays.'),
      ))
    )
      return undefined;
    const refused = await sendOrExplain(
      async () => (await client()).teams.removeRepository(teamRefOf(org, team), repoRefOf(repository)),
      { org, repository },
    );
    return refused ?? vscode.l10n.t('Removed {0} from {1}.', repository, team.name);
  }
}
