// Where a review thread loaded from GitHub is drawn in a diff editor's document: over all its lines when it spans
// several (start_line..line), over the lines it was written on when outdated (original_start_line..original_line),
// on one line otherwise, and never past the document's end.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ReviewComment } from '../../../src/core/github/types';
import { threadLines } from '../../../src/ui/pulls/threads/thread-lines';

const first = (over: Partial<ReviewComment>) =>
  ({ line: 14, original_line: 14, side: 'RIGHT', ...over }) as ReviewComment;

describe('review thread lines', () => {
  it('span a multi-line comment from start_line to line (zero-based)', () => {
    assert.deepEqual(threadLines(first({ start_line: 10, start_side: 'RIGHT' }), 100), { start: 9, end: 13 });
    assert.deepEqual(threadLines(first({ start_line: 10, start_side: 'LEFT', side: 'LEFT' }), 100), {
      start: 9,
      end: 13,
    });
  });

  it('keep a one-line comment on its line', () => {
    assert.deepEqual(threadLines(first({ start_line: null, start_side: null }), 100), { start: 13, end: 13 });
  });

  it('span an outdated comment over the lines it was written on', () => {
    const outdated = first({ line: undefined, start_line: null, original_start_line: 3, original_line: 5 });
    assert.deepEqual(threadLines(outdated, 100, true), { start: 2, end: 4 });
    assert.deepEqual(threadLines({ ...outdated, original_start_line: null }, 100, true), { start: 4, end: 4 });
  });

  it('show only the end of a range that begins on the other side', () => {
    assert.deepEqual(threadLines(first({ start_line: 10, start_side: 'LEFT', side: 'RIGHT' }), 100), {
      start: 13,
      end: 13,
    });
  });

  it('stay within the document', () => {
    assert.deepEqual(threadLines(first({ line: undefined, original_start_line: 40, original_line: 50 }), 45, true), {
      start: 39,
      end: 44,
    });
    assert.deepEqual(threadLines(first({ line: undefined, original_start_line: 60, original_line: 70 }), 45, true), {
      start: 44,
      end: 44,
    });
  });
});
