// Commands are small classes with an `id` and `execute`, registered in one place (extension.ts, through each
// feature's registerX). The manager wraps every call: a failure goes to the one error presenter, a cancellation
// stays silent, and the command's own code never needs a try/catch just to show a toast.
import * as vscode from 'vscode';
import { Disposable } from './dispose';
import type { ErrorPresenter, FailureContext } from './error-presenter';

export interface Command {
  readonly id: string;
  execute(...args: any[]): unknown; // eslint-disable-line @typescript-eslint/no-explicit-any -- VS Code passes what the menu or caller gives
  /** Which host a failure concerns and how to retry, when the command knows; used by the presenter. */
  failureContext?(error: unknown, ...args: any[]): FailureContext; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export class CommandManager extends Disposable {
  private readonly ids = new Set<string>();

  constructor(private readonly presenter: ErrorPresenter) {
    super();
  }

  add(...commands: Command[]): void {
    for (const command of commands) {
      if (this.ids.has(command.id)) throw new Error(`command ${command.id} is registered twice`);
      this.ids.add(command.id);
      this.register(vscode.commands.registerCommand(command.id, (...args: unknown[]) => this.run(command, args)));
    }
  }

  private async run(command: Command, args: unknown[]): Promise<unknown> {
    try {
      return await command.execute(...args);
    } catch (error) {
      const context = command.failureContext?.(error, ...args) ?? { retry: () => this.run(command, args) };
      void this.presenter.show(error, context);
      return undefined;
    }
  }
}
