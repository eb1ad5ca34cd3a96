// The Articles view: registerArticles(deps) creates its tree and commands and returns one Disposable for them.
import type { Accounts } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { NodeTree } from '../base/tree/provider';
import { CopyUrlCommand, OpenInBrowserCommand } from './commands';
import { ArticlesSource } from './source';
import { ArticleToggleCommand } from './toggles';

export const articlesViewId = 'devdesk.articles';

export function registerArticles(deps: BaseDeps & { accounts: Accounts }): DisposableStore {
  const store = new DisposableStore();
  const tree = store.add(deps.trees.add(new NodeTree(articlesViewId, new ArticlesSource(deps.accounts))));
  store.add(deps.accounts.onDidChange(() => tree.reload()));
  deps.commands.add(new OpenInBrowserCommand(), new CopyUrlCommand());
  // A stock changes the "My stocks" list; reloading the view shows it (the lists refetch on expand).
  const reload = () => tree.reload();
  deps.commands.add(...(['like', 'unlike', 'stock', 'unstock'] as const).map((toggle) => new ArticleToggleCommand(toggle, deps.accounts, reload)));
  return store;
}
