// One preview: a webview panel showing one Markdown document, instant while typing and exact when it matters.
// Every change is drawn at once by the local renderer in the webview (the text, or its edit, goes with the message);
// the service's own rendering replaces it after a pause (`devdesk.preview.exactRenderDelay`, counted from the page's
// drawing), on save and on demand (*Render with …*), through the RenderScheduler (one request in flight, newest wins,
// a text already rendered answered from its cache), and only while the host's budget is above the reserve
// (budget.ts); a rate-limited answer holds the preview local until the user asks again. This file routes the
// webview's messages; what to render is render-input.ts, scrolling scroll-sync.ts, links and images local-resources.ts.
import * as vscode from 'vscode';
import { documentActionsOf } from '../base/document-actions';
import { Disposable } from '../base/dispose';
import type { Log } from '../base/log';
import { imagesOf, openLink } from './local-resources';
import { PanelProbes } from './panel-probes';
import { PanelState } from './panel-state';
import { watchRenderTriggers } from './panel-triggers';
import {
  configuredRendererChoice,
  isRendererChoice,
  renderInputFor,
  type KeyedRenderInput,
  type RenderPlaces,
} from './render-input';
import type { RendererSetting } from './renderer-choice';
import type { PreviewRenderers, RenderOutput } from './renderers';
import { exactRenderDelayMs, failedRender, localOutput, renderMessage, titleFor } from './render-message';
import { decideRender, PauseAfterDrawn, type RenderTrigger } from './exact-policy';
import { RenderScheduler, type SchedulerStats } from './scheduler';
import { localDrawing, ScrollSync, type SyncCounts } from './scroll-sync';
import { adoptPreviewWebview, createPreviewWebview } from './webview-setup';
import type { FromWebview, PageAction, Snapshot, ToWebview } from './webview/protocol';
import { SourcePoster } from './source-poster';

export type { SyncCounts } from './scroll-sync';
export type { ShownRender } from './panel-probes';

export interface PanelDeps extends RenderPlaces {
  renderers: PreviewRenderers;
  media: vscode.Uri;
  log: Log;
  /** Hands a web link to the browser: `vscode.env.openExternal`, or the tests' recorder (index.ts). */
  openExternal(uri: vscode.Uri): Thenable<boolean>;
}

type RenderResult = { output: RenderOutput; fromCache: boolean } | { error: unknown };

export class PreviewPanel extends Disposable {
  readonly panel: vscode.WebviewPanel;
  private readonly scheduler: RenderScheduler<KeyedRenderInput, RenderOutput>;
  /** An edit whose pause starts once the page has drawn it (exact-policy.ts). */
  private readonly pause = new PauseAfterDrawn<KeyedRenderInput>();
  private readonly scrollSync: ScrollSync;
  private readonly state: PanelState;
  private readonly sources = new SourcePoster(); // a keystroke's message carries its edit, not the whole text
  private readonly probes = this.register(new PanelProbes(() => this.isSettled()));
  /** Fires when the webview has drawn a render (the benchmark times keystrokes to it). */
  readonly onDidShow = this.probes.onDidShow;
  /** Fires when what the page shows may have changed: a message went to it or came from it (snapshots aside). */
  readonly onDidChangePage = this.probes.onDidChangePage;
  private readonly disposedEmitter = this.register(new vscode.EventEmitter<void>());
  readonly onDidDispose = this.disposedEmitter.event;

  constructor(
    private readonly deps: PanelDeps,
    private document: vscode.TextDocument,
    column: vscode.ViewColumn,
    restored?: { panel: vscode.WebviewPanel; locked: boolean; choice: RendererSetting | undefined },
  ) {
    super();
    this.panel = restored
      ? adoptPreviewWebview(restored.panel, deps.media, titleFor(document))
      : createPreviewWebview(deps.media, titleFor(document), column);
    this.state = new PanelState(restored);
    this.register({ dispose: () => this.panel.dispose() });
    this.scheduler = this.createScheduler();
    this.scrollSync = this.register(
      new ScrollSync(
        () => this.document,
        (message) => this.post(message),
      ),
    );
    this.listen();
    void this.update('open');
  }

  get uri(): vscode.Uri {
    return this.document.uri;
  }

  get isLocked(): boolean {
    return this.state.locked;
  }

  /** The renderer the toolbar's switch shows (the setting until the user picks another). */
  get rendererChoice(): RendererSetting {
    return this.state.choice;
  }

  get stats(): SchedulerStats {
    return this.scheduler.stats;
  }

  /** Scroll-sync messages sent each way so far. */
  get syncCounts(): SyncCounts {
    return this.scrollSync.countsNow();
  }

  /** Whether the editor's scrolling now would be taken as the echo of the page's last reveal. */
  get awaitingEditorEcho(): boolean {
    return this.scrollSync.awaitingEcho;
  }

  /** Follows another document (the active editor changed and this preview is not locked). */
  setDocument(document: vscode.TextDocument): void {
    if (document === this.document) return;
    this.document = document;
    this.scrollSync.documentChanged();
    this.panel.title = titleFor(document);
    this.state.lastFallback = undefined;
    void this.update('open');
  }

  reveal(): void {
    this.panel.reveal(undefined, true);
  }

  /**
   * Draws the document locally at once (unless its exact rendering is already known), and asks the service for it
   * after the pause (an edit) or now (anything else); `demand` goes whatever the budget and a rate-limited hold.
   */
  async update(trigger: RenderTrigger): Promise<void> {
    const input = await renderInputFor(this.document, this.state.choice, this.deps);
    if (this.isDisposed) return;
    const decision = decideRender(trigger, { held: this.state.held, known: this.scheduler.has(input) });
    this.state.held = decision.held;
    if (decision.drawLocal) this.showLocal(input, trigger);
    this.pause.clear();
    if (decision.exact === 'none') this.scheduler.cancelPending();
    else if (decision.exact === 'afterPause' && decision.drawLocal && this.state.ready && this.panel.visible) {
      this.scheduler.cancelPending();
      this.pause.edited(this.state.version, { ...input, force: decision.force });
    } else this.scheduler.update({ ...input, force: decision.force }, { immediate: decision.exact === 'now' });
  }

  /** Resolves once the webview shows the newest render (no render pending or running). */
  settled(): Promise<void> {
    return this.probes.settled();
  }

  /** The webview's live DOM as its script reads it (the tests' window into the page). */
  snapshot(): Promise<Snapshot> {
    return this.probes.snapshot((id) => void this.post({ type: 'snapshot', id }));
  }

  /** What the tests do in the page as a user would: scroll a block to the top, click a link (by their text). */
  act(action: PageAction): Thenable<boolean> {
    return this.post(action);
  }

  private createScheduler(): RenderScheduler<KeyedRenderInput, RenderOutput> {
    const scheduler = new RenderScheduler<KeyedRenderInput, RenderOutput>({
      delayMs: () => exactRenderDelayMs(),
      keyOf: (input) => input.key,
      render: (input, signal) => this.deps.renderers.render(input, signal),
      cacheable: (output) => output.fallback === undefined,
      onResult: (input, result) => this.show(input, result),
      // A render dropped for a newer one that came from the cache may be the last thing the preview waited for.
      onSettled: () => this.probes.settledChanged(),
    });
    this.register({ dispose: () => scheduler.dispose() });
    return scheduler;
  }

  private listen(): void {
    this.register(
      this.panel.onDidDispose(() => {
        this.disposedEmitter.fire();
        this.dispose();
      }),
    );
    this.register(this.panel.webview.onDidReceiveMessage((message: FromWebview) => void this.received(message)));
    const triggers = watchRenderTriggers(
      {
        document: () => this.document,
        update: (trigger) => void this.update(trigger),
        accountsChanged: () => {
          this.scheduler.clearCache();
          this.state.held = false;
          void this.update('open');
        },
        settingsChanged: () => {
          this.state.choice = configuredRendererChoice();
          void this.update('open');
        },
      },
      this.deps,
    );
    for (const trigger of triggers) this.register(trigger);
  }

  /** The exact path's answer (or its fallback), drawn over the local rendering. */
  private show(input: KeyedRenderInput, result: RenderResult): void {
    const output = 'output' in result ? result.output : failedRender(input, result.error);
    this.state.lastFallback = output.fallback;
    if (output.fallback?.held) this.state.held = true;
    if (output.fallback)
      this.deps.log.info(`preview of ${input.uri.toString(true)}: local fallback (${output.fallback.reason})`);
    this.draw(output, input, 'redraw');
  }

  /** The local renderer's drawing of the current text: the webview renders `source` itself. */
  private showLocal(input: KeyedRenderInput, trigger: RenderTrigger): void {
    this.draw(localOutput(input, this.state.lastFallback), input, localDrawing[trigger]);
  }

  private draw(output: RenderOutput, input: KeyedRenderInput, drawn: 'edit' | 'redraw' | 'other'): void {
    this.state.version += 1;
    this.state.last = {
      ...renderMessage(this.state.version, input, output, this.state.locked),
      ...this.scrollSync.caretOf(drawn),
    };
    this.scrollSync.slides = this.state.last.slide === true;
    if (this.state.ready) void this.post(this.state.last);
  }

  private async received(message: FromWebview): Promise<void> {
    switch (message.type) {
      case 'ready':
      case 'resendSource':
        this.state.ready = true;
        this.sources.reset();
        if (this.state.last) await this.post({ ...this.state.last, locked: this.state.locked });
        break;
      case 'rendered':
        this.rendered(message.version);
        break;
      case 'revealLine':
        this.scrollSync.pageScrolled(message.line, message.scrolls);
        break;
      case 'echoIgnored':
        this.scrollSync.counts.pageEchoesIgnored += 1;
        break;
      case 'openLink':
        await openLink(this.document, message.href, this.deps.openExternal);
        break;
      case 'resolveImages':
        await this.post({ type: 'images', ...(await imagesOf(this.document, message)) });
        break;
      case 'retry':
        this.scheduler.clearCache();
        await this.update('retry');
        break;
      case 'renderExact':
        await this.update('demand');
        break;
      case 'chooseRenderer':
        if (isRendererChoice(message.choice)) this.state.choice = message.choice;
        this.state.lastFallback = undefined;
        await this.update('open');
        break;
      case 'lock':
        this.state.locked = message.locked;
        break;
      case 'runAction':
        await documentActionsOf(this.uri)
          .find((action) => action.id === message.id)
          ?.run();
        break;
      case 'snapshot':
        this.probes.answered(message);
        return;
      case 'diagramsDrawn':
        break;
    }
    this.probes.pageChanged();
  }

  /** The webview drew render `version`: the page follows the editor, then whoever waits for it hears. */
  private rendered(version: number): void {
    this.state.acknowledged = version;
    const paused = this.pause.drawn(version);
    if (paused) this.scheduler.update(paused);
    const last = this.state.last;
    if (last?.version === version) {
      this.probes.shown({ version, source: last.source, exact: last.html !== undefined, at: performance.now() });
      this.scrollSync.afterRender(last.keepCaret === true); // after an older render, a newer one is on its way
    }
    this.probes.settledChanged();
  }

  private isSettled(): boolean {
    return this.state.isSettled(this.stats.inFlight === 0 && !this.scheduler.pending && !this.pause.isWaiting);
  }

  /** Sends a message to the page; a snapshot asked for after it sees its effect (messages arrive in order). */
  private post(message: ToWebview): Thenable<boolean> {
    const posted = this.panel.webview.postMessage(message.type === 'render' ? this.sources.outgoing(message) : message);
    if (message.type !== 'snapshot') this.probes.pageChanged();
    return posted;
  }
}
