// Tag completion inside an article file's front matter (a `- ` item under `tags:`, or inside `tags: [ ]`), in the
// layout or edited on the service: the writer's followed tags first, then the service's popular tags
// (GET /api/v2/tags?sort=count, https://qiita.com/api/v2/docs#get-apiv2tags). Asked once per host and kept for the
// session.
import * as vscode from 'vscode';
import type { Accounts, Host } from '../../accounts/index';
import { Disposable } from '../../base/dispose';
import { inTagList } from './tag-position';
import { articleHostOf } from './layout';
import { articleFileScheme } from './server-files';

interface TagSuggestion {
  readonly name: string;
  readonly followed: boolean;
  readonly count?: number;
}

export class TagCompletion extends Disposable implements vscode.CompletionItemProvider {
  private readonly cache = new Map<string, Promise<TagSuggestion[]>>();

  constructor(private readonly accounts: Accounts) {
    super();
    const articles = [
      { scheme: 'file', language: 'markdown' },
      { scheme: articleFileScheme, language: 'markdown' },
    ];
    this.register(vscode.languages.registerCompletionItemProvider(articles, this, ' ', '-', '['));
    this.register(accounts.onDidChange(() => this.cache.clear()));
  }

  async provideCompletionItems(
    document: vscode.TextDocument,
    position: vscode.Position,
  ): Promise<vscode.CompletionItem[] | undefined> {
    const host = articleHostOf(this.accounts, document.uri)?.host;
    if (!host) return undefined;
    const lines = document
      .getText(new vscode.Range(0, 0, Math.min(document.lineCount, position.line + 200), 0))
      .split(/\r?\n/);
    if (!inTagList(lines, position.line)) return undefined;
    const suggestions = await this.suggestions(host);
    return suggestions.map((tag, index) => {
      const item = new vscode.CompletionItem(
        tag.name,
        tag.followed ? vscode.CompletionItemKind.Reference : vscode.CompletionItemKind.Value,
      );
      item.detail = tag.followed ? vscode.l10n.t('A tag you follow') : vscode.l10n.t('{0} articles', tag.count ?? 0);
      item.sortText = String(index).padStart(4, '0');
      return item;
    });
  }

  /** Followed and popular tags of a host, asked once; a failed ask is forgotten so the next completion asks again. */
  suggestions(host: Host): Promise<TagSuggestion[]> {
    let cached = this.cache.get(host.id);
    if (!cached) {
      cached = this.load(host);
      cached.catch(() => this.cache.delete(host.id));
      this.cache.set(host.id, cached);
    }
    return cached;
  }

  private async load(host: Host): Promise<TagSuggestion[]> {
    const client = await this.accounts.articleClient(host);
    if (!client) return [];
    const me = await this.accounts.login(host);
    const [followed, popular] = await Promise.all([
      client.listUserFollowingTags(me, { perPage: 100 }).then(
        (page) => page.items,
        () => [],
      ),
      client.listTags({ sort: 'count', perPage: 100 }),
    ]);
    const byName = new Map<string, TagSuggestion>();
    for (const tag of followed) byName.set(tag.id, { name: tag.id, followed: true });
    for (const tag of popular.items)
      if (!byName.has(tag.id)) byName.set(tag.id, { name: tag.id, followed: false, count: tag.items_count });
    return [...byName.values()];
  }
}
