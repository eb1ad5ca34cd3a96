// The browser transport (src/core/http/browser/transport.ts) against the emulator, with a fetch that makes the CORS
// check a browser makes (https://fetch.spec.whatwg.org/#cors-check): the request carries the page's `Origin`, and an
// answer without an `Access-Control-Allow-Origin` that allows it is never shown to the page: fetch rejects with a
// TypeError and no status. Node's own fetch makes no such check, so the test wraps it. With the emulator's
// cross-origin switch on, the user's error names the host and the way out; with it off, the answer is read.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { HttpDispatcher } from '../../../src/core/http/browser/dispatcher.js';
import { BrowserFetchRefusedError, sendOnce } from '../../../src/core/http/browser/transport.js';
import type { AttemptOptions } from '../../../src/core/http/attempt.js';
import { NetworkError } from '../../../src/core/http/errors.js';
import { CallDeadline } from '../../../src/core/http/signal.js';
import { describeError } from '../../../src/ui/base/errors.js';
import { startEmulator, type RunningEmulator } from '../../emulator/server.js';

/** The page's origin, as a web worker on code-server's port would send it. */
const pageOrigin = 'http://127.0.0.1:1';

/** fetch as a browser does it across origins: rejected with a TypeError unless the answer allows the page's origin. */
const browserLikeFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('origin', pageOrigin);
  const response = await fetch(input, { ...init, headers });
  const allowed = response.headers.get('access-control-allow-origin');
  if (allowed === '*' || allowed === pageOrigin) return response;
  await response.body?.cancel();
  throw new TypeError('Failed to fetch');
};

const dispatcher: HttpDispatcher = {
  fetch: browserLikeFetch,
  close: () => Promise.resolve(),
  destroy: () => Promise.resolve(),
};

let emulator: RunningEmulator;
let githubOrigin = '';

before(async () => {
  emulator = await startEmulator({ seed: 1 });
  githubOrigin = emulator.info.url;
});
after(() => emulator.close());
beforeEach(() => {
  emulator.crossOrigin.reset();
  emulator.requests.reset();
});

function userRequest(): AttemptOptions {
  return {
    origin: githubOrigin,
    path: '/github/api/v3/user',
    method: 'GET',
    headers: { authorization: `token ${emulator.tokens.github}`, accept: 'application/vnd.github+json' },
    body: undefined,
    maxAnswerBytes: 1024 * 1024,
  };
}

async function send(options: AttemptOptions) {
  const call = new CallDeadline(undefined, 5000);
  try {
    return await sendOnce(dispatcher, options, call);
  } finally {
    call.dispose();
  }
}

describe('the browser transport and a server that refuses cross-origin requests', () => {
  it('reads GitHub’s answer while the emulator allows cross-origin requests, as github.com does', async () => {
    const answer = await send(userRequest());
    assert.equal(answer.status, 200);
    assert.ok(JSON.parse(answer.body.toString('utf8')).login);
  });

  it('turns the refusal into an error naming the host and what to do, which the UI tells from a lost network', async () => {
    emulator.crossOrigin.set('github', 'refuse');
    const failure = await send(userRequest()).then(
      () => assert.fail('the refused answer was read'),
      (error: unknown) => error,
    );
    assert.ok(failure instanceof BrowserFetchRefusedError);
    assert.equal(failure.host, githubOrigin);
    assert.match(failure.message, new RegExp(githubOrigin.replace(/[.]/g, '\\.')));
    assert.match(failure.message, /desktop VS Code/);
    assert.match(failure.message, /CORS setting/);
    // The client wraps what the transport throws in a NetworkError; the UI says it as a refusal, not a lost network.
    const described = describeError(new NetworkError({ method: 'GET', path: '/user' }, failure));
    assert.equal(described.reason, 'browserRefused');
    assert.equal(emulator.requests.get('/github/api/v3/user').count, 1, 'the server answered; the browser hid it');
  });

  it('refuses only the switched service: GraphQL on the same host still answers', async () => {
    emulator.crossOrigin.set('github', 'refuse');
    const answer = await send({
      ...userRequest(),
      path: '/github/api/graphql',
      method: 'POST',
      headers: { authorization: `bearer ${emulator.tokens.github}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { login } }' }),
    });
    assert.equal(answer.status, 200);
  });
});
