// The HTTP layer's pure parts: Link parsing, the byte-bounded LRU, the retry policy, rate-limit headers, redaction.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  backoffDelay,
  ConditionalCache,
  decideRetry,
  parseLinkHeader,
  parseRetryAfter,
  RateLimitTracker,
  readRateLimitHeaders,
  redact,
  REDACTED,
} from '../../../src/core/http/index.js';

describe('parseLinkHeader', () => {
  it('reads every relation and keeps absolute URLs verbatim', () => {
    const next = 'https://qiita.com/api/v2/items?page=2&per_page=20&query=tag%3ARuby';
    const links = parseLinkHeader(
      `<https://qiita.com/api/v2/items?page=1&per_page=20>; rel="first", <${next}>; rel="next", <https://api.github.com/x?cursor=Y3Vyc29y>; rel=last`,
    );
    assert.equal(links.next, next);
    assert.equal(links.last, 'https://api.github.com/x?cursor=Y3Vyc29y');
    assert.equal(links.first, 'https://qiita.com/api/v2/items?page=1&per_page=20');
    assert.equal(links.prev, undefined);
  });

  it('resolves relative targets against the response URL and tolerates an absent header', () => {
    assert.equal(
      parseLinkHeader('</api/v2/users?page=3>; rel="next"', 'http://127.0.0.1:9/qiita/x').next,
      'http://127.0.0.1:9/api/v2/users?page=3',
    );
    assert.deepEqual(parseLinkHeader(undefined), {});
  });
});

describe('ConditionalCache', () => {
  const entry = (size: number, etag = '"e"') => ({
    etag,
    lastModified: undefined,
    status: 200,
    headers: {},
    body: Buffer.alloc(size),
  });

  it('evicts the least recently used entries to stay under its byte bound', () => {
    const cache = new ConditionalCache({ maxBytes: 300 });
    cache.set('a', entry(100));
    cache.set('b', entry(100));
    assert.ok(cache.get('a'));
    cache.set('c', entry(100));
    assert.ok(cache.get('a'), 'recently read entry survives');
    assert.equal(cache.get('b'), undefined, 'least recently used entry went');
    assert.ok(cache.totalBytes <= 300);
  });

  it('keeps only responses with a validator, and nothing larger than the bound', () => {
    const cache = new ConditionalCache({ maxBytes: 50 });
    cache.set('no-validator', { ...entry(1), etag: undefined });
    cache.set('too-big', entry(51));
    assert.equal(cache.size, 0);
  });
});

describe('retry policy', () => {
  const fresh = () => ({ transientRetries: 0, waitedRetryAfter: false });

  it('retries transient statuses and network codes, not client errors', () => {
    assert.equal(decideRetry({ statusCode: 503 }, fresh(), {}).retry, true);
    assert.equal(decideRetry({ code: 'ECONNRESET' }, fresh(), {}).retry, true);
    assert.equal(decideRetry({ statusCode: 404 }, fresh(), {}).retry, false);
    assert.equal(decideRetry({ statusCode: 422 }, fresh(), {}).retry, false);
    assert.equal(decideRetry({ code: 'UND_ERR_ABORTED' }, fresh(), {}).retry, false);
    assert.equal(
      decideRetry({ statusCode: 500 }, { transientRetries: 2, waitedRetryAfter: false }, { maxRetries: 2 }).retry,
      false,
    );
  });

  it('waits a Retry-After once, and never retries a spent budget', () => {
    const abuse = { statusCode: 403, headers: { 'retry-after': '2' } };
    assert.deepEqual(decideRetry(abuse, fresh(), {}), { retry: true, delayMs: 2000, reason: 'retry-after' });
    assert.equal(decideRetry(abuse, { transientRetries: 0, waitedRetryAfter: true }, {}).retry, false);
    assert.equal(
      decideRetry({ statusCode: 403, headers: { 'retry-after': '120' } }, fresh(), { maxRetryAfterMs: 60_000 }).retry,
      false,
    );
    assert.equal(
      decideRetry({ statusCode: 403, headers: { 'x-ratelimit-remaining': '0', 'retry-after': '1' } }, fresh(), {})
        .retry,
      false,
    );
    assert.equal(decideRetry({ statusCode: 403 }, fresh(), {}).retry, false);
  });

  it('backs off exponentially with jitter inside the bounds', () => {
    const options = { baseDelayMs: 100, maxDelayMs: 1000 };
    assert.equal(
      backoffDelay(0, options, () => 0),
      10,
    );
    assert.equal(
      backoffDelay(0, options, () => 1),
      100,
    );
    assert.equal(
      backoffDelay(3, options, () => 1),
      800,
    );
    assert.equal(
      backoffDelay(10, options, () => 1),
      1000,
    );
    const spread = new Set(Array.from({ length: 20 }, () => backoffDelay(2, options)));
    assert.ok(spread.size > 1, 'jitter varies the delay');
  });
});

describe('rate-limit state', () => {
  it('reads both header families', () => {
    const article = readRateLimitHeaders({ 'rate-limit': '1000', 'rate-remaining': '998', 'rate-reset': '1700000000' });
    assert.deepEqual(article, {
      resource: 'core',
      limit: 1000,
      remaining: 998,
      used: undefined,
      resetAt: new Date(1_700_000_000_000),
    });
    const github = readRateLimitHeaders({
      'x-ratelimit-limit': '30',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '1700000000',
      'x-ratelimit-used': '30',
      'x-ratelimit-resource': 'search',
    });
    assert.equal(github?.resource, 'search');
    assert.equal(github?.used, 30);
    assert.equal(readRateLimitHeaders({ 'content-type': 'application/json' }), undefined);
  });

  it('tracks per host and resource, notifies observers, and reports a spent budget until its reset', () => {
    const tracker = new RateLimitTracker();
    const seen: string[] = [];
    const subscription = tracker.onDidChange((snapshot) =>
      seen.push(`${snapshot.host}:${snapshot.resource}:${snapshot.remaining}`),
    );
    const reset = String(Math.ceil(Date.now() / 1000) + 60);
    tracker.update('https://qiita.com', { 'rate-limit': '60', 'rate-remaining': '0', 'rate-reset': reset });
    tracker.update('https://api.github.com', {
      'x-ratelimit-remaining': '10',
      'x-ratelimit-reset': reset,
      'x-ratelimit-resource': 'search',
    });
    subscription.dispose();
    tracker.update('https://api.github.com', { 'x-ratelimit-remaining': '9', 'x-ratelimit-reset': reset });
    assert.deepEqual(seen, ['https://qiita.com:core:0', 'https://api.github.com:search:10']);
    assert.ok(tracker.spent('https://qiita.com'));
    assert.equal(tracker.spent('https://qiita.com', 'core', Date.now() + 120_000), undefined);
    assert.equal(tracker.spent('https://api.github.com', 'search'), undefined);
    assert.equal(tracker.all().length, 3);
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    assert.equal(parseRetryAfter('3'), 3000);
    assert.equal(parseRetryAfter(new Date(10_000).toUTCString(), 4_000), 6000);
    assert.equal(parseRetryAfter('soon'), undefined);
  });
});

describe('redact', () => {
  it('replaces a secret and its URL-encoded form', () => {
    assert.equal(redact('a/tok+en/b?x=tok%2Ben', ['tok+en']), `a/${REDACTED}/b?x=${REDACTED}`);
    assert.equal(redact('nothing here', [undefined, '']), 'nothing here');
  });
});
