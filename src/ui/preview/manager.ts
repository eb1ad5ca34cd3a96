// The open previews: one per document; an unlocked preview follows the active Markdown editor.
import * as vscode from 'vscode';
import { Disposable } from '../base/dispose';
import { PreviewPanel, type PanelDeps, type ShownRender } from './panel';
import type { RendererSetting } from './renderer-choice';

export class PreviewManager extends Disposable {
  private readonly panels = new Set<PreviewPanel>();
  /** The preview used or opened last: the one tests and "follow the editor" talk to. */
  private latest: PreviewPanel | undefined;
  private readonly shownEmitter = this.register(new vscode.EventEmitter<ShownRender & { uri: string }>());
  /** Fires when any preview's webview has drawn a render. */
  readonly onDidShow = this.shownEmitter.event;

  private readonly pageChangedEmitter = this.register(new vscode.EventEmitter<void>());
  /** Fires when what a preview's page shows may have changed, or a preview opened (the tests' waits). */
  readonly onDidChangePage = this.pageChangedEmitter.event;

  constructor(private readonly deps: PanelDeps) {
    super();
    this.register(vscode.window.onDidChangeActiveTextEditor((editor) => editor && this.follow(editor.document)));
    this.register({ dispose: () => [...this.panels].forEach((panel) => panel.dispose()) });
  }

  get current(): PreviewPanel | undefined {
    return this.latest;
  }

  /** Shows the document's preview, opening one in `column` when it has none. */
  open(document: vscode.TextDocument, column: vscode.ViewColumn): PreviewPanel {
    const existing = [...this.panels].find((panel) => panel.uri.toString() === document.uri.toString());
    if (existing) {
      existing.reveal();
      this.latest = existing;
      this.pageChangedEmitter.fire();
      return existing;
    }
    return this.adopt(new PreviewPanel(this.deps, document, column));
  }

  /** A preview VS Code kept across a reload (serializer.ts), back on its document with its lock and renderer. */
  restore(
    webview: vscode.WebviewPanel,
    document: vscode.TextDocument,
    state: { locked: boolean; choice: RendererSetting | undefined },
  ): PreviewPanel {
    return this.adopt(
      new PreviewPanel(this.deps, document, webview.viewColumn ?? vscode.ViewColumn.Beside, {
        panel: webview,
        ...state,
      }),
    );
  }

  private adopt(panel: PreviewPanel): PreviewPanel {
    this.panels.add(panel);
    this.latest = panel;
    panel.onDidShow((shown) => this.shownEmitter.fire({ ...shown, uri: panel.uri.toString() }));
    panel.onDidChangePage(() => this.pageChangedEmitter.fire());
    this.pageChangedEmitter.fire();
    panel.onDidDispose(() => {
      this.panels.delete(panel);
      if (this.latest === panel) this.latest = [...this.panels].at(-1);
      this.pageChangedEmitter.fire();
    });
    return panel;
  }

  private follow(document: vscode.TextDocument): void {
    if (
      document.languageId !== 'markdown' ||
      [...this.panels].some((panel) => panel.uri.toString() === document.uri.toString())
    )
      return;
    const unlocked =
      this.latest && !this.latest.isLocked ? this.latest : [...this.panels].reverse().find((panel) => !panel.isLocked);
    unlocked?.setDocument(document);
  }
}
