// The client's own attempt loop and cancellation (no undici retry interceptor, no AbortController per call):
// a repeated attempt carries the whole request again, and a call ends when cancelled even while it still waits
// for a connection of a busy pool.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startEmulator, type RunningEmulator } from '../../emulator/server.js';
import {
  closeSharedDispatcher,
  ConflictError,
  createDispatcher,
  RequestAbortedError,
  TimeoutError,
  type HttpResponse,
} from '../../../src/core/http/index.js';
import { CallDeadline, delay } from '../../../src/core/http/signal.js';
import { loggedClient } from './fixtures.js';

const github = {
  name: 'github',
  accept: 'application/vnd.github+json',
  headers: { 'X-GitHub-Api-Version': '2022-11-28' },
};
const path = '/api/v2/authenticated_user';

describe('HTTP layer: attempts and cancellation', () => {
  let emulator: RunningEmulator;

  before(async () => {
    emulator = await startEmulator({ seed: 1 });
  });
  beforeEach(() => emulator.faults.clear());
  after(async () => {
    await emulator.close();
    await closeSharedDispatcher();
  });

  it('repeats an idempotent PUT after a 500 with its body', async () => {
    const store = emulator.githubStore;
    const repo = store.repo('devdesk-org', 'monorepo')!;
    const open = store.listPulls(repo, { state: 'open' }).find((issue) => !issue.pull.draft && !issue.pull.conflicts)!;
    const mergePath = `/repos/devdesk-org/monorepo/pulls/${open.number}/merge`;
    emulator.faults.add({ kind: 'error500', method: 'PUT', pathPrefix: `/github/api/v3${mergePath}`, times: 1 });
    const { client, lines } = loggedClient(emulator.info.github, { token: emulator.tokens.github, service: github });
    // A head SHA that is not the pull request's: only a request that still carries this body is refused with 409.
    await assert.rejects(
      client.request({ method: 'PUT', path: mergePath, json: { sha: 'f'.repeat(40) } }),
      (error: unknown) => {
        assert.ok(error instanceof ConflictError);
        assert.equal(error.status, 409);
        return true;
      },
    );
    assert.deepEqual(emulator.faults.list(), [], 'the first attempt met the 500');
    assert.equal(lines.filter((line) => line.startsWith('↻ PUT')).length, 1);
    assert.equal(open.pull.merged, false);
  });

  describe('with one connection, held by a slow request', () => {
    const dispatcher = createDispatcher({ connectionsPerOrigin: 1 });
    after(() => dispatcher.close());

    /** Starts a request that holds the only connection; `settled()` tells whether it has finished. */
    function holdConnection(slow: AbortController): { settled(): boolean; done: Promise<unknown> } {
      emulator.faults.add({ kind: 'latency', ms: 2000, times: 1 });
      const { client } = loggedClient(emulator.info.articles, { token: emulator.tokens.articles, dispatcher });
      let settled = false;
      const done = client.request({ path, signal: slow.signal }).then(
        (response: HttpResponse) => response,
        (error: unknown) => error,
      );
      void done.finally(() => (settled = true));
      return { settled: () => settled, done };
    }

    it('ends an aborted call that waits for the connection at once', async () => {
      const slow = new AbortController();
      const holder = holdConnection(slow);
      const { client } = loggedClient(emulator.info.articles, { token: emulator.tokens.articles, dispatcher });
      const queued = new AbortController();
      const pending = client.request({ path, signal: queued.signal });
      setTimeout(() => queued.abort(), 30);
      await assert.rejects(pending, RequestAbortedError);
      assert.equal(holder.settled(), false, 'the call ended before the connection was free');
      slow.abort();
      assert.ok((await holder.done) instanceof RequestAbortedError);
    });

    it('times out a call that waits for the connection at once', async () => {
      const slow = new AbortController();
      const holder = holdConnection(slow);
      const { client } = loggedClient(emulator.info.articles, { token: emulator.tokens.articles, dispatcher });
      await assert.rejects(client.request({ path, timeoutMs: 30 }), TimeoutError);
      assert.equal(holder.settled(), false, 'the call ended before the connection was free');
      slow.abort();
      await holder.done;
      // The pool is usable again once the slow request is gone.
      assert.equal((await client.request({ path })).status, 200);
    });
  });
});

describe('CallDeadline', () => {
  it('ends with the reason of a caller signal that is already aborted, not as a timeout', () => {
    const reason = new Error('user left');
    const call = new CallDeadline(AbortSignal.abort(reason), 30_000);
    assert.equal(call.aborted, true);
    assert.equal(call.timedOut, false);
    assert.equal(call.reason, reason);
    let heard: unknown;
    call.listen((why) => (heard = why));
    assert.equal(heard, reason, 'a listener added after the end hears at once');
    call.dispose();
  });

  it('tells a timeout apart, and hands it to the one current listener only', async () => {
    // The deadline's timer is unref'd (it never keeps a process alive); this test's own timer keeps the loop running
    // until it fires, or node:test may find nothing left to wait for and end the test as still pending.
    const keepAlive = setTimeout(() => undefined, 10_000);
    const call = new CallDeadline(undefined, 5);
    const replaced: unknown[] = [];
    call.listen((why) => replaced.push(why));
    const ended = new Promise((resolve) => call.listen(resolve));
    const reason = await ended;
    assert.equal(call.timedOut, true);
    assert.match(String(reason), /timeout after 5 ms/);
    assert.deepEqual(replaced, [], 'the replaced listener heard nothing');
    call.dispose();
    clearTimeout(keepAlive);
  });

  it('ends a delay when the caller aborts, and stops listening once it is over', async () => {
    const caller = new AbortController();
    const call = new CallDeadline(caller.signal, 0);
    await delay(1, call);
    const waiting = delay(60_000, call);
    caller.abort(new Error('stop'));
    await assert.rejects(waiting, /stop/);
    assert.equal(call.timedOut, false);
    call.dispose();
  });
});
