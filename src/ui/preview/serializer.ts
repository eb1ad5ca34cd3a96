// Previews come back after a window reload, as VS Code's own Markdown preview does: VS Code keeps each panel's
// webview state (the page's `setState`: the document's URI, the lock, the renderer) and hands the panel back to
// this serializer (https://code.visualstudio.com/api/extension-guides/webview#persistence; `onWebviewPanel:`
// activation in package.json), which reopens the document's preview in it.
import * as vscode from 'vscode';
import type { Log } from '../base/log';
import type { PreviewManager } from './manager';
import { isRendererChoice } from './render-input';
import type { RendererSetting } from './renderer-choice';

/** What a preview page keeps in its webview state (webview/main.ts). */
export interface PreviewState {
  uri: string;
  locked: boolean;
  choice: RendererSetting | undefined;
}

export function readPreviewState(state: unknown): PreviewState | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { uri, locked, choice } = state as Record<string, unknown>;
  if (typeof uri !== 'string' || uri === '') return undefined;
  return {
    uri,
    locked: locked === true,
    choice: typeof choice === 'string' && isRendererChoice(choice) ? choice : undefined,
  };
}

export class PreviewSerializer implements vscode.WebviewPanelSerializer {
  constructor(
    private readonly manager: PreviewManager,
    private readonly log: Log,
  ) {}

  async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
    const restored = readPreviewState(state);
    try {
      if (!restored) throw new Error('no document in its state');
      const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(restored.uri, true));
      this.manager.restore(panel, document, restored);
    } catch (error) {
      // The document is gone (deleted, its host signed out): nothing to show, so the panel closes.
      this.log.info(`preview not restored: ${String((error as Error)?.message ?? error)}`);
      panel.dispose();
    }
  }
}
