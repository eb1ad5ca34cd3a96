// The preview feature: Markdown as the service will publish it (Qiita's renderer for article files, GitHub's for
// other Markdown, marked when neither can), in a webview beside the editor. See panel.ts.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { InspectPreviewCommand, OpenPreviewCommand } from './commands';
import { PreviewManager } from './manager';
import { PreviewRenderers } from './renderers';
import { externalLinks, previewTesting, type PreviewTesting } from './testing';

export type { PreviewTesting } from './testing';

export function registerPreview(deps: BaseDeps & { accounts: Accounts }): DisposableStore & { testing: PreviewTesting } {
  const store = new DisposableStore();
  const links = externalLinks();
  const manager = store.add(new PreviewManager({
    accounts: deps.accounts,
    renderers: new PreviewRenderers(deps.accounts),
    media: vscode.Uri.joinPath(deps.context.extensionUri, 'media', 'preview'),
    log: deps.log,
    openExternal: (uri) => links.open(uri),
  }));
  deps.commands.add(new OpenPreviewCommand('devdesk.openPreview', manager), new OpenPreviewCommand('devdesk.openPreviewToSide', manager), new InspectPreviewCommand(manager));
  return Object.assign(store, { testing: previewTesting(manager, links) });
}
