// The one place the UI reads a workspace folder's `.git/config` (the Pull Requests view's repositories, the preview's
// gfm context); what the text means is src/core/github/remotes.ts. (The built-in Git extension's API would also see
// nested repositories, but needs that extension activated; the config covers the common case.)
import * as vscode from 'vscode';
import { remoteUrlsOf } from './core';

/** The remote URLs of the clone at `folder`, `origin`'s first; none when it is no clone. */
export async function gitRemoteUrls(folder: vscode.Uri): Promise<string[]> {
  try {
    return remoteUrlsOf(new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, '.git', 'config'))));
  } catch {
    return []; // not a clone, or `.git` is a file (a worktree's config lives elsewhere)
  }
}
