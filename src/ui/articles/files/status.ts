// The state of the open article file in the status bar: new, in sync, modified, or older than the server (a pull
// or a refused publish brought a newer server copy into .remote/ than the file was made from).
import * as vscode from 'vscode';
import type { Accounts } from '../../accounts/index';
import { articleFileStateOf } from '../../base/article-file-state';
import { setContextKey } from '../../base/context-keys';
import { Disposable } from '../../base/dispose';
import { placeOf } from './layout';
import { stateLabel } from './messages';
import type { ArticleFileState } from '../../../core/index';

const icons: Record<ArticleFileState, string> = {
  new: 'new-file',
  inSync: 'check',
  modified: 'edit',
  olderThanServer: 'warning',
};

export class ArticleFileStatus extends Disposable {
  private readonly item = this.register(
    vscode.window.createStatusBarItem('devdesk.articleFileState', vscode.StatusBarAlignment.Left, 50),
  );
  private timer: NodeJS.Timeout | undefined;
  /** The last state shown, for the tests (what the status bar says). */
  state: ArticleFileState | undefined;

  constructor(private readonly accounts: Accounts) {
    super();
    this.item.name = vscode.l10n.t('DevDesk article file');
    this.item.command = 'devdesk.articleFiles.publish';
    this.register(vscode.window.onDidChangeActiveTextEditor(() => this.schedule()));
    this.register(
      vscode.workspace.onDidChangeTextDocument(
        (event) => event.document === vscode.window.activeTextEditor?.document && this.schedule(),
      ),
    );
    this.register(vscode.workspace.onDidSaveTextDocument(() => this.schedule()));
    this.register({ dispose: () => clearTimeout(this.timer) });
    this.schedule();
  }

  schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update(), 150);
  }

  async update(): Promise<ArticleFileState | undefined> {
    const document = vscode.window.activeTextEditor?.document;
    const place = document && placeOf(this.accounts, document.uri);
    // Whether an article file is in the editor: the walkthrough's "open an article as a file" step completes on it.
    void setContextKey('devdesk.articleFileOpen', Boolean(document && place));
    if (!document || !place) {
      this.state = undefined;
      this.item.hide();
      return undefined;
    }
    const state = await articleFileStateOf(place.folder, document.getText());
    this.state = state;
    this.item.text = `$(${icons[state]}) ${vscode.l10n.t('Article: {0}', stateLabel(state))}`;
    this.item.tooltip = vscode.l10n.t(
      '{0} on {1}. Click to publish.',
      stateLabel(state),
      place.host?.label ?? place.folder,
    );
    this.item.show();
    return state;
  }
}
