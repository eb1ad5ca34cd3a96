// Documents that live on a service, opened as files of a scheme of DevDesk's own (templates, articles): reading asks
// the service, saving sends the text back. What VS Code needs of a file system is here once; a feature says how to
// fetch and store its documents and how the service's version is named (a fingerprint: `updated_at`, or a digest).
//
// The editor's base version is remembered per document: a save whose base is no longer the service's is the
// feature's to refuse (the editor stays dirty, nothing is lost). The modification time VS Code sees moves only when
// DevDesk saves or reloads, so VS Code's own "changed on disk" check never fires between opening and saving.
import * as vscode from 'vscode';
import { Disposable } from './dispose';
import { describeError } from './errors';
import { errorMessage } from './error-messages';

export interface RemoteVersion {
  text: string;
  /** What names the service's version: the base a later save is checked against. */
  fingerprint: string;
}

export abstract class RemoteFileSystem extends Disposable implements vscode.FileSystemProvider {
  private readonly bases = new Map<string, { fingerprint: string; size: number }>();
  private readonly mtimes = new Map<string, number>();
  private readonly emitter = this.register(new vscode.EventEmitter<vscode.FileChangeEvent[]>());
  readonly onDidChangeFile = this.emitter.event;

  constructor(scheme: string) {
    super();
    this.register(vscode.workspace.registerFileSystemProvider(scheme, this, { isCaseSensitive: true }));
  }

  /** One key per document: VS Code may hand back a URI with its query encoded differently from ours. */
  protected abstract keyOf(uri: vscode.Uri): string;
  /** The service's current version; throws FileNotFound for a URI that names nothing. */
  protected abstract fetch(uri: vscode.Uri): Promise<RemoteVersion>;
  /**
   * Sends the text; `base` is the fingerprint the editor started from. Answers the new fingerprint; throws to refuse.
   */
  protected abstract store(uri: vscode.Uri, text: string, base: string | undefined): Promise<string>;

  async readFile(uri: vscode.Uri): Promise<Uint8Array> {
    const { text, fingerprint } = await this.fetch(uri);
    const bytes = new TextEncoder().encode(text);
    this.bases.set(this.keyOf(uri), { fingerprint, size: bytes.byteLength });
    return bytes;
  }

  async writeFile(uri: vscode.Uri, content: Uint8Array): Promise<void> {
    const key = this.keyOf(uri);
    const fingerprint = await this.store(uri, new TextDecoder().decode(content), this.bases.get(key)?.fingerprint);
    this.mtimes.set(key, Date.now());
    this.bases.set(key, { fingerprint, size: content.byteLength });
  }

  /** The first stat reads the document, so the size VS Code sees never changes under an open editor. */
  async stat(uri: vscode.Uri): Promise<vscode.FileStat> {
    const key = this.keyOf(uri);
    if (!this.bases.has(key)) await this.readFile(uri);
    return { type: vscode.FileType.File, ctime: 0, mtime: this.mtimeOf(key), size: this.bases.get(key)?.size ?? 0 };
  }

  /**
   * After a refused save: `message` says what changed; Overwrite makes the service's version (`fingerprint`) the
   * editor's base and saves again, Reload replaces the editor's text with the service's version.
   */
  protected async offerOverwriteOrReload(uri: vscode.Uri, message: string, fingerprint: string): Promise<void> {
    const overwrite = vscode.l10n.t('Overwrite');
    const reload = vscode.l10n.t('Reload (drop my edit)');
    const chosen = await vscode.window.showWarningMessage(message, overwrite, reload);
    if (chosen === overwrite) {
      const base = this.bases.get(this.keyOf(uri));
      if (base) base.fingerprint = fingerprint;
      await (await vscode.workspace.openTextDocument(uri)).save();
    } else if (chosen === reload) {
      await this.reload(uri);
    }
  }

  private async reload(uri: vscode.Uri): Promise<void> {
    // newer than the editor's copy, so the revert reads the service's version
    this.mtimes.set(this.keyOf(uri), Date.now());
    await vscode.window.showTextDocument(uri);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  }

  private mtimeOf(key: string): number {
    if (!this.mtimes.has(key)) this.mtimes.set(key, Date.now());
    return this.mtimes.get(key)!;
  }

  watch(): vscode.Disposable {
    return new vscode.Disposable(() => undefined);
  }

  readDirectory(): [string, vscode.FileType][] {
    return [];
  }

  createDirectory(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  delete(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  rename(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
}

/** A document's name as a file name (`<name>.md` in the tab): characters file names cannot hold become `-`. */
export function remoteFileName(name: string, fallback: string, maxLength = Infinity): string {
  return `${
    name
      .replace(/[\\/:*?"<>|]+/g, '-')
      .trim()
      .slice(0, maxLength) || fallback
  }.md`;
}

/** A request whose failure becomes the sentence the editor's "Failed to save" shows. */
export async function requestFor<Result>(host: { label: string }, send: () => Promise<Result>): Promise<Result> {
  try {
    return await send();
  } catch (error) {
    throw new Error(errorMessage(describeError(error), host.label));
  }
}
