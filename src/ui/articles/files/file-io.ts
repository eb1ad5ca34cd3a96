// Reading and writing article files the way the editor sees them: an open document's text (saved first, so disk
// and editor agree), and writes that go through the open document when there is one, so the editor never asks
// "the file changed on disk" and undo still works.
import * as vscode from 'vscode';
import { loadCore } from '../../base/core';
import { textFiles } from '../../base/node/text-files';
import { pathOfUri } from '../../base/node/workspace-disk';

function openDocument(uri: vscode.Uri): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((document) => document.uri.toString() === uri.toString());
}

/** The file's text, after saving unsaved edits (a publish sends what is on disk). */
export async function savedText(uri: vscode.Uri): Promise<string> {
  const document = openDocument(uri);
  if (document?.isDirty) await document.save();
  return document ? document.getText() : textFiles.read(pathOfUri(uri) ?? uri.fsPath);
}

/** Replaces a file's text: through the open editor when there is one (then saved), else on disk. */
export async function replaceText(uri: vscode.Uri, text: string): Promise<void> {
  const document = openDocument(uri);
  if (!document) return loadCore().writeFileAtomically(pathOfUri(uri) ?? uri.fsPath, text);
  if (document.getText() === text) return;
  const edit = new vscode.WorkspaceEdit();
  edit.replace(uri, new vscode.Range(0, 0, document.lineCount, 0), text);
  if (!(await vscode.workspace.applyEdit(edit)) || !(await document.save())) {
    throw new Error(`could not write ${uri.fsPath}`);
  }
}
