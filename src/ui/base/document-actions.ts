// Buttons a feature offers above the preview of its own virtual documents (a pull request's description: Merge,
// Comment, React…). The feature registers them per URI scheme; the preview shows them and runs the one clicked, so
// neither imports the other.
import type * as vscode from 'vscode';

export interface DocumentAction {
  /** Stable within one document, e.g. the command id. */
  readonly id: string;
  readonly label: string;
  run(): Thenable<unknown> | Promise<unknown>;
}

type ActionsOf = (uri: vscode.Uri) => readonly DocumentAction[];

const byScheme = new Map<string, ActionsOf>();

export function registerDocumentActions(scheme: string, actionsOf: ActionsOf): vscode.Disposable {
  byScheme.set(scheme, actionsOf);
  return { dispose: () => byScheme.delete(scheme) };
}

/** The actions offered for a document now (none for ordinary files). */
export function documentActionsOf(uri: vscode.Uri): readonly DocumentAction[] {
  return byScheme.get(uri.scheme)?.(uri) ?? [];
}
