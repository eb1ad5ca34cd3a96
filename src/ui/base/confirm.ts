// The one way to ask before something that cannot be undone: a modal warning whose only button is the action.
import * as vscode from 'vscode';

/** True when the user chose `action` (default "Delete"); closing the dialog answers no. */
export async function confirmModal(question: string, action = vscode.l10n.t('Delete')): Promise<boolean> {
  return (await vscode.window.showWarningMessage(question, { modal: true }, action)) === action;
}
