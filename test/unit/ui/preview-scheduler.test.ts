// The preview's request policy with fake timers: debounced, one in flight, the newest wins, the cache.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LruCache, RenderScheduler, type Timers } from '../../../src/ui/preview/scheduler';

class FakeTimers implements Timers {
  now = 0;
  private timers = new Map<number, { at: number; callback: () => void }>();
  private next = 0;
  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.next++;
    this.timers.set(id, { at: this.now + ms, callback });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  advance(ms: number): void {
    this.now += ms;
    for (const [id, timer] of [...this.timers].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > this.now) continue;
      this.timers.delete(id);
      timer.callback();
    }
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

function setUp(options: { cacheable?: (output: string) => boolean; onSettled?: () => void } = {}) {
  const timers = new FakeTimers();
  const calls: Array<{
    input: string;
    signal: AbortSignal;
    resolve: (value: string) => void;
    reject: (error: unknown) => void;
  }> = [];
  const results: Array<{ input: string; output?: string; fromCache?: boolean; error?: unknown }> = [];
  const scheduler = new RenderScheduler<string, string>({
    delayMs: 300,
    timers,
    keyOf: (input) => input,
    render: (input, signal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
    onResult: (input, result) => results.push({ input, ...result }),
    ...options,
  });
  return { timers, calls, results, scheduler };
}

describe('preview: RenderScheduler', () => {
  it('waits 300 ms after the last update: a burst makes one request, of the last text', async () => {
    const { timers, calls, scheduler } = setUp();
    for (let index = 0; index < 50; index++) {
      scheduler.update(`text ${index}`);
      timers.advance(20);
    }
    assert.equal(calls.length, 0);
    timers.advance(299);
    assert.equal(calls.length, 1);
    assert.equal(calls[0]!.input, 'text 49');
    assert.equal(scheduler.stats.started, 1);
  });

  it('immediate updates start at once', () => {
    const { calls, scheduler } = setUp();
    scheduler.update('a', { immediate: true });
    assert.equal(calls.length, 1);
  });

  it('a newer render aborts the older and waits for it: never two in flight; only the newest is shown', async () => {
    const { timers, calls, results, scheduler } = setUp();
    scheduler.update('old', { immediate: true });
    scheduler.update('new');
    timers.advance(300);
    await flush();
    assert.equal(calls[0]!.signal.aborted, true);
    assert.equal(calls.length, 2);
    assert.equal(scheduler.stats.maxInFlight, 1);
    calls[1]!.resolve('<p>new</p>');
    await flush();
    assert.deepEqual(results, [{ input: 'new', output: '<p>new</p>', fromCache: false }]);
    assert.equal(scheduler.stats.aborted, 1);
  });

  it('an answer that arrives after a newer update is dropped, even if not aborted in time', async () => {
    const { timers, calls, results, scheduler } = setUp();
    scheduler.update('one', { immediate: true });
    scheduler.update('two'); // debounced: the first is still running
    calls[0]!.resolve('<p>one</p>');
    await flush();
    assert.deepEqual(results, [], 'the answer for "one" is stale');
    timers.advance(300);
    await flush();
    calls[1]!.resolve('<p>two</p>');
    await flush();
    assert.deepEqual(
      results.map((result) => (result as { output?: string }).output),
      ['<p>two</p>'],
    );
  });

  it('unchanged text is answered from the cache, with no request; the cache can be cleared', async () => {
    const { calls, results, scheduler } = setUp();
    scheduler.update('same', { immediate: true });
    calls[0]!.resolve('<p>same</p>');
    await flush();
    scheduler.update('same');
    assert.equal(calls.length, 1);
    assert.deepEqual(results.at(-1), { input: 'same', output: '<p>same</p>', fromCache: true });
    assert.equal(scheduler.stats.cacheHits, 1);
    scheduler.clearCache();
    scheduler.update('same', { immediate: true });
    assert.equal(calls.length, 2);
  });

  it('failures and uncacheable answers are not kept', async () => {
    const { calls, results, scheduler } = setUp({ cacheable: (output) => !output.startsWith('fallback') });
    scheduler.update('a', { immediate: true });
    calls[0]!.reject(new Error('500'));
    await flush();
    assert.match(String((results[0]!.error as Error).message), /500/);
    scheduler.update('a', { immediate: true });
    calls[1]!.resolve('fallback: local');
    await flush();
    scheduler.update('a', { immediate: true });
    assert.equal(calls.length, 3);
  });

  it('a cached answer for the current text cancels the render of an older one', async () => {
    const { calls, results, scheduler } = setUp();
    scheduler.update('a', { immediate: true });
    calls[0]!.resolve('<p>a</p>');
    await flush();
    scheduler.update('b', { immediate: true });
    scheduler.update('a');
    assert.equal(calls[1]!.signal.aborted, true);
    await flush();
    assert.deepEqual(
      results.map((result) => result.output),
      ['<p>a</p>', '<p>a</p>'],
    );
  });

  it('says when a render has settled, also one dropped for a cached answer: then nothing is in flight or pending', async () => {
    const seen: Array<{ inFlight: number; pending: boolean }> = [];
    const { calls, results, scheduler } = setUp({
      onSettled: () => seen.push({ inFlight: scheduler.stats.inFlight, pending: scheduler.pending }),
    });
    scheduler.update('a', { immediate: true });
    calls[0]!.resolve('<p>a</p>');
    await flush();
    assert.deepEqual(seen, [{ inFlight: 0, pending: false }]);
    scheduler.update('b', { immediate: true });
    scheduler.update('a'); // answered from the cache at once; the render of b is aborted
    assert.deepEqual(
      results.map((result) => result.output),
      ['<p>a</p>', '<p>a</p>'],
    );
    assert.equal(seen.length, 1, 'b is still in flight');
    await flush();
    assert.deepEqual(seen, [
      { inFlight: 0, pending: false },
      { inFlight: 0, pending: false },
    ]);
  });

  it('dispose aborts and forgets what waits', async () => {
    const { timers, calls, scheduler } = setUp();
    scheduler.update('a', { immediate: true });
    scheduler.update('b');
    scheduler.dispose();
    timers.advance(1000);
    await flush();
    assert.equal(calls.length, 1);
    assert.equal(calls[0]!.signal.aborted, true);
    assert.equal(scheduler.pending, false);
  });

  it('LruCache keeps the most recently used', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    assert.deepEqual([cache.get('a'), cache.get('b'), cache.get('c'), cache.length], [1, undefined, 3, 2]);
  });
});
