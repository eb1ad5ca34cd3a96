// The preview page draws only the newest of the renders queued while it was busy.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { latestOnly } from '../../../src/ui/preview/webview/latest-only';

describe('preview: latestOnly', () => {
  it('draws only the newest of the items offered before the queue is through, once', () => {
    const drawn: number[] = [];
    const queued: Array<() => void> = [];
    const renders = latestOnly(
      (item: number) => drawn.push(item),
      (run) => queued.push(run),
    );
    for (const item of [1, 2, 3]) renders.offer(item);
    assert.equal(queued.length, 1, 'one turn asked for');
    queued.shift()!();
    assert.deepEqual(drawn, [3]);
    renders.flush();
    assert.deepEqual(drawn, [3], 'nothing waits any more');
  });

  it('draws the waiting item at once on flush, so what comes next sees it drawn', () => {
    const drawn: string[] = [];
    const queued: Array<() => void> = [];
    const renders = latestOnly(
      (item: string) => drawn.push(item),
      (run) => queued.push(run),
    );
    renders.offer('a');
    renders.flush();
    assert.deepEqual(drawn, ['a']);
    queued.shift()!();
    assert.deepEqual(drawn, ['a'], 'the turn finds nothing left');
  });
});
