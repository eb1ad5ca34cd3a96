// The preview's webview panel as VS Code creates it: scripts on (ours only, by the page's CSP in html.ts), no forms,
// no command links, resources from media/preview/ alone, and the page with its toolbar strings localized.
import * as vscode from 'vscode';
import { previewPage, type PageStrings } from './html';

export const previewViewType = 'devdesk.preview';

export function createPreviewWebview(media: vscode.Uri, title: string, column: vscode.ViewColumn): vscode.WebviewPanel {
  const panel = vscode.window.createWebviewPanel(previewViewType, title, { viewColumn: column, preserveFocus: true }, {
    enableScripts: true,
    enableForms: false,
    enableCommandUris: false,
    localResourceRoots: [media],
  });
  panel.iconPath = vscode.Uri.joinPath(media, '..', 'devdesk.svg');
  const resource = (name: string) => panel.webview.asWebviewUri(vscode.Uri.joinPath(media, name)).toString();
  panel.webview.html = previewPage({
    cspSource: panel.webview.cspSource,
    scriptUri: resource('preview.js'),
    styleUri: resource('preview.css'),
    mathStyleUri: resource('katex.css'),
    language: vscode.env.language,
    strings: pageStrings(),
  });
  return panel;
}

function pageStrings(): PageStrings {
  return {
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
  };
}
