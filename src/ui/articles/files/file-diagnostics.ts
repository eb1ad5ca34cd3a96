// Problems of the open article files (in the layout, or edited on the service), in the Problems panel while the
// writer types (validateArticleFile), and warnings where Qiita's Markdown will change a formula (the core's
// articles/math-escapes.ts, which the agent's article tool reads too).
import * as vscode from 'vscode';
import type { Accounts } from '../../accounts/index';
import { loadCore } from '../../base/core';
import { Disposable } from '../../base/dispose';
import { articleHostOf } from './layout';
import type { MathEscape } from '../../../core/index';
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
    this.pending.set(
      key,
      setTimeout(() => {
        this.pending.delete(key);
        this.check(document);
      }, 250),
    );
  }

  check(document: vscode.TextDocument): readonly vscode.Diagnostic[] {
    const article = articleHostOf(this.accounts, document.uri);
    if (!article || document.isClosed) return [];
    const problems = loadCore().validateArticleFile(document.getText(), { team: article.team });
    const diagnostics = problems.map((problem) => {
      const { start, end } = problem.range;
      const diagnostic = new vscode.Diagnostic(
        new vscode.Range(start.line, start.character, end.line, end.character),
        problemMessage(problem),
        vscode.DiagnosticSeverity.Error,
      );
      diagnostic.source = 'DevDesk';
      diagnostic.code = problem.code;
      return diagnostic;
    });
    const warnings = loadCore().mathEscapes(document.getText()).map(mathEscapeWarning);
    this.collection.set(document.uri, [...diagnostics, ...warnings]);
    return [...diagnostics, ...warnings];
  }
}

function mathEscapeWarning(escape: MathEscape): vscode.Diagnostic {
  const range = new vscode.Range(escape.line, escape.character, escape.line, escape.character + escape.text.length);
  const message =
    escape.text === '\\\\'
      ? vscode.l10n.t(
          "Qiita's Markdown reads \\\\ in a formula as one backslash, so this line break is lost. Write \\\\\\\\, " +
            'or put the formula in a ```math block.',
        )
      : vscode.l10n.t(
          "Qiita's Markdown reads {0} in a formula as {1}, so the backslash is lost. Write \\{0}, or put the " +
            'formula in a ```math block.',
          escape.text,
          escape.text.slice(1),
        );
  const diagnostic = new vscode.Diagnostic(range, message, vscode.DiagnosticSeverity.Warning);
  diagnostic.source = 'DevDesk';
  diagnostic.code = 'mathEscape';
  return diagnostic;
}
