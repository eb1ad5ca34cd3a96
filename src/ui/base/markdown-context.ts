// Which GitHub repository a virtual Markdown document belongs to, for renderers that resolve `#123`, `@mentions`
// and SHAs against one (GitHub's gfm mode takes it as `context`). A feature that serves such documents under its
// own scheme registers how to read the repository from their URIs; the preview asks here, so neither imports the
// other.
import type * as vscode from 'vscode';

type ContextOf = (uri: vscode.Uri) => string | undefined;

const byScheme = new Map<string, ContextOf>();

/** Registers the repository (`owner/name`) of the documents of `scheme`. */
export function registerMarkdownContext(scheme: string, contextOf: ContextOf): vscode.Disposable {
  byScheme.set(scheme, contextOf);
  return { dispose: () => byScheme.delete(scheme) };
}

/** `owner/name` when the document's scheme says which repository it belongs to. */
export function markdownContextOf(uri: vscode.Uri): string | undefined {
  return byScheme.get(uri.scheme)?.(uri);
}
