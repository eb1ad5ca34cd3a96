// "Open Changes" on a pull request's file: VS Code's diff editor with the file at the head commit, against it with the
// file's patch undone as GitHub shows the change (src/ui/pulls/file-system.ts). A binary file, or one too large for
// the contents API, shows its patch instead.
import * as vscode from 'vscode';
import { untrustedText } from '../base/untrusted-text';
import type { Command } from '../base/commands';
import { fileAtCommitUri, looksBinary, type PullFileSystem, type Side } from './file-system';
import { parseSpans } from './hunks';

const unreadable = (side: Side) => side.kind === 'tooLarge' || (side.kind === 'bytes' && looksBinary(side.bytes));

export class OpenDiffCommand implements Command {
  readonly id = 'devdesk.pulls.openDiff';
  constructor(private readonly files: PullFileSystem) {}

  /**
   * `baseLines` and `headLines` are the spans of each side the patch shows (src/ui/pulls/hunks.ts), e.g. `3-9,40-52`;
   * `patch` is the file's patch from the Files list (none: looked up when the base side is read).
   */
  async execute(hostId: string, owner: string, repo: string, number: number, path: string, basePath: string, baseSha: string, headSha: string, baseLines = '', headLines = '', patch?: string): Promise<void> {
    const head = { hostId, owner, repo, sha: headSha, path, pull: { number, side: 'head' as const, lines: parseSpans(headLines) } };
    const base = { hostId, owner, repo, sha: baseSha, path: basePath, pull: { number, side: 'base' as const, lines: parseSpans(baseLines) }, fromHead: { sha: headSha, path } };
    if (patch !== undefined) this.files.rememberPatch(head, patch);
    const sides = await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Fetching {0}…', untrustedText(path)) }, () => Promise.all([this.files.side(base), this.files.side(head)]));
    if (sides.some(unreadable)) {
      await vscode.commands.executeCommand('devdesk.pulls.openPatch', hostId, owner, repo, number, path);
      return;
    }
    const title = vscode.l10n.t('{0} (#{1}, base ↔ head)', path.split('/').pop() ?? path, number);
    await vscode.commands.executeCommand('vscode.diff', fileAtCommitUri(base), fileAtCommitUri(head), title, { preview: true });
  }
}
