// Which GitHub repository a virtual Markdown document belongs to, and on which host: renderers resolve `#123`,
// `@mentions` and SHAs against the repository (GitHub's gfm mode takes it as `context`), and render on that host
// only (an Enterprise pull request's description never goes to github.com). A feature that serves such documents
// under its own scheme registers how to read them from their URIs; the preview asks here, so neither imports the
// other.
import type * as vscode from 'vscode';

/** `repository`: `owner/name`; `hostId`: the GitHub host the repository lives on. */
export interface MarkdownContext {
  readonly repository: string;
  readonly hostId: string;
}

type ContextOf = (uri: vscode.Uri) => MarkdownContext | undefined;

const byScheme = new Map<string, ContextOf>();

/** Registers the repository and host of the documents of `scheme`. */
export function registerMarkdownContext(scheme: string, contextOf: ContextOf): vscode.Disposable {
  byScheme.set(scheme, contextOf);
  return { dispose: () => byScheme.delete(scheme) };
}

/** The repository and host, when the document's scheme says which repository it belongs to. */
export function markdownContextOf(uri: vscode.Uri): MarkdownContext | undefined {
  return byScheme.get(uri.scheme)?.(uri);
}
