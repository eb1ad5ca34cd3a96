// What a previewed document refers to on disk: links clicked in the page, and its relative images. Only files of
// the document's workspace folder are opened or read (links.ts resolves and bounds the paths); web links go to the
// browser.
import * as vscode from 'vscode';
import { linkOutOfWorkspace } from '../base/article-root';
import { imageMimeType, resolveRelativePath } from './links';

const imageLimitBytes = 5 * 1024 * 1024;
const imagesPerRender = 200;

/** Web links open in the browser; a relative link to a workspace file opens it in the editor; nothing else. */
export async function openLink(
  document: vscode.TextDocument,
  href: string,
  openExternal: (uri: vscode.Uri) => Thenable<boolean>,
): Promise<void> {
  if (/^(?:https?|mailto):/i.test(href)) {
    await openExternal(vscode.Uri.parse(href, true));
    return;
  }
  const target = workspaceFileOf(document, href);
  if (!target || !(await exists(target.uri))) return;
  const line = target.line === undefined ? undefined : new vscode.Range(target.line, 0, target.line, 0);
  const editor = await vscode.window.showTextDocument(target.uri, {
    viewColumn: vscode.ViewColumn.One,
    preview: true,
    ...(line ? { selection: line } : {}),
  });
  if (line) editor.revealRange(line, vscode.TextEditorRevealType.AtTop);
}

/** The page's images of render `version`, resolved (inlineImages). */
export async function imagesOf(
  document: vscode.TextDocument,
  asked: { version: number; sources: readonly string[] },
): Promise<{ version: number; resolved: Record<string, string> }> {
  return { version: asked.version, resolved: await inlineImages(document, asked.sources) };
}

/** Relative images of workspace files, as data: URLs (the webview may load only from media/, https and data:). */
export async function inlineImages(
  document: vscode.TextDocument,
  sources: readonly string[],
): Promise<Record<string, string>> {
  const resolved: Record<string, string> = {};
  for (const source of sources.slice(0, imagesPerRender)) {
    const target = workspaceFileOf(document, source);
    const type = target && imageMimeType(target.uri.path);
    if (!target || !type) continue;
    if (await leavesWorkspace(document, target.uri)) continue; // a link to a file outside is not read through
    const url = await dataUrlOf(target.uri, type);
    if (url) resolved[source] = url;
  }
  return resolved;
}

/** Whether a file of the document's folder is reached through a symbolic link that leads out of that folder. */
async function leavesWorkspace(document: vscode.TextDocument, uri: vscode.Uri): Promise<boolean> {
  const folder = vscode.workspace.getWorkspaceFolder(document.uri);
  return (
    uri.scheme === 'file' &&
    folder !== undefined &&
    (await linkOutOfWorkspace(uri.fsPath, false, folder.uri)) !== undefined
  );
}

/** Bytes as base64, without Node's Buffer (btoa reads a string of byte values; taken in slices to keep calls short). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The image's data: URL, or undefined when it is missing or over the size limit. */
async function dataUrlOf(uri: vscode.Uri, type: string): Promise<string | undefined> {
  try {
    const stat = await vscode.workspace.fs.stat(uri);
    if (stat.size > imageLimitBytes) return undefined;
    return `data:${type};base64,${base64Of(await vscode.workspace.fs.readFile(uri))}`;
  } catch {
    return undefined; // a missing image stays empty, as the service would show it broken
  }
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

/** A relative reference of the document as a file of its workspace folder (never outside it). */
function workspaceFileOf(document: vscode.TextDocument, href: string): { uri: vscode.Uri; line?: number } | undefined {
  const folder = vscode.workspace.getWorkspaceFolder(document.uri);
  if (!folder) return undefined;
  const resolved = resolveRelativePath(document.uri.path, href, folder.uri.path);
  return resolved && { uri: document.uri.with({ path: resolved.path, query: '', fragment: '' }), line: resolved.line };
}
