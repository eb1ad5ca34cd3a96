// Progress for a run: most answers come in well under a second, and a notification that flashes for each would be
// noise. The status bar shows a spinner at once; the cancellable notification appears only when the run lasts.
import * as vscode from 'vscode';
import { withCancellableNotification } from '../base/progress';

const notifyAfterMs = 1000;

export async function withLateProgress<T>(title: string, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const cancel = new AbortController();
  const running = task(cancel.signal);
  let settled = false;
  const done = running.finally(() => (settled = true));
  const timer = setTimeout(() => {
    if (settled) return;
    void withCancellableNotification(title, (work) => {
      work.signal.addEventListener('abort', () => cancel.abort(), { once: true });
      return done.catch(() => undefined);
    });
  }, notifyAfterMs);
  try {
    return await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title }, () => done);
  } finally {
    clearTimeout(timer);
  }
}
