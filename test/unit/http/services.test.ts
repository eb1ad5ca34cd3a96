// The HTTP layer against the emulated services themselves: Link/Total-Count paging (article service), spent
// rate limits failing fast, 304 round trips (GitHub), and each service's error shapes mapped onto the family.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import { startEmulator, type RunningEmulator } from '../../emulator/server.js';
import {
  AuthenticationError,
  closeSharedDispatcher,
  ConflictError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  RateLimitTracker,
  ValidationError,
  type HttpClient,
  type RateLimitSnapshot,
} from '../../../src/core/http/index.js';
import { loggedClient } from './fixtures.js';

const item = z.looseObject({ id: z.string(), title: z.string() });
const github = {
  name: 'github',
  accept: 'application/vnd.github+json',
  headers: { 'X-GitHub-Api-Version': '2022-11-28' },
};

describe('HTTP layer against the emulated services', () => {
  let emulator: RunningEmulator;

  before(async () => {
    emulator = await startEmulator({ seed: 1 });
  });
  after(async () => {
    await emulator.close();
    await closeSharedDispatcher();
  });

  describe('paging (article service)', () => {
    let client: HttpClient;
    let lines: string[];
    before(() => {
      ({ client, lines } = loggedClient(emulator.info.articles, {
        token: emulator.tokens.articles,
        logHeaders: false,
      }));
    });

    it('returns one page with items, total, next and last', async () => {
      const page = await client.page(item, { path: '/api/v2/items', query: { per_page: 20 } });
      assert.equal(page.items.length, 20);
      assert.ok(page.total! > 100);
      assert.match(page.next!, /page=2/);
      assert.match(page.last!, new RegExp(`page=${Math.ceil(page.total! / 20)}`));
      const second = await client.page(item, { url: page.next! });
      assert.equal(second.items.length, 20);
      assert.notEqual(second.items[0]!.id, page.items[0]!.id);
      assert.match(second.prev!, /page=1/);
    });

    it("walks several pages by the server's next URLs, exposes Total-Count, and stops at the limit", async () => {
      lines.length = 0;
      const walk = client.paginate(item, { path: '/api/v2/items', query: { per_page: 20 } }, { limit: 50 });
      const seen: string[] = [];
      for await (const entry of walk) seen.push(entry.id);
      assert.equal(seen.length, 50);
      assert.equal(new Set(seen).size, 50);
      assert.equal(walk.pagesFetched, 3);
      assert.ok(walk.total! > 100);
      const requested = lines.filter((line) => line.startsWith('→')).map((line) => line.split(' ')[2]);
      assert.deepEqual(requested, [
        '/qiita/api/v2/items?per_page=20',
        '/qiita/api/v2/items?per_page=20&page=2',
        '/qiita/api/v2/items?per_page=20&page=3',
      ]);
    });

    it('walks to the end of a short list', async () => {
      const walk = client.paginate(item, { path: '/api/v2/users/devdesk_user/items', query: { per_page: 3 } });
      const pages = [];
      for await (const page of walk.pages()) pages.push(page.items.length);
      assert.equal(
        pages.reduce((a, b) => a + b, 0),
        walk.total,
      );
      assert.ok(pages.length >= 2);
    });
  });

  describe('rate limits', () => {
    // Spending a budget lasts an hour in the emulator: this test gets an instance of its own.
    let spendable: RunningEmulator;
    before(async () => {
      spendable = await startEmulator({ seed: 1 });
    });
    after(() => spendable.close());

    it('tracks the article service budget, observably, and fails fast once it is spent', async () => {
      const emulator = spendable;
      const limits = new RateLimitTracker();
      const seen: RateLimitSnapshot[] = [];
      limits.onDidChange((snapshot) => seen.push(snapshot));
      const { client, lines } = loggedClient(emulator.info.teams.beta!, {
        token: emulator.tokens.team,
        rateLimits: limits,
      });
      await client.request({ path: '/api/v2/teams' });
      assert.equal(seen.at(-1)!.limit, 1000);
      assert.ok(seen.at(-1)!.remaining! < 1000);
      emulator.faults.add({ kind: 'rateLimit', pathPrefix: '/teams/beta', times: 1 });
      await assert.rejects(client.request({ path: '/api/v2/teams' }), (error: unknown) => {
        assert.ok(error instanceof RateLimitError);
        assert.equal(error.status, 403);
        assert.ok(error.resetAt.getTime() > Date.now());
        assert.match(error.message, /resets at/);
        return true;
      });
      assert.equal(client.rateLimit()!.remaining, 0);
      // The next request is refused before it is sent: the probe fault stays unused.
      emulator.faults.add({ kind: 'latency', ms: 0, pathPrefix: '/teams/beta', times: 1 });
      await assert.rejects(
        client.request({ path: '/api/v2/teams' }),
        (error: unknown) => error instanceof RateLimitError && error.status === 0,
      );
      assert.equal(emulator.faults.list().length, 1);
      assert.ok(lines.some((line) => line.includes('not sent')));
    });
  });

  describe('conditional requests (GitHub REST)', () => {
    it('revalidates with If-None-Match and answers a 304 from the cache, at no rate-limit cost', async () => {
      const { client, lines } = loggedClient(emulator.info.github, { token: emulator.tokens.github, service: github });
      const first = await client.request({ path: '/user' });
      assert.equal(first.fromCache, false);
      const remaining = client.rateLimit()!.remaining;
      const second = await client.request({ path: '/user' });
      assert.equal(second.fromCache, true);
      assert.equal(second.status, 200);
      assert.deepEqual(second.json(), first.json());
      assert.equal(client.rateLimit()!.remaining, remaining);
      assert.ok(lines.some((line) => line.startsWith('← 304')));
      assert.ok(lines.some((line) => line.includes('"if-none-match"')));
    });

    it('hands a 304 back as is when the caller sent its own If-None-Match (pollers)', async () => {
      const { client } = loggedClient(emulator.info.github, { token: emulator.tokens.github, service: github });
      const first = await client.request({ path: '/user', cache: false });
      const again = await client.request({ path: '/user', headers: { 'If-None-Match': first.headers.etag! } });
      assert.equal(again.status, 304);
      assert.equal(again.fromCache, false);
      assert.equal(again.body.length, 0);
    });

    it('skips the cache when asked to', async () => {
      const { client } = loggedClient(emulator.info.github, { token: emulator.tokens.github, service: github });
      await client.request({ path: '/user' });
      assert.equal((await client.request({ path: '/user', cache: false })).fromCache, false);
    });

    it('follows a same-origin 301 for a renamed repository, keeping the token', async () => {
      const { client } = loggedClient(emulator.info.github, { token: emulator.tokens.github, service: github });
      const response = await client.request({ path: '/repos/devdesk-org/old-tools' });
      // GitHub's form: the repository by its id.
      assert.match(response.url, /\/repositories\/\d+$/);
      assert.equal((response.json() as { name: string }).name, 'toolbox');
    });
  });

  describe('service error shapes', () => {
    it('maps GitHub 422 with errors[] and documentation_url onto ValidationError', async () => {
      const { client } = loggedClient(emulator.info.github, { token: emulator.tokens.github, service: github });
      await assert.rejects(
        client.request({
          method: 'POST',
          path: '/repos/devdesk-org/monorepo/pulls',
          json: { title: 'x', head: 'nope', base: 'main' },
        }),
        (error: unknown) => {
          assert.ok(error instanceof ValidationError);
          assert.equal(error.status, 422);
          assert.equal(error.serviceMessage, 'Validation Failed');
          assert.deepEqual(error.errors?.[0], { resource: 'PullRequest', field: 'head', code: 'invalid' });
          assert.match(error.documentationUrl!, /^https:\/\/docs\.github\.com\//);
          assert.equal(error.service, 'github');
          assert.equal(error.retryable, false);
          return true;
        },
      );
    });

    it('maps a merge with a moved head (409) onto ConflictError', async () => {
      const { client } = loggedClient(emulator.info.github, { token: emulator.tokens.github, service: github });
      const repo = '/repos/devdesk-org/monorepo';
      const open = await client.page(z.looseObject({ number: z.number(), draft: z.boolean() }), {
        path: `${repo}/pulls`,
        query: { state: 'open', per_page: 20 },
      });
      let mergeable: number | undefined;
      for (const pull of open.items.filter((entry) => !entry.draft)) {
        // Mergeability is computed in the background: the first detailed GET may say null, the next settles it.
        await client.request({ path: `${repo}/pulls/${pull.number}`, cache: false });
        const detail = (await client.request({ path: `${repo}/pulls/${pull.number}`, cache: false })).json() as {
          mergeable: boolean | null;
        };
        if (detail.mergeable === true) {
          mergeable = pull.number;
          break;
        }
      }
      assert.ok(mergeable, 'the seed has a mergeable pull request');
      await assert.rejects(
        client.request({ method: 'PUT', path: `${repo}/pulls/${mergeable}/merge`, json: { sha: '1'.repeat(40) } }),
        (error: unknown) => {
          assert.ok(error instanceof ConflictError);
          assert.equal(error.status, 409);
          assert.match(error.serviceMessage!, /Head branch was modified/);
          return true;
        },
      );
    });

    it('maps the article service message/type onto NotFound, Validation, Authentication and Permission errors', async () => {
      const { client } = loggedClient(emulator.info.articles, { token: emulator.tokens.articles });
      await assert.rejects(
        client.request({ path: '/api/v2/items/00000000000000000000' }),
        (error: unknown) => error instanceof NotFoundError && error.type === 'not_found',
      );
      await assert.rejects(
        client.request({ method: 'POST', path: '/api/v2/items', json: { title: 't', body: 'b' } }),
        (error: unknown) =>
          error instanceof ValidationError && error.type === 'bad_request' && /tags/.test(error.message),
      );
      const stranger = loggedClient(emulator.info.articles, { token: 'ab'.repeat(20) }).client;
      await assert.rejects(
        stranger.request({ path: '/api/v2/authenticated_user' }),
        (error: unknown) => error instanceof AuthenticationError && error.status === 401,
      );
      const member = loggedClient(emulator.info.teams.beta!, { token: emulator.tokens.team }).client;
      await assert.rejects(
        member.request({ path: '/api/v2/team_invitations' }),
        (error: unknown) => error instanceof PermissionError && error.type === 'forbidden',
      );
    });
  });
});
