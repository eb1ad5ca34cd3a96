// An article of mine opened as a file that lives on the service, under the `devdesk-article-file:` scheme (the
// read-only `devdesk-article:` documents of the Articles view are another thing, src/ui/articles/open.ts): for a window
// with no folder (where the Qiita CLI layout has nowhere to go), or whenever the writer wants no local copy.
// Reading GETs the article and shows it as the Qiita CLI writes it; saving PATCHes it
// (https://qiita.com/api/v2/docs#patch-apiv2itemsitem_id) after checking that the service's `updated_at` is still
// the one the editor was opened from. A newer version on the service refuses the save (the editor stays dirty,
// nothing is lost) and offers Overwrite or Reload. The save walks the write road: a failed PATCH is never retried.
import * as vscode from 'vscode';
import { untrustedText } from '../../base/untrusted-text';
import type { Accounts, Host } from '../../accounts/index';
import { articleFileScheme, articleRefOf, type ArticleFileRef } from '../../base/article-place';
import { loadCore } from '../../base/core';
import { RemoteFileSystem, remoteFileName, requestFor, type RemoteVersion } from '../../base/remote-file-system';
import { problemMessage } from './messages';
import { itemPayload } from './payload';
import { walkWriteRoad } from '../../base/write-road';

// The scheme and its URI's host and id are shared knowledge (the preview renders such a document on its host).
export { articleFileScheme, articleRefOf };

/** `devdesk-article-file:/<title>.md?host=<host id>&id=<item id>`: the tab shows the article's title. */
export function articleFileUri(hostId: string, itemId: string, title: string): vscode.Uri {
  return vscode.Uri.from({
    scheme: articleFileScheme,
    path: `/${remoteFileName(title, itemId, 80)}`,
    query: new URLSearchParams({ host: hostId, id: itemId }).toString(),
  });
}

export class ArticleFileSystem extends RemoteFileSystem {
  constructor(
    private readonly accounts: Accounts,
    private readonly afterSave: () => void,
  ) {
    super(articleFileScheme);
  }

  protected keyOf(uri: vscode.Uri): string {
    const ref = articleRefOf(uri);
    return ref ? `${ref.hostId} ${ref.itemId}` : uri.toString();
  }

  protected async fetch(uri: vscode.Uri): Promise<RemoteVersion> {
    const { host, ref } = this.target(uri);
    const item = await (await this.accounts.requireArticleClient(host)).getItem(ref.itemId);
    return { text: loadCore().formatItemFile(item, host.kind === 'team'), fingerprint: item.updated_at };
  }

  protected async store(uri: vscode.Uri, text: string, base: string | undefined): Promise<string> {
    const { host, ref } = this.target(uri);
    const core = loadCore();
    const team = host.kind === 'team';
    const [problem, ...more] = core.validateArticleFile(text, { team });
    if (problem) {
      const others = more.length > 0 ? ` ${vscode.l10n.t('({0} more problem(s).)', more.length)}` : '';
      throw new Error(`${vscode.l10n.t('Not saved to {0}: {1}', host.label, problemMessage(problem))}${others}`);
    }
    // On the write road (base/write-road.ts): the host's client with the road's permit, one save at a time.
    return walkWriteRoad({
      target: `${articleFileScheme} ${this.keyOf(uri)}`,
      host,
      client: () => this.accounts.requireArticleClient(host),
      afterChange: () => this.afterSave(),
      write: async (articles) => {
        const client = await articles();
        const server = await requestFor(host, () => client.getItem(ref.itemId));
        if (base && server.updated_at !== base) {
          const changed = vscode.l10n.t(
            'The article “{0}” changed on {1} on {2}, while you edited it.',
            untrustedText(server.title),
            host.label,
            server.updated_at,
          );
          void this.offerOverwriteOrReload(uri, changed, server.updated_at);
          throw new Error(
            vscode.l10n.t(
              '“{0}” changed on {1} since you opened it; your edit is kept in the editor. Choose Overwrite or ' +
                'Reload in the notification.',
              untrustedText(server.title),
              host.label,
            ),
          );
        }
        const payload = itemPayload(core.parseArticleFile(text), team, (file) => core.tagNames(file.frontMatter));
        const saved = await requestFor(host, () => client.updateItem(ref.itemId, payload));
        const said = vscode.l10n.t('Published “{0}” on {1}.', untrustedText(saved.title), host.label);
        return { result: saved.updated_at, said };
      },
    });
  }

  private target(uri: vscode.Uri): { host: Host; ref: ArticleFileRef } {
    const ref = articleRefOf(uri);
    const host = ref && this.accounts.host(ref.hostId);
    if (!ref || !host) throw vscode.FileSystemError.FileNotFound(uri);
    return { host, ref };
  }
}
