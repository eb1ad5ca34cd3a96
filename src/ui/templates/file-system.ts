// Templates opened as files under the `devdesk-template:` scheme: reading GETs the template and shows it with a YAML
// front matter (src/core/articles/template-files.ts); saving PATCHes it. A template has no `updated_at`
// (https://qiita.com/api/v2/docs#テンプレート), so the conflict check compares the service's current template with
// the one the editor was opened from: when someone changed it meanwhile, the save is refused (the editor stays
// dirty, nothing is lost) and the user chooses Overwrite or Reload. A failed PATCH is never retried by itself.
import * as vscode from 'vscode';
import type { Template } from '../../core/index';
import type { Accounts } from '../accounts/accounts';
import type { Host } from '../accounts/index';
import { loadCore } from '../base/core';
import { Disposable } from '../base/dispose';
import { describeError } from '../base/errors';
import { errorMessage } from '../base/error-messages';
import { problemText } from './problems';

export const templateScheme = 'devdesk-template';

export interface TemplateRef {
  readonly hostId: string;
  readonly templateId: number;
}

/** `devdesk-template:/<name>.md?host=<host id>&id=<template id>`: the tab and breadcrumb show the template's name. */
export function templateUri(hostId: string, templateId: number, name: string): vscode.Uri {
  const fileName = name.replace(/[\\/:*?"<>|]+/g, '-').trim() || String(templateId);
  return vscode.Uri.from({ scheme: templateScheme, path: `/${fileName}.md`, query: new URLSearchParams({ host: hostId, id: String(templateId) }).toString() });
}

export function templateRefOf(uri: vscode.Uri): TemplateRef | undefined {
  const query = new URLSearchParams(uri.query);
  const hostId = query.get('host');
  const id = query.get('id') ?? '';
  return uri.scheme === templateScheme && hostId && /^\d+$/.test(id) ? { hostId, templateId: Number(id) } : undefined;
}

/** One key per template: VS Code may hand back the URI with its query encoded differently from ours. */
function keyOf(uri: vscode.Uri): string {
  const ref = templateRefOf(uri);
  return ref ? `${ref.hostId} ${ref.templateId}` : uri.toString();
}

/** The service's version an open editor is based on. */
interface Base {
  fingerprint: string;
  size: number;
}

export class TemplateFileSystem extends Disposable implements vscode.FileSystemProvider {
  private readonly bases = new Map<string, Base>();
  private readonly mtimes = new Map<string, number>();
  private readonly emitter = this.register(new vscode.EventEmitter<vscode.FileChangeEvent[]>());
  readonly onDidChangeFile = this.emitter.event;

  constructor(
    private readonly accounts: Accounts,
    private readonly afterSave: () => void,
  ) {
    super();
    this.register(vscode.workspace.registerFileSystemProvider(templateScheme, this, { isCaseSensitive: true }));
  }

  async readFile(uri: vscode.Uri): Promise<Uint8Array> {
    const { host, ref } = this.target(uri);
    const template = await (await this.accounts.requireArticleClient(host)).getTemplate(ref.templateId);
    const bytes = new TextEncoder().encode(loadCore().formatTemplateFile(template));
    this.bases.set(keyOf(uri), { fingerprint: loadCore().templateFingerprint(template), size: bytes.byteLength });
    return bytes;
  }

  async writeFile(uri: vscode.Uri, content: Uint8Array): Promise<void> {
    const { host, ref } = this.target(uri);
    const parsed = loadCore().parseTemplateFile(new TextDecoder().decode(content));
    if (!parsed.ok) throw new Error(problemText(parsed.problem));
    const client = await this.accounts.requireArticleClient(host);
    const base = this.bases.get(keyOf(uri));
    const current = await this.request(host, () => client.getTemplate(ref.templateId));
    if (base && loadCore().templateFingerprint(current) !== base.fingerprint) {
      void this.offerConflictChoices(uri, host, current);
      throw new Error(vscode.l10n.t('“{0}” changed on {1} since you opened it; your edit is kept in the editor. Choose Overwrite or Reload in the notification.', current.name, host.label));
    }
    const saved = await this.request(host, () => client.updateTemplate(ref.templateId, parsed.template));
    this.mtimes.set(keyOf(uri), Date.now());
    this.bases.set(keyOf(uri), { fingerprint: loadCore().templateFingerprint(saved), size: content.byteLength });
    vscode.window.setStatusBarMessage(vscode.l10n.t('Saved the template “{0}” on {1}.', saved.name, host.label), 5000);
    this.afterSave();
  }

  /** The first stat reads the template, so the size VS Code sees never changes under an open editor. */
  async stat(uri: vscode.Uri): Promise<vscode.FileStat> {
    this.target(uri);
    if (!this.bases.has(keyOf(uri))) await this.readFile(uri);
    return { type: vscode.FileType.File, ctime: 0, mtime: this.mtimeOf(uri), size: this.bases.get(keyOf(uri))?.size ?? 0 };
  }

  /**
   * The time VS Code sees as the file's: set when the file is first seen and moved only by DevDesk (a save, a
   * reload), so VS Code's own "changed on disk" check never fires between opening and saving; ours does the job.
   */
  private mtimeOf(uri: vscode.Uri): number {
    const key = keyOf(uri);
    if (!this.mtimes.has(key)) this.mtimes.set(key, Date.now());
    return this.mtimes.get(key)!;
  }

  /** The editor's base becomes the service's version: the next save overwrites it; or the editor takes it. */
  private async offerConflictChoices(uri: vscode.Uri, host: Host, current: Template): Promise<void> {
    const overwrite = vscode.l10n.t('Overwrite');
    const reload = vscode.l10n.t('Reload (drop my edit)');
    const chosen = await vscode.window.showWarningMessage(
      vscode.l10n.t('The template “{0}” changed on {1} while you edited it.', current.name, host.label),
      overwrite,
      reload,
    );
    const base = this.bases.get(keyOf(uri));
    if (!base) return;
    if (chosen === overwrite) {
      base.fingerprint = loadCore().templateFingerprint(current);
      await (await vscode.workspace.openTextDocument(uri)).save();
    } else if (chosen === reload) {
      this.mtimes.set(keyOf(uri), Date.now()); // newer than the editor's copy, so the revert reads the service's version
      await vscode.window.showTextDocument(uri);
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
  }

  /** A failed request as the sentence the editor's "Failed to save" shows. */
  private async request<Result>(host: Host, send: () => Promise<Result>): Promise<Result> {
    try {
      return await send();
    } catch (error) {
      throw new Error(errorMessage(describeError(error), host.label));
    }
  }

  private target(uri: vscode.Uri): { host: Host; ref: TemplateRef } {
    const ref = templateRefOf(uri);
    const host = ref && this.accounts.host(ref.hostId);
    if (!ref || !host) throw vscode.FileSystemError.FileNotFound(uri);
    return { host, ref };
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
