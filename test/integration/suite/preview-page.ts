// The preview's page as the preview suites drive it: open a document with its preview beside it, and wait for the
// page to show what a test expects (PreviewTesting.pageWhere).
import * as vscode from 'vscode';
import type { Snapshot } from '../../../src/ui/preview/webview/protocol';
import { devdesk, emulator, signInWithSandboxToken } from './helpers';

/** The page's first snapshot that `accept` takes, waiting up to `timeoutMs`. */
export async function previewWhere(
  accept: (snapshot: Snapshot) => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<Snapshot> {
  return (await devdesk()).preview.pageWhere(accept, what, timeoutMs);
}

/**
 * The page the first time it shows `text`, read as soon as each render is drawn rather than once the page settles
 * (the service's answer after the pause may scroll it again): what the writer sees first.
 */
export async function firstSightOf(text: string, timeoutMs = 15_000): Promise<Snapshot> {
  const api = await devdesk();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let listener: vscode.Disposable | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Listening before reading: a render drawn while the page is read is not missed.
    const drawn = new Promise<boolean>((resolve) => {
      listener = api.preview.onDidShow(() => resolve(true));
      timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
    });
    try {
      const page = await api.preview.pageNow();
      if (page?.text.includes(text)) return page;
      if (!(await drawn)) throw new Error(`timed out waiting for ${JSON.stringify(text)} drawn`);
    } finally {
      listener?.dispose();
      clearTimeout(timer);
    }
  }
}

/** Opens `uri` in the first column with DevDesk's preview beside it, and gives the editor back the focus. */
export async function openWithPreview(uri: vscode.Uri): Promise<vscode.TextEditor> {
  const editor = await vscode.window.showTextDocument(uri, { viewColumn: vscode.ViewColumn.One });
  await vscode.commands.executeCommand('devdesk.openPreviewToSide');
  await vscode.window.showTextDocument(editor.document, { viewColumn: vscode.ViewColumn.One });
  return vscode.window.activeTextEditor!;
}

/** Types `text` at the caret, a character at a time, as the keyboard does (the `type` command a keystroke runs). */
export async function typeAtCaret(text: string): Promise<void> {
  for (const character of text) await vscode.commands.executeCommand('type', { text: character });
}

/**
 * Signs in to the article service and makes `.devdesk-<name>-test` in the workspace the article root for a suite
 * (mocha's `before`/`after`); the suite's files go below the returned folder, removed with it afterwards.
 */
export function scratchArticleRoot(name: string): () => vscode.Uri {
  const root = `.devdesk-${name}-test`;
  const scratch = () => vscode.Uri.joinPath(vscode.workspace.workspaceFolders![0]!.uri, root);
  const settings = () => vscode.workspace.getConfiguration('devdesk');
  before(async () => {
    await signInWithSandboxToken(emulator.articles);
    await settings().update('articleFiles.root', root, vscode.ConfigurationTarget.Global);
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await settings().update('articleFiles.root', undefined, vscode.ConfigurationTarget.Global);
    await vscode.workspace.fs.delete(scratch(), { recursive: true, useTrash: false });
  });
  return scratch;
}
