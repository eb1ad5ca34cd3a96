// The one place the UI reads a workspace folder's `.git/config` (the Pull Requests view's repositories, and through
// git-remotes.ts's cache the preview's gfm context and a GraphQL document's host); what the text means is
// src/core/github/remotes.ts. (The built-in Git extension's API would also see nested repositories, but needs that
// extension activated; the config covers the common case.)
import * as vscode from 'vscode';
import { remoteUrlsOf, virtualGitHubRemote } from './core';

let reads = 0;

/**
 * The remote URLs of the clone at `folder`, `origin`'s first; none when it is no clone. A GitHub repository opened
 * in a virtual workspace (github.dev) has its own repository as its remote, so the preview's `#123` links and a
 * GraphQL document's host follow it as they follow a clone's.
 */
export async function gitRemoteUrls(folder: vscode.Uri): Promise<string[]> {
  // A repository github.dev or vscode.dev opened: its remote is in the folder's URI, and it has no `.git/config`.
  const virtual = virtualGitHubRemote(folder);
  if (virtual) return [virtual];
  reads += 1;
  try {
    return remoteUrlsOf(
      new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, '.git', 'config'))),
    );
  } catch {
    return []; // not a clone, or `.git` is a file (a worktree's config lives elsewhere)
  }
}

/** How many times this window has read a `.git/config` (DevDeskApi.gitConfigReads: a keystroke must read none). */
export function gitConfigReads(): number {
  return reads;
}
