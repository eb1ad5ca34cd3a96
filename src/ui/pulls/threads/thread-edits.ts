// One's own review comment edited in place in the diff editor: Edit turns it into an editor, Cancel restores it,
// Save (review-comment-commands.ts) sends the text typed. Nothing here is sent.
import * as vscode from 'vscode';
import { shownBody } from './comment-view';
import type { ThreadComment } from './thread-comment';
import { outdatedBody } from './thread-text';

/** Draws a thread's comments again after one of them changed in place. */
export const refreshThread = (thread: vscode.CommentThread) => (thread.comments = [...thread.comments]);

/** Turns one's own comment into an editor in place. */
export function startEdit(comment: ThreadComment): void {
  comment.mode = vscode.CommentMode.Editing;
  comment.body = comment.comment.body;
  refreshThread(comment.thread);
}

/** Back to the comment as shown (also after a save: then with GitHub's new text). */
export function endEdit(comment: ThreadComment): void {
  comment.mode = vscode.CommentMode.Preview;
  comment.body = new vscode.MarkdownString(
    comment.hunk === undefined ? shownBody(comment.comment) : outdatedBody(comment.hunk, comment.comment.body),
  );
  refreshThread(comment.thread);
}

/** The text typed into a comment being edited. */
export function editedText(comment: ThreadComment): string {
  return typeof comment.body === 'string' ? comment.body : comment.body.value;
}
