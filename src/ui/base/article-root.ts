// Where the writer's article files live: the first folder of the workspace, or `devdesk.articleFiles.root` inside it.
// The article-file commands keep files there, and New Article from Template suggests its untitled article's place there.
// A root outside the folder (`../`, elsewhere, or a link inside that leads out) is refused with a warning, once per
// value, and the folder itself is used (article-root-rules.ts).
import { realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { chooseArticleRoot, isWithin, outsideFolder } from './article-root-rules';
import type { Phrase } from './text';
import { localize } from './tree/tree-item';

let warnedAbout: string | undefined;

function warnOnce(setting: string, refused: Phrase): void {
  if (warnedAbout === setting) return;
  warnedAbout = setting;
  void vscode.window.showWarningMessage(localize(refused));
}

/** The path with links resolved; for a folder not made yet (Pull makes it), its nearest existing parent's. */
function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(real(parent), basename(path));
  }
}

/** The article root, or undefined when no folder is open. */
export function articleRoot(): string | undefined {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder || folder.uri.scheme !== 'file') return undefined;
  const setting = vscode.workspace.getConfiguration('devdesk.articleFiles').get<string>('root', '');
  const choice = chooseArticleRoot(folder.uri.fsPath, setting);
  if ('refused' in choice) {
    warnOnce(setting, choice.refused);
    return choice.root;
  }
  if (choice.root !== folder.uri.fsPath && !isWithin(real(folder.uri.fsPath), real(choice.root))) {
    warnOnce(setting, outsideFolder(setting.trim(), folder.uri.fsPath));
    return folder.uri.fsPath;
  }
  warnedAbout = undefined;
  return choice.root;
}
