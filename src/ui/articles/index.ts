// The Articles view: registerArticles(deps) creates its tree, its read-only article documents and its commands,
// and returns one Disposable for all of them.
import * as vscode from 'vscode';
import type { Accounts, Host } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { nodeId } from '../base/tree/nodes';
import { NodeTree } from '../base/tree/provider';
import { articleDraftPoster, commentDraftCommands, DeleteCommentCommand } from './comment-commands';
import { CopyUrlCommand, OpenInBrowserCommand } from './commands';
import { DeleteArticleCommand, SaveSearchCommand, SearchArticlesCommand } from './manage';
import { registerArticleFiles } from './files/index';
import { ArticleDocuments, OpenArticleCommand, OpenArticleSourceCommand } from './open';
import { SavedSearches } from './saved-searches';
import { ArticlesSource } from './source';
import { teamArticleCommands } from './team/team-article-commands';
import { groupCommands } from './team/group-admin';
import { ImportArticleCommand } from './team/import-article';
import { memberCommands } from './team/member-admin';
import { ArticleTargets } from './targets';
import { toggleCommands } from './toggles';

export const articlesViewId = 'devdesk.articles';

export function registerArticles(deps: BaseDeps & { accounts: Accounts }): DisposableStore {
  const store = new DisposableStore();
  const searches = new SavedSearches();
  const source = new ArticlesSource(deps.accounts, searches, undefined, vscode.env.language);
  const tree = store.add(deps.trees.add(new NodeTree(articlesViewId, source)));
  store.add(new ArticleDocuments(deps.accounts));
  // Signing in or out, and a write that changes lists (a stock appears in My stocks, a deleted article goes):
  // reload what is loaded.
  const reload = () => tree.reload();
  store.add(deps.accounts.onDidChange(reload));
  const showSearches = (hostId: string) => tree.refresh(nodeId('host', hostId, 'search'));
  // The saved searches are listed under each host's Search: redrawn from the setting, nothing fetched again.
  store.add(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (!event.affectsConfiguration('devdesk.articles.savedSearches')) return;
      for (const host of deps.accounts.hosts()) if (host.kind !== 'github') showSearches(host.id);
    }),
  );
  const targets = new ArticleTargets(deps.accounts, searches);
  const road = { client: (host: Host) => deps.accounts.requireArticleClient(host), afterChange: reload };
  deps.commands.add(
    new OpenArticleCommand(targets),
    new OpenArticleSourceCommand(targets),
    new OpenInBrowserCommand(targets),
    new CopyUrlCommand(targets),
    new DeleteArticleCommand(road, { resolve: (from) => targets.article(from, 'mine') }),
    new SearchArticlesCommand(targets, searches, showSearches),
    new SaveSearchCommand(targets, searches),
    ...toggleCommands(road, targets),
    ...commentDraftCommands(deps.drafts, targets),
    new DeleteCommentCommand(road, { resolve: (from) => targets.comment(from, true) }),
    ...teamArticleCommands(road, targets),
    // Team administration: from the Team section and the Groups of a team host, or the palette (asks the host).
    ...memberCommands(road, targets),
    ...groupCommands(road, targets),
    new ImportArticleCommand(road, { resolve: (from) => targets.teamHost(from) }, targets),
  );
  deps.posters.add('article', articleDraftPoster(deps.accounts, reload));
  store.add(registerArticleFiles(deps, targets, reload));
  return store;
}
