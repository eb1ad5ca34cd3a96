// The preview's webview panel as VS Code creates it: scripts on (ours only, by the page's CSP in html.ts), no forms,
// no command links, resources from media/preview/ alone, and the page with its toolbar strings localized.
import * as vscode from 'vscode';
import { previewPage, type PageStrings } from './html';

export const previewViewType = 'devdesk.preview';

function webviewOptions(media: vscode.Uri): vscode.WebviewOptions {
  return { enableScripts: true, enableForms: false, enableCommandUris: false, localResourceRoots: [media] };
}

export function createPreviewWebview(media: vscode.Uri, title: string, column: vscode.ViewColumn): vscode.WebviewPanel {
  const panel = vscode.window.createWebviewPanel(
    previewViewType,
    title,
    { viewColumn: column, preserveFocus: true },
    webviewOptions(media),
  );
  return adoptPreviewWebview(panel, media, title);
}

/** A panel VS Code restored after a reload (serializer.ts) gets the same options and a fresh page. */
export function adoptPreviewWebview(panel: vscode.WebviewPanel, media: vscode.Uri, title: string): vscode.WebviewPanel {
  panel.webview.options = webviewOptions(media);
  panel.title = title;
  panel.iconPath = vscode.Uri.joinPath(media, '..', 'devdesk.svg');
  const resource = (name: string) => panel.webview.asWebviewUri(vscode.Uri.joinPath(media, name)).toString();
  panel.webview.html = previewPage({
    cspSource: panel.webview.cspSource,
    scriptUri: resource('preview.js'),
    styleUri: resource('preview.css'),
    mathStyleUri: resource('katex.css'),
    mermaidScriptUri: resource('mermaid.js'),
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
    renderNow: vscode.l10n.t('Render now'),
    plainText: vscode.l10n.t(
      'Shown as plain text: the document nests deeper, or repeats * or _ more often in one paragraph, than the ' +
        'local preview renders without stalling.',
    ),
    diagramTimedOut: vscode.l10n.t('Diagram not drawn: mermaid took too long, so it is shown as code.'),
    diagramRefused: vscode.l10n.t('Diagram not drawn: mermaid could not read it, so it is shown as code.'),
    slidePrevious: vscode.l10n.t('Previous page'),
    slideNext: vscode.l10n.t('Next page'),
    slidePage: vscode.l10n.t('Page {0} / {1}'),
    slideWhole: vscode.l10n.t('Whole article'),
    imageHttp: vscode.l10n.t('Image not loaded: the preview loads images over https only (this one is http).'),
  };
}
