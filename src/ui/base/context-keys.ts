// `when`-clause context keys, set in one place so their names are easy to find from package.json.
import * as vscode from 'vscode';

export function setContextKey(key: `devdesk.${string}`, value: unknown): Thenable<unknown> {
  return vscode.commands.executeCommand('setContext', key, value);
}
