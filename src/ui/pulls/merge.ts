// Merging from the view: the method (default from `devdesk.github.mergeMethod`), the commit title and message
// prefilled, then one PUT with the head SHA the user saw, so new commits pushed meanwhile give a 409 ("the pull
// request has new commits") instead of being merged unseen. While GitHub still computes mergeability, it waits
// with progress (cancellable). Never retried automatically. A 409 refreshes the view and shows the commits the user
// has not seen. Before merging, it says when checks fail or still run, or the reviews the base branch requires are
// missing, and asks whether to merge anyway (checks/merge-concerns.ts).
import * as vscode from 'vscode';
import type { MergeMethod } from '../../core/github/pulls';
import type { PullRequestCommit, RepoRef } from '../../core/github/types';
import type { GitHubClient } from '../accounts/index';
import { describeError } from '../base/errors';
import { openServiceUrl } from '../base/open-service-url';
import { withCancellableNotification } from '../base/progress';
import { untrustedText } from '../base/untrusted-text';
import { confirmModal } from '../base/confirm';
import type { Phrase } from '../base/text';
import { localize } from '../base/tree/tree-item';
import { WriteCommand, type Refusal, type TargetRule, type WriteOutcome, type WriteRoad } from '../base/write-command';
import { commitSummary } from './pull/nodes';
import type { PullTarget, ShownPull } from './pull/pick-targets';

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
  const picked = await vscode.window.showQuickPick(
    ordered.map((method) => ({ label: methodLabel(method), method })),
    { title: vscode.l10n.t('Merge how?') },
  );
  return picked?.method;
}

export interface MergeInput {
  /** How to merge (else asked, the setting's method first); given, the commit title is GitHub's default. */
  readonly method: MergeMethod;
}

/** A merge refused because the head moved: the pull request and the commits then shown as new. */
export interface MergeRefusal {
  number: number;
  unseen: string[];
}

/** No Retry (the road offers none): a refused merge needs a look (new commits, conflicts) before another try. */
export class MergePullCommand extends WriteCommand<PullTarget, GitHubClient, MergeInput> {
  readonly id = 'devdesk.pulls.merge';
  constructor(
    road: WriteRoad<GitHubClient>,
    rule: TargetRule<PullTarget>,
    /** Where merges refused because the head moved, and the commits then shown, are kept (the tests read them). */
    private readonly refusals: MergeRefusal[],
    /** What stands in the way of merging now (failing or running checks, missing reviews); none asks nothing. */
    private readonly concerns: (target: PullTarget) => Promise<Phrase[]>,
  ) {
    super(road, rule);
  }

  /** Asks everything, unless the input gives the method. */
  protected async write(
    target: PullTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<MergeInput>,
  ): Promise<WriteOutcome> {
    const { repo, pull } = target;
    if (!(await this.mergeAnyway(target))) return undefined;
    const method = input.method ?? (await pickMethod());
    if (!method) return undefined;
    const title = input.method
      ? undefined
      : await vscode.window.showInputBox({
          title: vscode.l10n.t('Commit title'),
          value: `${pull.title} (#${pull.number})`,
        });
    if (!input.method && title === undefined) return undefined;
    const github = await client();
    try {
      await withCancellableNotification(vscode.l10n.t('Merging #{0}…', pull.number), async ({ signal }) => {
        await github.waitForMergeable(repo, pull.number, { signal });
        await github.pulls.merge(repo, pull.number, {
          merge_method: method,
          sha: pull.headSha,
          commit_title: title || undefined,
        });
      });
    } catch (error) {
      if (describeError(error).reason !== 'headChanged') throw error;
      this.road.afterChange();
      return this.unseenCommits(github, repo, pull);
    }
    return vscode.l10n.t('Merged #{0}.', pull.number);
  }

  /** Asks before merging when something stands in the way; true when nothing does or the user merges anyway. */
  private async mergeAnyway(target: PullTarget): Promise<boolean> {
    const concerns = await this.concerns(target);
    if (concerns.length === 0) return true;
    const question = vscode.l10n.t('{0} Merge #{1} anyway?', concerns.map(localize).join(' '), target.pull.number);
    return confirmModal(question, vscode.l10n.t('Merge Anyway'));
  }

  /** The refusal naming the commits pushed after the head the user saw, offered in a list by its button. */
  private async unseenCommits(client: GitHubClient, repo: RepoRef, pull: ShownPull): Promise<Refusal> {
    const commits: PullRequestCommit[] = [];
    for await (const commit of client.pulls.listCommits(repo, pull.number)) commits.push(commit);
    const seen = commits.findIndex((commit) => commit.sha === pull.headSha);
    const unseen = commits.slice(seen + 1);
    this.refusals.push({ number: pull.number, unseen: unseen.map((commit) => commit.sha) });
    const show = vscode.l10n.t('Show New Commits');
    const message = vscode.l10n.t(
      '#{0} was not merged: it has {1} new commit(s) since you looked. The view is refreshed; review them, then ' +
        'merge again.',
      pull.number,
      unseen.length,
    );
    const showCommits = () => {
      const items = unseen.map((commit) => {
        const { subject, description } = commitSummary(commit);
        return { label: untrustedText(subject), description: untrustedText(description), url: commit.html_url };
      });
      void vscode.window
        .showQuickPick(items, { title: vscode.l10n.t('New commits in #{0}', pull.number) })
        .then((picked) => picked && openServiceUrl(picked.url));
    };
    return { refused: message, action: { title: show, run: showCommits } };
  }
}
