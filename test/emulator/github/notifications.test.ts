// The notifications API: seeded threads of every reason and subject type, filters and paging, read / done / mark all
// read with last_read_at, subscriptions, Last-Modified and 304s that cost nothing, threads made by what happens, and
// the 403s of a fine-grained token and of a classic token without the notifications scope.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';

interface ThreadJson {
  id: string;
  reason: string;
  unread: boolean;
  last_read_at: string | null;
  subject: { type: string; title: string };
  repository: { full_name: string };
}

describe('GitHub REST emulator: notifications', () => {
  let client: GitHubTestClient;
  before(async () => {
    client = await startGitHub();
  });
  after(() => client.emulator.close());

  const threads = async (query = 'all=true'): Promise<ThreadJson[]> =>
    (await client.get(`/notifications?${query}`)).body as ThreadJson[];

  it('seeds threads of every common reason and subject type, unread first by default', async () => {
    const all = await threads();
    for (const reason of ['review_requested', 'mention', 'author', 'assign', 'ci_activity', 'comment', 'subscribed'])
      assert.ok(
        all.some((thread) => thread.reason === reason),
        reason,
      );
    for (const type of ['PullRequest', 'Issue', 'Release', 'Discussion', 'Commit', 'CheckSuite'])
      assert.ok(
        all.some((thread) => thread.subject.type === type),
        type,
      );
    const unread = await threads('');
    assert.ok(unread.length > 0 && unread.length < all.length);
    assert.ok(unread.every((thread) => thread.unread));
    const participating = await threads('all=true&participating=true');
    assert.ok(participating.every((thread) => !['subscribed', 'ci_activity'].includes(thread.reason)));
    const paged = await client.get('/notifications?all=true&per_page=2');
    assert.equal(paged.body.length, 2);
    assert.match(paged.headers.get('link')!, /rel="next"/);
  });

  it('polls with If-Modified-Since: 304 at no rate-limit cost until the inbox changes', async () => {
    const first = await client.get('/notifications');
    assert.equal(first.headers.get('x-poll-interval'), '60');
    const since = first.headers.get('last-modified')!;
    const used = Number(first.headers.get('x-ratelimit-used'));
    const again = await client.get('/notifications', { headers: { 'If-Modified-Since': since } });
    assert.equal(again.status, 304);
    assert.equal(Number(again.headers.get('x-ratelimit-used')), used);
    const id = (first.body as ThreadJson[])[0]!.id;
    assert.equal((await client.request('PATCH', `/notifications/threads/${id}`)).status, 205);
    const changed = await client.get('/notifications', { headers: { 'If-Modified-Since': since } });
    assert.equal(changed.status, 200);
    const thread = (await client.get(`/notifications/threads/${id}`)).body as ThreadJson;
    assert.equal(thread.unread, false);
    assert.ok(thread.last_read_at);
  });

  it('marks done (gone from every list), marks one repository read, then all with last_read_at', async () => {
    const [done] = await threads('');
    assert.equal((await client.request('DELETE', `/notifications/threads/${done!.id}`)).status, 204);
    assert.ok(!(await threads()).some((thread) => thread.id === done!.id));
    const repo = (await threads(''))[0]!.repository.full_name;
    assert.equal((await client.request('PUT', `/repos/${repo}/notifications`, { body: {} })).status, 205);
    const left = await threads('');
    assert.ok(left.every((thread) => thread.repository.full_name !== repo));
    const at = '2001-01-01T00:00:00Z';
    assert.equal((await client.request('PUT', '/notifications', { body: { last_read_at: at } })).status, 205);
    assert.equal((await threads('')).length, left.length, 'nothing was updated before 2001');
    await client.request('PUT', '/notifications', { body: {} });
    assert.deepEqual(await threads(''), []);
  });

  it('sets a thread ignored, and a review request or mention afterwards makes a thread as GitHub would', async () => {
    const [thread] = await threads();
    const ignored = await client.request('PUT', `/notifications/threads/${thread!.id}/subscription`, {
      body: { ignored: true },
    });
    assert.deepEqual([ignored.body.ignored, ignored.body.subscribed], [true, false]);
    assert.equal((await client.get(`/notifications/threads/${thread!.id}/subscription`)).body.ignored, true);

    const store = client.store;
    const hubot = store.account('hubot')!;
    const repo = store.repo('devdesk-org', 'monorepo')!;
    const mona = store.account('mona')!;
    const pull = store
      .listPulls(repo, { state: 'open' })
      .find((issue) => issue.userId === hubot.id && !issue.pull.requestedReviewerIds.includes(mona.id))!;
    const asHubot = store.issueToken(hubot.id);
    await client.request('POST', `/repos/devdesk-org/monorepo/pulls/${pull.number}/requested_reviewers`, {
      token: asHubot,
      body: { reviewers: ['mona'] },
    });
    const issue = store.listIssues(repo, { state: 'open', kind: 'issue' })[0]!;
    await client.request('POST', `/repos/devdesk-org/monorepo/issues/${issue.number}/comments`, {
      token: asHubot,
      body: { body: 'What do you think, @mona?' },
    });
    const unread = await threads('');
    assert.ok(unread.some((t) => t.reason === 'review_requested' && t.subject.title === pull.title));
    assert.ok(unread.some((t) => t.reason === 'mention' && t.subject.title === issue.title));
  });

  it("refuses a fine-grained token with GitHub's 403", async () => {
    const issued = await fetch(`${client.emulator.info.url}/__emulator/github/tokens`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'fine-grained' }),
    });
    const { token } = (await issued.json()) as { token: string };
    const refused = await client.get('/notifications', { token });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, 'Resource not accessible by personal access token');
    const user = await client.get('/user', { token });
    assert.equal(user.status, 200);
    assert.equal(user.headers.get('x-oauth-scopes'), null, 'a fine-grained token has no scopes to name');
  });

  it("refuses a classic token without the notifications or repo scope with GitHub's 403, naming the scopes", async () => {
    const kind = async (body: object) => {
      const answer = await fetch(`${client.emulator.info.url}/__emulator/github/tokens`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json()) as { token?: string } };
    };
    const scopesOf = (headers: Headers) => (headers.get('x-oauth-scopes') ?? '').split(', ');
    const issued = await kind({ kind: 'classic-without-notifications' });
    assert.equal(issued.status, 201);
    const token = issued.body.token!;
    assert.match(token, /^ghp_/);
    for (const path of ['/notifications', '/notifications/threads/1', '/repos/devdesk-org/monorepo/notifications']) {
      const refused = await client.get(path, { token });
      assert.equal(refused.status, 403, path);
      assert.equal(refused.body.message, "Missing the 'notifications' scope.");
      assert.equal(refused.headers.get('x-accepted-oauth-scopes'), 'notifications, repo');
      const scopes = scopesOf(refused.headers);
      assert.ok(scopes.length > 0 && !scopes.includes('notifications') && !scopes.includes('repo'), `${scopes}`);
    }
    const marked = await client.request('PUT', '/notifications', { token, body: {} });
    assert.equal(marked.status, 403);
    // The rest of the API serves it as the viewer's token: the user, and a public repository's pull requests.
    assert.equal((await client.get('/user', { token })).status, 200);
    assert.equal((await client.get('/repos/devdesk-org/monorepo/pulls', { token })).status, 200);

    // The seeded token turned this kind and back: refused, then served with `repo` among its scopes again.
    const seeded = client.emulator.info.tokens.github;
    assert.equal((await kind({ kind: 'classic-without-notifications', token: seeded })).status, 200);
    assert.equal((await client.get('/notifications', { token: seeded })).status, 403);
    assert.equal((await kind({ kind: 'classic', token: seeded })).status, 200);
    const served = await client.get('/notifications', { token: seeded });
    assert.equal(served.status, 200);
    assert.ok(scopesOf(served.headers).includes('repo'));
    assert.equal((await kind({ kind: 'classic' })).status, 400, 'a new token is issued only of another kind');
    assert.equal((await kind({ kind: 'admin' })).status, 400);
    assert.equal((await kind({ kind: 'fine-grained', token: 'ghp_unknown' })).status, 404);
  });
});
