// Assignees…: the users issues of the repository can be assigned to
// (https://docs.github.com/en/rest/issues/assignees#list-assignees), every page, those assigned now picked; what is
// picked becomes the assignees in one issue update.
import * as vscode from 'vscode';
import type { GitHubClient } from '../../accounts/index';
import { untrustedText } from '../../base/untrusted-text';
import { WriteCommand, type WriteOutcome } from '../../base/write-command';
import type { PullTarget } from '../pull/pick-targets';
import { pagesOf, pickGrowing } from './people-picks';

export interface AssigneesInput {
  /** The logins to be assigned (else asked); empty: nobody. */
  readonly assignees: readonly string[];
}

export class SetAssigneesCommand extends WriteCommand<PullTarget, GitHubClient, AssigneesInput> {
  readonly id = 'devdesk.pulls.assignees';

  protected async write(
    { repo, pull }: PullTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<AssigneesInput>,
  ): Promise<WriteOutcome> {
    const github = await client();
    const logins = input.assignees ?? (await this.ask(github, { repo, pull }));
    if (!logins) return undefined;
    const issue = await github.collaborators.setAssignees(repo, pull.number, logins);
    const now = issue.assignees ?? [];
    return now.length === 0
      ? vscode.l10n.t('#{0} is assigned to nobody now.', pull.number)
      : vscode.l10n.t('#{0} is assigned to {1}.', pull.number, now.map((user) => `@${user.login}`).join(', '));
  }

  private async ask(
    github: GitHubClient,
    { repo, pull }: Pick<PullTarget, 'repo' | 'pull'>,
  ): Promise<string[] | undefined> {
    const current = await github.pulls.get(repo, pull.number);
    const picked = await pickGrowing({
      title: vscode.l10n.t('Assignees of #{0}', pull.number),
      placeholder: vscode.l10n.t('Type to filter people'),
      many: true,
      picked: new Set((current.assignees ?? []).map((user) => user.login)),
      sources: [
        pagesOf(github.collaborators.assignable(repo).pages(), (user) => ({
          key: user.login,
          label: `$(person) ${untrustedText(user.login)}`,
          value: user.login,
        })),
      ],
    });
    return picked?.map((item) => item.value);
  }
}
