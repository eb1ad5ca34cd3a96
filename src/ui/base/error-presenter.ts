// Shows a failure as one notification with the next action as a button: "Sign in again" after a 401, "Retry" where
// retrying can help, "Open Settings" for a URL problem, "Show Log" for the unexpected. Cancellations stay silent.
// A failed tree load does not come here: it becomes an error node with its own retry (tree/provider.ts).
import * as vscode from 'vscode';
import { describeError, nextActions, type NextAction } from './errors';
import { errorMessage } from './error-messages';
import type { Log } from './log';

export interface FailureContext {
  /** The host the failing request went to: "Sign in again" signs in there, and the sentence names it. */
  host?: { id: string; label: string };
  /** Runs the failed operation again; without it, "Retry" is not offered. */
  retry?: () => unknown;
}

function actionLabel(action: NextAction): string {
  switch (action) {
    case 'signInAgain':
      return vscode.l10n.t('Sign in again');
    case 'retry':
      return vscode.l10n.t('Retry');
    case 'openSettings':
      return vscode.l10n.t('Open Settings');
    case 'showLog':
      return vscode.l10n.t('Show Log');
  }
}

export class ErrorPresenter {
  /** The last sentences shown (at most 20), newest last: what the integration tests read of a failure. */
  readonly shown: string[] = [];

  constructor(private readonly log: Log) {}

  /** Logs the failure and shows it; resolves when the user has chosen (or dismissed) an action. */
  async show(error: unknown, context: FailureContext = {}): Promise<void> {
    const description = describeError(error);
    if (description.reason === 'cancelled') return;
    this.log.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    const actions = nextActions(description).filter((action) => action !== 'retry' || context.retry);
    const labels = actions.map(actionLabel);
    const message = errorMessage(description, context.host?.label);
    this.shown.push(message);
    if (this.shown.length > 20) this.shown.shift();
    const chosen = await vscode.window.showErrorMessage(message, ...labels);
    const action = actions[labels.indexOf(chosen ?? '')];
    if (action) await this.run(action, context);
  }

  private async run(action: NextAction, context: FailureContext): Promise<void> {
    switch (action) {
      case 'signInAgain':
        await vscode.commands.executeCommand('devdesk.signIn', context.host?.id);
        return;
      case 'retry':
        await context.retry?.();
        return;
      case 'openSettings':
        await vscode.commands.executeCommand('devdesk.openSettings');
        return;
      case 'showLog':
        this.log.show();
        return;
    }
  }
}
