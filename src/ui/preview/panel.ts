// One preview: a webview panel showing one Markdown document as its service renders it, live while typing.
// Renders go through the RenderScheduler (debounced, one request in flight, newest wins, unchanged text from the
// cache); the webview replaces its content in place. Scroll sync runs both ways; links open through here.
import { documentActionsOf } from '../base/document-actions';
import { markdownContextOf } from '../base/markdown-context';
import { posix } from 'node:path';
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import { articleHostOf } from '../base/article-place';
import { Disposable } from '../base/dispose';
import type { Log } from '../base/log';
import { renderKey } from './fallback';
import { previewPage } from './html';
import { imageMimeType, resolveRelativePath } from './links';
import { gitHubWebHost, remoteUrlsOf } from '../base/core';
import { savedArticleScheme } from '../base/schemes';
import { gitHubContext, planRender, type ArticleFacts, type RendererSetting } from './renderer-choice';
import type { PreviewRenderers, RenderInput, RenderOutput } from './renderers';
import { RenderScheduler, type SchedulerStats } from './scheduler';
import type { FromWebview, PageAction, RenderMessage, Snapshot, ToWebview } from './webview/protocol';

export const previewViewType = 'devdesk.preview';
const debounceMs = 300;
const imageLimitBytes = 5 * 1024 * 1024;
const choices: RendererSetting[] = ['auto', 'qiita', 'gfm', 'markdown', 'local'];

export interface PanelDeps {
  accounts: Accounts;
  renderers: PreviewRenderers;
  media: vscode.Uri;
  log: Log;
  /** Hands a web link to the browser: `vscode.env.openExternal`, or the tests' recorder (index.ts). */
  openExternal(uri: vscode.Uri): Thenable<boolean>;
}

/** Scroll-sync messages sent each way (the tests check that one direction does not echo back). */
export interface SyncCounts {
  toEditor: number;
  toPreview: number;
}

/** A render the webview has drawn: its version, the source it shows, and when it said so. */
export interface ShownRender {
  version: number;
  source: string;
  at: number;
}

interface KeyedInput extends RenderInput {
  key: string;
}

export class PreviewPanel extends Disposable {
  readonly panel: vscode.WebviewPanel;
  private readonly scheduler: RenderScheduler<KeyedInput, RenderOutput>;
  private choice: RendererSetting;
  private locked = false;
  private version = 0;
  private last: RenderMessage | undefined;
  private acknowledged = -1;
  private ready = false;
  /** The editor's own scrolling that a reveal of ours caused is not sent back: until when it is ignored. */
  private revealedUntil = 0;
  readonly syncCounts: SyncCounts = { toEditor: 0, toPreview: 0 };
  private readonly shownEmitter = this.register(new vscode.EventEmitter<ShownRender>());
  /** Fires when the webview has drawn a render (the benchmark times keystrokes to it). */
  readonly onDidShow = this.shownEmitter.event;
  private snapshots = new Map<number, (snapshot: Snapshot) => void>();
  private nextSnapshot = 0;
  private readonly disposedEmitter = this.register(new vscode.EventEmitter<void>());
  readonly onDidDispose = this.disposedEmitter.event;

  constructor(
    private readonly deps: PanelDeps,
    private document: vscode.TextDocument,
    column: vscode.ViewColumn,
  ) {
    super();
    this.choice = configuredChoice();
    this.panel = vscode.window.createWebviewPanel(previewViewType, this.titleFor(document), { viewColumn: column, preserveFocus: true }, {
      enableScripts: true,
      enableForms: false,
      enableCommandUris: false,
      localResourceRoots: [deps.media],
    });
    this.panel.iconPath = vscode.Uri.joinPath(deps.media, '..', 'devdesk.svg');
    this.register({ dispose: () => this.panel.dispose() });
    this.scheduler = new RenderScheduler<KeyedInput, RenderOutput>({
      delayMs: debounceMs,
      keyOf: (input) => input.key,
      render: (input, signal) => deps.renderers.render(input, signal),
      cacheable: (output) => output.fallback === undefined,
      onResult: (input, result) => this.show(input, result),
    });
    this.register({ dispose: () => this.scheduler.dispose() });
    this.register(this.panel.onDidDispose(() => {
      this.disposedEmitter.fire();
      this.dispose();
    }));
    this.register(this.panel.webview.onDidReceiveMessage((message: FromWebview) => void this.received(message)));
    this.register(vscode.workspace.onDidChangeTextDocument((event) => event.document === this.document && event.contentChanges.length > 0 && void this.update(false)));
    this.register(vscode.window.onDidChangeTextEditorVisibleRanges((event) => this.editorScrolled(event)));
    this.register(deps.accounts.onDidChange(() => {
      this.scheduler.clearCache();
      void this.update(true);
    }));
    this.register(vscode.workspace.onDidChangeConfiguration((event) => {
      if (!event.affectsConfiguration('devdesk.preview')) return;
      this.choice = configuredChoice();
      void this.update(true);
    }));
    this.panel.webview.html = previewPage({
      cspSource: this.panel.webview.cspSource,
      scriptUri: this.panel.webview.asWebviewUri(vscode.Uri.joinPath(deps.media, 'preview.js')).toString(),
      styleUri: this.panel.webview.asWebviewUri(vscode.Uri.joinPath(deps.media, 'preview.css')).toString(),
      mathStyleUri: this.panel.webview.asWebviewUri(vscode.Uri.joinPath(deps.media, 'katex.css')).toString(),
      language: vscode.env.language,
      strings: {
        renderer: vscode.l10n.t('Renderer'),
        choices: {
          auto: vscode.l10n.t('Automatic'),
          qiita: vscode.l10n.t('Qiita'),
          gfm: vscode.l10n.t('GitHub'),
          markdown: vscode.l10n.t('GitHub (plain Markdown)'),
          local: vscode.l10n.t('Local (marked)'),
        },
        lock: vscode.l10n.t('Lock'),
        lockTitle: vscode.l10n.t('Keep showing this document instead of following the active editor'),
        retry: vscode.l10n.t('Retry'),
        plainText: vscode.l10n.t('Shown as plain text: the document nests deeper, or repeats * or _ more often in one paragraph, than the local preview renders without stalling.'),
      },
    });
    void this.update(true);
  }

  get uri(): vscode.Uri {
    return this.document.uri;
  }

  get isLocked(): boolean {
    return this.locked;
  }

  get stats(): SchedulerStats {
    return this.scheduler.stats;
  }

  /** Follows another document (the active editor changed and this preview is not locked). */
  setDocument(document: vscode.TextDocument): void {
    if (document === this.document) return;
    this.document = document;
    this.panel.title = this.titleFor(document);
    void this.update(true);
  }

  reveal(): void {
    this.panel.reveal(undefined, true);
  }

  /** Renders now (a retry, a change of renderer) or after the debounce (an edit). */
  async update(immediate: boolean): Promise<void> {
    const input = await this.inputFor(this.document);
    if (!this.isDisposed) this.scheduler.update(input, { immediate });
  }

  /** Resolves once the webview shows the newest render (no render pending or running). */
  async settled(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.ready && this.stats.inFlight === 0 && !this.scheduler.pending && this.last && this.acknowledged === this.last.version) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the preview did not settle');
  }

  /** The webview's live DOM as its script reads it (the tests' window into the page). */
  snapshot(): Promise<Snapshot> {
    const id = this.nextSnapshot++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.snapshots.delete(id);
        reject(new Error('the webview did not answer'));
      }, 10_000);
      this.snapshots.set(id, (snapshot) => {
        clearTimeout(timer);
        resolve(snapshot);
      });
      void this.post({ type: 'snapshot', id });
    });
  }

  private async inputFor(document: vscode.TextDocument): Promise<KeyedInput> {
    const text = document.getText();
    const folder = vscode.workspace.getWorkspaceFolder(document.uri);
    const workspacePath = folder ? posix.relative(folder.uri.path, document.uri.path) : undefined;
    const { renderer, article, withheldFrom } = planRender({ scheme: document.uri.scheme, workspacePath, text, article: this.articleFacts(document.uri) }, this.choice);
    const context = renderer === 'gfm' ? (markdownContextOf(document.uri) ?? (await this.contextFor(folder))) : undefined;
    const where = [context ?? '', document.uri.scheme === savedArticleScheme ? document.uri.toString() : '', article?.hostId ?? '', withheldFrom ?? ''].join('\u0000');
    return { uri: document.uri, text, renderer, article, withheldFrom, choice: this.choice, context, key: renderKey(renderer, where, text) };
  }

  /**
   * The article a document is by its place (base/article-place.ts): a file in the article layout, an untitled one
   * given a path there (New Article from Template suggests its team's folder), one edited on the service, or a saved
   * article (by the host in its URI).
   */
  private articleFacts(uri: vscode.Uri): ArticleFacts | undefined {
    const accounts = this.deps.accounts;
    if (uri.scheme === savedArticleScheme) {
      const host = accounts.host(new URLSearchParams(uri.query).get('host') ?? '');
      return { team: host?.kind !== 'articles', hostId: host?.id };
    }
    const placed = uri.scheme === 'untitled' && uri.path.startsWith('/') ? uri.with({ scheme: 'file' }) : uri;
    const belonging = articleHostOf(placed, { publicHost: accounts.hosts('articles')[0], teamHosts: accounts.hosts('team'), host: (id) => accounts.host(id) });
    return belonging && { team: belonging.team, hostId: belonging.host?.id };
  }

  /** The gfm context: the setting, else the workspace folder's remote on the signed-in GitHub host. */
  private async contextFor(folder: vscode.WorkspaceFolder | undefined): Promise<string | undefined> {
    const setting = vscode.workspace.getConfiguration('devdesk').get<string>('preview.githubContext', '');
    const host = this.deps.accounts.hosts('github')[0];
    let remotes: string[] = [];
    if (folder && !/^[^/\s]+\/[^/\s]+$/.test(setting.trim())) {
      try {
        remotes = remoteUrlsOf(new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder.uri, '.git', 'config'))));
      } catch {
        remotes = []; // not a git repository (or a worktree whose config lives elsewhere)
      }
    }
    return host ? gitHubContext(setting, remotes, gitHubWebHost(host.id)) : undefined;
  }

  private show(input: KeyedInput, result: { output: RenderOutput; fromCache: boolean } | { error: unknown }): void {
    const output: RenderOutput = 'output' in result
      ? result.output
      : { renderer: input.renderer, source: input.text, lineOffset: 0, label: vscode.l10n.t('Local preview (marked)'), fallback: { reason: vscode.l10n.t('The preview could not be rendered: {0}', String((result.error as Error)?.message ?? result.error)), retry: true } };
    this.version += 1;
    this.last = {
      type: 'render',
      version: this.version,
      renderer: output.renderer,
      choice: input.choice,
      ...(output.html !== undefined ? { html: output.html } : {}),
      source: output.source,
      lineOffset: output.lineOffset,
      ...(output.title ? { title: output.title } : {}),
      label: output.label,
      ...(output.fallback ? { fallback: output.fallback } : {}),
      locked: this.locked,
      actions: this.actions(input.uri),
    };
    if (output.fallback) this.deps.log.info(`preview of ${input.uri.toString(true)}: local fallback (${output.fallback.reason})`);
    if (this.ready) void this.post(this.last);
  }

  private async received(message: FromWebview): Promise<void> {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        if (this.last) await this.post({ ...this.last, locked: this.locked });
        break;
      case 'rendered':
        this.acknowledged = message.version;
        if (this.last?.version === message.version) this.shownEmitter.fire({ version: message.version, source: this.last.source, at: performance.now() });
        this.syncFromEditor();
        break;
      case 'revealLine':
        this.syncCounts.toEditor += 1;
        this.revealInEditor(message.line);
        break;
      case 'openLink':
        await this.openLink(message.href);
        break;
      case 'resolveImages':
        await this.post({ type: 'images', version: message.version, resolved: await this.images(message.sources) });
        break;
      case 'retry':
        this.scheduler.clearCache();
        await this.update(true);
        break;
      case 'chooseRenderer':
        if (choices.includes(message.choice as RendererSetting)) this.choice = message.choice as RendererSetting;
        await this.update(true);
        break;
      case 'lock':
        this.locked = message.locked;
        break;
      case 'runAction':
        await documentActionsOf(this.uri).find((action) => action.id === message.id)?.run();
        break;
      case 'snapshot':
        this.snapshots.get(message.id)?.(message);
        this.snapshots.delete(message.id);
        break;
    }
  }

  /** The toolbar buttons the document's feature offers (src/ui/base/document-actions.ts). */
  private actions(uri: vscode.Uri): Array<{ id: string; label: string }> {
    return documentActionsOf(uri).map(({ id, label }) => ({ id, label }));
  }

  /** What the tests do in the page as a user would: scroll a block to the top, click a link (by their text). */
  act(action: PageAction): Thenable<boolean> {
    return this.post(action);
  }

  private post(message: ToWebview): Thenable<boolean> {
    if (message.type === 'scrollToLine') this.syncCounts.toPreview += 1;
    return this.panel.webview.postMessage(message);
  }

  private editorScrolled(event: vscode.TextEditorVisibleRangesChangeEvent): void {
    if (event.textEditor.document !== this.document) return;
    const top = event.visibleRanges[0]?.start.line;
    if (top === undefined || this.causedByOurReveal()) return;
    void this.post({ type: 'scrollToLine', line: top });
  }

  /**
   * Whether the editor scrolled because the page asked it to (revealInEditor): within half a second of our reveal.
   * Its top need not be the line we revealed (VS Code keeps room for sticky scroll above it), so the time decides.
   * Sending it back would scroll the page again.
   */
  private causedByOurReveal(): boolean {
    return Date.now() < this.revealedUntil;
  }

  /** After a render: the page follows where the editor is. */
  private syncFromEditor(): void {
    const editor = vscode.window.visibleTextEditors.find((candidate) => candidate.document === this.document);
    const top = editor?.visibleRanges[0]?.start.line;
    if (top !== undefined && top > 0) void this.post({ type: 'scrollToLine', line: top });
  }

  private revealInEditor(line: number): void {
    const editor = vscode.window.visibleTextEditors.find((candidate) => candidate.document === this.document);
    if (!editor) return;
    const target = Math.max(0, Math.min(this.document.lineCount - 1, Math.floor(line)));
    this.revealedUntil = Date.now() + 500;
    editor.revealRange(new vscode.Range(target, 0, target, 0), vscode.TextEditorRevealType.AtTop);
  }

  /** Web links open in the browser; a relative link to a workspace file opens it in the editor; nothing else. */
  private async openLink(href: string): Promise<void> {
    if (/^(?:https?|mailto):/i.test(href)) {
      await this.deps.openExternal(vscode.Uri.parse(href, true));
      return;
    }
    const target = this.resolve(href);
    if (!target) return;
    try {
      await vscode.workspace.fs.stat(target.uri);
    } catch {
      return;
    }
    const line = target.line === undefined ? undefined : new vscode.Range(target.line, 0, target.line, 0);
    const editor = await vscode.window.showTextDocument(target.uri, { viewColumn: vscode.ViewColumn.One, preview: true, ...(line ? { selection: line } : {}) });
    if (line) editor.revealRange(line, vscode.TextEditorRevealType.AtTop);
  }

  /** Relative images of workspace files, as data: URLs (the webview may load only from media/, https and data:). */
  private async images(sources: readonly string[]): Promise<Record<string, string>> {
    const resolved: Record<string, string> = {};
    for (const source of sources.slice(0, 200)) {
      const target = this.resolve(source);
      const type = target && imageMimeType(target.uri.path);
      if (!target || !type) continue;
      try {
        const stat = await vscode.workspace.fs.stat(target.uri);
        if (stat.size > imageLimitBytes) continue;
        resolved[source] = `data:${type};base64,${Buffer.from(await vscode.workspace.fs.readFile(target.uri)).toString('base64')}`;
      } catch {
        // a missing image stays empty, as the service would show it broken
      }
    }
    return resolved;
  }

  /** A relative reference of the document as a file of its workspace folder (never outside it). */
  private resolve(href: string): { uri: vscode.Uri; line?: number } | undefined {
    const folder = vscode.workspace.getWorkspaceFolder(this.document.uri);
    if (!folder) return undefined;
    const resolved = resolveRelativePath(this.document.uri.path, href, folder.uri.path);
    return resolved && { uri: this.document.uri.with({ path: resolved.path, query: '', fragment: '' }), line: resolved.line };
  }

  private titleFor(document: vscode.TextDocument): string {
    return vscode.l10n.t('Preview {0}', posix.basename(document.uri.path));
  }
}

function configuredChoice(): RendererSetting {
  const value = vscode.workspace.getConfiguration('devdesk').get<string>('preview.renderer', 'auto');
  return choices.includes(value as RendererSetting) ? (value as RendererSetting) : 'auto';
}
