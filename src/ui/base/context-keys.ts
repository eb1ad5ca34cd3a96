// `when`-clause context keys, set in one place so their names are easy to find from package.json. VS Code has no
// API to read a context key back, so the values set are also kept here for the integration tests (DevDeskApi).
import * as vscode from 'vscode';

const values = new Map<string, unknown>();

export function setContextKey(key: `devdesk.${string}`, value: unknown): Thenable<unknown> {
  values.set(key, value);
  return vscode.commands.executeCommand('setContext', key, value);
}

/** The value DevDesk last set for each context key (tests only, through DevDeskApi). */
export function contextKeyValues(): ReadonlyMap<string, unknown> {
  return values;
}
