// What every feature's `registerX(deps)` receives from extension.ts: the shared ground floor. Features add what
// they need on top (the accounts, for most), and return one Disposable for all they made.
import type * as vscode from 'vscode';
import type { CommandManager } from './commands';
import type { DraftPosters } from './draft-commands';
import type { DraftStore } from './drafts';
import type { ErrorPresenter } from './error-presenter';
import type { GitRemotes } from './git-remotes';
import type { Log } from './log';
import type { TreeRegistry } from './tree/commands';

export interface BaseDeps {
  readonly context: vscode.ExtensionContext;
  readonly log: Log;
  readonly presenter: ErrorPresenter;
  readonly commands: CommandManager;
  readonly trees: TreeRegistry;
  /** Comment drafts of every feature, and who posts each kind. */
  readonly drafts: DraftStore;
  readonly posters: DraftPosters;
  /** The workspace folders' git remotes, read once and kept until a folder's `.git/config` changes. */
  readonly gitRemotes: GitRemotes;
}
