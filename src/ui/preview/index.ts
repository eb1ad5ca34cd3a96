// The preview feature: Markdown as the service will publish it (Qiita's renderer for article files, GitHub's for
// other Markdown, marked when neither can), in a webview beside the editor. See panel.ts.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { InspectPreviewCommand, OpenPreviewCommand } from './commands';
import { PreviewManager } from './manager';
import { defaultReservePercent } from './budget';
import { PreviewRenderers, type BudgetSource } from './renderers';
import { PreviewSerializer } from './serializer';
import { previewViewType } from './webview-setup';
import { externalLinks, previewTesting, type PreviewTesting } from './testing';

export type { PreviewTesting } from './testing';

export function registerPreview(
  deps: BaseDeps & { accounts: Accounts },
): DisposableStore & { testing: PreviewTesting } {
  const store = new DisposableStore();
  const links = externalLinks();
  const manager = store.add(
    new PreviewManager({
      accounts: deps.accounts,
      gitRemotes: deps.gitRemotes,
      renderers: new PreviewRenderers(deps.accounts, budgetOf(deps.accounts)),
      media: vscode.Uri.joinPath(deps.context.extensionUri, 'media', 'preview'),
      log: deps.log,
      openExternal: (uri) => links.open(uri),
    }),
  );
  const serializer = new PreviewSerializer(manager, deps.log);
  store.add(vscode.window.registerWebviewPanelSerializer(previewViewType, serializer));
  deps.commands.add(
    new OpenPreviewCommand('devdesk.openPreview', manager),
    new OpenPreviewCommand('devdesk.openPreviewToSide', manager),
    new InspectPreviewCommand(manager),
  );
  return Object.assign(store, { testing: previewTesting(manager, links, serializer) });
}

/** The host's last known figures (the accounts' rate-limit tracker) and `devdesk.preview.budgetReserve` (percent). */
function budgetOf(accounts: Accounts): BudgetSource {
  return {
    figures: (host) => {
      const snapshot = accounts.rateLimit(host);
      return snapshot && { limit: snapshot.limit, remaining: snapshot.remaining, resetAt: snapshot.resetAt?.getTime() };
    },
    reservePercent: () =>
      vscode.workspace.getConfiguration('devdesk').get<number>('preview.budgetReserve', defaultReservePercent),
  };
}
