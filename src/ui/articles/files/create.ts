// New article (a file with the front matter filled in, as `qiita new` writes it), Edit as file (one of my articles
// from the Articles view, pulled into the layout by the same rules as Pull my articles, then opened; with no folder
// open, on the service instead) and Edit on the server (a `devdesk-article-file:` file whose save publishes).
import * as vscode from 'vscode';
import { untrustedText } from '../../base/untrusted-text';
import { pickHost, type Accounts, type Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import type { FailureContext } from '../../base/error-presenter';
import { loadCore } from '../../base/core';
import type { ArticleTreeNode } from '../data';
import { articleRoot } from '../../base/article-root';
import { askForFolder, hostFolder } from './layout';
import { articleFileUri } from './server-files';

export class NewArticleFileCommand implements Command {
  readonly id = 'devdesk.articleFiles.new';

  constructor(private readonly accounts: Accounts) {}

  /** From the palette: asks the host (when there are team hosts) and a file name; tests pass both. */
  async execute(hostId?: string, name?: string): Promise<vscode.Uri | undefined> {
    const root = articleRoot();
    if (!root) return void (await askForFolder());
    const hosts = [...this.accounts.hosts('articles'), ...this.accounts.hosts('team')];
    const host = hosts.find((candidate) => candidate.id === hostId) ?? (await pickHost(hosts, vscode.l10n.t('A new article for which host?')));
    if (!host) return undefined;
    const folder = hostFolder(root, host);
    const fileName = name ?? (await vscode.window.showInputBox({
      title: vscode.l10n.t('New article'),
      prompt: vscode.l10n.t('The file name (without .md); leave empty for newArticle001 and so on. The title goes in the front matter.'),
      validateInput: (value) => (/[\\/:*?"<>|]/.test(value) ? vscode.l10n.t('A file name cannot contain \\ / : * ? " < > |') : undefined),
      ignoreFocusOut: true,
    }));
    if (fileName === undefined) return undefined;
    const path = await loadCore().createArticleFile(folder, { name: fileName.trim() || undefined, team: host.kind === 'team' });
    const uri = vscode.Uri.file(path);
    await vscode.window.showTextDocument(uri);
    return uri;
  }
}

/** One of my articles as a `devdesk-article-file:` file (server-files.ts): no local copy; saving publishes. */
export class EditOnServerCommand implements Command {
  readonly id = 'devdesk.articleFiles.editOnServer';

  async execute(node?: ArticleTreeNode): Promise<vscode.Uri | undefined> {
    if (node?.data.type !== 'article') return undefined;
    const uri = articleFileUri(node.data.hostId, node.data.item.id, node.data.item.title);
    await vscode.window.showTextDocument(uri, { preview: false });
    return uri;
  }
}

export class EditAsFileCommand implements Command {
  readonly id = 'devdesk.articleFiles.editAsFile';
  private host: Host | undefined;

  constructor(
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {}

  async execute(node?: ArticleTreeNode): Promise<vscode.Uri | undefined> {
    if (node?.data.type !== 'article') return undefined;
    const root = articleRoot();
    // No folder to keep files in: the article opens as a file on the service, whose save publishes it.
    if (!root) return vscode.commands.executeCommand<vscode.Uri | undefined>('devdesk.articleFiles.editOnServer', node);
    const host = this.accounts.host(node.data.hostId);
    if (!host) return undefined;
    this.host = host;
    const client = await this.accounts.requireArticleClient(host);
    const item = await client.getItem(node.data.item.id); // the newest version, not the one the view drew
    const pulled = await loadCore().pullItem(hostFolder(root, host), item, { team: host.kind === 'team' });
    if (pulled.outcome === 'keptModified') {
      void vscode.window.showWarningMessage(vscode.l10n.t('You have modified {0}: it was kept as it is; the server’s version is in .remote/.', untrustedText(pulled.path)));
    }
    const uri = vscode.Uri.file(pulled.path);
    await vscode.window.showTextDocument(uri);
    this.afterChange();
    return uri;
  }

  failureContext(): FailureContext {
    return this.host ? { host: { id: this.host.id, label: this.host.label } } : {};
  }
}
