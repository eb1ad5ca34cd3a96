// Commands that only open parts of the workbench.
import * as vscode from 'vscode';
import type { Command } from './commands';
import type { Log } from './log';

export class OpenSettingsCommand implements Command {
  readonly id = 'devdesk.openSettings';
  execute(): Thenable<unknown> {
    return vscode.commands.executeCommand('workbench.action.openSettings', '@ext:devdesk.devdesk');
  }
}

export class ShowLogCommand implements Command {
  readonly id = 'devdesk.showLog';
  constructor(private readonly log: Log) {}
  execute(): void {
    this.log.show();
  }
}
