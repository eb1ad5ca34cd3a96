// GitHub's HTTP conventions as the emulator applies them: auth, User-Agent, rate limits, conditional requests,
// media types, CORS, redirects for renamed repositories, error bodies and faults.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';

const repo = '/repos/devdesk-org/monorepo';

describe('GitHub REST emulator: HTTP conventions', () => {
  let client: GitHubTestClient;
  before(async () => {
    client = await startGitHub();
  });
  after(() => client.emulator.close());

  it('requires a User-Agent (403, plain text)', async () => {
    const response = await fetch(`${client.base}/user`, {
      headers: { Authorization: `token ${client.emulator.tokens.github}`, 'User-Agent': '' },
    });
    assert.equal(response.status, 403);
    assert.match(response.headers.get('content-type')!, /^text\/plain/);
    assert.match(await response.text(), /User-Agent header/);
  });

  it('accepts `token`, `Bearer` and Basic credentials, and rejects unknown tokens with 401', async () => {
    const token = client.emulator.tokens.github;
    assert.equal(
      (await client.get('/user', { token: null, headers: { Authorization: `Bearer ${token}` } })).body.login,
      'mona',
    );
    assert.equal(
      (
        await client.get('/user', {
          token: null,
          headers: { Authorization: `Basic ${Buffer.from(`mona:${token}`).toString('base64')}` },
        })
      ).body.login,
      'mona',
    );
    const bad = await client.get('/user', { token: 'ghp_' + '0'.repeat(36) });
    assert.equal(bad.status, 401);
    assert.deepEqual(Object.keys(bad.body).sort(), ['documentation_url', 'message', 'status']);
    assert.equal(bad.body.message, 'Bad credentials');
    assert.equal((await client.get('/user', { token: null })).status, 401);
  });

  it('hides private repositories behind 404 and shows them to people with access', async () => {
    assert.equal((await client.get('/repos/hubot/private-lab')).status, 404);
    assert.equal((await client.get('/repos/hubot/private-lab/pulls')).status, 404);
    assert.equal((await client.get('/repos/devdesk-org/secret-plans')).status, 200, 'mona is an org owner');
    const outsider = client.store.issueToken(client.store.account('outsider')!.id);
    assert.equal((await client.get('/repos/devdesk-org/secret-plans', { token: outsider })).status, 404);
    assert.equal((await client.get('/repos/devdesk-org/secret-plans', { token: null })).status, 404);
  });

  it('sends rate-limit headers, counts per user, and /rate_limit is free', async () => {
    const first = await client.get('/user');
    const limit = Number(first.headers.get('x-ratelimit-limit'));
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));
    assert.equal(limit, 5000);
    assert.equal(first.headers.get('x-ratelimit-resource'), 'core');
    assert.equal(Number(first.headers.get('x-ratelimit-used')), limit - remaining);
    assert.ok(Number(first.headers.get('x-ratelimit-reset')) > Date.now() / 1000);
    const free = await client.get('/rate_limit');
    assert.equal(free.body.resources.core.remaining, remaining);
    assert.equal(free.body.rate.remaining, remaining);
    const next = await client.get('/user');
    assert.equal(Number(next.headers.get('x-ratelimit-remaining')), remaining - 1);
  });

  it('gives anonymous clients 60 per hour per IP, then 403 with the documented message', async () => {
    let last = await client.get('/', { token: null });
    assert.equal(last.headers.get('x-ratelimit-limit'), '60');
    for (let index = Number(last.headers.get('x-ratelimit-remaining')); index > 0; index -= 1)
      last = await client.get('/', { token: null });
    assert.equal(last.status, 200);
    assert.equal(last.headers.get('x-ratelimit-remaining'), '0');
    const refused = await client.get('/', { token: null });
    assert.equal(refused.status, 403);
    assert.match(refused.body.message, /^API rate limit exceeded for 127\.0\.0\.1\./);
    assert.match(refused.body.documentation_url, /rate-limit/);
    assert.equal((await client.get('/user')).status, 200, 'the user bucket is separate');
  });

  it('answers conditional requests with 304s that do not count', async () => {
    const first = await client.get(`${repo}/pulls/1`);
    const etag = first.headers.get('etag')!;
    assert.match(etag, /^W\/"[0-9a-f]+"$/);
    const lastModified = first.headers.get('last-modified')!;
    assert.ok(!Number.isNaN(Date.parse(lastModified)));
    const remaining = Number(first.headers.get('x-ratelimit-remaining'));
    const cached = await client.get(`${repo}/pulls/1`, { headers: { 'If-None-Match': etag } });
    assert.equal(cached.status, 304);
    assert.equal(cached.text, '');
    assert.equal(Number(cached.headers.get('x-ratelimit-remaining')), remaining);
    const sinceModified = await client.get(`${repo}/pulls/1`, { headers: { 'If-Modified-Since': lastModified } });
    assert.equal(sinceModified.status, 304);
    const stale = await client.get(`${repo}/pulls/1`, { headers: { 'If-None-Match': 'W/"other"' } });
    assert.equal(stale.status, 200);
    assert.equal(Number(stale.headers.get('x-ratelimit-remaining')), remaining - 1);
  });

  it('reflects the media type and sends request ids and CORS headers on every response', async () => {
    const plain = await client.get('/user');
    assert.equal(plain.headers.get('x-github-media-type'), 'github.v3; format=json');
    assert.match(plain.headers.get('x-github-request-id')!, /^[0-9A-F]+(:[0-9A-F]+){4}$/);
    assert.equal(plain.headers.get('access-control-allow-origin'), '*');
    assert.match(plain.headers.get('access-control-expose-headers')!, /X-Poll-Interval/);
    const full = await client.get(`${repo}/pulls/1`, { headers: { Accept: 'application/vnd.github.v3.full+json' } });
    assert.equal(full.headers.get('x-github-media-type'), 'github.v3; param=full; format=json');
    assert.equal(typeof full.body.body_html, 'string');
    const missing = await client.get('/no/such/route');
    assert.equal(missing.status, 404);
    assert.ok(missing.headers.get('x-github-request-id'));
  });

  it('wraps GET responses for JSONP callbacks and answers HEAD without a body', async () => {
    const jsonp = await client.get(`${repo}/pulls?per_page=1&callback=handle`);
    assert.match(jsonp.text, /^\/\*\*\/handle\(/);
    const wrapped = JSON.parse(jsonp.text.slice('/**/handle('.length, -1));
    assert.equal(wrapped.meta.status, 200);
    assert.equal(wrapped.meta.Link[0][1].rel, 'next');
    assert.equal(wrapped.data.length, 1);
    const head = await client.request('HEAD', '/user');
    assert.equal(head.status, 200);
    assert.equal(head.text, '');
    assert.ok(head.headers.get('etag'));
  });

  it('answers CORS preflights with 204', async () => {
    const response = await fetch(`${client.base}${repo}/pulls`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-max-age'), '86400');
    assert.match(response.headers.get('access-control-allow-methods')!, /PATCH/);
    assert.match(response.headers.get('access-control-allow-headers')!, /If-None-Match/);
  });

  it('redirects a renamed repository: 301 for GET, 307 for other methods, same tail', async () => {
    const id = client.store.repo('devdesk-org', 'toolbox')!.id;
    const get = await client.get('/repos/devdesk-org/old-tools/pulls?state=all&per_page=2');
    assert.equal(get.status, 301);
    assert.equal(get.headers.get('location'), `${client.base}/repositories/${id}/pulls?state=all&per_page=2`);
    assert.equal(get.body.message, 'Moved Permanently');
    const followed = await client.get(get.headers.get('location')!);
    assert.equal(followed.status, 200);
    assert.equal(followed.body[0].base.repo.full_name, 'devdesk-org/toolbox');
    const post = await client.request('POST', '/repos/devdesk-org/old-tools/issues/1/comments', {
      body: { body: 'hi' },
    });
    assert.equal(post.status, 307);
    assert.equal(post.headers.get('location'), `${client.base}/repositories/${id}/issues/1/comments`);
  });

  it('rejects bad JSON with 400 and explains validation failures with 422', async () => {
    const broken = await client.request('POST', `${repo}/issues/1/comments`, { body: '{"body": ' });
    assert.equal(broken.status, 400);
    assert.equal(broken.body.message, 'Problems parsing JSON');
    const notObject = await client.request('POST', `${repo}/issues/1/comments`, { body: '["body"]' });
    assert.equal(notObject.status, 400);
    assert.equal(notObject.body.message, 'Body should be a JSON object');
    const invalid = await client.request('POST', `${repo}/issues/1/comments`, { body: { body: 42 } });
    assert.equal(invalid.status, 422);
    assert.deepEqual(invalid.body.errors, [{ resource: 'IssueComment', field: 'body', code: 'invalid' }]);
    const exists = await client.request('POST', '/orgs/devdesk-org/teams', { body: { name: 'Engineering' } });
    assert.equal(exists.body.errors[0].code, 'already_exists');
  });

  it('writes GitHub-shaped faults: abuse (secondary rate limit) and 500', async () => {
    client.emulator.faults.add({ kind: 'abuse', pathPrefix: '/github/api/v3/user', times: 1, retryAfter: 30 });
    const abuse = await client.get('/user');
    assert.equal(abuse.status, 403);
    assert.equal(abuse.headers.get('retry-after'), '30');
    assert.match(abuse.body.message, /secondary rate limit/);
    client.emulator.faults.add({ kind: 'error500', pathPrefix: '/github/api/v3/user', times: 1 });
    const failure = await client.get('/user');
    assert.equal(failure.status, 500);
    assert.equal(failure.body.message, 'Server Error');
    assert.equal((await client.get('/user')).status, 200);
  });

  it('spends the whole limit on the rateLimit fault: 403 until reset, but 304s still answer', async () => {
    const before = await client.get('/user');
    const etag = before.headers.get('etag')!;
    client.emulator.faults.add({ kind: 'rateLimit', pathPrefix: '/github/api/v3/', times: 1 });
    const refused = await client.get(`${repo}/pulls`);
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get('x-ratelimit-remaining'), '0');
    assert.match(refused.body.message, /^API rate limit exceeded for user ID \d+\./);
    assert.equal((await client.request('POST', `${repo}/issues/1/comments`, { body: { body: 'x' } })).status, 403);
    assert.equal((await client.get('/user', { headers: { 'If-None-Match': etag } })).status, 304);
    assert.equal((await client.get('/rate_limit')).status, 200);
  });
});
