// Where the writer's article files live: the first folder of the workspace, or `devdesk.articleFiles.root` inside it.
// The article-file commands keep files there, and New Article from Template suggests its untitled article's place
// there. A root outside the folder (`../`, elsewhere, or a link inside that leads out) is refused with a warning, once
// per value, and the folder itself is used (article-root-rules.ts). Below the root, every path DevDesk reads or writes
// (a host's folder, its files, its `.remote/` copies, a preview's image) is refused when a link on its way leads out of
// the workspace folder (`linkOutOfWorkspace`).
import * as vscode from 'vscode';
import { chooseArticleRoot, isWithin, linkLeavesFolder, outsideFolder } from './article-root-rules';
import { fileName, pathBelow } from './file-paths';
import { hostPaths, linkLeaving, realPath } from './node/real-paths';
import { folderOnDisk } from './node/workspace-disk';
import type { Phrase } from './text';
import { localize } from './tree/tree-item';
import { untrustedText } from './untrusted-text';

let warnedAbout: string | undefined;

function warnOnce(setting: string, refused: Phrase): void {
  if (warnedAbout === setting) return;
  warnedAbout = setting;
  void vscode.window.showWarningMessage(localize(refused));
}

/** The article root, or undefined when no folder is open. */
export function articleRoot(): string | undefined {
  const folder = folderOnDisk()?.path;
  if (folder === undefined) return undefined;
  const setting = vscode.workspace.getConfiguration('devdesk.articleFiles').get<string>('root', '');
  const choice = chooseArticleRoot(folder, setting, hostPaths);
  if ('refused' in choice) {
    warnOnce(setting, choice.refused);
    return choice.root;
  }
  if (choice.root !== folder && !isWithin(realPath(folder), realPath(choice.root), hostPaths)) {
    warnOnce(setting, outsideFolder(setting.trim(), folder));
    return folder;
  }
  warnedAbout = undefined;
  return choice.root;
}

/**
 * The sentence refusing `path` when a symbolic link on its way from the workspace folder (or, with `below`, anywhere
 * under it) leads outside the folder, naming the link; undefined when reading and writing there stays inside. The
 * folder is the first workspace folder (the article root's), or the one given (a previewed document's, for its
 * images: `linkOutOfWorkspace(uri.fsPath, false, folder.uri)`).
 */
export async function linkOutOfWorkspace(
  path: string,
  below = false,
  within?: vscode.Uri,
): Promise<string | undefined> {
  const folder = within?.scheme === 'file' ? within.fsPath : folderOnDisk()?.path;
  if (!folder) return undefined;
  const found = await linkLeaving(folder, path, below);
  if (!found) return undefined;
  const link = pathBelow(folder, found.link) || fileName(found.link);
  return localize(linkLeavesFolder(untrustedText(link), untrustedText(found.target)));
}

/** Shows `linkOutOfWorkspace`'s refusal as a warning; true when `path` (or, with `below`, what it holds) is refused. */
export async function refuseLinkOut(path: string, below = false): Promise<boolean> {
  const refused = await linkOutOfWorkspace(path, below);
  if (refused) void vscode.window.showWarningMessage(refused);
  return refused !== undefined;
}
