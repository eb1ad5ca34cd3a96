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
import { inlineImages, openLink } from './local-resources';
import { AnsweredRequests, ConditionProbe } from './probes';
import {
  affectsRenderInput,
  configuredRendererChoice,
  isRendererChoice,
  renderInputFor,
  type KeyedRenderInput,
  type RenderPlaces,
} from './render-input';
import type { RendererSetting } from './renderer-choice';
import { localLabel, type PreviewRenderers, type RenderOutput } from './renderers';
import { actionsOf, exactActionOf, exactRenderDelayMs, failedRender, renderMessage, titleFor } from './render-message';
import { decideRender, PauseAfterDrawn, type RenderTrigger } from './exact-policy';
import { RenderScheduler, type SchedulerStats } from './scheduler';
import { ScrollSync, type SyncCounts } from './scroll-sync';
import { adoptPreviewWebview, createPreviewWebview } from './webview-setup';
import type { FromWebview, PageAction, RenderMessage, Snapshot, ToWebview } from './webview/protocol';
import { SourcePoster } from './source-poster';

export type { SyncCounts } from './scroll-sync';

const settleTimeoutMs = 15_000;
const snapshotTimeoutMs = 10_000;

export interface PanelDeps extends RenderPlaces {
  renderers: PreviewRenderers;
  media: vscode.Uri;
  log: Log;
  /** Hands a web link to the browser: `vscode.env.openExternal`, or the tests' recorder (index.ts). */
  openExternal(uri: vscode.Uri): Thenable<boolean>;
}

/** A render the webview has drawn: its version, the source it shows, whether the service made it, and when. */
export interface ShownRender {
  version: number;
  source: string;
  /** The service's rendering (else the local renderer's). */
  exact: boolean;
  at: number;
}

type RenderResult = { output: RenderOutput; fromCache: boolean } | { error: unknown };

export class PreviewPanel extends Disposable {
  readonly panel: vscode.WebviewPanel;
  private readonly scheduler: RenderScheduler<KeyedRenderInput, RenderOutput>;
  /** An edit whose pause starts once the page has drawn it (exact-policy.ts). */
  private readonly pause = new PauseAfterDrawn<KeyedRenderInput>();
  private readonly scrollSync: ScrollSync;
  private choice: RendererSetting = configuredRendererChoice();
  private locked = false;
  /** A rate-limited answer came: no exact render goes until the user asks (*Render now*). */
  private held = false;
  /** The last answer of the exact path when it was a fallback: its banner stays while the user types on. */
  private lastFallback: RenderOutput['fallback'];
  private version = 0;
  private last: RenderMessage | undefined;
  private acknowledged = -1;
  private readonly sources = new SourcePoster(); // a keystroke's message carries its edit, not the whole text
  private ready = false;
  /** Resolves `settled()` when the webview acknowledges the newest render and nothing else is on its way. */
  private readonly settledProbe = new ConditionProbe(() => this.isSettled());
  private readonly snapshots = new AnsweredRequests<Snapshot>();
  private readonly shownEmitter = this.register(new vscode.EventEmitter<ShownRender>());
  /** Fires when the webview has drawn a render (the benchmark times keystrokes to it). */
  readonly onDidShow = this.shownEmitter.event;
  private readonly pageChangedEmitter = this.register(new vscode.EventEmitter<void>());
  /** Fires when what the page shows may have changed: a message went to it or came from it (snapshots aside). */
  readonly onDidChangePage = this.pageChangedEmitter.event;
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
    if (restored) {
      this.locked = restored.locked;
      this.choice = restored.choice ?? this.choice;
    }
    this.register({ dispose: () => this.panel.dispose() });
    this.register({ dispose: () => this.settledProbe.dispose() });
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
    return this.locked;
  }

  /** The renderer the toolbar's switch shows (the setting until the user picks another). */
  get rendererChoice(): RendererSetting {
    return this.choice;
  }

  get stats(): SchedulerStats {
    return this.scheduler.stats;
  }

  /** Scroll-sync messages sent each way so far. */
  get syncCounts(): SyncCounts {
    const counts = this.scrollSync.counts;
    return { ...counts, linesToPreview: [...counts.linesToPreview] };
  }

  /** Whether the editor's scrolling now would be taken as the echo of the page's last reveal. */
  get awaitingEditorEcho(): boolean {
    return this.scrollSync.awaitingEcho;
  }

  /** Follows another document (the active editor changed and this preview is not locked). */
  setDocument(document: vscode.TextDocument): void {
    if (document === this.document) return;
    this.document = document;
    this.panel.title = titleFor(document);
    this.lastFallback = undefined;
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
    const input = await renderInputFor(this.document, this.choice, this.deps);
    if (this.isDisposed) return;
    const decision = decideRender(trigger, { held: this.held, known: this.scheduler.has(input) });
    this.held = decision.held;
    if (decision.drawLocal) this.showLocal(input);
    this.pause.clear();
    if (decision.exact === 'none') this.scheduler.cancelPending();
    else if (decision.exact === 'afterPause' && decision.drawLocal && this.ready && this.panel.visible) {
      this.scheduler.cancelPending();
      this.pause.edited(this.version, { ...input, force: decision.force });
    } else this.scheduler.update({ ...input, force: decision.force }, { immediate: decision.exact === 'now' });
  }

  /** Resolves once the webview shows the newest render (no render pending or running). */
  settled(): Promise<void> {
    return this.settledProbe.wait('the preview settling', settleTimeoutMs);
  }

  /** The webview's live DOM as its script reads it (the tests' window into the page). */
  snapshot(): Promise<Snapshot> {
    return this.snapshots.ask((id) => void this.post({ type: 'snapshot', id }), 'the webview', snapshotTimeoutMs);
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
      onSettled: () => this.settledProbe.changed(),
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
    this.register(
      vscode.workspace.onDidChangeTextDocument(
        (event) => event.document === this.document && event.contentChanges.length > 0 && void this.update('edit'),
      ),
    );
    this.register(
      vscode.workspace.onDidSaveTextDocument((document) => document === this.document && void this.update('save')),
    );
    this.register(
      this.deps.accounts.onDidChange(() => {
        this.scheduler.clearCache();
        this.held = false;
        void this.update('open');
      }),
    );
    // The clone's remote changed (git remote set-url): the document's GitHub host or repository may be another now.
    this.register(
      this.deps.gitRemotes.onDidChange(
        (folder) =>
          vscode.workspace.getWorkspaceFolder(this.document.uri)?.uri.toString() === folder.toString() &&
          void this.update('open'),
      ),
    );
    this.register(
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (!affectsRenderInput(event)) return;
        this.choice = configuredRendererChoice();
        void this.update('open');
      }),
    );
  }

  /** The exact path's answer (or its fallback), drawn over the local rendering. */
  private show(input: KeyedRenderInput, result: RenderResult): void {
    const output = 'output' in result ? result.output : failedRender(input, result.error);
    this.lastFallback = output.fallback;
    if (output.fallback?.held) this.held = true;
    if (output.fallback)
      this.deps.log.info(`preview of ${input.uri.toString(true)}: local fallback (${output.fallback.reason})`);
    this.draw(output, input);
  }

  /** The local renderer's drawing of the current text: the webview renders `source` itself. */
  private showLocal(input: KeyedRenderInput): void {
    const { body, lineOffset, title } = input.source;
    this.draw(
      {
        renderer: input.renderer,
        source: body,
        lineOffset,
        ...(title ? { title } : {}),
        label: localLabel(),
        ...(this.lastFallback ? { fallback: this.lastFallback } : {}),
      },
      input,
    );
  }

  private draw(output: RenderOutput, input: KeyedRenderInput): void {
    this.version += 1;
    this.last = {
      ...renderMessage(this.version, input.choice, output, this.locked, actionsOf(input.uri), input.uri.toString()),
      ...exactActionOf(input),
      ...(input.context ? { context: input.context } : {}),
    };
    if (this.ready) void this.post(this.last);
  }

  private async received(message: FromWebview): Promise<void> {
    switch (message.type) {
      case 'ready':
      case 'resendSource':
        this.ready = true;
        this.sources.reset();
        if (this.last) await this.post({ ...this.last, locked: this.locked });
        break;
      case 'rendered':
        this.rendered(message.version);
        break;
      case 'revealLine':
        this.scrollSync.pageScrolled(message.line);
        break;
      case 'echoIgnored':
        this.scrollSync.counts.pageEchoesIgnored += 1;
        break;
      case 'openLink':
        await openLink(this.document, message.href, this.deps.openExternal);
        break;
      case 'resolveImages':
        await this.post({
          type: 'images',
          version: message.version,
          resolved: await inlineImages(this.document, message.sources),
        });
        break;
      case 'retry':
        this.scheduler.clearCache();
        await this.update('retry');
        break;
      case 'renderExact':
        await this.update('demand');
        break;
      case 'chooseRenderer':
        if (isRendererChoice(message.choice)) this.choice = message.choice;
        this.lastFallback = undefined;
        await this.update('open');
        break;
      case 'lock':
        this.locked = message.locked;
        break;
      case 'runAction':
        await documentActionsOf(this.uri)
          .find((action) => action.id === message.id)
          ?.run();
        break;
      case 'snapshot':
        this.snapshots.answered(message.id, message);
        return;
      case 'diagramsDrawn':
        break;
    }
    this.pageChangedEmitter.fire();
  }

  /** The webview drew render `version`: the page follows the editor, then whoever waits for it hears. */
  private rendered(version: number): void {
    this.acknowledged = version;
    const paused = this.pause.drawn(version);
    if (paused) this.scheduler.update(paused);
    if (this.last?.version === version)
      this.shownEmitter.fire({
        version,
        source: this.last.source,
        exact: this.last.html !== undefined,
        at: performance.now(),
      });
    this.scrollSync.afterRender();
    this.settledProbe.changed();
  }

  private isSettled(): boolean {
    return (
      this.ready &&
      this.stats.inFlight === 0 &&
      !this.scheduler.pending &&
      !this.pause.isWaiting &&
      this.last !== undefined &&
      this.acknowledged === this.last.version
    );
  }

  /** Sends a message to the page; a snapshot asked for after it sees its effect (messages arrive in order). */
  private post(message: ToWebview): Thenable<boolean> {
    const posted = this.panel.webview.postMessage(message.type === 'render' ? this.sources.outgoing(message) : message);
    if (message.type !== 'snapshot') this.pageChangedEmitter.fire();
    return posted;
  }
}
