// Mark as Viewed / Mark as Not Viewed (the file node's checkbox, the diff editor's title, the palette), GitHub's
// markFileAsViewed / unmarkFileAsViewed; and Next Unviewed File, which opens the next file not viewed in the diff
// editor without going back to the tree.
import * as vscode from 'vscode';
import type { PullRequestFile } from '../../../core/github/types';
import type { Accounts, GraphQLClient, Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { loadCore } from '../../base/core';
import { failingOn } from '../../base/error-presenter';
import { statusMessages } from '../../base/status-message';
import { untrustedText } from '../../base/untrusted-text';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import { fileDiff } from '../nodes';
import type { ViewedBook } from './viewed-book';
import { markViewedCommand, nextUnviewed, unmarkViewedCommand } from './viewed-nodes';
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

  protected async write({ host, repo, number, path }: ViewedFileTarget, client: () => Promise<GraphQLClient>): Promise<WriteOutcome> {
    const pull = { hostId: host.id, owner: repo.owner, repo: repo.repo, number };
    try {
      const graphql = await client();
      const files = await this.book.states(host, repo, number);
      if (!files) return undefined;
      await loadCore().github.setFileViewed(graphql, files.pullNodeId, path, this.viewed);
      this.book.changed(pull, path, this.viewed ? 'VIEWED' : 'UNVIEWED');
    } catch (error) {
      // The checkbox VS Code already toggled goes back to GitHub's state.
      this.book.changed(pull);
      throw error;
    }
    const name = untrustedText(path.split('/').pop() ?? path);
    return this.viewed ? vscode.l10n.t('{0} marked as viewed.', name) : vscode.l10n.t('{0} marked as not viewed.', name);
  }
}

/** Opens the next file of the active pull request diff that is not viewed, round the end of the list. */
export class NextUnviewedFileCommand implements Command {
  readonly id = 'devdesk.pulls.nextUnviewedFile';
  /** The files of each pull request at a head, listed once: the next press costs no listing. */
  private readonly listed = new Map<string, Promise<PullRequestFile[]>>();

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
      const client = await this.accounts.requireGitHubClient(host);
      const pull = await client.pulls.get(repo, ref.number);
      const [files, viewed] = await Promise.all([this.files(host, pull.head.sha, ref), this.book.states(host, repo, ref.number)]);
      const next = nextUnviewed(files.map((file) => file.filename), viewed?.states ?? new Map(), ref.path);
      const file = files.find((candidate) => candidate.filename === next);
      if (!file) return statusMessages.say(vscode.l10n.t('Every other file of #{0} is viewed.', ref.number));
      await vscode.commands.executeCommand('devdesk.pulls.openDiff', fileDiff(host.id, repo, ref.number, { base: pull.base.sha, head: pull.head.sha }, file));
    });
  }

  private files(host: Host, headSha: string, ref: { owner: string; repo: string; number: number }): Promise<PullRequestFile[]> {
    const key = `${host.id} ${ref.owner}/${ref.repo}#${ref.number} ${headSha}`;
    let files = this.listed.get(key);
    if (!files) {
      files = this.list(host, ref);
      files.catch(() => this.listed.delete(key));
      this.listed.set(key, files);
    }
    return files;
  }

  private async list(host: Host, ref: { owner: string; repo: string; number: number }): Promise<PullRequestFile[]> {
    const client = await this.accounts.requireGitHubClient(host);
    const files: PullRequestFile[] = [];
    for await (const file of client.pulls.listFiles({ owner: ref.owner, repo: ref.repo }, ref.number, { perPage: 100 })) files.push(file);
    return files;
  }
}
