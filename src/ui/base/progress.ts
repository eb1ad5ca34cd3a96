// Progress, two ways: a thin bar at the top of one view while it loads (view-scoped, no toast), and a cancellable
// notification for long work the user started (publishing every file, pulling all articles).
import * as vscode from 'vscode';
import { linkedSignal } from './dispose';

/** Shows the view's progress bar while `task` runs. */
export function withViewProgress<T>(viewId: string, task: () => Promise<T>): Promise<T> {
  return Promise.resolve(vscode.window.withProgress({ location: { viewId } }, task));
}

export interface LongWork {
  /** Aborted when the user presses Cancel (or the owner's signal ends). */
  readonly signal: AbortSignal;
  /** Replaces the message; `increment` is a share of 100. */
  report(message: string, increment?: number): void;
}

/** A notification with a Cancel button; cancelling aborts `signal`, which the task passes to its requests. */
export function withCancellableNotification<T>(
  title: string,
  task: (work: LongWork) => Promise<T>,
  owner?: AbortSignal,
): Promise<T> {
  return Promise.resolve(
    vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title, cancellable: true },
      (progress, token) =>
        whileNotCancelled(token, (cancelled) =>
          task({
            signal: linkedSignal(cancelled, owner),
            report: (message, increment) => progress.report({ message, increment }),
          }),
        ),
    ),
  );
}

/**
 * Runs `task` with a signal aborted when VS Code cancels `token` (a content provider's read, a progress's Cancel),
 * and stops listening to the token when the task ends.
 */
export async function whileNotCancelled<T>(
  token: vscode.CancellationToken,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const cancelled = new AbortController();
  const subscription = token.onCancellationRequested(() => cancelled.abort());
  try {
    return await task(cancelled.signal);
  } finally {
    subscription.dispose();
  }
}
