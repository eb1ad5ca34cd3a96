// The few parts of the built-in Git extension's API (`vscode.extensions.getExtension('vscode.git')`, `getAPI(1)`) that
// DevDesk uses (fetched in local-git.ts only: checking out, local files, a new pull request's branch), written from the
// API's published shape (https://github.com/microsoft/vscode/blob/main/extensions/git/src/api/git.d.ts), as VS Code's
// docs suggest an extension keep its own copy of what it calls. Types only: nothing here reaches the bundle.
import type { Uri } from 'vscode';

export interface GitRemote {
  readonly name: string;
  readonly fetchUrl?: string;
  readonly pushUrl?: string;
}

export interface GitBranch {
  readonly name?: string;
  readonly commit?: string;
  readonly upstream?: { readonly remote: string; readonly name: string };
}

export interface GitChange {
  /** The Git extension's `Status` enum: 7 is untracked, 8 ignored; every other value is a tracked change. */
  readonly status: number;
}

export interface GitRepositoryState {
  readonly HEAD: GitBranch | undefined;
  readonly remotes: readonly GitRemote[];
  readonly indexChanges: readonly GitChange[];
  readonly workingTreeChanges: readonly GitChange[];
  readonly mergeChanges: readonly GitChange[];
}

export interface GitRepository {
  readonly rootUri: Uri;
  readonly state: GitRepositoryState;
  status(): Promise<void>;
  getCommit(ref: string): Promise<{ readonly hash: string; readonly message: string }>;
  fetch(options: { readonly remote?: string; readonly ref?: string }): Promise<void>;
  addRemote(name: string, url: string): Promise<void>;
  createBranch(name: string, checkout: boolean, ref?: string): Promise<void>;
  setBranchUpstream(name: string, upstream: string): Promise<void>;
  checkout(treeish: string): Promise<void>;
}

export interface GitApi {
  readonly repositories: readonly GitRepository[];
  openRepository(root: Uri): Promise<GitRepository | null>;
}

export interface GitExtension {
  readonly enabled: boolean;
  getAPI(version: 1): GitApi;
}
