import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withinTimeLimit } from '../../../src/ui/preview/webview/time-limit';

describe('withinTimeLimit (a diagram mermaid hangs on does not hold up the page)', () => {
  it('gives up on work that never settles', async () => {
    assert.deepEqual(await withinTimeLimit(new Promise<never>(() => undefined), 10), { kind: 'timedOut' });
  });

  it('hands back the value of work that finishes', async () => {
    assert.deepEqual(await withinTimeLimit(Promise.resolve('<svg></svg>'), 10_000), {
      kind: 'done',
      value: '<svg></svg>',
    });
  });

  it('hands back the error of work that fails, without throwing', async () => {
    const error = new Error('Parse error on line 2');
    assert.deepEqual(await withinTimeLimit(Promise.reject(error), 10_000), { kind: 'failed', error });
  });

  it('lets the next work finish after one timed out', async () => {
    const results = [];
    for (const work of [new Promise<string>(() => undefined), Promise.resolve('second')])
      results.push(await withinTimeLimit(work, 10));
    assert.deepEqual(results, [{ kind: 'timedOut' }, { kind: 'done', value: 'second' }]);
  });
});
