// The preview feature: Markdown as the service will publish it (Qiita's renderer for article files, GitHub's for
// other Markdown, marked when neither can), in a webview beside the editor. See panel.ts.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { InspectPreviewCommand, OpenPreviewCommand } from './commands';
import { PreviewManager } from './manager';
import type { ShownRender, SyncCounts } from './panel';
import { PreviewRenderers } from './renderers';
import type { PageAction } from './webview/protocol';

/** What the preview shows the tests and the benchmark (the page's DOM itself: `devdesk.preview.inspect`). */
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
  /** Fires when a preview's webview has drawn a render. */
  readonly onDidShow: vscode.Event<ShownRender & { uri: string }>;
}

export function registerPreview(deps: BaseDeps & { accounts: Accounts }): DisposableStore & { testing: PreviewTesting } {
  const store = new DisposableStore();
  const externalLinks: string[] = [];
  let recording = false;
  const manager = store.add(new PreviewManager({
    accounts: deps.accounts,
    renderers: new PreviewRenderers(deps.accounts),
    media: vscode.Uri.joinPath(deps.context.extensionUri, 'media', 'preview'),
    log: deps.log,
    openExternal: async (uri) => {
      if (!recording) return vscode.env.openExternal(uri);
      externalLinks.push(uri.toString(true));
      return true;
    },
  }));
  deps.commands.add(new OpenPreviewCommand('devdesk.openPreview', manager), new OpenPreviewCommand('devdesk.openPreviewToSide', manager), new InspectPreviewCommand(manager));
  const testing: PreviewTesting = {
    recordExternalLinks: (on) => {
      recording = on;
      externalLinks.length = 0;
    },
    externalLinks,
    act: async (action) => (await manager.current?.act(action)) ?? false,
    syncCounts: () => manager.current && { ...manager.current.syncCounts },
    onDidShow: manager.onDidShow,
  };
  return Object.assign(store, { testing });
}
