// *Suggest a Change*: in a new comment on the head side of a pull request's diff, puts a ```suggestion block holding
// the lines the comment covers into the comment's box, so the reviewer edits the lines themselves (the block GitHub's
// "Add a suggestion" button writes). From the comment widget it acts on the widget's thread; from the diff editor it
// first starts a thread on the selected lines (a multi-line comment: `start_line`..`line`). VS Code shows a comment
// box as a text editor of the `comment` scheme, which an extension edits like any other.
import * as vscode from 'vscode';
import type { Command } from '../../base/commands';
import { loadCore } from '../../base/core';
import { fileAtCommitOf } from '../pull/file-system';
import type { ReviewThreads } from '../threads/review-threads';

/** VS Code's scheme of a comment box's text. */
const commentBoxScheme = 'comment';

/** The thread the command acts on: the widget's, or a new one on the selected lines of a head side. */
function threadOf(from: unknown, threads: ReviewThreads): vscode.CommentThread | undefined {
  const reply = from as Partial<vscode.CommentReply> | undefined;
  if (reply?.thread) return reply.thread;
  const editor = vscode.window.activeTextEditor;
  if (!editor || fileAtCommitOf(editor.document.uri)?.pull?.side !== 'head') return undefined;
  const { start, end } = editor.selection;
  // A selection that ends at the start of a line does not take that line.
  const last = end.line > start.line && end.character === 0 ? end.line - 1 : end.line;
  const thread = threads.startThread(editor.document.uri, start.line, last);
  thread.canReply = true;
  thread.collapsibleState = vscode.CommentThreadCollapsibleState.Expanded;
  return thread;
}

/** The comment box of a thread: the focused one, else the one open box that is not an edit of a posted comment. */
function commentBox(): vscode.TextEditor | undefined {
  const active = vscode.window.activeTextEditor;
  if (active?.document.uri.scheme === commentBoxScheme) return active;
  return vscode.window.visibleTextEditors.find(
    (editor) => editor.document.uri.scheme === commentBoxScheme && editor.document.getText().trim() === '',
  );
}

/** A block Suggest a Change wrote, and where it went. */
export interface WrittenSuggestion {
  readonly block: string;
  readonly into: 'box' | 'clipboard';
}

export class SuggestChangeCommand implements Command {
  readonly id = 'devdesk.pulls.suggestChange';
  constructor(
    private readonly threads: ReviewThreads,
    /** Where the blocks written and where they went are kept, newest last (the integration tests read them). */
    private readonly written: WrittenSuggestion[],
  ) {}

  async execute(from?: unknown): Promise<vscode.CommentThread | undefined> {
    const thread = threadOf(from, this.threads);
    if (!thread?.range || fileAtCommitOf(thread.uri)?.pull?.side !== 'head') {
      void vscode.window.showInformationMessage(
        vscode.l10n.t(
          'Suggest a Change works on the head side of a pull request’s diff: select the lines to change there.',
        ),
      );
      return undefined;
    }
    const document = await vscode.workspace.openTextDocument(thread.uri);
    const lines = Array.from(
      { length: thread.range.end.line - thread.range.start.line + 1 },
      (_, index) => document.lineAt(thread.range!.start.line + index).text,
    );
    const block = loadCore().github.suggestionBlock(lines);
    const box = await this.waitForBox();
    this.written.push({ block, into: box ? 'box' : 'clipboard' });
    if (box)
      await box.edit((edit) =>
        edit.insert(
          box.document.lineAt(box.document.lineCount - 1).range.end,
          box.document.getText().trim() ? `\n\n${block}` : block,
        ),
      );
    else {
      await vscode.env.clipboard.writeText(block);
      void vscode.window.showInformationMessage(
        vscode.l10n.t('The suggestion block is on the clipboard: paste it into the comment.'),
      );
    }
    return thread;
  }

  /** The comment box, once VS Code has drawn it (a new thread's box appears a moment after the thread). */
  private async waitForBox(): Promise<vscode.TextEditor | undefined> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const box = commentBox();
      if (box) return box;
      await new Promise<void>((resolve) => {
        const listener = vscode.window.onDidChangeVisibleTextEditors(() => done());
        const timer = setTimeout(() => done(), 100);
        const done = () => {
          listener.dispose();
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return undefined;
  }
}
