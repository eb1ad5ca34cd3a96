// The Articles view: registerArticles(deps) creates its tree, its read-only article documents and its commands,
// and returns one Disposable for all of them.
import type { Accounts } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { nodeId } from '../base/tree/nodes';
import { NodeTree } from '../base/tree/provider';
import { articleDraftPoster, CommentCommand, DeleteCommentCommand, EditCommentCommand } from './comment-commands';
import { CopyUrlCommand, OpenInBrowserCommand } from './commands';
import { DeleteArticleCommand, SaveSearchCommand, SearchArticlesCommand } from './manage';
import { registerArticleFiles } from './files/index';
import { ArticleDocuments, OpenArticleCommand, OpenArticleSourceCommand } from './open';
import { SavedSearches } from './saved-searches';
import { ArticlesSource } from './source';
import { AddTagCommand, ImportCommentCommand, ReactCommand, RemoveReactionCommand, RemoveTagCommand } from './team/team-article-commands';
import { AddGroupMemberCommand, CreateGroupCommand, DeleteGroupCommand, RemoveGroupMemberCommand, RenameGroupCommand } from './team/group-admin';
import { ImportArticleCommand } from './team/import-article';
import { InviteMemberCommand, RemoveMemberCommand, RevokeInvitationCommand } from './team/member-admin';
import { ArticleToggleCommand, toggleNames } from './toggles';

export const articlesViewId = 'devdesk.articles';

export function registerArticles(deps: BaseDeps & { accounts: Accounts }): DisposableStore {
  const store = new DisposableStore();
  const searches = new SavedSearches();
  const source = new ArticlesSource(deps.accounts, searches);
  const tree = store.add(deps.trees.add(new NodeTree(articlesViewId, source)));
  store.add(new ArticleDocuments(deps.accounts));
  // Signing in or out, and a write that changes lists (a stock appears in My stocks, a deleted article goes):
  // reload what is loaded.
  const reload = () => tree.reload();
  store.add(deps.accounts.onDidChange(reload));
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
    new CommentCommand(deps.drafts),
    new EditCommentCommand(deps.drafts),
    new DeleteCommentCommand(deps.accounts, reload),
    new ReactCommand(deps.accounts, reload),
    new RemoveReactionCommand(deps.accounts, reload),
    new AddTagCommand(deps.accounts, reload),
    new RemoveTagCommand(deps.accounts, reload),
    new ImportCommentCommand(deps.accounts, reload),
    // Team administration: from the Team section and the Groups of a team host, or the palette (asks the host).
    new RemoveMemberCommand(deps.accounts, reload),
    new InviteMemberCommand(deps.accounts, reload),
    new RevokeInvitationCommand(deps.accounts, reload),
    new CreateGroupCommand(deps.accounts, reload),
    new RenameGroupCommand(deps.accounts, reload),
    new DeleteGroupCommand(deps.accounts, reload),
    new AddGroupMemberCommand(deps.accounts, reload),
    new RemoveGroupMemberCommand(deps.accounts, reload),
    new ImportArticleCommand(deps.accounts, reload),
  );
  deps.posters.add('article', articleDraftPoster(deps.accounts, reload));
  store.add(registerArticleFiles(deps, reload));
  return store;
}
