// Which blocks a new rendering replaces: only those between the first and the last difference.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { changedRange } from '../../../src/ui/preview/webview/patch-blocks';

describe('preview: changedRange', () => {
  it('replaces the one block a keystroke touched', () => {
    assert.deepEqual(changedRange(['h1', 'p-a', 'math', 'img'], ['h1', 'p-ab', 'math', 'img']), {
      start: 1,
      oldEnd: 2,
      newEnd: 2,
    });
  });
  it('inserts a new block and keeps every other', () => {
    assert.deepEqual(changedRange(['h1', 'math', 'img'], ['h1', 'p', 'math', 'img']), {
      start: 1,
      oldEnd: 1,
      newEnd: 2,
    });
  });
  it('removes a block', () => {
    assert.deepEqual(changedRange(['h1', 'p', 'p', 'img'], ['h1', 'p', 'img']), { start: 2, oldEnd: 3, newEnd: 2 });
  });
  it('replaces nothing for the same blocks, everything for a first drawing', () => {
    assert.deepEqual(changedRange(['a', 'b'], ['a', 'b']), { start: 2, oldEnd: 2, newEnd: 2 });
    assert.deepEqual(changedRange([], ['a', 'b']), { start: 0, oldEnd: 0, newEnd: 2 });
  });
});
