// What makes a preview draw its document again besides its page's messages (panel.ts routes those): an edit, a
// save, a sign-in or sign-out, the clone's remote changing, and a setting the rendering depends on.
import * as vscode from 'vscode';
import type { RenderTrigger } from './exact-policy';
import { affectsRenderInput, type RenderPlaces } from './render-input';

export interface TriggerTarget {
  /** The document the preview shows now (it follows the active editor unless locked). */
  document(): vscode.TextDocument;
  update(trigger: RenderTrigger): void;
  /** Signed in or out somewhere: answers kept from before may no longer hold. */
  accountsChanged(): void;
  /** A setting the rendering depends on changed (`devdesk.preview.renderer`…). */
  settingsChanged(): void;
}

export function watchRenderTriggers(target: TriggerTarget, places: RenderPlaces): vscode.Disposable[] {
  return [
    vscode.workspace.onDidChangeTextDocument(
      (event) => event.document === target.document() && event.contentChanges.length > 0 && target.update('edit'),
    ),
    vscode.workspace.onDidSaveTextDocument((document) => document === target.document() && target.update('save')),
    places.accounts.onDidChange(() => target.accountsChanged()),
    // The clone's remote changed (git remote set-url): the document's GitHub host or repository may be another now.
    places.gitRemotes.onDidChange(
      (folder) =>
        vscode.workspace.getWorkspaceFolder(target.document().uri)?.uri.toString() === folder.toString() &&
        target.update('open'),
    ),
    vscode.workspace.onDidChangeConfiguration((event) => affectsRenderInput(event) && target.settingsChanged()),
  ];
}
