// Shows a failure as one notification with the next action as a button: "Sign in again" after a 401, "Retry" where
// retrying can help, "Open Settings" for a URL problem, "Show Log" for the unexpected. Cancellations stay silent.
// A failed tree load does not come here: it becomes an error node with its own retry (tree/provider.ts).
//
// Which host a failure concerns comes from the command's failureContext when its arguments say it (a node of a
// view), or from the failure itself: code that learns the host only while running (a draft's host, a host the user
// picked) runs its requests through `failingOn(host, …)`, and a SignedOutError names its host the same way. The
// sentence then names that host and "Sign in again" opens its sign-in, without asking which host.
import * as vscode from 'vscode';
import { describeError, nextActions, type NextAction } from './errors';
import { errorMessage } from './error-messages';
import type { Log } from './log';

export interface FailureHost {
  readonly id: string;
  readonly label: string;
}

export interface FailureContext {
  /** The host the failing request went to: "Sign in again" signs in there, and the sentence names it. */
  host?: FailureHost;
  /** Runs the failed operation again; without it, "Retry" is not offered. */
  retry?: () => unknown;
}

/** The host each failure concerns, where the code that failed knew it (the error objects are not changed). */
const failureHosts = new WeakMap<object, FailureHost>();

/** Marks `error` as concerning `host`; the first mark wins (the innermost code knew best). */
export function markFailureHost(error: unknown, host: FailureHost | undefined): void {
  if (!host || typeof error !== 'object' || error === null || failureHosts.has(error)) return;
  failureHosts.set(error, { id: host.id, label: host.label });
}

function hostOfFailure(error: unknown): FailureHost | undefined {
  return typeof error === 'object' && error !== null ? failureHosts.get(error) : undefined;
}

/** Runs `work`; whatever it throws is marked as concerning `host` (see the header). */
export async function failingOn<T>(host: FailureHost | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    markFailureHost(error, host);
    throw error;
  }
}

/** A failure as the last notification showed it, with its buttons (the tests choose one: DevDeskApi.lastFailure). */
export interface ShownFailure {
  readonly message: string;
  /** The buttons' labels, best first. */
  readonly actions: readonly string[];
  /** Does what choosing the button labelled `label` does; resolves with what the action returned. */
  choose(label: string): Promise<unknown>;
}

function actionLabel(action: NextAction): string {
  switch (action) {
    case 'signIn':
      return vscode.l10n.t('Sign In');
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
  /**
   * The last sentences shown (at most `keepShown`), newest last: what the integration tests read of a failure. In
   * tests all are kept, so a test that waits for one more than it saw never waits on a list that stopped growing.
   */
  readonly shown: string[] = [];
  /** The last failure shown, with its buttons. */
  last: ShownFailure | undefined;

  constructor(
    private readonly log: Log,
    private readonly keepShown = 20,
  ) {}

  /** Logs the failure and shows it; resolves when the user has chosen (or dismissed) an action. */
  async show(error: unknown, given: FailureContext = {}): Promise<void> {
    const description = describeError(error);
    if (description.reason === 'cancelled') return;
    const context: FailureContext = { ...given, host: given.host ?? hostOfFailure(error) };
    this.log.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    const actions = nextActions(description).filter((action) => action !== 'retry' || context.retry);
    const labels = actions.map(actionLabel);
    const message = errorMessage(description, context.host?.label);
    this.shown.push(message);
    if (this.shown.length > this.keepShown) this.shown.shift();
    const chosenAction = (label: string | undefined) => actions[labels.indexOf(label ?? '')];
    this.last = {
      message,
      actions: labels,
      choose: async (label) => {
        const action = chosenAction(label);
        return action && this.run(action, context);
      },
    };
    const chosen = await vscode.window.showErrorMessage(message, ...labels);
    const action = chosenAction(chosen);
    if (action) await this.run(action, context);
  }

  private async run(action: NextAction, context: FailureContext): Promise<unknown> {
    switch (action) {
      case 'signIn':
      case 'signInAgain':
        return vscode.commands.executeCommand('devdesk.signIn', context.host?.id);
      case 'retry':
        return context.retry?.();
      case 'openSettings':
        await vscode.commands.executeCommand('devdesk.openSettings');
        return;
      case 'showLog':
        this.log.show();
        return;
    }
  }
}
