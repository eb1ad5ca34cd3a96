// DevDesk's walkthrough (`contributes.walkthroughs` in package.json): opened once, on the first activation in a
// profile, and by `DevDesk: Get Started` and the views' welcome text. Its steps complete on the context keys and
// commands their `completionEvents` name
// (https://code.visualstudio.com/api/references/contribution-points#contributes.walkthroughs).
import * as vscode from 'vscode';
import type { Command } from './commands';

export const walkthroughId = 'devdesk.devdesk#devdesk.gettingStarted';
const shownKey = 'devdesk.walkthroughShown';

export class OpenWalkthroughCommand implements Command {
  readonly id = 'devdesk.openWalkthrough';
  execute(): Thenable<unknown> {
    return vscode.commands.executeCommand('workbench.action.openWalkthrough', walkthroughId, false);
  }
}

/** Opens the walkthrough on the first activation (not under the extension's own tests, which drive their own window). */
export function openWalkthroughOnFirstActivation(context: vscode.ExtensionContext): void {
  if (context.extensionMode === vscode.ExtensionMode.Test || context.globalState.get<boolean>(shownKey)) return;
  void context.globalState.update(shownKey, true);
  void vscode.commands.executeCommand('workbench.action.openWalkthrough', walkthroughId, false);
}
