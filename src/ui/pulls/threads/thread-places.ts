// Where review threads go in a pull request's diff editor: the lines a side takes new comments on (the diff's hunks,
// ../pull/hunks.ts), the top line for a comment on the whole file, and which threads a diff of chosen changes shows.
import * as vscode from 'vscode';
import type { ReviewComment } from '../../../core/github/types';
import { fileAtCommitOf } from '../pull/file-system';
import type { ThreadLines } from './thread-lines';
import { isOnFile } from './thread-text';

/** Whether a line thread was written on `commit`'s diff, on `side` (GitHub's `original_commit_id`). */
export const writtenOn = (first: ReviewComment, commit: string, side: 'LEFT' | 'RIGHT') =>
  !isOnFile(first) && first.original_commit_id === commit && (first.side ?? 'RIGHT') === side && !!first.original_line;

/** Where a thread on the whole file is drawn: the first line. */
export const top: ThreadLines = { start: 0, end: 0 };

/** The spans of a side where new comments may go, as VS Code ranges (zero-based lines). */
export function commentingRanges(document: vscode.TextDocument): vscode.Range[] {
  const lines = fileAtCommitOf(document.uri)?.pull?.lines ?? [];
  const last = Math.max(0, document.lineCount - 1);
  return lines
    .filter((span) => span.start - 1 <= last)
    .map((span) => new vscode.Range(span.start - 1, 0, Math.min(span.end - 1, last), 0));
}
