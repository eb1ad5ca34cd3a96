// Problems of the open article files (in the layout, or edited on the service), in the Problems panel while the
// writer types (validateArticleFile).
import * as vscode from 'vscode';
import type { Accounts } from '../../accounts/index';
import { loadCore } from '../../base/core';
import { Disposable } from '../../base/dispose';
import { articleHostOf } from './layout';
import { problemMessage } from './messages';

export class ArticleFileDiagnostics extends Disposable {
  private readonly collection = this.register(vscode.languages.createDiagnosticCollection('devdesk-articles'));
  private readonly pending = new Map<string, NodeJS.Timeout>();

  constructor(private readonly accounts: Accounts) {
    super();
    this.register(vscode.workspace.onDidOpenTextDocument((document) => this.check(document)));
    this.register(vscode.workspace.onDidChangeTextDocument((event) => this.schedule(event.document)));
    this.register(vscode.workspace.onDidCloseTextDocument((document) => this.collection.delete(document.uri)));
    this.register({ dispose: () => this.pending.forEach((timer) => clearTimeout(timer)) });
    vscode.workspace.textDocuments.forEach((document) => this.check(document));
  }

  /** Checks after a short pause in typing, so a long file is not parsed on every key. */
  private schedule(document: vscode.TextDocument): void {
    const key = document.uri.toString();
    clearTimeout(this.pending.get(key));
    this.pending.set(key, setTimeout(() => {
      this.pending.delete(key);
      this.check(document);
    }, 250));
  }

  check(document: vscode.TextDocument): readonly vscode.Diagnostic[] {
    const article = articleHostOf(this.accounts, document.uri);
    if (!article || document.isClosed) return [];
    const problems = loadCore().validateArticleFile(document.getText(), { team: article.team });
    const diagnostics = problems.map((problem) => {
      const { start, end } = problem.range;
      const diagnostic = new vscode.Diagnostic(new vscode.Range(start.line, start.character, end.line, end.character), problemMessage(problem), vscode.DiagnosticSeverity.Error);
      diagnostic.source = 'DevDesk';
      diagnostic.code = problem.code;
      return diagnostic;
    });
    this.collection.set(document.uri, diagnostics);
    return diagnostics;
  }
}
