// The comparison commands: *Open Changes* of a compared file (VS Code's diff editor, each side the file at its
// commit through the contents API, read-only), and *Compare Commits…*, which asks for the first and the last commit
// of a range of a pull request's commits and shows the files they changed under the pull request.
import * as vscode from 'vscode';
import type { PullRequestCommit, RepoRef } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { failingOn } from '../../base/error-presenter';
import { firstLine } from '../../base/markdown-text';
import { statusMessages } from '../../base/status-message';
import { untrustedText } from '../../base/untrusted-text';
import { inputOf } from '../../base/write-command';
import { fileAtCommitUri, looksBinary, type PullFileSystem, type Side } from '../file-system';
import type { PullTargets } from '../pick-targets';
import { nodeData, pullRefOf } from '../targets';
import type { CommitRange } from './compare-data';
import { commitRange, type ComparedFile } from './compare-nodes';
import type { CompareSource } from './compare-source';

const short = (sha: string) => sha.slice(0, 7);
const unreadable = (side: Side) => side.kind === 'tooLarge' || (side.kind === 'bytes' && looksBinary(side.bytes));

export class OpenComparedFileCommand implements Command {
  readonly id = 'devdesk.pulls.openComparedFile';
  constructor(private readonly files: PullFileSystem) {}

  /** From a compared file's node: left the file at the range's base, right at its head. */
  async execute(file?: ComparedFile): Promise<void> {
    if (!file) return;
    const { hostId, owner, repo, number, path, basePath, baseSha, headSha } = file;
    const base = { hostId, owner, repo, sha: baseSha, path: basePath };
    const head = { hostId, owner, repo, sha: headSha, path };
    const sides = await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Fetching {0}…', untrustedText(path)) }, () => Promise.all([this.files.side(base), this.files.side(head)]));
    if (sides.some(unreadable)) {
      void vscode.window.showInformationMessage(vscode.l10n.t('{0} cannot be shown as text (a binary file, or over 1 MB).', untrustedText(path)));
      return;
    }
    const title = vscode.l10n.t('{0} (#{1}, {2} ↔ {3})', path.split('/').pop() ?? path, number, short(baseSha), short(headSha));
    await vscode.commands.executeCommand('vscode.diff', fileAtCommitUri(base), fileAtCommitUri(head), title, { preview: true });
  }
}

interface PullPlace {
  readonly host: Host;
  readonly repo: RepoRef;
  readonly number: number;
}

/** What a test or a script gives instead of the two quick picks. */
export interface CompareCommitsInput {
  readonly first: string;
  readonly last: string;
}

export class CompareCommitsCommand implements Command {
  readonly id = 'devdesk.pulls.compareCommits';
  constructor(
    private readonly accounts: Accounts,
    private readonly targets: PullTargets,
    private readonly source: CompareSource,
    private readonly redraw: () => void,
  ) {}

  /** From the Commits node or a pull request (node or reference), else asked; returns the range shown. */
  async execute(from?: unknown, given?: unknown): Promise<CommitRange | undefined> {
    const place = await this.place(from);
    if (!place) return undefined;
    const input = inputOf<CompareCommitsInput>(given);
    return failingOn(place.host, async () => {
      const client = await this.accounts.requireGitHubClient(place.host);
      const commits: PullRequestCommit[] = [];
      const [pull] = await Promise.all([client.pulls.get(place.repo, place.number), (async () => {
        for await (const commit of client.pulls.listCommits(place.repo, place.number, { perPage: 100 })) commits.push(commit);
      })()]);
      const first = input.first ?? (await pickCommit(commits, vscode.l10n.t('First commit of the range')));
      if (!first) return undefined;
      const last = input.last ?? (await pickCommit(commits.slice(commits.findIndex((commit) => commit.sha === first)), vscode.l10n.t('Last commit of the range')));
      if (!last) return undefined;
      const range = commitRange(commits, first, last, pull.base.sha);
      if (!range) {
        void vscode.window.showInformationMessage(vscode.l10n.t('#{0} has no such range: the last commit must be one of its commits, at or after the first.', place.number));
        return undefined;
      }
      this.source.addRange(place.host.id, place.repo, place.number, range);
      this.redraw();
      statusMessages.say(vscode.l10n.t('Commits {0} … {1} of #{2}: their files are under the pull request.', short(range.first), short(range.head), place.number));
      return { base: range.base, head: range.head };
    });
  }

  private async place(from: unknown): Promise<PullPlace | undefined> {
    const part = nodeData(from, 'part');
    const ref = part ? { hostId: part.hostId, owner: part.repo.owner, repo: part.repo.repo, number: part.number } : pullRefOf(from);
    if (ref) {
      const where = await this.targets.repository(ref);
      return where && { ...where, number: ref.number };
    }
    const target = await this.targets.pull(undefined);
    return target && { host: target.host, repo: target.repo, number: target.pull.number };
  }
}

async function pickCommit(commits: readonly PullRequestCommit[], title: string): Promise<string | undefined> {
  const items = commits.map((commit) => ({ label: untrustedText(firstLine(commit.commit.message)), description: short(commit.sha), sha: commit.sha }));
  return (await vscode.window.showQuickPick(items, { title, matchOnDescription: true }))?.sha;
}
