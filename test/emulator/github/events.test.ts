// Event feeds: fixed pages of 30, at most 10 pages, X-Poll-Interval, ETag polling, privacy per feed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';

describe('GitHub REST emulator: events', () => {
  let client: GitHubTestClient;
  before(async () => {
    client = await startGitHub();
  });
  after(() => client.emulator.close());

  it('serves 30 events per page whatever per_page says, newest first, and 10 pages at most', async () => {
    const first = await client.get('/events?per_page=100');
    assert.equal(first.status, 200);
    assert.equal(first.body.length, 30);
    const ids = first.body.map((event: { id: string }) => BigInt(event.id));
    assert.deepEqual(
      ids,
      [...ids].sort((a: bigint, b: bigint) => (a > b ? -1 : a < b ? 1 : 0)),
    );
    assert.match(first.headers.get('link')!, /page=10>; rel="last"/);
    const tenth = await client.get('/events?page=10');
    assert.equal(tenth.body.length, 30);
    assert.doesNotMatch(tenth.headers.get('link')!, /rel="next"/);
    const eleventh = await client.get('/events?page=11');
    assert.equal(eleventh.status, 422);
    assert.match(eleventh.body.message, /pagination is limited for this resource/);
  });

  it('sends X-Poll-Interval, changeable through the store settings', async () => {
    assert.equal((await client.get('/repos/devdesk-org/monorepo/events')).headers.get('x-poll-interval'), '60');
    client.store.settings.pollInterval = 120;
    assert.equal((await client.get('/repos/devdesk-org/monorepo/events')).headers.get('x-poll-interval'), '120');
    client.store.settings.pollInterval = 60;
  });

  it('answers polls with 304 until a new event arrives, e.g. a comment made through the API', async () => {
    const feed = '/repos/devdesk-org/monorepo/events';
    const first = await client.get(feed);
    const etag = first.headers.get('etag')!;
    const unchanged = await client.get(feed, { headers: { 'If-None-Match': etag } });
    assert.equal(unchanged.status, 304);
    assert.equal(unchanged.headers.get('x-ratelimit-remaining'), first.headers.get('x-ratelimit-remaining'));
    const comment = await client.request('POST', '/repos/devdesk-org/monorepo/issues/1/comments', {
      body: { body: 'New activity' },
    });
    assert.equal(comment.status, 201);
    const changed = await client.get(feed, { headers: { 'If-None-Match': etag } });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.get('etag'), etag);
    assert.equal(changed.body[0].type, 'IssueCommentEvent');
    assert.equal(changed.body[0].payload.comment.id, comment.body.id);
    assert.equal(changed.body[0].actor.login, 'mona');
  });

  it('covers several event types with their payloads', async () => {
    const types = new Set<string>();
    for (let page = 1; page <= 10; page += 1)
      for (const event of (await client.get(`/events?page=${page}`)).body) types.add(event.type);
    for (const type of [
      'PushEvent',
      'PullRequestEvent',
      'IssueCommentEvent',
      'PullRequestReviewCommentEvent',
      'WatchEvent',
      'CreateEvent',
    ])
      assert.ok(types.has(type), type);
    const push = (await client.get('/repos/devdesk-org/monorepo/events?page=2')).body.find(
      (event: { type: string }) => event.type === 'PushEvent',
    );
    if (push) assert.match(push.payload.head, /^[0-9a-f]{40}$/);
  });

  it('keeps private events for the user themself and org members', async () => {
    const store = client.store;
    const secret = store.repo('devdesk-org', 'secret-plans')!;
    const mona = store.account('mona')!;
    store.recordEvent(mona.id, secret, { type: 'WatchEvent', action: 'started' });
    const own = await client.get('/users/mona/events');
    assert.equal(own.body[0].repo.name, 'devdesk-org/secret-plans');
    assert.equal(own.body[0].public, false);
    const publicOnly = await client.get('/users/mona/events/public');
    assert.ok(publicOnly.body.every((event: { public: boolean }) => event.public));
    const hubot = store.issueToken(store.account('hubot')!.id);
    const asOther = await client.get('/users/mona/events', { token: hubot });
    assert.ok(asOther.body.every((event: { public: boolean }) => event.public));
    const dashboard = await client.get('/users/mona/events/orgs/devdesk-org');
    assert.equal(dashboard.body[0].repo.name, 'devdesk-org/secret-plans');
    assert.equal((await client.get('/users/mona/events/orgs/devdesk-org', { token: hubot })).status, 404);
    const orgPublic = await client.get('/orgs/devdesk-org/events');
    assert.ok(
      orgPublic.body.every(
        (event: { public: boolean; org: { login: string } }) => event.public && event.org.login === 'devdesk-org',
      ),
    );
  });

  it('builds received events from watched repositories and followed users', async () => {
    const received = await client.get('/users/mona/received_events');
    assert.equal(received.body.length, 30);
    const store = client.store;
    const mona = store.account('mona')!;
    for (const event of received.body) {
      const repo = store.repo(...(event.repo.name.split('/') as [string, string]))!;
      assert.ok(mona.watching.includes(repo.id) || mona.following.includes(event.actor.id), event.id);
    }
    assert.equal((await client.get('/users/nobody-here/received_events')).status, 404);
  });

  it('serves the network feed of a repository and its forks', async () => {
    const network = await client.get('/networks/devdesk-org/monorepo/events');
    assert.equal(network.status, 200);
    assert.ok(
      network.body.every((event: { repo: { name: string } }) =>
        ['devdesk-org/monorepo', 'linus-dev/monorepo'].includes(event.repo.name),
      ),
    );
  });
});
