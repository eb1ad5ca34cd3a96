// "Open Changes" on a pull request's file: VS Code's diff editor with the file at the head commit, against it with the
// file's patch undone as GitHub shows the change (file-system.ts). A binary file, or one too large for
// the contents API, shows its patch instead. Once the pull request is checked out (checkout/), the head side is the
// file in the clone, editable.
import * as vscode from 'vscode';
import { untrustedText } from '../../base/untrusted-text';
import type { Command } from '../../base/commands';
import { fileAtCommitUri, looksBinary, type PullFileSystem, type Side } from './file-system';
import type { FileDiff } from './data';
import { parseSpans } from '../../base/core';
import type { PullTargets } from './pick-targets';

const unreadable = (side: Side) => side.kind === 'tooLarge' || (side.kind === 'bytes' && looksBinary(side.bytes));

export class OpenDiffCommand implements Command {
  readonly id = 'devdesk.pulls.openDiff';
  constructor(
    private readonly files: PullFileSystem,
    private readonly targets: PullTargets,
    private readonly localHead: (diff: FileDiff) => Promise<vscode.Uri | undefined> = async () => undefined,
  ) {}

  /** From a Files node: its FileDiff; from the palette: asks for the pull request and the file. */
  async execute(given?: FileDiff): Promise<void> {
    const diff = given ?? (await this.targets.file());
    if (diff) await this.open(diff);
  }

  private async open(diff: FileDiff): Promise<void> {
    const {
      hostId,
      owner,
      repo,
      number,
      path,
      basePath,
      baseSha,
      headSha,
      baseLines = '',
      headLines = '',
      patch,
      chosen,
    } = diff;
    // Chosen changes (a commit or a range): each side is the file at its commit, the base side no patch undone.
    const shown = chosen ? { chosen: headSha } : {};
    const head = {
      hostId,
      owner,
      repo,
      sha: headSha,
      path,
      pull: { number, side: 'head' as const, lines: parseSpans(headLines), ...shown },
    };
    const base = {
      hostId,
      owner,
      repo,
      sha: baseSha,
      path: basePath,
      pull: { number, side: 'base' as const, lines: parseSpans(baseLines), ...shown },
      ...(chosen ? {} : { fromHead: { sha: headSha, path } }),
    };
    if (patch !== undefined && !chosen) this.files.rememberPatch(head, patch);
    const sides = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Fetching {0}…', untrustedText(path)) },
      () => Promise.all([this.files.side(base), this.files.side(head)]),
    );
    if (sides.some(unreadable)) {
      await vscode.commands.executeCommand('devdesk.pulls.openPatch', hostId, owner, repo, number, path);
      return;
    }
    const name = path.split('/').pop() ?? path;
    const title = chosen
      ? vscode.l10n.t('{0} (#{1}, {2} ↔ {3})', name, number, baseSha.slice(0, 7), headSha.slice(0, 7))
      : vscode.l10n.t('{0} (#{1}, base ↔ head)', name, number);
    await vscode.commands.executeCommand(
      'vscode.diff',
      fileAtCommitUri(base),
      (chosen ? undefined : await this.localHead(diff)) ?? fileAtCommitUri(head),
      title,
      { preview: true },
    );
  }
}
