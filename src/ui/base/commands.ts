// Commands are small classes with an `id` and `execute`, registered in one place (extension.ts, through each
// feature's registerX). The manager wraps every call: a failure goes to the one error presenter, a cancellation
// stays silent, and the command's own code never needs a try/catch just to show a toast.
//
// One run per target at a time: while a command runs for a target (command-target.ts), pressing it again for the
// same target runs nothing and says so in the status bar. An impatient second press of Merge, Post Comment or
// Publish would otherwise send the write twice (two comments, two articles); a write is never sent twice for one
// intent, and no command has to remember to guard itself.
import * as vscode from 'vscode';
import { commandRunKey } from './command-target';
import { Disposable } from './dispose';
import type { Command } from './command';
import { WriteCommand } from './write-command';
import type { ErrorPresenter } from './error-presenter';

export type { Command } from './command';

export class CommandManager extends Disposable {
  private readonly ids = new Set<string>();
  private readonly writes = new Set<string>();
  /** The runs on their way, by command and target. */
  private readonly running = new Set<string>();

  constructor(private readonly presenter: ErrorPresenter) {
    super();
  }

  /** The ids of the write commands among those added (the tests list them with their targets). */
  writeCommandIds(): string[] {
    return [...this.writes];
  }

  add(...commands: Command[]): void {
    for (const command of commands) {
      if (this.ids.has(command.id)) throw new Error(`command ${command.id} is registered twice`);
      this.ids.add(command.id);
      if (command instanceof WriteCommand) this.writes.add(command.id);
      this.register(vscode.commands.registerCommand(command.id, (...args: unknown[]) => this.run(command, args)));
    }
  }

  private async run(command: Command, args: unknown[]): Promise<unknown> {
    const key = commandRunKey(command.id, command.runTarget?.(...args) ?? args);
    try {
      return await this.once(key, () => command.execute(...args));
    } catch (error) {
      const context = command.failureContext?.(error, ...args) ?? { retry: () => this.run(command, args) };
      // A command's own Retry walks the same road: pressed while a run for the target is on its way, it sends nothing.
      const retry = context.retry;
      void this.presenter.show(error, retry ? { ...context, retry: () => this.once(key, retry) } : context);
      return undefined;
    }
  }

  /** Runs `work` unless a run with the same key is on its way; then it says so and sends nothing. */
  private async once(key: string, work: () => unknown): Promise<unknown> {
    if (this.running.has(key)) {
      vscode.window.setStatusBarMessage(
        vscode.l10n.t(
          '$(sync~spin) Already sending… DevDesk is still working on your first press, so this one sends nothing.',
        ),
        4000,
      );
      return undefined;
    }
    this.running.add(key);
    try {
      return await work();
    } finally {
      this.running.delete(key);
    }
  }
}
