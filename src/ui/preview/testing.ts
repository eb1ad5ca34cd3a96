// What the preview shows the integration tests and the benchmark (DevDeskApi.preview). Every wait here resolves on
// the event it waits for: a change to the page (a message to or from it, a preview opened), never a timer's tick.
import * as vscode from 'vscode';
import { inspectPanel } from './commands';
import type { PreviewManager } from './manager';
import type { ShownRender } from './panel';
import type { SyncCounts } from './scroll-sync';
import type { PageAction, Snapshot } from './webview/protocol';
import { previewViewType } from './webview-setup';

export interface PreviewTesting {
  /**
   * While on, web links clicked in a preview are recorded here instead of going to `vscode.env.openExternal`
   * (a test asserts what would open without a browser opening).
   */
  recordExternalLinks(on: boolean): void;
  readonly externalLinks: readonly string[];
  /** Does in the current preview's page what a user would: scroll a block to the top, click a link. */
  act(action: PageAction): Promise<boolean>;
  /** Scroll-sync messages the current preview sent each way so far. */
  syncCounts(): SyncCounts | undefined;
  /**
   * Whether the current preview takes the editor's scrolling now as the echo of its own reveal (for half a second
   * after the page scrolled the editor): a test scrolls the editor as the user once this is false.
   */
  awaitingEditorEcho(): boolean;
  /** Fires when a preview's webview has drawn a render. */
  readonly onDidShow: vscode.Event<ShownRender & { uri: string }>;
  /**
   * The current preview's page once it shows its newest render and `accept` holds, read again after every change
   * to the page; fails after `timeoutMs` saying what it waited for and what the page showed last.
   */
  pageWhere(accept: (snapshot: Snapshot) => boolean, what: string, timeoutMs?: number): Promise<Snapshot>;
  /** The current preview's page as it is now, renders still on their way or not (the bench's first sight of a word). */
  pageNow(): Promise<Snapshot | undefined>;
  /**
   * What VS Code does after a window reload: a fresh panel of the preview's view type handed to the serializer with
   * the state the page kept (serializer.ts).
   */
  restore(state: unknown): Promise<void>;
  /** The current preview's document, lock and renderer choice. */
  current(): { uri: string; locked: boolean; choice: string } | undefined;
}

/** Where web links go: the browser, or (while a test records them) the list. */
export interface ExternalLinks {
  open(uri: vscode.Uri): Thenable<boolean>;
  record(on: boolean): void;
  readonly recorded: readonly string[];
}

export function externalLinks(): ExternalLinks {
  const recorded: string[] = [];
  let recording = false;
  return {
    open: async (uri) => {
      if (!recording) return vscode.env.openExternal(uri);
      recorded.push(uri.toString(true));
      return true;
    },
    record: (on) => {
      recording = on;
      recorded.length = 0;
    },
    recorded,
  };
}

export function previewTesting(
  manager: PreviewManager,
  links: ExternalLinks,
  serializer: vscode.WebviewPanelSerializer,
): PreviewTesting {
  return {
    recordExternalLinks: (on) => links.record(on),
    externalLinks: links.recorded,
    act: async (action) => (await manager.current?.act(action)) ?? false,
    syncCounts: () => manager.current?.syncCounts,
    awaitingEditorEcho: () => manager.current?.awaitingEditorEcho ?? false,
    onDidShow: manager.onDidShow,
    pageWhere: (accept, what, timeoutMs = 15_000) => pageWhere(manager, accept, what, timeoutMs),
    pageNow: async () => {
      const panel = manager.current;
      return panel && (await inspectPanel(panel, false)).snapshot;
    },
    restore: async (state) => {
      const panel = vscode.window.createWebviewPanel(previewViewType, '', {
        viewColumn: vscode.ViewColumn.Beside,
        preserveFocus: true,
      });
      await serializer.deserializeWebviewPanel(panel, state);
    },
    current: () => {
      const panel = manager.current;
      return panel && { uri: panel.uri.toString(), locked: panel.isLocked, choice: panel.rendererChoice };
    },
  };
}

async function pageWhere(
  manager: PreviewManager,
  accept: (snapshot: Snapshot) => boolean,
  what: string,
  timeoutMs: number,
): Promise<Snapshot> {
  const deadline = Date.now() + timeoutMs;
  let last: Snapshot | undefined;
  for (;;) {
    // Listening before reading: a change while the page is read is not missed.
    const change = nextChange(manager, deadline - Date.now());
    try {
      const panel = manager.current;
      last = panel && (await inspectPanel(panel, true)).snapshot;
      if (last && accept(last)) return last;
      if (!(await change.happened)) break;
    } finally {
      change.dispose();
    }
  }
  throw new Error(
    `timed out waiting for ${what}; the preview shows (${last?.renderer}, ` +
      `banner ${JSON.stringify(last?.banner)}): ${last?.html.slice(0, 600)}\nthe page's trace:\n` +
      `${last?.trace.join('\n')}\nits viewport shows: ${JSON.stringify(last?.visibleText.slice(-300))}\n` +
      `scroll sync decided:\n${manager.current?.syncCounts.decisions.join('\n')}`,
  );
}

/** The manager's next page change: true when it happens, false when `timeoutMs` passes first. */
function nextChange(manager: PreviewManager, timeoutMs: number): { happened: Promise<boolean>; dispose(): void } {
  let listener: vscode.Disposable | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const happened = new Promise<boolean>((resolve) => {
    listener = manager.onDidChangePage(() => resolve(true));
    timer = setTimeout(() => resolve(false), Math.max(0, timeoutMs));
  });
  return {
    happened,
    dispose: () => {
      listener?.dispose();
      clearTimeout(timer);
    },
  };
}
