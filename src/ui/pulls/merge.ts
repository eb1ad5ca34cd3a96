// Merging from the view: the method (default from `devdesk.github.mergeMethod`), the commit title and message
// prefilled, then one PUT with the head SHA the user saw, so new commits pushed meanwhile give a 409 ("the pull
// request has new commits") instead of being merged unseen. While GitHub still computes mergeability, it waits
// with progress. Never retried automatically. A 409 refreshes the view and shows the commits the user has not seen.
import * as vscode from 'vscode';
import type { MergeMethod } from '../../core/github/pulls';
import type { PullRequestCommit, PullRequestSummary, RepoRef } from '../../core/github/types';
import type { Accounts, GitHubClient } from '../accounts/index';
import { describeError } from '../base/errors';
import type { Command } from '../base/commands';
import type { FailureContext } from '../base/error-presenter';
import { openServiceUrl } from '../base/open-service-url';
import { untrustedText } from '../base/untrusted-text';
import type { PullTreeNode } from './data';
import { commitSummary } from './nodes';

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
  /** Merges refused because the head moved, and the commits then shown (the integration tests read these). */
  readonly refusals: Array<{ number: number; unseen: string[] }> = [];

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
    try {
      await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Merging #{0}…', pull.number), cancellable: true }, async (_progress, token) => {
        const abort = new AbortController();
        token.onCancellationRequested(() => abort.abort());
        await client.waitForMergeable(repo, pull.number, { signal: abort.signal });
        await client.pulls.merge(repo, pull.number, { merge_method: method, sha: pull.head.sha, commit_title: title || undefined });
      });
    } catch (error) {
      if (describeError(error).reason !== 'headChanged') throw error;
      this.afterChange();
      await this.showUnseenCommits(client, repo, pull);
      return;
    }
    vscode.window.setStatusBarMessage(vscode.l10n.t('Merged #{0}.', pull.number), 5000);
    this.afterChange();
  }

  /** The commits pushed after the head the user saw, offered in a list; not awaited beyond fetching them. */
  private async showUnseenCommits(client: GitHubClient, repo: RepoRef, pull: PullRequestSummary): Promise<void> {
    const commits: PullRequestCommit[] = [];
    for await (const commit of client.pulls.listCommits(repo, pull.number)) commits.push(commit);
    const seen = commits.findIndex((commit) => commit.sha === pull.head.sha);
    const unseen = commits.slice(seen + 1);
    this.refusals.push({ number: pull.number, unseen: unseen.map((commit) => commit.sha) });
    const show = vscode.l10n.t('Show New Commits');
    const message = vscode.l10n.t('#{0} was not merged: it has {1} new commit(s) since you looked. The view is refreshed; review them, then merge again.', pull.number, unseen.length);
    void vscode.window.showWarningMessage(message, show).then((chosen) => {
      if (chosen !== show) return;
      const items = unseen.map((commit) => {
        const { subject, description } = commitSummary(commit);
        return { label: untrustedText(subject), description: untrustedText(description), url: commit.html_url };
      });
      void vscode.window.showQuickPick(items, { title: vscode.l10n.t('New commits in #{0}', pull.number) }).then((picked) => picked && openServiceUrl(picked.url));
    });
  }

  /** No Retry: a refused merge needs a look (new commits, conflicts) before another try. */
  failureContext(_error: unknown, node?: PullTreeNode): FailureContext {
    return { host: node && this.accounts.host(node.data.hostId) };
  }
}
