// Files of a virtual workspace (github.dev's `vscode-vfs://github/<owner>/<repo>`, an in-memory test folder) by path,
// through `workspace.fs`: what the browser twins of ui/base/node/ (workspace-disk.ts, text-files.ts) stand on. A path
// is a URI's `/`-separated path within the first workspace folder's scheme and authority.
import * as vscode from 'vscode';

function firstFolder(): vscode.WorkspaceFolder | undefined {
  return vscode.workspace.workspaceFolders?.[0];
}

/** The first workspace folder, whatever its scheme, and its path. */
export function folderOnDisk(): { readonly folder: vscode.WorkspaceFolder; readonly path: string } | undefined {
  const folder = firstFolder();
  return folder && { folder, path: folder.uri.path };
}

/** The schemes of every workspace folder (github.dev's `vscode-vfs:`, a local folder's, code-server's…), each once. */
export function folderSchemes(): readonly string[] {
  return [...new Set((vscode.workspace.workspaceFolders ?? []).map((folder) => folder.uri.scheme))];
}

/** The path of a document in the first workspace folder's file system; undefined for one elsewhere. */
export function pathOfUri(uri: vscode.Uri): string | undefined {
  const folder = firstFolder()?.uri;
  return folder && uri.scheme === folder.scheme && uri.authority === folder.authority ? uri.path : undefined;
}

/** The URI of a path in the first workspace folder's file system. */
export function uriOfPath(path: string): vscode.Uri {
  const folder = firstFolder()?.uri;
  return folder ? folder.with({ path, query: '', fragment: '' }) : vscode.Uri.file(path);
}

function isMissing(error: unknown): boolean {
  return error instanceof vscode.FileSystemError && error.code === 'FileNotFound';
}

export async function readText(path: string): Promise<string | undefined> {
  try {
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(uriOfPath(path)));
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Every entry below `folder`, relative to it, `/`-separated; none when the folder is not there. */
export async function listBelow(folder: string, prefix = ''): Promise<string[]> {
  let entries: [string, vscode.FileType][];
  try {
    entries = await vscode.workspace.fs.readDirectory(uriOfPath(prefix ? `${folder}/${prefix}` : folder));
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const found: string[] = [];
  for (const [name, type] of entries) {
    const entry = prefix ? `${prefix}/${name}` : name;
    found.push(entry);
    if (type & vscode.FileType.Directory) found.push(...(await listBelow(folder, entry)));
  }
  return found;
}

/** Writes a whole file, making its folders (`createDirectory` makes every missing parent). */
export async function writeText(path: string, text: string): Promise<void> {
  const uri = uriOfPath(path);
  await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(uri, '..'));
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
}
