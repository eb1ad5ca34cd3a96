// Deleting one's own article (after a modal confirmation), searching with Qiita's query syntax, and saving a search.
import * as vscode from 'vscode';
import { untrustedText } from '../base/untrusted-text';
import { confirmDeletion } from '../base/confirm';
import type { ArticleClient } from '../accounts/index';
import type { Command } from '../base/commands';
import { inputOf, WriteCommand, type WriteOutcome } from '../base/write-command';
import type { SavedSearches } from './saved-searches';
import { anyArticleHost, type ArticleTarget, type ArticleTargets } from './targets';

export class DeleteArticleCommand extends WriteCommand<ArticleTarget, ArticleClient> {
  readonly id = 'devdesk.articles.delete';

  protected async write({ host, item }: ArticleTarget, client: () => Promise<ArticleClient>): Promise<WriteOutcome> {
    const question = vscode.l10n.t('Delete “{0}” from {1}? This cannot be undone.', item.title, host.label);
    if (!(await confirmDeletion(question))) return undefined;
    await (await client()).deleteItem(item.id);
    return vscode.l10n.t('Deleted “{0}”.', item.title);
  }
}

export interface SearchInput {
  /** Qiita search syntax (else asked). */
  readonly query: string;
}

export class SearchArticlesCommand implements Command {
  readonly id = 'devdesk.articles.search';

  constructor(
    private readonly targets: ArticleTargets,
    private readonly searches: SavedSearches,
    private readonly afterChange: (hostId: string) => void,
  ) {}

  /**
   * From the palette: asks for everything; from a Search section or a `{ hostId }`: its host; `{ query }` answers the
   * question.
   */
  async execute(from?: unknown, input?: unknown): Promise<void> {
    const host = await this.targets.host(from, anyArticleHost, vscode.l10n.t('Search which host?'));
    if (!host) return;
    const text =
      inputOf<SearchInput>(input).query ??
      (await vscode.window.showInputBox({
        title: vscode.l10n.t('Search articles on {0}', host.label),
        prompt: vscode.l10n.t(
          'Qiita search syntax: tag:Rust user:yamada title:async body:tokio stocks:>10 created:>2024-01-01',
        ),
        placeHolder: 'tag:TypeScript stocks:>50',
        ignoreFocusOut: true,
      }));
    if (!text?.trim()) return;
    this.searches.add(host.id, text.trim());
    this.afterChange(host.id);
  }
}

export class SaveSearchCommand implements Command {
  readonly id = 'devdesk.articles.saveSearch';
  constructor(
    private readonly targets: ArticleTargets,
    private readonly searches: SavedSearches,
  ) {}

  async execute(from?: unknown): Promise<void> {
    const target = await this.targets.search(from);
    if (!target) return;
    await this.searches.save(target.query);
    vscode.window.setStatusBarMessage(
      vscode.l10n.t('Saved the search “{0}” in settings.', untrustedText(target.query)),
      5000,
    );
  }
}
