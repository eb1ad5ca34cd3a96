// The Articles view: registerArticles(deps) creates its tree, its read-only article documents and its commands,
// and returns one Disposable for all of them.
import { join } from 'node:path';
import type { Accounts } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { nodeId } from '../base/tree/nodes';
import { NodeTree } from '../base/tree/provider';
import { CommentCommand, DeleteCommentCommand, EditCommentCommand, offerPendingDrafts, PostCommentCommand, ResumeDraftsCommand } from './comment-commands';
import { CopyUrlCommand, OpenInBrowserCommand } from './commands';
import { DraftStore } from '../base/drafts';
import { DeleteArticleCommand, SaveSearchCommand, SearchArticlesCommand } from './manage';
import { ArticleDocuments, OpenArticleCommand, OpenArticleSourceCommand } from './open';
import { SavedSearches } from './saved-searches';
import { ArticlesSource } from './source';
import { AddTagCommand, ImportCommentCommand, ReactCommand, RemoveReactionCommand, RemoveTagCommand } from './team-commands';
import { ArticleToggleCommand, toggleNames } from './toggles';

export const articlesViewId = 'devdesk.articles';

export function registerArticles(deps: BaseDeps & { accounts: Accounts }): DisposableStore {
  const store = new DisposableStore();
  const searches = new SavedSearches();
  const drafts = new DraftStore(join(deps.context.globalStorageUri.fsPath, 'drafts'));
  const source = new ArticlesSource(deps.accounts, searches);
  const tree = store.add(deps.trees.add(new NodeTree(articlesViewId, source)));
  store.add(new ArticleDocuments(deps.accounts));
  store.add(
    deps.accounts.onDidChange(() => {
      source.forget();
      tree.reload();
    }),
  );
  // A write changes lists (a stock appears in My stocks, a deleted article disappears): reload what is loaded.
  const reload = () => tree.reload();
  const showSearches = (hostId: string) => tree.refresh(nodeId('host', hostId, 'search'));
  deps.commands.add(
    new OpenArticleCommand(),
    new OpenArticleSourceCommand(),
    new OpenInBrowserCommand(),
    new CopyUrlCommand(),
    new DeleteArticleCommand(deps.accounts, reload),
    new SearchArticlesCommand(deps.accounts, searches, showSearches),
    new SaveSearchCommand(searches),
    ...toggleNames.map((name) => new ArticleToggleCommand(name, deps.accounts, reload)),
    new CommentCommand(drafts),
    new EditCommentCommand(drafts),
    new PostCommentCommand(deps.accounts, drafts, reload),
    new DeleteCommentCommand(deps.accounts, reload),
    new ResumeDraftsCommand(drafts),
    new ReactCommand(deps.accounts, reload),
    new RemoveReactionCommand(deps.accounts, reload),
    new AddTagCommand(deps.accounts, reload),
    new RemoveTagCommand(deps.accounts, reload),
    new ImportCommentCommand(deps.accounts, reload),
  );
  // After activation, off its path: drafts left by a failed post or a crash are offered again.
  const offer = setTimeout(() => void offerPendingDrafts(drafts), 2000);
  store.add({ dispose: () => clearTimeout(offer) });
  return store;
}
