// A review thread in the diff editor as its state says: a resolved one collapsed (GitHub's web page folds them too)
// and labelled so, an outdated one collapsed and labelled Outdated, and the `commentThread` context key that makes
// its title offer Resolve or Unresolve; the thread's `state`, by which the Comments panel marks and filters threads.
import * as vscode from 'vscode';
import { localize } from '../../base/tree/tree-item';
import { threadContext, threadLabel } from './thread-text';

/** `resolved` undefined: not known yet (the pull request's threads query has not answered). */
export function presentThread(
  thread: vscode.CommentThread,
  state: { resolved: boolean | undefined; outdated: boolean },
): void {
  const resolved = state.resolved ?? false;
  thread.label = localize(threadLabel({ resolved, outdated: state.outdated }));
  thread.contextValue = threadContext(state.resolved);
  // The Comments panel shows and filters threads by it.
  if (state.resolved !== undefined)
    thread.state = state.resolved ? vscode.CommentThreadState.Resolved : vscode.CommentThreadState.Unresolved;
  thread.collapsibleState =
    resolved || state.outdated
      ? vscode.CommentThreadCollapsibleState.Collapsed
      : vscode.CommentThreadCollapsibleState.Expanded;
}
