// The lines a review thread loaded from GitHub covers in a diff editor's document: a multi-line comment (a suggestion
// over lines 10–14) spans `start_line`..`line` on its side of today's diff, as GitHub's own diff marks it; an
// outdated one, which has no line in today's diff, spans `original_start_line`..`original_line`, the lines it was
// written on (https://docs.github.com/en/rest/pulls/comments). Pure (test/unit/ui/pulls-thread-lines.test.ts).
import type { ReviewComment } from '../../../core/github/types';

type ThreadPlace = Pick<
  ReviewComment,
  'line' | 'start_line' | 'original_line' | 'original_start_line' | 'side' | 'start_side'
>;

/** Zero-based first and last line, both inclusive, as a `vscode.Range` of the thread takes them. */
export interface ThreadLines {
  readonly start: number;
  readonly end: number;
}

/**
 * Where a thread goes, by its first comment, in a document of `lineCount` lines (never past its end). `outdated`: the
 * lines it was written on rather than today's.
 */
export function threadLines(first: ThreadPlace, lineCount: number, outdated = false): ThreadLines {
  const last = Math.max(0, lineCount - 1);
  const within = (line: number) => Math.min(last, Math.max(0, line - 1));
  const endLine = (outdated ? first.original_line : first.line) ?? first.original_line ?? 1;
  const startLine = outdated ? first.original_start_line : first.start_line;
  // A range that begins on the other side (start_side LEFT, side RIGHT) counts its first line in the other
  // document's numbering: this side shows only its end.
  const sameSide = (first.start_side ?? first.side ?? 'RIGHT') === (first.side ?? 'RIGHT');
  const end = within(endLine);
  const start = typeof startLine === 'number' && sameSide && startLine < endLine ? within(startLine) : end;
  return { start, end };
}
