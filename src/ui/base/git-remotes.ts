// The remotes of each workspace folder's clone, read once (git-config.ts) and kept until that folder's `.git/config`
// changes (a FileSystemWatcher on it: `git remote set-url`, `git init`, a deleted `.git`) or the folder leaves the
// workspace, so a keystroke in the preview reads no file. The preview (its gfm context and GitHub host) and the
// GraphQL editor (a document's host) share the one instance extension.ts makes. The Pull Requests view and checkout
// read `.git/config` afresh on each load instead (src/ui/pulls/repositories.ts).
import * as vscode from 'vscode';
import { Disposable } from './dispose';
import { gitRemoteUrls } from './git-config';
import { KeptReads } from './kept-reads';

export class GitRemotes extends Disposable {
  private readonly remotes = new KeptReads<string[]>();
  private readonly watchers = new Map<string, vscode.Disposable>();
  private readonly changed = this.register(new vscode.EventEmitter<vscode.Uri>());
  /** A folder's `.git/config` changed: what was read of it is forgotten (an open preview draws again). */
  readonly onDidChange = this.changed.event;

  constructor() {
    super();
    this.register(
      vscode.workspace.onDidChangeWorkspaceFolders((event) =>
        event.removed.forEach((folder) => this.drop(folder.uri.toString())),
      ),
    );
    this.register({ dispose: () => [...this.watchers.keys()].forEach((key) => this.drop(key)) });
  }

  /** The remote URLs of the clone at the workspace folder `folder`, `origin`'s first; none when it is no clone. */
  of(folder: vscode.Uri): Promise<string[]> {
    const key = folder.toString();
    // Watching before reading: a change while the file is read makes the next call read again (KeptReads.forget).
    this.watch(folder, key);
    return this.remotes.get(key, () => gitRemoteUrls(folder));
  }

  private watch(folder: vscode.Uri, key: string): void {
    if (this.isDisposed || this.watchers.has(key)) return;
    // One file, relative to its folder
    // (https://code.visualstudio.com/api/references/vscode-api#workspace.createFileSystemWatcher); VS Code's default
    // `files.watcherExclude` skips only `.git/objects` and `.git/subtree-cache` of a `.git` folder. The `.git` folder
    // itself too: a folder removed whole may be reported as that one deletion, without its files.
    const pattern = new vscode.RelativePattern(folder, '{.git,.git/config}');
    const watcher = vscode.workspace.createFileSystemWatcher(pattern);
    const forget = () => {
      this.remotes.forget(key);
      this.changed.fire(folder);
    };
    watcher.onDidCreate(forget);
    watcher.onDidChange(forget);
    watcher.onDidDelete(forget);
    this.watchers.set(key, watcher);
  }

  private drop(key: string): void {
    this.remotes.forget(key);
    this.watchers.get(key)?.dispose();
    this.watchers.delete(key);
  }
}
