// Merging from the view: the method (default from `devdesk.github.mergeMethod`), the commit title and message
// prefilled, then one PUT with the head SHA the user saw, so new commits pushed meanwhile give a 409 ("the pull
// request has new commits") instead of being merged unseen. While GitHub still computes mergeability, it waits
// with progress. Never retried automatically.
import * as vscode from 'vscode';
import type { MergeMethod } from '../../core/github/pulls';
import type { Accounts } from '../accounts/accounts';
import type { Command } from '../base/commands';
import type { FailureContext } from '../base/error-presenter';
import type { PullTreeNode } from './data';

const methods: MergeMethod[] = ['merge', 'squash', 'rebase'];

function methodLabel(method: MergeMethod): string {
  switch (method) {
    case 'merge':
      return vscode.l10n.t('Create a merge commit');
    case 'squash':
      return vscode.l10n.t('Squash and merge');
    case 'rebase':
      return vscode.l10n.t('Rebase and merge');
  }
}

async function pickMethod(): Promise<MergeMethod | undefined> {
  const preferred = vscode.workspace.getConfiguration('devdesk').get<MergeMethod>('github.mergeMethod', 'merge');
  const ordered = [preferred, ...methods.filter((method) => method !== preferred)];
  const picked = await vscode.window.showQuickPick(ordered.map((method) => ({ label: methodLabel(method), method })), { title: vscode.l10n.t('Merge how?') });
  return picked?.method;
}

export class MergePullCommand implements Command {
  readonly id = 'devdesk.pulls.merge';

  constructor(
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {}

  /** From the view: asks everything. A test or a script may pass the method and skip the prompts. */
  async execute(node?: PullTreeNode, methodArg?: MergeMethod): Promise<void> {
    if (node?.data.type !== 'pull') return;
    const { repo, pull } = node.data;
    const host = this.accounts.host(node.data.hostId);
    if (!host) return;
    const method = methodArg ?? (await pickMethod());
    if (!method) return;
    const title = methodArg ? undefined : await vscode.window.showInputBox({ title: vscode.l10n.t('Commit title'), value: `${pull.title} (#${pull.number})` });
    if (!methodArg && title === undefined) return;
    const client = await this.accounts.requireGitHubClient(host);
    await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Merging #{0}…', pull.number), cancellable: true }, async (_progress, token) => {
      const abort = new AbortController();
      token.onCancellationRequested(() => abort.abort());
      await client.waitForMergeable(repo, pull.number, { signal: abort.signal });
      await client.pulls.merge(repo, pull.number, { merge_method: method, sha: pull.head.sha, commit_title: title || undefined });
    });
    vscode.window.setStatusBarMessage(vscode.l10n.t('Merged #{0}.', pull.number), 5000);
    this.afterChange();
  }

  /** No Retry: a refused merge needs a look (new commits, conflicts) before another try. */
  failureContext(_error: unknown, node?: PullTreeNode): FailureContext {
    return { host: node && this.accounts.host(node.data.hostId) };
  }
}
