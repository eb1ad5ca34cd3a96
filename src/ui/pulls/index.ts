// The Pull Requests view: registerPulls(deps) creates its tree, its read-only documents and its commands, and
// returns one Disposable for all of them.
import type * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { NodeTree } from '../base/tree/provider';
import { CommentOnPullCommand, CopyPullLinkCommand, OpenDescriptionCommand, OpenPatchCommand, OpenPullOnWebCommand, pullDraftPoster, ReactToPullCommand, SetPullStateCommand } from './commands';
import { OpenDiffCommand } from './diff';
import { PullDocuments } from './documents';
import { PullFileSystem } from './file-system';
import { ReplyToThreadCommand, ReviewThreads } from './review-threads';
import { MergePullCommand } from './merge';
import { workspaceRepositories } from './repositories';
import { PullsSource } from './source';
import { teamCommands } from './team-commands';

export const pullsViewId = 'devdesk.pullRequests';

export interface PullsTesting {
  /** The review threads shown on a document (the integration tests read them). */
  threadsOf(uri: vscode.Uri): readonly vscode.CommentThread[];
}

export function registerPulls(deps: BaseDeps & { accounts: Accounts }): DisposableStore & { testing: PullsTesting } {
  const store = new DisposableStore();
  const repositories = async () => {
    const [host] = await deps.accounts.signedIn('github');
    return host ? workspaceRepositories(host.id) : [];
  };
  const source = new PullsSource(deps.accounts, repositories);
  const tree = store.add(deps.trees.add(new NodeTree(pullsViewId, source)));
  store.add(new PullDocuments(deps.accounts));
  const files = store.add(new PullFileSystem(deps.accounts));
  const threads = store.add(new ReviewThreads(deps.accounts));
  const reload = () => tree.reload();
  store.add(deps.accounts.onDidChange(reload));
  deps.commands.add(
    new OpenDescriptionCommand(),
    new OpenPatchCommand(),
    new OpenDiffCommand(files),
    new ReplyToThreadCommand(threads),
    new OpenPullOnWebCommand(),
    new CopyPullLinkCommand(),
    new CommentOnPullCommand(deps.drafts),
    new ReactToPullCommand(deps.accounts),
    new SetPullStateCommand('closed', deps.accounts, reload),
    new SetPullStateCommand('open', deps.accounts, reload),
    new MergePullCommand(deps.accounts, reload),
    ...teamCommands(deps.accounts, reload),
  );
  deps.posters.add('pull', pullDraftPoster(deps.accounts, reload));
  return Object.assign(store, { testing: { threadsOf: (uri: vscode.Uri) => threads.threadsOf(uri) } });
}
