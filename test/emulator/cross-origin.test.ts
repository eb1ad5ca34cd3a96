// Cross-origin requests (cross-origin.ts): GitHub's REST and GraphQL APIs answer a browser's preflight and expose
// their headers, the article service (no documented CORS) does neither, and the control switch makes one service
// refuse (or allow) without touching the others. What a browser decides from these headers is the Fetch standard's
// CORS check: it reads an answer only when `Access-Control-Allow-Origin` allows its origin.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startEmulator, type RunningEmulator } from './server.js';

const origin = 'http://127.0.0.1:1';
let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ seed: 1 });
});
after(() => emulator.close());
beforeEach(() => emulator.crossOrigin.reset());

function preflight(url: string, method = 'POST'): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'authorization, content-type, if-none-match',
    },
  });
}

function corsHeadersOf(response: Response): string[] {
  const names: string[] = [];
  response.headers.forEach((_value, name) => names.push(name));
  return names.filter((name) => name.startsWith('access-control-'));
}

const graphqlQuery = (): Promise<Response> =>
  fetch(emulator.info.graphql, {
    method: 'POST',
    headers: { Origin: origin, Authorization: `bearer ${emulator.tokens.github}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ viewer { login } }' }),
  });

const githubUser = (): Promise<Response> =>
  fetch(`${emulator.info.github}/user`, {
    headers: { Origin: origin, Authorization: `token ${emulator.tokens.github}` },
  });

const qiitaItems = (): Promise<Response> =>
  fetch(`${emulator.info.articles}/api/v2/items?per_page=1`, { headers: { Origin: origin } });

async function control(method: string, body?: unknown): Promise<Response> {
  return fetch(`${emulator.info.url}/__emulator/cross-origin`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('cross-origin requests, as each service answers a browser', () => {
  for (const [name, url] of [
    ['GitHub REST', () => `${emulator.info.github}/repos/devdesk-org/monorepo/pulls/1/comments`],
    ['GitHub GraphQL', () => emulator.info.graphql],
    ['Enterprise REST', () => `${emulator.info.enterprise.github}/user`],
  ] as const) {
    it(`${name} answers a preflight with 204, any origin, its methods and Authorization`, async () => {
      const response = await preflight(url());
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
      for (const verb of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'])
        assert.match(response.headers.get('access-control-allow-methods')!, new RegExp(`\\b${verb}\\b`));
      for (const header of ['Authorization', 'Content-Type', 'If-None-Match'])
        assert.match(response.headers.get('access-control-allow-headers')!, new RegExp(`\\b${header}\\b`));
      assert.equal(response.headers.get('access-control-max-age'), '86400');
    });
  }

  it('GitHub GraphQL lets a browser read its answers and their rate-limit headers', async () => {
    const response = await graphqlQuery();
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    const exposed = response.headers.get('access-control-expose-headers')!;
    for (const header of ['ETag', 'Link', 'Retry-After', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'])
      assert.match(exposed, new RegExp(`\\b${header}\\b`));
    assert.ok((await response.json()).data.viewer.login);
  });

  it('the article service sends no Access-Control header, on a preflight or an answer', async () => {
    const answered = await qiitaItems();
    assert.equal(answered.status, 200);
    assert.deepEqual(corsHeadersOf(answered), []);
    const refused = await preflight(`${emulator.info.articles}/api/v2/items`);
    assert.notEqual(refused.status, 204);
    assert.deepEqual(corsHeadersOf(refused), []);
  });

  it('a preflight is neither counted as the request nor spends a fault meant for it', async () => {
    const path = '/github/api/v3/user';
    emulator.requests.reset();
    emulator.faults.add({ kind: 'error500', pathPrefix: path, times: 1 });
    assert.equal((await preflight(`${emulator.info.github}/user`, 'GET')).status, 204);
    assert.equal(emulator.requests.get(path).count, 0);
    assert.equal((await githubUser()).status, 500);
    emulator.faults.clear();
  });
});

describe('the cross-origin switch (PUT /__emulator/cross-origin)', () => {
  it('makes GitHub REST refuse: no Access-Control header anywhere, while GraphQL still allows', async () => {
    const switched = await control('PUT', { service: 'github', crossOrigin: 'refuse' });
    assert.equal(switched.status, 200);
    assert.equal((await switched.json()).github, 'refuse');
    const answered = await githubUser();
    assert.equal(answered.status, 200, 'a client that is not a browser still gets its answer');
    assert.deepEqual(corsHeadersOf(answered), []);
    assert.deepEqual(corsHeadersOf(await preflight(`${emulator.info.github}/user`)), []);
    assert.equal((await graphqlQuery()).headers.get('access-control-allow-origin'), '*');
  });

  it('makes GraphQL refuse alone, and DELETE gives back the defaults', async () => {
    await control('PUT', { service: 'graphql', crossOrigin: 'refuse' });
    assert.deepEqual(corsHeadersOf(await graphqlQuery()), []);
    assert.deepEqual(corsHeadersOf(await preflight(emulator.info.graphql)), []);
    assert.equal((await githubUser()).headers.get('access-control-allow-origin'), '*');
    const reset = await control('DELETE');
    assert.deepEqual(await reset.json(), { github: 'allow', graphql: 'allow', qiita: 'refuse', ghes: 'allow' });
    assert.equal((await graphqlQuery()).headers.get('access-control-allow-origin'), '*');
  });

  it('can make the article service allow, and refuses a body it does not understand', async () => {
    await control('PUT', { service: 'qiita', crossOrigin: 'allow' });
    assert.equal((await qiitaItems()).headers.get('access-control-allow-origin'), '*');
    assert.equal((await preflight(`${emulator.info.articles}/api/v2/items`)).status, 204);
    assert.equal((await control('PUT', { service: 'gitlab', crossOrigin: 'refuse' })).status, 400);
    assert.equal((await control('PUT', { service: 'github', crossOrigin: 'maybe' })).status, 400);
    assert.equal((await control('GET')).status, 200);
  });
});
