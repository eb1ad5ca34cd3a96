// page / per_page validation, Link and Total-Count, rate-limit headers and exhaustion, and the service's faults.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fixedNow, startArticleTestbed, type ArticleTestbed } from './test-client.js';

function links(header: string | null): Record<string, URL> {
  const result: Record<string, URL> = {};
  for (const part of (header ?? '').split(',')) {
    const found = /<([^>]+)>;\s*rel="([^"]+)"/.exec(part);
    if (found) result[found[2]!] = new URL(found[1]!);
  }
  return result;
}

describe('article emulator: paging, rate limit and faults', () => {
  let bed: ArticleTestbed;
  before(async () => {
    bed = await startArticleTestbed({ now: fixedNow });
  });
  after(() => bed.close());

  const api = (path: string): string => `${bed.hosts.public}/api/v2${path}`;

  describe('page and per_page', () => {
    for (const query of [
      'page=0',
      'page=101',
      'page=abc',
      'page=1.5',
      'page=-1',
      'per_page=0',
      'per_page=101',
      'per_page=',
      'per_page=20x',
    ]) {
      it(`answers 400 bad_request naming the parameter for ${query}`, async () => {
        const answer = await bed.call('GET', `${api('/items')}?${query}`, { token: bed.tokens.articles });
        assert.equal(answer.status, 400);
        const body = answer.json as { message: string; type: string };
        assert.equal(body.type, 'bad_request');
        assert.match(body.message, new RegExp(`^${query.split('=')[0]} must be an integer from 1 to 100`));
      });
    }

    it('defaults to page 1 of 20 and accepts the bounds 1 and 100', async () => {
      assert.equal(
        ((await bed.call('GET', api('/items'), { token: bed.tokens.articles })).json as unknown[]).length,
        20,
      );
      assert.equal(
        (
          (await bed.call('GET', `${api('/items')}?per_page=100&page=1`, { token: bed.tokens.articles }))
            .json as unknown[]
        ).length,
        100,
      );
      const beyond = await bed.call('GET', `${api('/items')}?per_page=100&page=100`, { token: bed.tokens.articles });
      assert.equal(beyond.status, 200);
      assert.deepEqual(beyond.json, []);
    });
  });

  describe('Link and Total-Count', () => {
    it('gives absolute first/prev/next/last links that keep the other query parameters', async () => {
      const answer = await bed.call('GET', `${api('/items')}?query=tag%3ATypeScript&per_page=5&page=2`, {
        token: bed.tokens.articles,
      });
      const total = Number(answer.headers.get('total-count'));
      assert.ok(total > 10, `enough TypeScript items to page through (got ${total})`);
      const rel = links(answer.headers.get('link'));
      assert.deepEqual(Object.keys(rel), ['first', 'prev', 'next', 'last']);
      for (const url of Object.values(rel)) {
        assert.equal(url.origin + url.pathname, api('/items'));
        assert.equal(url.searchParams.get('query'), 'tag:TypeScript');
        assert.equal(url.searchParams.get('per_page'), '5');
      }
      assert.deepEqual(
        ['first', 'prev', 'next', 'last'].map((name) => rel[name]!.searchParams.get('page')),
        ['1', '1', '3', String(Math.ceil(total / 5))],
      );
    });

    it('omits prev on the first page and next on the last, and the pages add up to Total-Count', async () => {
      let url: string | undefined = `${api('/users/devdesk_user/items')}?per_page=7`;
      const seen = new Set<string>();
      let pages = 0;
      let total = 0;
      while (url) {
        const answer = await bed.call('GET', url, { token: bed.tokens.articles });
        const rel = links(answer.headers.get('link'));
        total = Number(answer.headers.get('total-count'));
        if (pages === 0) assert.equal(rel.prev, undefined);
        for (const item of answer.json as Array<{ id: string }>) seen.add(item.id);
        url = rel.next?.href;
        if (!url) assert.equal(rel.last!.searchParams.get('page'), String(pages + 1));
        pages += 1;
      }
      assert.ok(pages > 1);
      assert.equal(seen.size, total);
    });
  });

  describe('rate limit', () => {
    it('sends Rate-Limit, Rate-Remaining and Rate-Reset on every answer, errors included', async () => {
      const resetAt = String(Math.ceil(fixedNow().getTime() / 1000) + 3600);
      const first = await bed.call('GET', api('/tags'), { token: bed.tokens.otherUser });
      const missing = await bed.call('GET', api('/items/ffffffffffffffffffff'), { token: bed.tokens.otherUser });
      assert.equal(missing.status, 404);
      for (const [answer, remaining] of [
        [first, '999'],
        [missing, '998'],
      ] as const) {
        assert.equal(answer.headers.get('rate-limit'), '1000');
        assert.equal(answer.headers.get('rate-remaining'), remaining);
        assert.equal(answer.headers.get('rate-reset'), resetAt);
      }
      const unauthorized = await bed.call('GET', api('/items'), { token: '0'.repeat(40) });
      assert.equal(unauthorized.status, 401);
      assert.equal(unauthorized.headers.get('rate-limit'), '60');
    });

    it('counts a token per host, so team hosts have their own budget', async () => {
      const alpha = await bed.call('GET', `${bed.hosts.alpha}/api/v2/teams`, { token: bed.tokens.otherUser });
      assert.equal(alpha.headers.get('rate-remaining'), '999');
    });

    it('answers 403 rate_limit_exceeded once an exhausted budget is spent (fault rateLimit)', async () => {
      bed.emulator.faults.add({ kind: 'rateLimit', pathPrefix: '/teams/beta', times: 1 });
      const answer = await bed.call('GET', `${bed.hosts.beta}/api/v2/teams`, { token: bed.tokens.team });
      assert.equal(answer.status, 403);
      assert.deepEqual(answer.json, { message: 'Rate limit exceeded', type: 'rate_limit_exceeded' });
      assert.equal(answer.headers.get('rate-remaining'), '0');
      // Spent for every client of that host, including ones that come later.
      assert.equal(
        (await bed.call('GET', `${bed.hosts.beta}/api/v2/teams`, { token: bed.tokens.readOnly })).status,
        403,
      );
      assert.equal((await bed.call('GET', `${bed.hosts.alpha}/api/v2/teams`, { token: bed.tokens.team })).status, 200);
    });

    it('leaves a share of each budget when the rateLimit fault says so (leavePercent)', async () => {
      bed.emulator.faults.add({ kind: 'rateLimit', pathPrefix: '/teams/alpha', times: 1, leavePercent: 5 });
      const answer = await bed.call('GET', `${bed.hosts.alpha}/api/v2/teams`, { token: bed.tokens.readOnly });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('rate-remaining'), '49', '5 % of 1000 left, one of them spent by this request');
    });

    it("writes the service's own error shapes for the error500 and abuse faults", async () => {
      bed.emulator.faults.add({ kind: 'error500', pathPrefix: '/qiita/api/v2/tags', times: 1 });
      const failed = await bed.call('GET', api('/tags'), { token: bed.tokens.articles });
      assert.equal(failed.status, 500);
      assert.deepEqual(failed.json, { message: 'Internal Server Error', type: 'internal_server_error' });
      bed.emulator.faults.add({ kind: 'abuse', pathPrefix: '/qiita/api/v2/tags', times: 1, retryAfter: 7 });
      const abused = await bed.call('GET', api('/tags'), { token: bed.tokens.articles });
      assert.equal(abused.status, 403);
      assert.equal(abused.headers.get('retry-after'), '7');
      assert.equal((abused.json as { type: string }).type, 'rate_limit_exceeded');
    });

    // Last: it spends this process's anonymous budget on the public host.
    it('allows 60 unauthenticated requests per hour per IP, then 403; a token still gets through', async () => {
      const before = await bed.call('GET', api('/tags/Rust'));
      let remaining = Number(before.headers.get('rate-remaining'));
      assert.ok(remaining < 60);
      while (remaining > 0)
        remaining = Number((await bed.call('GET', api('/tags/Rust'))).headers.get('rate-remaining'));
      const refused = await bed.call('GET', api('/tags/Rust'));
      assert.equal(refused.status, 403);
      assert.deepEqual(refused.json, { message: 'Rate limit exceeded', type: 'rate_limit_exceeded' });
      assert.equal(refused.headers.get('rate-remaining'), '0');
      assert.equal((await bed.call('GET', api('/tags/Rust'), { token: bed.tokens.articles })).status, 200);
    });
  });
});
