// Pull my articles: every page of the signed-in user's articles into the host's folder, by the CLI's rules (the
// server copy always; the writer's file only when unmodified). Private articles only when the writer asks, as the
// CLI's `includePrivate`. Modified files are kept and listed; nothing is lost.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { pickHost, type Accounts, type Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import type { FailureContext } from '../../base/error-presenter';
import { loadCore } from '../../base/core';
import type { PulledFile } from '../../../core/index';
import { articleRoot } from '../../base/article-root';
import { askForFolder, hostFolder } from './layout';
import { showUnreadableFiles } from './unreadable';

export interface PullReport {
  readonly files: PulledFile[];
  /** Article files of the folder whose front matter could not be read: left alone, and named to the writer. */
  readonly unreadable: string[];
}

export class PullArticlesCommand implements Command {
  readonly id = 'devdesk.articleFiles.pull';
  private lastHost: Host | undefined;

  constructor(
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {}

  /** From the palette: asks the host and whether to include private articles; tests pass both. */
  async execute(hostId?: string, includePrivate?: boolean): Promise<PullReport | undefined> {
    const root = articleRoot();
    if (!root) return void (await askForFolder());
    const signedIn = [...(await this.accounts.signedIn('articles')), ...(await this.accounts.signedIn('team'))];
    if (signedIn.length === 0) return void (await vscode.commands.executeCommand('devdesk.signIn'));
    const host = signedIn.find((candidate) => candidate.id === hostId) ?? (await pickHost(signedIn, vscode.l10n.t('Pull your articles from which host?')));
    if (!host) return undefined;
    this.lastHost = host;
    const withPrivate = host.kind === 'team' ? true : includePrivate ?? (await askIncludePrivate());
    if (withPrivate === undefined) return undefined;
    const { files, unreadable } = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Pulling your articles from {0}…', host.label), cancellable: true },
      (_progress, token) => this.pull(host, hostFolder(root, host), withPrivate, token),
    );
    this.afterChange();
    void this.report(files);
    if (unreadable.length > 0) void showUnreadableFiles(unreadable);
    return { files, unreadable };
  }

  private async pull(host: Host, folder: string, includePrivate: boolean, token: vscode.CancellationToken): Promise<{ files: PulledFile[]; unreadable: string[] }> {
    const core = loadCore();
    const client = await this.accounts.requireArticleClient(host);
    const abort = new AbortController();
    token.onCancellationRequested(() => abort.abort());
    const { byId: known, unreadable } = await core.readArticleFolder(folder);
    const files: PulledFile[] = [];
    for await (const item of client.walk((next) => client.listAuthenticatedUserItems({ next, perPage: 100, signal: abort.signal }))) {
      if (item.private && !includePrivate) continue;
      files.push(await core.pullItem(folder, item, { team: host.kind === 'team', known }));
    }
    return { files, unreadable: unreadable.map((file) => file.path) };
  }

  private async report(files: PulledFile[]): Promise<void> {
    const kept = files.filter((file) => file.outcome === 'keptModified');
    const changed = files.filter((file) => file.outcome === 'created' || file.outcome === 'updated').length;
    if (kept.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Pulled {0} article(s); {1} file(s) written.', files.length, changed));
      return;
    }
    const open = vscode.l10n.t('Open Them');
    const answer = await vscode.window.showWarningMessage(
      vscode.l10n.t('Pulled {0} article(s). {1} file(s) you modified were kept as they are (the server’s version is in .remote/): {2}', files.length, kept.length, kept.map((file) => basename(file.path)).join(', ')),
      open,
    );
    if (answer === open) for (const file of kept) await vscode.window.showTextDocument(vscode.Uri.file(file.path), { preview: false });
  }

  failureContext(): FailureContext {
    return this.lastHost ? { host: { id: this.lastHost.id, label: this.lastHost.label } } : {};
  }
}

async function askIncludePrivate(): Promise<boolean | undefined> {
  const publicOnly = { label: vscode.l10n.t('Public articles only'), include: false };
  const all = { label: vscode.l10n.t('Public and private articles'), include: true };
  const picked = await vscode.window.showQuickPick([publicOnly, all], { placeHolder: vscode.l10n.t('Which of your articles?'), ignoreFocusOut: true });
  return picked?.include;
}
