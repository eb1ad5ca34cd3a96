// Open Check Details: a check run's details page (or a status's target) in the browser, through openServiceUrl.
// From a Checks entry it opens that one; from the palette it asks for the pull request, then for one of its
// head's checks.
import * as vscode from 'vscode';
import type { Accounts } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { openServiceUrl } from '../../base/open-service-url';
import { untrustedText } from '../../base/untrusted-text';
import type { PullKit } from '../pull/kit';
import type { PullTargets } from '../pull/pick-targets';
import { nodeData } from '../pull/targets';
import type { ChecksNodeData } from './check-data';
import { checkEntries } from './check-nodes';

export class OpenCheckDetailsCommand implements Command {
  readonly id = 'devdesk.pulls.openCheckDetails';

  constructor(
    private readonly targets: PullTargets,
    private readonly accounts: Accounts,
  ) {}

  async execute(from?: unknown): Promise<void> {
    const url = typeof from === 'string' ? from : (detailsUrlOf(from) ?? (await this.pickCheck()));
    if (url) await openServiceUrl(url);
  }

  private async pickCheck(): Promise<string | undefined> {
    const target = await this.targets.pull(undefined);
    if (!target) return undefined;
    const client = await this.accounts.requireGitHubClient(target.host);
    const entries = checkEntries(await client.checks.forCommit(target.repo, target.pull.headSha)).filter(
      (entry) => entry.url,
    );
    if (entries.length === 0) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t('No check of #{0} has details to open.', target.pull.number),
      );
      return undefined;
    }
    const picked = await vscode.window.showQuickPick(
      entries.map((entry) => ({
        label: untrustedText(entry.name),
        description: entry.outcome.replace(/_/g, ' '),
        url: entry.url!,
      })),
      { title: vscode.l10n.t('Which check of #{0}?', target.pull.number) },
    );
    return picked?.url;
  }
}

/** A Checks node's entry (the context menu hands the node). */
function detailsUrlOf(from: unknown): string | undefined {
  return nodeData<ChecksNodeData, 'checkRun'>(from, 'checkRun')?.entry.url;
}

/** The checks' commands, for the feature's index.ts. */
export function checkCommands(kit: PullKit): Command[] {
  return [new OpenCheckDetailsCommand(kit.targets, kit.accounts)];
}
