// A new review thread on lines the diff does not show is refused before anything is sent: GitHub answers 422 to such
// a comment ("pull_request_review_thread.line must be part of the diff",
// https://docs.github.com/en/rest/pulls/comments#create-a-review-comment-for-a-pull-request) and, into a pending
// review through GraphQL, drops it without a word. The gutter's + offers only the diff's lines, but a selection
// (Suggest a Change) does not. The refusal offers a comment on the whole file instead, carrying the draft's text.
import * as vscode from 'vscode';
import type { Refusal } from '../../base/write-command';
import { withinOneHunk } from '../../base/core';
import { linesOf, type ReplyTarget } from './thread-comment';

/** The command that writes a comment on a whole file (file-comments.ts), run by the refusal's button. */
export const commentOnFileCommandId = 'devdesk.pulls.commentOnFile';

/** The refusal of a new thread outside the diff's hunks, or undefined when GitHub would take it (or it is a reply). */
export function outsideDiffRefusal({ reply, pull, rootId }: ReplyTarget): Refusal | undefined {
  if (rootId !== undefined) return undefined;
  const { line, start_line: startLine } = linesOf(reply.thread);
  if (withinOneHunk(pull.lines ?? [], startLine ?? line, line)) return undefined;
  const text = reply.text;
  const uri = reply.thread.uri;
  return {
    refused: vscode.l10n.t(
      'GitHub takes a line comment only on lines the diff shows, and line {0} is outside it: nothing was sent.',
      line,
    ),
    action: {
      title: vscode.l10n.t('Comment on File…'),
      run: () => vscode.commands.executeCommand(commentOnFileCommandId, uri, { body: text }),
    },
  };
}
