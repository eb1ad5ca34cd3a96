// The head side of a pull request file's diff once the pull request is checked out: the file in the clone, editable,
// as the built-in Git diff shows the working tree against a commit.
import * as vscode from 'vscode';
import { gitApi } from '../pull/local-git';
import { isRepositoryFilePath } from '../pull/repository-paths';
import type { CheckoutRecords } from './checkout-records';

export interface DiffOfPull {
  readonly hostId: string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  readonly path: string;
}

/**
 * The local file for `diff`'s head side, when its pull request is checked out and still the clone's branch, and the
 * file is there (a file the pull request removes keeps the head commit's empty side).
 */
export function localHeadOf(records: CheckoutRecords): (diff: DiffOfPull) => Promise<vscode.Uri | undefined> {
  return async (diff) => {
    // The path is GitHub's text: one with a `..` part would open (editable) a file outside the clone.
    if (records.all().length === 0 || !isRepositoryFilePath(diff.path)) return undefined;
    // Only a Git extension already running: a diff never starts git by itself.
    const api = await gitApi(false);
    const found = api && records.current(api, diff);
    const file = found && vscode.Uri.joinPath(found.clone.rootUri, ...diff.path.split('/'));
    return (
      file &&
      vscode.workspace.fs.stat(file).then(
        () => file,
        () => undefined,
      )
    );
  };
}
