// The comparison commands: *Open Changes* of a compared file (VS Code's diff editor, each side the file at its
// commit through the contents API, read-only; from the palette: a pull request, a range of its commits and one of
// their files), *Choose Changes to Review…* (choose-changes.ts) and *Compare Commits…*, its range picked straight away.
import * as vscode from 'vscode';
import type { Accounts } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { failingOn } from '../../base/error-presenter';
import { untrustedText } from '../../base/untrusted-text';
import { inputOf } from '../../base/write-command';
import { fileAtCommitUri, looksBinary, type PullFileSystem, type Side } from '../pull/file-system';
import type { PullKit } from '../pull/kit';
import type { PullTargets } from '../pull/pick-targets';
import type { CommitRange } from './compare-data';
import { isComparedFile, type ComparedFile } from './compare-nodes';
import { pickComparedFile, pickRange, pullPlace, type RangeInput } from './compare-picks';
import type { CompareSource } from './compare-source';
import { ChooseChangesCommand, ShowAllChangesCommand } from './choose-changes';

const short = (sha: string) => sha.slice(0, 7);
const unreadable = (side: Side) => side.kind === 'tooLarge' || (side.kind === 'bytes' && looksBinary(side.bytes));

export class OpenComparedFileCommand implements Command {
  readonly id = 'devdesk.pulls.openComparedFile';
  constructor(
    private readonly accounts: Accounts,
    private readonly targets: PullTargets,
    private readonly files: PullFileSystem,
  ) {}

  /** From a compared file's node: left the file at the range's base, right at its head; else asked. */
  async execute(from?: unknown, given?: unknown): Promise<void> {
    const file = isComparedFile(from) ? from : await this.ask(from, inputOf<RangeInput>(given));
    if (file) await this.open(file);
  }

  private async ask(from: unknown, input: Partial<RangeInput>): Promise<ComparedFile | undefined> {
    const place = await pullPlace(this.targets, from);
    if (!place) return undefined;
    return failingOn(place.host, async () => {
      const client = await this.accounts.requireGitHubClient(place.host);
      const range = await pickRange(client, place, input);
      if (!range) return undefined;
      const comparison = await client.compare.commits(place.repo, range.base, range.head);
      const file = await pickComparedFile(comparison.files, range);
      return (
        file && {
          hostId: place.host.id,
          owner: place.repo.owner,
          repo: place.repo.repo,
          number: place.number,
          path: file.filename,
          basePath: file.previous_filename ?? file.filename,
          baseSha: range.base,
          headSha: range.head,
        }
      );
    });
  }

  private async open(file: ComparedFile): Promise<void> {
    const { hostId, owner, repo, number, path, basePath, baseSha, headSha } = file;
    const base = { hostId, owner, repo, sha: baseSha, path: basePath };
    const head = { hostId, owner, repo, sha: headSha, path };
    const sides = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Fetching {0}…', untrustedText(path)) },
      () => Promise.all([this.files.side(base), this.files.side(head)]),
    );
    if (sides.some(unreadable)) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t('{0} cannot be shown as text (a binary file, or over 1 MB).', untrustedText(path)),
      );
      return;
    }
    const title = vscode.l10n.t(
      '{0} (#{1}, {2} ↔ {3})',
      path.split('/').pop() ?? path,
      number,
      short(baseSha),
      short(headSha),
    );
    await vscode.commands.executeCommand('vscode.diff', fileAtCommitUri(base), fileAtCommitUri(head), title, {
      preview: true,
    });
  }
}

/**
 * *Compare Commits…*: the range picked (two quick picks, or given) becomes the Files node's chosen changes, as
 * *Choose Changes to Review…* makes it; returns its two ends.
 */
export class CompareCommitsCommand implements Command {
  readonly id = 'devdesk.pulls.compareCommits';
  constructor(private readonly choose: ChooseChangesCommand) {}

  async execute(from?: unknown, given?: unknown): Promise<CommitRange | undefined> {
    const { first, last } = inputOf<RangeInput>(given);
    const chosen = await this.choose.execute(from, { choice: 'range', first, last });
    return chosen && { base: chosen.base, head: chosen.head };
  }
}

/** What the comparison commands are made of beyond the pull request's floor. */
export interface CompareKit extends PullKit {
  /** The view's compared ranges. */
  readonly compare: CompareSource;
  /** Draws the view again (nothing read again). */
  readonly refresh: () => void;
}

/** The comparison commands, for the feature's index.ts. */
export function compareCommands(kit: CompareKit): Command[] {
  const choose = new ChooseChangesCommand(kit.accounts, kit.targets, kit.compare, kit.refresh);
  return [
    new OpenComparedFileCommand(kit.accounts, kit.targets, kit.files),
    choose,
    new CompareCommitsCommand(choose),
    new ShowAllChangesCommand(kit.targets, kit.compare, kit.refresh),
  ];
}
