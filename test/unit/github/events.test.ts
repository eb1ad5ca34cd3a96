// Events through the client: the nine feeds, the 10-page / 300-event bound, and the poller over several cycles with
// an injected sleep: If-None-Match and 304s at zero rate-limit units, X-Poll-Interval obeyed (also when it
// changes), de-duplication by id, and backoff on failures.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AbuseLimitError, RateLimitError, ServerError } from '../../../src/core/http/index.js';
import {
  eventFeedPath,
  type EventFeed,
  type GitHubClient,
  type GitHubEvent,
  type PollCycle,
} from '../../../src/core/github/index.js';
import { collect, firstPull, monorepo, startGitHubFixture, type GitHubFixture } from './fixtures.js';

const repositoryFeed: EventFeed = { kind: 'repository', repo: monorepo };

/**
 * Runs the poller for `cycles` cycles; `between(cycle)` runs after each cycle, before the next poll. `units[n]` is
 * what cycle n+2 spent of the rate limit (`X-RateLimit-Used` before and after it; `between`'s own calls excluded).
 */
async function pollCycles(
  client: GitHubClient,
  feed: EventFeed,
  cycles: number,
  between: (cycle: PollCycle) => void | Promise<void> = () => undefined,
) {
  const controller = new AbortController();
  const delivered: GitHubEvent[][] = [];
  const seen: PollCycle[] = [];
  const waits: number[] = [];
  const errors: unknown[] = [];
  const units: number[] = [];
  let usedAtStart: number | undefined;
  const used = (): number => client.rateLimit()?.used ?? Number.NaN;
  await client.pollEvents(feed, {
    signal: controller.signal,
    onEvents: (events) => void delivered.push(events),
    onCycle: (cycle) => void seen.push(cycle),
    onError: (error) => void errors.push(error),
    sleep: async (ms) => {
      waits.push(ms);
      if (usedAtStart !== undefined) units.push(used() - usedAtStart);
      await between(seen.at(-1)!);
      usedAtStart = used();
      if (seen.length >= cycles) controller.abort();
    },
  });
  return { delivered, cycles: seen, waits, errors, units };
}

describe('GitHub client: events', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
    fixture.store.settings.pollInterval = 2;
  });
  after(() => fixture.close());

  it('reads all nine feeds', async () => {
    const feeds: EventFeed[] = [
      { kind: 'public' },
      repositoryFeed,
      { kind: 'network', repo: monorepo },
      { kind: 'organization', org: 'devdesk-org' },
      { kind: 'received', username: 'mona' },
      { kind: 'receivedPublic', username: 'mona' },
      { kind: 'user', username: 'hubot' },
      { kind: 'userPublic', username: 'hubot' },
      { kind: 'userOrganization', username: 'mona', org: 'devdesk-org' },
    ];
    assert.deepEqual(
      feeds.map((feed) => eventFeedPath(feed)),
      [
        '/events',
        '/repos/devdesk-org/monorepo/events',
        '/networks/devdesk-org/monorepo/events',
        '/orgs/devdesk-org/events',
        '/users/mona/received_events',
        '/users/mona/received_events/public',
        '/users/hubot/events',
        '/users/hubot/events/public',
        '/users/mona/events/orgs/devdesk-org',
      ],
    );
    for (const feed of feeds) {
      const events = await collect(fixture.client.events.list(feed, { limit: 30 }));
      assert.ok(events.length > 0, `${feed.kind} has events`);
      assert.ok(events.every((event) => typeof event.id === 'string' && event.actor.login));
    }
    const repoEvents = await collect(fixture.client.events.list(repositoryFeed, { limit: 30 }));
    assert.ok(repoEvents.every((event) => event.repo.name === 'devdesk-org/monorepo'));
  });

  it('never reads past 10 pages / 300 events', async () => {
    const iterator = fixture.client.events.list({ kind: 'organization', org: 'devdesk-org' }, { limit: 1000 });
    const events = await collect(iterator);
    assert.ok(events.length <= 300);
    assert.ok(iterator.pagesFetched <= 10);
  });

  it('polls: one full read, then 304s at zero rate-limit units, new events once, and the interval the server states', async () => {
    const issue = firstPull(fixture, monorepo, (candidate) => candidate.state === 'open');
    const run = await pollCycles(fixture.client, repositoryFeed, 8, async (cycle) => {
      if (cycle.cycle === 4) await fixture.client.issueComments.create(monorepo, issue.number, 'A new event');
      if (cycle.cycle === 6) fixture.store.settings.pollInterval = 5;
    });

    const [first, ...rest] = run.cycles;
    assert.equal(first?.status, 200);
    assert.equal(first?.requests, Math.min(10, first?.requests ?? 0));
    assert.ok((first?.newEvents ?? 0) > 30, 'the first read follows Link');
    assert.deepEqual(
      rest.map((cycle) => cycle.status),
      [304, 304, 304, 200, 304, 304, 304],
    );
    assert.equal(rest[3]?.newEvents, 1);
    assert.equal(rest[3]?.requests, 1, 'a page holding already-seen events ends the read');

    // Units spent by each cycle after the first: 304s cost nothing; the changed feed costs its one request.
    assert.deepEqual(run.units, [0, 0, 0, 1, 0, 0, 0]);

    assert.equal(run.delivered.length, 2);
    assert.equal(run.delivered[1]?.length, 1);
    assert.equal(run.delivered[1]?.[0]?.type, 'IssueCommentEvent');
    const ids = run.delivered.flat().map((event) => event.id);
    assert.equal(new Set(ids).size, ids.length, 'no event delivered twice');

    assert.deepEqual(run.waits, [2000, 2000, 2000, 2000, 2000, 2000, 5000, 5000]);
    assert.deepEqual(run.errors, []);
  });

  it('never waits less than X-Poll-Interval, even when asked to poll faster', async () => {
    fixture.store.settings.pollInterval = 3;
    const controller = new AbortController();
    const waits: number[] = [];
    await fixture.client.pollEvents(repositoryFeed, {
      signal: controller.signal,
      onEvents: () => undefined,
      minIntervalMs: 500,
      sleep: async (ms) => {
        waits.push(ms);
        controller.abort();
      },
    });
    assert.deepEqual(waits, [3000]);
  });

  it('keeps polling when the listener throws, and reports the failure', async () => {
    const issue = firstPull(fixture, monorepo, (candidate) => candidate.state === 'open');
    const controller = new AbortController();
    const reported: unknown[] = [];
    let calls = 0;
    let cycles = 0;
    await fixture.client.pollEvents(repositoryFeed, {
      signal: controller.signal,
      maxPages: 1,
      onEvents: () => {
        calls += 1;
        throw new Error('listener failed');
      },
      onError: (error) => void reported.push(error),
      sleep: async () => {
        cycles += 1;
        if (cycles === 1) await fixture.client.issueComments.create(monorepo, issue.number, 'Another event');
        if (cycles === 2) controller.abort();
      },
    });
    assert.equal(calls, 2);
    assert.equal(reported.length, 2);
    assert.match(String(reported[0]), /listener failed/);
  });

  it('loses nothing when a read fails halfway: the next poll reads the feed again', async () => {
    const repositoryId = fixture.emulator.githubStore.repo('devdesk-org', 'monorepo')!.id;
    let armed = true;
    const client = fixture.clientWith({
      token: fixture.emulator.tokens.github,
      retry: { maxRetries: 0 },
      // Right after the first page arrives, make the second page fail.
      logger: (line) => {
        if (armed && line.startsWith('← 200 GET') && line.includes('/events')) {
          armed = false;
          // GitHub links a repository's next pages by its id (/repositories/{id}/events?page=2).
          fixture.emulator.faults.add({
            kind: 'error500',
            pathPrefix: `/github/api/v3/repositories/${repositoryId}/events`,
            times: 1,
          });
        }
      },
    });
    const run = await pollCycles(client, repositoryFeed, 2);
    assert.deepEqual(
      run.cycles.map((cycle) => cycle.status),
      [0, 200],
    );
    assert.ok((run.cycles[1]?.newEvents ?? 0) > 30, 'the whole feed, first page included');
    assert.equal(run.delivered.length, 1);
  });

  it('backs off after failures and recovers', async () => {
    fixture.store.settings.pollInterval = 2;
    const client = fixture.clientWith({
      token: fixture.emulator.tokens.github,
      retry: { maxRetries: 0, maxRetryAfterMs: 0 },
    });
    const path = `/github/api/v3${eventFeedPath(repositoryFeed)}`;
    const failing = await pollCycles(client, repositoryFeed, 4, (cycle) => {
      if (cycle.cycle === 1) fixture.emulator.faults.add({ kind: 'error500', pathPrefix: path, times: 2 });
    });
    assert.deepEqual(
      failing.cycles.map((cycle) => cycle.status),
      [200, 0, 0, 304],
    );
    assert.ok(failing.errors.length === 2 && failing.errors.every((error) => error instanceof ServerError));
    assert.deepEqual(failing.waits, [2000, 4000, 8000, 2000], 'doubling from the poll interval, then back to it');

    fixture.emulator.faults.add({ kind: 'abuse', pathPrefix: path, times: 1, retryAfter: 90 });
    const abused = await pollCycles(client, repositoryFeed, 2);
    assert.ok(abused.errors[0] instanceof AbuseLimitError);
    assert.equal(abused.waits[0], 90_000, 'Retry-After is waited out');
  });
});

describe('GitHub client: events poller and a spent rate limit', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
    fixture.store.settings.pollInterval = 2;
  });
  after(() => fixture.close());

  it('waits until the reset when the rate limit is spent', async () => {
    fixture.emulator.faults.add({ kind: 'rateLimit', times: 1 });
    const run = await pollCycles(fixture.client, repositoryFeed, 2);
    assert.ok(run.errors.length === 2 && run.errors.every((error) => error instanceof RateLimitError));
    const reset = (run.errors[0] as RateLimitError).resetAt.getTime();
    assert.ok(
      run.waits[0]! > 60_000 && run.waits[0]! <= reset - Date.now() + 60_000,
      'waits for the reset, about an hour',
    );
  });
});
