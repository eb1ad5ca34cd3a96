// Where the writer's article files live: the first folder of the workspace, or `devdesk.articleFiles.root` inside it.
// The article-file commands keep files there, and New Article from Template suggests its untitled article's place there.
import * as vscode from 'vscode';

/** The article root, or undefined when no folder is open. */
export function articleRoot(): string | undefined {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder || folder.uri.scheme !== 'file') return undefined;
  const sub = vscode.workspace.getConfiguration('devdesk.articleFiles').get<string>('root', '').trim();
  return sub ? vscode.Uri.joinPath(folder.uri, sub).fsPath : folder.uri.fsPath;
}
