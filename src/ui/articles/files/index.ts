// Articles as files (the Qiita CLI's layout in the open folder): diagnostics while typing, tag completion, the
// file's state in the status bar, and the commands Pull my articles, New article, Edit as file, Edit on the server
// (the `devdesk-article-file:` file system), Publish and Publish modified. Part of the Articles feature; registered
// by registerArticles.
import type * as vscode from 'vscode';
import type { Accounts } from '../../accounts/index';
import type { CommandManager } from '../../base/commands';
import { DisposableStore } from '../../base/dispose';
import { senderRoad } from '../../base/write-command';
import { EditAsFileCommand, EditOnServerCommand, NewArticleFileCommand } from './file-create';
import { ArticleFileDiagnostics } from './file-diagnostics';
import { ArticlePublisher } from './publish';
import { modifiedFilesRule, PublishModifiedCommand } from './publish-all';
import { articleFileRule, PublishArticleFileCommand } from './publish-command';
import { PullArticlesCommand } from './pull';
import { ArticleFileSystem } from './server-files';
import { ArticleFileStatus } from './status';
import { TagCompletion } from './file-tags';
import type { ArticleTargets } from '../targets';

export function registerArticleFiles(
  deps: { accounts: Accounts; commands: CommandManager; context: vscode.ExtensionContext },
  targets: ArticleTargets,
  afterChange: () => void,
): DisposableStore {
  const store = new DisposableStore();
  const status = store.add(new ArticleFileStatus(deps.accounts));
  store.add(new TagCompletion(deps.accounts));
  store.add(new ArticleFileDiagnostics(deps.accounts));
  const changed = () => {
    afterChange();
    status.schedule();
  };
  const publisher = new ArticlePublisher(deps.accounts, changed, deps.context.workspaceState);
  store.add(new ArticleFileSystem(deps.accounts, afterChange));
  deps.commands.add(
    new PullArticlesCommand(deps.accounts, changed),
    new NewArticleFileCommand(deps.accounts),
    new EditAsFileCommand(deps.accounts, targets, changed),
    new EditOnServerCommand(targets),
    // The publisher is the sender of both: it fetches each file's host's client and redraws after each file.
    new PublishArticleFileCommand(senderRoad(publisher), articleFileRule(deps.accounts)),
    new PublishModifiedCommand(senderRoad(publisher), modifiedFilesRule(deps.accounts)),
  );
  return store;
}
