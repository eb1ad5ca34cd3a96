// The searches shown under Search: the ones saved in `devdesk.articles.savedSearches`, then the ones run from
// `DevDesk: Search Articles…` in this window (newest first, not saved until the user asks).
import * as vscode from 'vscode';

export class SavedSearches {
  private readonly recent = new Map<string, string[]>();

  queries(hostId: string): string[] {
    const saved = vscode.workspace.getConfiguration('devdesk').get<string[]>('articles.savedSearches', []);
    return [...new Set([...(this.recent.get(hostId) ?? []), ...saved.map((query) => query.trim()).filter(Boolean)])];
  }

  add(hostId: string, query: string): void {
    const recent = (this.recent.get(hostId) ?? []).filter((q) => q !== query);
    this.recent.set(hostId, [query, ...recent].slice(0, 10));
  }

  async save(query: string): Promise<void> {
    const config = vscode.workspace.getConfiguration('devdesk');
    const saved = config.get<string[]>('articles.savedSearches', []);
    if (!saved.includes(query))
      await config.update('articles.savedSearches', [...saved, query], vscode.ConfigurationTarget.Global);
  }
}
