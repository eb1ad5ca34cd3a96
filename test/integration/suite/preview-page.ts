// The preview's page as the preview suites drive it: open a document with its preview beside it, and wait for the
// page to show what a test expects (PreviewTesting.pageWhere).
import * as vscode from 'vscode';
import type { Snapshot } from '../../../src/ui/preview/webview/protocol';
import { devdesk } from './helpers';

/** The page's first snapshot that `accept` takes, waiting up to `timeoutMs`. */
export async function previewWhere(
  accept: (snapshot: Snapshot) => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<Snapshot> {
  return (await devdesk()).preview.pageWhere(accept, what, timeoutMs);
}

/** Opens `uri` in the first column with DevDesk's preview beside it, and gives the editor back the focus. */
export async function openWithPreview(uri: vscode.Uri): Promise<vscode.TextEditor> {
  const editor = await vscode.window.showTextDocument(uri, { viewColumn: vscode.ViewColumn.One });
  await vscode.commands.executeCommand('devdesk.openPreviewToSide');
  await vscode.window.showTextDocument(editor.document, { viewColumn: vscode.ViewColumn.One });
  return vscode.window.activeTextEditor!;
}
