// New article (a file with the front matter filled in, as `qiita new` writes it), Edit as file (one of my articles
// from the Articles view, pulled into the layout by the same rules as Pull my articles, then opened; with no folder
// open, on the service instead) and Edit on the server (a `devdesk-article-file:` file whose save publishes).
import * as vscode from 'vscode';
import { untrustedText } from '../../base/untrusted-text';
import { pickHost, type Accounts } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { failingOn, type FailureContext } from '../../base/error-presenter';
import { loadCore } from '../../base/core';
import { inputOf } from '../../base/write-command';
import { articleRoot, refuseLinkOut } from '../../base/article-root';
import { named } from '../target-refs';
import type { ArticleTarget, ArticleTargets } from '../targets';
import { askForFolder, hostFolder } from './layout';
import { articleFileUri } from './server-files';
import { uriOfPath } from '../../base/node/workspace-disk';

export interface NewArticleInput {
  /** The file name without .md; empty: newArticle001 and so on (else asked). */
  readonly name: string;
}

export class NewArticleFileCommand implements Command {
  readonly id = 'devdesk.articleFiles.new';

  constructor(private readonly accounts: Accounts) {}

  /**
   * From the palette: asks the host (when there are team hosts) and a file name; `{ hostId }` and `{ name }` answer
   * them.
   */
  async execute(from?: unknown, input?: unknown): Promise<vscode.Uri | undefined> {
    const root = articleRoot();
    if (!root) return void (await askForFolder());
    const { hostId } = named(from);
    const hosts = [...this.accounts.hosts('articles'), ...this.accounts.hosts('team')];
    const host =
      hosts.find((candidate) => candidate.id === hostId) ??
      (await pickHost(hosts, vscode.l10n.t('A new article for which host?')));
    if (!host) return undefined;
    const folder = hostFolder(root, host);
    if (await refuseLinkOut(folder, true)) return undefined;
    const fileName =
      inputOf<NewArticleInput>(input).name ??
      (await vscode.window.showInputBox({
        title: vscode.l10n.t('New article'),
        prompt: vscode.l10n.t(
          'The file name (without .md); leave empty for newArticle001 and so on. The title goes in the front matter.',
        ),
        validateInput: (value) =>
          /[\\/:*?"<>|]/.test(value) ? vscode.l10n.t('A file name cannot contain \\ / : * ? " < > |') : undefined,
        ignoreFocusOut: true,
      }));
    if (fileName === undefined) return undefined;
    const path = await loadCore().createArticleFile(folder, {
      name: fileName.trim() || undefined,
      team: host.kind === 'team',
    });
    const uri = uriOfPath(path);
    await vscode.window.showTextDocument(uri);
    return uri;
  }
}

/** One of my articles as a `devdesk-article-file:` file (server-files.ts): no local copy; saving publishes. */
export class EditOnServerCommand implements Command {
  readonly id = 'devdesk.articleFiles.editOnServer';
  constructor(private readonly targets: ArticleTargets) {}

  async execute(from?: unknown): Promise<vscode.Uri | undefined> {
    const target = await this.targets.article(from, 'mine');
    return target && openOnServer(target);
  }
}

async function openOnServer({ host, item }: ArticleTarget): Promise<vscode.Uri> {
  const uri = articleFileUri(host.id, item.id, item.title);
  await vscode.window.showTextDocument(uri, { preview: false });
  return uri;
}

export class EditAsFileCommand implements Command {
  readonly id = 'devdesk.articleFiles.editAsFile';

  constructor(
    private readonly accounts: Accounts,
    private readonly targets: ArticleTargets,
    private readonly afterChange: () => void,
  ) {}

  async execute(from?: unknown): Promise<vscode.Uri | undefined> {
    const target = await this.targets.article(from, 'mine');
    if (!target) return undefined;
    const root = articleRoot();
    // No folder to keep files in: the article opens as a file on the service, whose save publishes it.
    if (!root) return openOnServer(target);
    const { host, item: shown } = target;
    if (await refuseLinkOut(hostFolder(root, host), true)) return undefined;
    const pulled = await failingOn(host, async () => {
      // the newest version, not the one the view drew
      const item = await (await this.accounts.requireArticleClient(host)).getItem(shown.id);
      return loadCore().pullItem(hostFolder(root, host), item, { team: host.kind === 'team' });
    });
    if (pulled.outcome === 'keptModified') {
      void vscode.window.showWarningMessage(
        vscode.l10n.t(
          'You have modified {0}: it was kept as it is; the server’s version is in .remote/.',
          untrustedText(pulled.path),
        ),
      );
    }
    const uri = uriOfPath(pulled.path);
    await vscode.window.showTextDocument(uri);
    this.afterChange();
    return uri;
  }

  /** The host comes with the failure (failingOn); no Retry offered. */
  failureContext(): FailureContext {
    return {};
  }
}
