// The result of a run, in a read-only JSON (with comments) document beside the editor: one per source document,
// reused by every later run of that document (`devdesk-graphql-result:` scheme). Its first line is the status
// line (result-text.ts says why it lives there).
import * as vscode from 'vscode';
import { Disposable } from '../base/dispose';
import { graphQLResultScheme } from '../base/schemes';

export const resultScheme = graphQLResultScheme;

export function resultUri(source: vscode.Uri): vscode.Uri {
  const name = source.path.split('/').pop() || 'graphql';
  return vscode.Uri.from({
    scheme: resultScheme,
    path: `/${name.replace(/\.[^.]*$/, '')}.result.jsonc`,
    query: new URLSearchParams({ source: source.toString() }).toString(),
  });
}

export class ResultDocuments extends Disposable implements vscode.TextDocumentContentProvider {
  private readonly contents = new Map<string, string>();
  private readonly changed = this.register(new vscode.EventEmitter<vscode.Uri>());
  readonly onDidChange = this.changed.event;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.contents.get(uri.toString()) ?? '';
  }

  /** The text last shown for a source document (the integration tests read it too). */
  contentFor(source: vscode.Uri): string | undefined {
    return this.contents.get(resultUri(source).toString());
  }

  /** Shows `text` as the source's result, beside the source's editor; the source keeps the focus. */
  async show(source: vscode.Uri, text: string): Promise<vscode.TextEditor> {
    const uri = resultUri(source);
    this.contents.set(uri.toString(), text);
    this.changed.fire(uri);
    let document = await vscode.workspace.openTextDocument(uri);
    if (document.languageId !== 'jsonc') document = await vscode.languages.setTextDocumentLanguage(document, 'jsonc');
    const visible = vscode.window.visibleTextEditors.find(
      (editor) => editor.document.uri.toString() === uri.toString(),
    );
    return vscode.window.showTextDocument(document, {
      viewColumn: visible?.viewColumn ?? vscode.ViewColumn.Beside,
      preserveFocus: true,
      preview: false,
    });
  }
}
