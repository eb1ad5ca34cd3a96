// The browser twin of ../node/text-files.ts (same exports): text files by path in the virtual workspace
// (virtual-files.ts, through `workspace.fs`). A path outside that folder names no disk a browser has.
import type { TextFiles } from '../text-file-store';
import { rejectInBrowser } from '../core';
import { folderOnDisk, readText, uriOfPath, writeText } from './virtual-files';
import * as vscode from 'vscode';

const what = 'Files on this computer';

/** Whether `path` is in the virtual workspace's file system (a draft's folder, say, is not). */
function inWorkspace(path: string): boolean {
  const folder = folderOnDisk()?.path.replace(/\/+$/, '');
  return folder !== undefined && path.startsWith(`${folder}/`);
}

export const textFiles: TextFiles = {
  async read(path) {
    if (!inWorkspace(path)) return rejectInBrowser(what);
    const text = await readText(path);
    if (text === undefined) throw vscode.FileSystemError.FileNotFound(uriOfPath(path));
    return text;
  },
  async create(path, text) {
    if (!inWorkspace(path)) return rejectInBrowser(what);
    if ((await readText(path)) !== undefined) throw vscode.FileSystemError.FileExists(uriOfPath(path));
    await writeText(path, text);
  },
  write: (path, text) => (inWorkspace(path) ? writeText(path, text) : rejectInBrowser(what)),
  async remove(path) {
    if (!inWorkspace(path)) return rejectInBrowser(what);
    if ((await readText(path)) !== undefined) await vscode.workspace.fs.delete(uriOfPath(path));
  },
};
