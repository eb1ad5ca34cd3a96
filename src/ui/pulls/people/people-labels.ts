// Labels…: the repository's labels in a multi-select pick, each with its colour (people-label-icons.ts), the pull
// request's own labels picked; what is picked becomes the pull request's labels in one request (the issues API's
// set: https://docs.github.com/en/rest/issues/labels#set-labels-for-an-issue).
import * as vscode from 'vscode';
import type { Label } from '../../../core/github/types';
import type { GitHubClient } from '../../accounts/index';
import { untrustedText } from '../../base/untrusted-text';
import { WriteCommand, type WriteOutcome } from '../../base/write-command';
import type { PullTarget } from '../pull/pick-targets';
import { labelIconDataUri } from './people-label-icons';
import { pagesOf, pickGrowing, type PickItem } from './people-picks';

export interface LabelsInput {
  /** The labels the pull request is to have, by name (else asked). */
  readonly labels: readonly string[];
}

export function labelItem(label: Pick<Label, 'name' | 'color' | 'description'>): PickItem<string> {
  return {
    key: label.name,
    label: untrustedText(label.name),
    description: label.description ? untrustedText(label.description) : undefined,
    iconPath: vscode.Uri.parse(labelIconDataUri(label.color)),
    value: label.name,
  };
}

export class SetLabelsCommand extends WriteCommand<PullTarget, GitHubClient, LabelsInput> {
  readonly id = 'devdesk.pulls.labels';

  protected async write(
    { repo, pull }: PullTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<LabelsInput>,
  ): Promise<WriteOutcome> {
    const github = await client();
    const names = input.labels ?? (await this.ask(github, { repo, pull }));
    if (!names) return undefined;
    const now = await github.labels.set(repo, pull.number, names);
    return now.length === 0
      ? vscode.l10n.t('#{0} has no labels now.', pull.number)
      : vscode.l10n.t('Labels of #{0}: {1}', pull.number, now.map((label) => label.name).join(', '));
  }

  private async ask(
    github: GitHubClient,
    { repo, pull }: Pick<PullTarget, 'repo' | 'pull'>,
  ): Promise<string[] | undefined> {
    const current = await github.pulls.get(repo, pull.number);
    const picked = await pickGrowing({
      title: vscode.l10n.t('Labels of #{0}', pull.number),
      placeholder: vscode.l10n.t('Type to filter labels'),
      many: true,
      picked: new Set(current.labels.map((label) => label.name)),
      sources: [pagesOf(github.labels.listForRepository(repo).pages(), labelItem)],
    });
    return picked?.map((item) => item.value);
  }
}
