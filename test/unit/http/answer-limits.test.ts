// Answers are read up to a limit (src/core/http/answer-limits.ts): a host sending more gets its connection dropped
// as soon as the limit is passed, and the caller a typed AnswerTooLargeError naming the host, instead of the whole
// answer held in memory (or Node's untyped ERR_STRING_TOO_LONG). A loopback server counts what it managed to send.
import assert from 'node:assert/strict';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { AnswerTooLargeError, closeSharedDispatcher, type HttpClient } from '../../../src/core/http/index.js';
import { createGraphQLClient } from '../../../src/core/graphql/client.js';
import { loggedClient } from './fixtures.js';

const MiB = 1024 * 1024;
/** What the server tries to send: far more than the 1 MiB the requests below read. */
const offered = 64 * MiB;
const limit = 1 * MiB;

interface Sent {
  /** Bytes of body the socket took before it closed or the body ended. */
  bytes: number;
  /** The body was sent to its end. */
  finished: boolean;
}

interface FloodServer {
  url: string;
  /** What each request's answer came to, in order, once its connection is over. */
  sent: Promise<Sent>[];
  close(): Promise<void>;
}

/** Writes `total` bytes of filler in 64 KiB chunks, waiting for the socket as a real server does. */
async function flood(response: ServerResponse, total: number): Promise<Sent> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let bytes = 0;
  let closed = false;
  response.once('close', () => (closed = true));
  while (bytes < total && !closed) {
    const flushed = response.write(chunk);
    bytes += chunk.length;
    if (!flushed) await drainedOrClosed(response);
  }
  if (closed) return { bytes, finished: false };
  await new Promise<void>((resolve) => response.end(resolve));
  return { bytes, finished: true };
}

function drainedOrClosed(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });
}

async function startFloodServer(): Promise<FloodServer> {
  const sent: Promise<Sent>[] = [];
  const server = createServer((request, response) => {
    const announced = request.url?.startsWith('/announced');
    const size = request.url?.startsWith('/small') ? limit : offered;
    // Chunked (no length said), or a Content-Length that says up front the answer is too large.
    response.writeHead(200, {
      'content-type': 'application/json',
      ...(announced && { 'content-length': String(size) }),
    });
    sent.push(flood(response, size));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe('HTTP layer: answers larger than the request reads', () => {
  let server: FloodServer;
  let client: HttpClient;

  before(async () => {
    server = await startFloodServer();
    ({ client } = loggedClient(server.url, { timeoutMs: 10_000 }));
  });
  after(async () => {
    await server.close();
    await closeSharedDispatcher();
  });

  it('drops the connection once the body passes the limit, and says which host sent too much', async () => {
    const before = server.sent.length;
    const error = await client.request({ path: '/chunked', maxAnswerBytes: limit }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    assert.ok(error instanceof AnswerTooLargeError, String(error));
    assert.equal(error.host, server.url);
    assert.equal(error.limitBytes, limit);
    assert.equal(error.retryable, false);
    assert.equal(error.message, `GET /chunked: the answer of ${server.url} is larger than 1 MB; not read further`);
    // One attempt (a GET, but not retried), and the server could not send the rest: the reading stopped early.
    assert.equal(server.sent.length, before + 1);
    const sent = await server.sent.at(-1)!;
    assert.equal(sent.finished, false);
    assert.ok(sent.bytes < offered / 4, `the server sent ${sent.bytes} bytes of ${offered}`);
  });

  it('refuses a body whose Content-Length is over the limit before reading it', async () => {
    const error = await client.request({ path: '/announced', maxAnswerBytes: limit }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    assert.ok(error instanceof AnswerTooLargeError, String(error));
    const sent = await server.sent.at(-1)!;
    assert.equal(sent.finished, false);
    assert.ok(sent.bytes < offered / 4, `the server sent ${sent.bytes} bytes of ${offered}`);
  });

  it('reads an answer of exactly the limit', async () => {
    const response = await client.request({ path: '/small', maxAnswerBytes: limit });
    assert.equal(response.body.length, limit);
    assert.deepEqual(await server.sent.at(-1), { bytes: limit, finished: true });
  });

  it('names the host that sent too much after a redirect, not the one first asked', async () => {
    const redirecting = createServer((_request, response) =>
      response.writeHead(302, { location: `${server.url}/chunked` }).end(),
    );
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const first = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
    try {
      const { client: asking } = loggedClient(first, { timeoutMs: 10_000 });
      const error = await asking.request({ path: '/download', maxAnswerBytes: limit }).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      assert.ok(error instanceof AnswerTooLargeError, String(error));
      assert.equal(error.host, server.url);
      assert.equal(error.message, `GET /chunked: the answer of ${server.url} is larger than 1 MB; not read further`);
    } finally {
      await new Promise<void>((resolve) => (redirecting.closeAllConnections(), redirecting.close(() => resolve())));
    }
  });

  it("takes the client's limit when the request names none; a GraphQL client's too", async () => {
    const { client: small } = loggedClient(server.url, { timeoutMs: 10_000, maxAnswerBytes: limit });
    await assert.rejects(
      small.request({ path: '/chunked' }),
      (error: unknown) => error instanceof AnswerTooLargeError && error.limitBytes === limit,
    );
    const graphql = createGraphQLClient({
      endpoint: `${server.url}/chunked`,
      maxAnswerBytes: limit,
      timeoutMs: 10_000,
    });
    await assert.rejects(
      graphql.request({ query: '{ viewer { login } }' }),
      (error: unknown) => error instanceof AnswerTooLargeError && error.limitBytes === limit,
    );
  });
});
