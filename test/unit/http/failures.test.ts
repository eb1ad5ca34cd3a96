// Failures against the real emulator with injected faults: each error class, retries of idempotent requests
// only, the one Retry-After wait, aborts and timeouts, malformed and mismatching bodies.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { z } from 'zod';
import type { RunningEmulator } from '../../emulator/server.js';
import {
  AbuseLimitError,
  ApiError,
  closeSharedDispatcher,
  NetworkError,
  RequestAbortedError,
  RequestError,
  ResponseFormatError,
  SchemaMismatchError,
  ServerError,
  TimeoutError,
  type HttpClient,
} from '../../../src/core/http/index.js';
import { emulators, loggedClient } from './fixtures.js';

describe('HTTP layer: failures', () => {
  let emulator: RunningEmulator;
  let client: HttpClient;
  let lines: string[];
  // A real route: faults apply before the service, and the answer after a fault is the service's own.
  const path = '/api/v2/authenticated_user';

  before(async () => {
    [emulator] = (await emulators(1)) as [RunningEmulator];
  });
  beforeEach(() => {
    emulator.faults.clear();
    ({ client, lines } = loggedClient(emulator.info.articles, { token: emulator.tokens.articles }));
  });
  after(async () => {
    await emulator.close();
    await closeSharedDispatcher();
  });

  const remainingUses = () => emulator.faults.list().map((rule) => rule.times);

  it('retries a GET after a 500 and returns the next answer', async () => {
    emulator.faults.add({ kind: 'error500', times: 1 });
    const response = await client.request({ path });
    assert.equal(response.status, 200);
    assert.deepEqual(remainingUses(), []);
    assert.equal(lines.filter((line) => line.startsWith('↻')).length, 1);
  });

  it('gives up after the configured retries with a retryable ServerError', async () => {
    emulator.faults.add({ kind: 'error500', times: 10 });
    await assert.rejects(client.request({ path }), (error: unknown) => {
      assert.ok(error instanceof ServerError && error instanceof ApiError);
      assert.equal(error.status, 500);
      assert.equal(error.retryable, true);
      assert.equal(error.method, 'GET');
      assert.equal(error.path, `/qiita${path}`);
      return true;
    });
    assert.deepEqual(remainingUses(), [7]);
  });

  it('never retries a POST after a 500', async () => {
    emulator.faults.add({ kind: 'error500', times: 2 });
    await assert.rejects(client.request({ method: 'POST', path, json: { body: 'once' } }), ServerError);
    assert.deepEqual(remainingUses(), [1]);
  });

  it('never retries a PATCH, nor a DELETE marked unsafe to repeat', async () => {
    emulator.faults.add({ kind: 'error500', times: 5 });
    await assert.rejects(client.request({ method: 'PATCH', path, json: { body: 'x' } }), ServerError);
    await assert.rejects(client.request({ method: 'DELETE', path, idempotent: false }), ServerError);
    assert.deepEqual(remainingUses(), [3]);
  });

  it('reports a dropped connection as a NetworkError, after retrying a GET', async () => {
    emulator.faults.add({ kind: 'drop', times: 10 });
    await assert.rejects(client.request({ path }), (error: unknown) => {
      assert.ok(error instanceof NetworkError);
      assert.equal(error.retryable, true);
      return true;
    });
    assert.deepEqual(remainingUses(), [7]);
  });

  it('does not retry a POST whose connection dropped', async () => {
    emulator.faults.add({ kind: 'drop', times: 3 });
    await assert.rejects(client.request({ method: 'POST', path, json: {} }), NetworkError);
    assert.deepEqual(remainingUses(), [2]);
  });

  it('waits out one Retry-After on a secondary limit, then fails with AbuseLimitError on the next', async () => {
    emulator.faults.add({ kind: 'abuse', retryAfter: 0, times: 1 });
    assert.equal((await client.request({ path })).status, 200);
    emulator.faults.add({ kind: 'abuse', retryAfter: 0, times: 3 });
    await assert.rejects(client.request({ path }), (error: unknown) => {
      assert.ok(error instanceof AbuseLimitError);
      assert.equal(error.status, 403);
      assert.equal(error.retryAfterMs, 0);
      return true;
    });
    assert.deepEqual(remainingUses(), [1]);
  });

  it('does not wait out a Retry-After for a POST', async () => {
    emulator.faults.add({ kind: 'abuse', retryAfter: 5, times: 2 });
    await assert.rejects(client.request({ method: 'POST', path, json: {} }), AbuseLimitError);
    assert.deepEqual(remainingUses(), [1]);
    assert.ok(
      client.rateLimit()!.retryAfterUntil!.getTime() > Date.now(),
      'the pause the server asked for is observable',
    );
  });

  it('aborts a request in flight with RequestAbortedError', async () => {
    emulator.faults.add({ kind: 'latency', ms: 800 });
    const controller = new AbortController();
    const pending = client.request({ path, signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await assert.rejects(pending, (error: unknown) => {
      assert.ok(error instanceof RequestAbortedError && error instanceof RequestError);
      assert.equal(error.retryable, false);
      return true;
    });
  });

  it('aborts while waiting between retries', async () => {
    // Abort once the layer says it is waiting to retry (not after a fixed time, which a loaded machine can outrun).
    const controller = new AbortController();
    ({ client } = loggedClient(emulator.info.articles, {
      retry: { baseDelayMs: 5000, maxDelayMs: 5000 },
      logger: (line) => line.startsWith('↻') && controller.abort(),
    }));
    emulator.faults.add({ kind: 'error500', times: 5 });
    const pending = client.request({ path, signal: controller.signal });
    await assert.rejects(pending, RequestAbortedError);
    assert.deepEqual(remainingUses(), [4]);
  });

  it('refuses an already aborted signal without sending', async () => {
    emulator.faults.add({ kind: 'error500', times: 1 });
    await assert.rejects(client.request({ path, signal: AbortSignal.abort() }), RequestAbortedError);
    assert.deepEqual(remainingUses(), [1]);
  });

  it('times out with TimeoutError, distinct from an abort', async () => {
    emulator.faults.add({ kind: 'latency', ms: 800 });
    await assert.rejects(client.request({ path, timeoutMs: 40 }), (error: unknown) => {
      assert.ok(error instanceof TimeoutError);
      assert.equal(error.timeoutMs, 40);
      return true;
    });
  });

  it('reports a malformed JSON body as ResponseFormatError', async () => {
    emulator.faults.add({ kind: 'malformedJson', times: 1 });
    await assert.rejects(client.json(z.unknown(), { path }), (error: unknown) => {
      assert.ok(error instanceof ResponseFormatError && !(error instanceof SchemaMismatchError));
      assert.match(error.message, /malformed JSON/);
      assert.equal(error.status, 200);
      return true;
    });
  });

  it('names the field when a body does not match its schema, and lets unknown fields through', async () => {
    const echo = z.looseObject({ method: z.string(), headers: z.looseObject({ 'user-agent': z.string() }) });
    const url = `${emulator.info.url}/__emulator/echo`;
    const body = await client.json(echo, { url });
    assert.equal(body.method, 'GET');
    assert.equal((body as Record<string, unknown>).path, '/__emulator/echo');
    const wrong = z.looseObject({ headers: z.looseObject({ accept: z.number() }) });
    await assert.rejects(client.json(wrong, { url }), (error: unknown) => {
      assert.ok(error instanceof SchemaMismatchError);
      assert.equal(error.field, 'headers.accept');
      assert.match(error.message, /field headers\.accept/);
      return true;
    });
  });
});
