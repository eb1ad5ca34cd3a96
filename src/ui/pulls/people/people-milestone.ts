// Milestone…: one of the repository's open milestones (nearest due date first, as GitHub lists them), or none;
// set through the issue update (https://docs.github.com/en/rest/issues/issues#update-an-issue).
import * as vscode from 'vscode';
import type { GitHubClient } from '../../accounts/index';
import { untrustedText } from '../../base/untrusted-text';
import { WriteCommand, type WriteOutcome } from '../../base/write-command';
import type { PullTarget } from '../pull/pick-targets';
import { pagesOf, pickGrowing, type PickItem } from './people-picks';

export interface MilestoneInput {
  /** The milestone's number, or null for none (else asked). */
  readonly milestone: number | null;
}

export class SetMilestoneCommand extends WriteCommand<PullTarget, GitHubClient, MilestoneInput> {
  readonly id = 'devdesk.pulls.milestone';

  protected async write(
    { repo, pull }: PullTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<MilestoneInput>,
  ): Promise<WriteOutcome> {
    const github = await client();
    const milestone = input.milestone !== undefined ? input.milestone : await this.ask(github, { repo, pull });
    if (milestone === undefined) return undefined;
    const issue = await github.milestones.setForIssue(repo, pull.number, milestone);
    return issue.milestone
      ? vscode.l10n.t('#{0} is in milestone {1}.', pull.number, issue.milestone.title)
      : vscode.l10n.t('#{0} has no milestone now.', pull.number);
  }

  /** The number picked, null for “No milestone”, undefined when dismissed. */
  private async ask(
    github: GitHubClient,
    { repo, pull }: Pick<PullTarget, 'repo' | 'pull'>,
  ): Promise<number | null | undefined> {
    const current = await github.pulls.get(repo, pull.number);
    const none: PickItem<number | null> = { key: 'none', label: vscode.l10n.t('No milestone'), value: null };
    async function* withNone(): AsyncIterable<Array<PickItem<number | null>>> {
      yield [none];
    }
    const currentLabel = vscode.l10n.t('current');
    const picked = await pickGrowing<number | null>({
      title: vscode.l10n.t('Milestone of #{0}', pull.number),
      many: false,
      sources: [
        withNone(),
        pagesOf(github.milestones.list(repo).pages(), (milestone) => ({
          key: String(milestone.number),
          label: `$(milestone) ${untrustedText(milestone.title)}`,
          description:
            [milestone.number === current.milestone?.number ? currentLabel : undefined, milestone.due_on?.slice(0, 10)]
              .filter(Boolean)
              .join(' · ') || undefined,
          value: milestone.number,
        })),
      ],
    });
    return picked?.[0]?.value;
  }
}
