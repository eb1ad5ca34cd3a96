// DevDesk's walkthrough (`contributes.walkthroughs` in package.json): opened once, soon after the first activation in
// a profile, and by `DevDesk: Get Started` and the views' welcome text. Its steps complete on the context keys and
// commands their `completionEvents` name
// (https://code.visualstudio.com/api/references/contribution-points#contributes.walkthroughs).
import * as vscode from 'vscode';
import type { Command } from './commands';

export const walkthroughId = 'devdesk.devdesk#devdesk.gettingStarted';
const shownKey = 'devdesk.walkthroughShown';
/**
 * How long after activation the first opening waits. The workbench registers an extension's walkthroughs only after
 * asking its experiment service about them, for up to 5 seconds (code-server's never answers); asked to open one it
 * does not know yet, it opens its own first walkthrough instead.
 */
const registeredAfterMs = 8000;

export class OpenWalkthroughCommand implements Command {
  readonly id = 'devdesk.openWalkthrough';
  execute(): Thenable<unknown> {
    return vscode.commands.executeCommand('workbench.action.openWalkthrough', walkthroughId, false);
  }
}

/**
 * Opens the walkthrough, without taking the focus from what the user is doing, on the first activation (not under
 * the extension's own tests, which drive their own window). Returns what cancels it when DevDesk stops first.
 */
export function openWalkthroughOnFirstActivation(context: vscode.ExtensionContext): vscode.Disposable {
  if (context.extensionMode === vscode.ExtensionMode.Test || context.globalState.get<boolean>(shownKey))
    return { dispose() {} };
  const timer = setTimeout(() => {
    void context.globalState.update(shownKey, true);
    void vscode.commands.executeCommand('workbench.action.openWalkthrough', walkthroughId, { inactive: true });
  }, registeredAfterMs);
  return { dispose: () => clearTimeout(timer) };
}
