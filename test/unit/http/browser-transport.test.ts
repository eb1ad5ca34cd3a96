// The browser's transport (src/core/http/browser/transport.ts) against a real loopback server, through Node's global
// `fetch` (the same Fetch API a web worker has): what comes back, the answer size limit enforced while the body
// streams, the call's deadline and abort, and a fetch the browser refuses. Node's fetch does not filter a manual
// redirect into an opaque answer as a browser does, so that one case uses a fake fetch.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createDispatcher, type HttpDispatcher } from '../../../src/core/http/browser/dispatcher.js';
import { BrowserFetchRefusedError, OpaqueRedirectError, sendOnce } from '../../../src/core/http/browser/transport.js';
import { AnswerLimitExceeded, type AttemptOptions } from '../../../src/core/http/attempt.js';
import { RedirectedWriteError } from '../../../src/core/http/errors.js';
import { CallDeadline } from '../../../src/core/http/signal.js';
import { fakeToken } from './fixtures.js';

const MiB = 1024 * 1024;

interface Served {
  /** Body bytes the server wrote before the connection closed or the body ended. */
  bytes: number;
  finished: boolean;
}

let origin = '';
let server: ReturnType<typeof createServer>;
const served: Promise<Served>[] = [];
const received: { method?: string; headers: IncomingMessage['headers']; body: string }[] = [];

/** Streams `total` bytes in 64 KiB chunks as fast as the client reads, counting what went out. */
function flood(response: ServerResponse, total: number): Promise<Served> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let bytes = 0;
    response.on('close', () => resolve({ bytes, finished: bytes >= total }));
    const write = (): void => {
      while (bytes < total) {
        bytes += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', write);
      }
      response.end();
    };
    write();
  });
}

before(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method, headers: request.headers, body });
      switch (request.url) {
        case '/answer':
          response.writeHead(404, [
            ['X-GitHub-Request-Id', 'ABC'],
            ['Link', '<https://example.test/2>; rel="next"'],
            ['Vary', 'Accept'],
            ['Vary', 'Authorization'],
          ]);
          return response.end('{"message":"Not Found — 見つかりません"}');
        case '/announced-large':
          response.writeHead(200, { 'content-length': String(64 * MiB) });
          return served.push(flood(response, 64 * MiB));
        case '/streamed-large':
          response.writeHead(200, { 'content-type': 'application/json' });
          return served.push(flood(response, 64 * MiB));
        case '/moved':
          response.writeHead(302, { location: '/answer' });
          return response.end();
        case '/silent':
          return; // never answers
        case '/stalls':
          response.writeHead(200, { 'content-type': 'application/json' });
          return response.write('{"partial":');
        default:
          response.writeHead(500);
          response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function attempt(path: string, more: Partial<AttemptOptions> = {}): AttemptOptions {
  return { origin, path, method: 'GET', headers: {}, body: undefined, maxAnswerBytes: MiB, ...more };
}

const fetching = createDispatcher();

describe('the browser transport (fetch)', () => {
  it('sends method, headers and body, and hands back the status, lower-case headers and the whole body', async () => {
    const call = new CallDeadline(undefined, 5000);
    const answer = await sendOnce(
      fetching,
      attempt('/answer', { method: 'POST', headers: { 'x-devdesk': 'yes' }, body: '{"a":1}' }),
      call,
    );
    call.dispose();
    assert.equal(answer.status, 404);
    assert.equal(answer.headers['x-github-request-id'], 'ABC');
    assert.equal(answer.headers.link, '<https://example.test/2>; rel="next"');
    assert.equal(answer.headers.vary, 'Accept, Authorization');
    assert.equal(answer.body.toString('utf8'), '{"message":"Not Found — 見つかりません"}');
    const request = received.at(-1);
    assert.equal(request?.method, 'POST');
    assert.equal(request?.headers['x-devdesk'], 'yes');
    assert.equal(request?.body, '{"a":1}');
  });

  it('refuses an answer whose Content-Length passes the limit before reading its body', async () => {
    const call = new CallDeadline(undefined, 5000);
    await assert.rejects(sendOnce(fetching, attempt('/announced-large'), call), AnswerLimitExceeded);
    call.dispose();
    const sent = await served.at(-1);
    assert.equal(sent?.finished, false, 'the server could not send the whole body');
  });

  it('stops reading a streamed body as soon as it passes the limit, and the server sees the stream end', async () => {
    const call = new CallDeadline(undefined, 5000);
    await assert.rejects(
      sendOnce(fetching, attempt('/streamed-large'), call),
      (error: unknown) => error instanceof AnswerLimitExceeded && error.limitBytes === MiB,
    );
    call.dispose();
    const sent = await served.at(-1);
    assert.equal(sent?.finished, false);
    assert.ok((sent?.bytes ?? Infinity) < 32 * MiB, `the server wrote ${sent?.bytes} bytes before the stream ended`);
  });

  it("rejects with the call's timeout when no answer comes", async () => {
    const call = new CallDeadline(undefined, 150);
    await assert.rejects(sendOnce(fetching, attempt('/silent'), call), (error: unknown) => error === call.reason);
    assert.equal(call.timedOut, true);
  });

  it("rejects with the caller's reason when the caller aborts while the body is on its way", async () => {
    const controller = new AbortController();
    const reason = new Error('the user cancelled');
    // Aborts the moment fetch has the answer's head: the body (never finished by /stalls) is still to be read.
    const abortingOnHead: HttpDispatcher = {
      ...fetching,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        controller.abort(reason);
        return response;
      },
    };
    const call = new CallDeadline(controller.signal, 5000);
    await assert.rejects(sendOnce(abortingOnHead, attempt('/stalls'), call), (error: unknown) => error === reason);
    call.dispose();
  });

  it('hands a redirect back as an answer when fetch shows it (the client judges it, as on the desktop)', async () => {
    const call = new CallDeadline(undefined, 5000);
    const answer = await sendOnce(fetching, attempt('/moved'), call);
    call.dispose();
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.location, '/answer');
  });

  it('fails a redirect a browser hides (opaque) as a redirected write, naming the path without the token', async () => {
    let init: RequestInit | undefined;
    const opaque: HttpDispatcher = {
      ...fetching,
      fetch: (_input, given) => {
        init = given;
        // What a browser's fetch gives for any redirect with `redirect: 'manual'`: status 0, no headers, no body.
        return Promise.resolve({ type: 'opaqueredirect', status: 0, headers: new Headers(), body: null } as Response);
      },
    };
    const call = new CallDeadline(undefined, 5000);
    const token = fakeToken;
    await assert.rejects(
      sendOnce(
        opaque,
        attempt(`/repos/o/${token}/pulls?access_token=${token}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        }),
        call,
      ),
      (error: unknown) => {
        assert.ok(error instanceof OpaqueRedirectError);
        assert.ok(error instanceof RedirectedWriteError);
        assert.equal(error.method, 'POST');
        assert.doesNotMatch(`${error.message} ${error.path}`, new RegExp(token));
        assert.doesNotMatch(error.path, /access_token/);
        return true;
      },
    );
    call.dispose();
    assert.equal(init?.redirect, 'manual');
    assert.equal(init?.cache, 'no-store');
    assert.equal(init?.credentials, 'omit');
  });

  it('turns a fetch the browser refuses (CORS, no server) into an error naming the host and the way out', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const call = new CallDeadline(undefined, 5000);
    await assert.rejects(
      sendOnce(fetching, attempt('/user', { origin: `http://127.0.0.1:${port}` }), call),
      (error: unknown) => {
        assert.ok(error instanceof BrowserFetchRefusedError);
        assert.equal(error.code, 'BROWSER_FETCH_REFUSED');
        assert.equal(error.host, `http://127.0.0.1:${port}`);
        assert.match(error.message, new RegExp(`http://127\\.0\\.0\\.1:${port}`));
        assert.match(error.message, /desktop VS Code/);
        assert.match(error.message, /CORS/);
        return true;
      },
    );
    call.dispose();
  });
});
