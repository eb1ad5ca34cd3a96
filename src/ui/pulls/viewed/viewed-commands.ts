// Mark as Viewed / Mark as Not Viewed (the file node's checkbox, the diff editor's title, the palette), GitHub's
// markFileAsViewed / unmarkFileAsViewed; and Next Unviewed File, which opens the next file not viewed in the diff
// editor without going back to the tree.
import * as vscode from 'vscode';
import type { PullRequestFile, RepoRef } from '../../../core/github/types';
import type { Accounts, GraphQLClient, Host } from '../../accounts/index';
import type { Commits } from '../pull/data';
import { fileAtCommitOf } from '../pull/file-system';
import type { PullFilePages } from '../pull/file-pages';
import type { Command } from '../../base/commands';
import { loadCore } from '../../base/core';
import { failingOn } from '../../base/error-presenter';
import { statusMessages } from '../../base/status-message';
import { untrustedText } from '../../base/untrusted-text';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import { fileDiff } from '../pull/nodes';
import type { ViewedBook } from './viewed-book';
import { markViewedCommand, nextUnviewedListed, unmarkViewedCommand, type ViewedFileRef } from './viewed-nodes';
import { viewedRefOf, type ViewedFileTarget } from './viewed-targets';

export class SetViewedCommand extends WriteCommand<ViewedFileTarget, GraphQLClient> {
  readonly id: typeof markViewedCommand | typeof unmarkViewedCommand;
  // Marking twice leaves the same state.
  protected override readonly offerRetry = true;

  constructor(
    road: WriteRoad<GraphQLClient>,
    rule: TargetRule<ViewedFileTarget>,
    private readonly viewed: boolean,
    private readonly book: ViewedBook,
  ) {
    super(road, rule);
    this.id = viewed ? markViewedCommand : unmarkViewedCommand;
  }

  protected async write(
    { host, repo, number, path }: ViewedFileTarget,
    client: () => Promise<GraphQLClient>,
  ): Promise<WriteOutcome> {
    const pull = { hostId: host.id, owner: repo.owner, repo: repo.repo, number };
    try {
      const graphql = await client();
      const pullNodeId = await this.book.pullNodeId(host, pull);
      if (!pullNodeId) return undefined;
      await loadCore().github.setFileViewed(graphql, pullNodeId, path, this.viewed);
      this.book.changed(pull, path, this.viewed ? 'VIEWED' : 'UNVIEWED');
    } catch (error) {
      // The checkbox VS Code already toggled goes back to GitHub's state.
      this.book.changed(pull);
      throw error;
    }
    const name = untrustedText(path.split('/').pop() ?? path);
    return this.viewed
      ? vscode.l10n.t('{0} marked as viewed.', name)
      : vscode.l10n.t('{0} marked as not viewed.', name);
  }
}

/**
 * Opens the next file of the active pull request diff that is not viewed, round the end of the list. It reads the
 * Files list's pages (shared with the Files node) only as far as the next unviewed file.
 */
export class NextUnviewedFileCommand implements Command {
  readonly id = 'devdesk.pulls.nextUnviewedFile';

  constructor(
    private readonly accounts: Accounts,
    private readonly book: ViewedBook,
  ) {}

  /** From a diff editor (its URI, or the active one) or a reference `{ hostId, owner, repo, number, path }`. */
  async execute(from?: unknown): Promise<void> {
    const ref = viewedRefOf(from);
    const host = ref && this.accounts.host(ref.hostId);
    if (!ref || !host) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Open a file of a pull request first (Open Changes).'));
      return;
    }
    await failingOn(host, async () => {
      const repo = { owner: ref.owner, repo: ref.repo };
      const commits = diffCommitsShown(ref) ?? (await this.pullCommits(host, repo, ref.number));
      const file = await this.next(this.book.files.pages(host, repo, ref.number, commits.head), ref.path);
      if (!file) return statusMessages.say(vscode.l10n.t('Every other file of #{0} is viewed.', ref.number));
      await vscode.commands.executeCommand(
        'devdesk.pulls.openDiff',
        fileDiff(host.id, repo, ref.number, commits, file),
      );
    });
  }

  private async pullCommits(host: Host, repo: RepoRef, number: number): Promise<Commits> {
    const pull = await (await this.accounts.requireGitHubClient(host)).pulls.get(repo, number);
    return { base: pull.base.sha, head: pull.head.sha };
  }

  private async next(pages: PullFilePages, current: string): Promise<PullRequestFile | undefined> {
    for (let index = 0; ; index += 1) {
      await pages.page(index);
      const files = pages.pages.flatMap((page) => page.files);
      const states = new Map(files.map((file) => [file.filename, pages.stateOf(file.filename) ?? 'UNVIEWED']));
      const answer = nextUnviewedListed(
        files.map((file) => file.filename),
        states,
        current,
        pages.complete,
      );
      if (answer !== 'more') return files.find((file) => file.filename === answer.next);
    }
  }
}

/**
 * The base and head the active diff editor shows of the pull request, read from its base side's URI (which names
 * the head it was made from): the next file opens at the same commits, without asking GitHub for the pull request.
 */
function diffCommitsShown(ref: ViewedFileRef): Commits | undefined {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  const base = input instanceof vscode.TabInputTextDiff ? fileAtCommitOf(input.original) : undefined;
  const samePull =
    base?.hostId === ref.hostId &&
    base.owner === ref.owner &&
    base.repo === ref.repo &&
    base.pull?.number === ref.number;
  return samePull && base.fromHead ? { base: base.sha, head: base.fromHead.sha } : undefined;
}
