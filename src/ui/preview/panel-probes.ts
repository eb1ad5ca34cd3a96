// What the tests and the benchmark read of one preview panel, kept out of its message routing (panel.ts): when the
// page drew a render (`onDidShow`), when what it shows may have changed (`onDidChangePage`), when the newest render
// is drawn with nothing on its way (`settled()`), and the page's live DOM (`snapshot()`).
import * as vscode from 'vscode';
import { Disposable } from '../base/dispose';
import { AnsweredRequests, ConditionProbe } from './probes';
import type { Snapshot } from './webview/protocol';

const settleTimeoutMs = 15_000;
const snapshotTimeoutMs = 10_000;

/** A render the webview has drawn: its version, the source it shows, whether the service made it, and when. */
export interface ShownRender {
  version: number;
  source: string;
  /** The service's rendering (else the local renderer's). */
  exact: boolean;
  at: number;
}

export class PanelProbes extends Disposable {
  /** Resolves `settled()` when the webview acknowledges the newest render and nothing else is on its way. */
  private readonly settledProbe: ConditionProbe;
  private readonly snapshots = new AnsweredRequests<Snapshot>();
  private readonly shownEmitter = this.register(new vscode.EventEmitter<ShownRender>());
  /** Fires when the webview has drawn a render (the benchmark times keystrokes to it). */
  readonly onDidShow = this.shownEmitter.event;
  private readonly pageChangedEmitter = this.register(new vscode.EventEmitter<void>());
  /** Fires when what the page shows may have changed: a message went to it or came from it (snapshots aside). */
  readonly onDidChangePage = this.pageChangedEmitter.event;

  constructor(isSettled: () => boolean) {
    super();
    this.settledProbe = new ConditionProbe(isSettled);
    this.register({ dispose: () => this.settledProbe.dispose() });
  }

  /** Resolves once the webview shows the newest render (no render pending or running). */
  settled(): Promise<void> {
    return this.settledProbe.wait('the preview settling', settleTimeoutMs);
  }

  /** Asks the page for its live DOM through `send` (a `snapshot` message carrying the id). */
  snapshot(send: (id: number) => void): Promise<Snapshot> {
    return this.snapshots.ask(send, 'the webview', snapshotTimeoutMs);
  }

  /** The page answered a snapshot request. */
  answered(snapshot: Snapshot): void {
    this.snapshots.answered(snapshot.id, snapshot);
  }

  /** Something `isSettled` reads may have changed. */
  settledChanged(): void {
    this.settledProbe.changed();
  }

  shown(render: ShownRender): void {
    this.shownEmitter.fire(render);
  }

  pageChanged(): void {
    this.pageChangedEmitter.fire();
  }
}
