// Where review threads go in a pull request's diff editor: the lines a side takes new comments on (the diff's hunks,
// ../pull/hunks.ts), the top line for a comment on the whole file, and which threads a diff of chosen changes shows.
import * as vscode from 'vscode';
import type { ReviewComment } from '../../../core/github/types';
import { fileAtCommitOf, type FileAtCommit } from '../pull/file-system';
import { reviewSide } from './thread-comment';
import { threadLines, type ThreadLines } from './thread-lines';
import { isOnFile, isOutdated } from './thread-text';

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

/** A thread of a file placed in one side's document: its lines, its comments, and whether it is outdated. */
export interface PlacedThread {
  readonly lines: ThreadLines;
  readonly comments: readonly ReviewComment[];
  readonly outdated: boolean;
}

/**
 * Where a file's threads go in one side of its diff, in drawing order: comments on the whole file at the top of the
 * head side (where github.com shows them); line threads on their side's lines (for chosen changes, a commit or a
 * range, the threads written on their head, on the lines they were written on); outdated threads, whose lines this
 * diff no longer has, on the head side where the line they were written on was.
 */
export function placedThreads(
  ofFile: readonly (readonly ReviewComment[])[],
  pull: NonNullable<FileAtCommit['pull']>,
  lineCount: number,
): PlacedThread[] {
  const side = reviewSide(pull);
  const head = pull.side === 'head';
  const onLines = ofFile.filter((thread) =>
    pull.chosen ? writtenOn(thread[0]!, pull.chosen, side) : (thread[0]!.side ?? 'RIGHT') === side && thread[0]!.line,
  );
  const outdated = head && !pull.chosen ? ofFile.filter((thread) => isOutdated(thread[0]!)) : [];
  const onFile = head ? ofFile.filter((thread) => isOnFile(thread[0]!)) : [];
  const chosen = pull.chosen !== undefined;
  return [
    ...onFile.map((comments) => ({ lines: top, comments, outdated: false })),
    ...onLines.map((comments) => ({ lines: threadLines(comments[0]!, lineCount, chosen), comments, outdated: false })),
    ...outdated.map((comments) => ({ lines: threadLines(comments[0]!, lineCount, true), comments, outdated: true })),
  ];
}
