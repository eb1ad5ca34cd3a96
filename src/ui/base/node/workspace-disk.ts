// Which workspace folder holds article files on this host's disk, and how its documents' URIs and the paths the
// core reads and writes map onto each other. On Node the disk is the local one: a `file:` folder, a URI's fsPath. (A
// virtual workspace on the desktop, such as a remote repository, has no local path: article files are not read
// there.) The browser's twin maps a virtual workspace's URIs (`vscode-vfs://`) to their paths.
import * as vscode from 'vscode';

/** The first workspace folder when its files are on this host's disk, and its path there. */
export function folderOnDisk(): { readonly folder: vscode.WorkspaceFolder; readonly path: string } | undefined {
  const folder = vscode.workspace.workspaceFolders?.[0];
  return folder?.uri.scheme === 'file' ? { folder, path: folder.uri.fsPath } : undefined;
}

/** The path of a document on this host's disk; undefined for one elsewhere (untitled, on a service, virtual). */
export function pathOfUri(uri: vscode.Uri): string | undefined {
  return uri.scheme === 'file' ? uri.fsPath : undefined;
}

/** The URI of a path on this host's disk. */
export function uriOfPath(path: string): vscode.Uri {
  return vscode.Uri.file(path);
}

/** The schemes of the workspace folders whose documents are on this host's disk: `file:` on Node. */
export function folderSchemes(): readonly string[] {
  return ['file'];
}
