// The Pull Requests view: registerPulls(deps) creates its tree, its read-only documents and its commands, and
// returns one Disposable for all of them.
import type { Accounts } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { NodeTree } from '../base/tree/provider';
import { CommentOnPullCommand, CopyPullLinkCommand, OpenDescriptionCommand, OpenPatchCommand, OpenPullOnWebCommand, pullDraftPoster, ReactToPullCommand, SetPullStateCommand } from './commands';
import { PullDocuments } from './documents';
import { MergePullCommand } from './merge';
import { workspaceRepositories } from './repositories';
import { PullsSource } from './source';

export const pullsViewId = 'devdesk.pullRequests';

export function registerPulls(deps: BaseDeps & { accounts: Accounts }): DisposableStore {
  const store = new DisposableStore();
  const repositories = async () => {
    const [host] = await deps.accounts.signedIn('github');
    return host ? workspaceRepositories(host.id) : [];
  };
  const source = new PullsSource(deps.accounts, repositories);
  const tree = store.add(deps.trees.add(new NodeTree(pullsViewId, source)));
  store.add(new PullDocuments(deps.accounts));
  const reload = () => tree.reload();
  store.add(
    deps.accounts.onDidChange(() => {
      source.forget();
      reload();
    }),
  );
  deps.commands.add(
    new OpenDescriptionCommand(),
    new OpenPatchCommand(),
    new OpenPullOnWebCommand(),
    new CopyPullLinkCommand(),
    new CommentOnPullCommand(deps.drafts),
    new ReactToPullCommand(deps.accounts),
    new SetPullStateCommand('closed', deps.accounts, reload),
    new SetPullStateCommand('open', deps.accounts, reload),
    new MergePullCommand(deps.accounts, reload),
  );
  deps.posters.add('pull', pullDraftPoster(deps.accounts, reload));
  return store;
}
