// The notifications client against the emulator: the first page and the subjects' states in two requests, a 304
// that costs no rate limit, each write (read, done, mark all read, subscription) as the service then has it; and the
// pure inbox rules (unread first, grouping, the poll schedule).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  fetchSubjectStates,
  groupEntries,
  inboxState,
  nextPollDelayMs,
  subjectStatesQuery,
  type NotificationThread,
} from '../../../src/core/github/index.js';
import { graphqlClientOf, startGitHubFixture, type GitHubFixture } from './fixtures.js';

const thread = (id: string, unread: boolean, updatedAt: string, repo = 'monorepo', reason = 'mention') =>
  ({
    id,
    reason,
    unread,
    updatedAt,
    lastReadAt: null,
    repository: { owner: 'devdesk-org', name: repo, htmlUrl: '' },
    subject: { title: id, type: 'Issue', url: null },
  }) satisfies NotificationThread;

describe('GitHub notifications: inbox rules', () => {
  it('puts unread threads first, newest first within each, and groups in that order', () => {
    const state = inboxState(
      'h',
      [
        thread('a', false, '2026-01-03T00:00:00Z', 'docs-site', 'comment'),
        thread('b', true, '2026-01-01T00:00:00Z'),
        thread('c', true, '2026-01-02T00:00:00Z', 'docs-site'),
      ],
      new Map([['b', 'issueOpen']]),
    );
    assert.deepEqual(
      state.entries.map((entry) => entry.thread.id),
      ['c', 'b', 'a'],
    );
    assert.equal(state.unread, 2);
    assert.equal(state.entries[1]!.state, 'issueOpen');
    assert.deepEqual(
      groupEntries(state.entries, 'repository').map((group) => [group.key, group.entries.length]),
      [
        ['devdesk-org/docs-site', 2],
        ['devdesk-org/monorepo', 1],
      ],
    );
    assert.deepEqual(
      groupEntries(state.entries, 'reason').map((group) => group.key),
      ['mention', 'comment'],
    );
  });

  it('never polls sooner than X-Poll-Interval, and uses the default until the server states one', () => {
    assert.equal(nextPollDelayMs(60_000, 30_000), 60_000);
    assert.equal(nextPollDelayMs(undefined, 30_000), 30_000);
    assert.equal(nextPollDelayMs(1_000, 30_000, 5_000), 5_000);
  });

  it('asks states with owner and name as variables, never in the text', () => {
    const hostile = { ...thread('x', true, ''), repository: { owner: 'a"){x}', name: 'b', htmlUrl: '' } };
    const numbered = { ...hostile, subject: { ...hostile.subject, number: 3 } };
    const { query, variables } = subjectStatesQuery([numbered]);
    assert.doesNotMatch(query, /a"\)/);
    assert.equal(variables.o0, 'a"){x}');
  });
});

describe('GitHub notifications: client', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  it('reads the first page and its subjects states in one list and one GraphQL request', async () => {
    const page = await fixture.client.notifications.list({ all: true });
    assert.equal(page.status, 200);
    assert.ok(page.threads.length >= 8);
    assert.ok(page.lastModified && page.pollIntervalMs === 60_000);
    const before = fixture.emulator.requests.get('/').count;
    const states = await fetchSubjectStates(graphqlClientOf(fixture), page.threads);
    assert.equal(fixture.emulator.requests.get('/').count - before, 1);
    const kinds = new Set(states.values());
    assert.ok(kinds.has('pullOpen') && kinds.has('pullMerged') && kinds.has('issueOpen'), [...kinds].join());
    const again = await fixture.client.notifications.list({ all: true }, { ifModifiedSince: page.lastModified });
    assert.equal(again.status, 304);
  });

  it('marks read, done, one repository and all read, and ignores a thread, as the service then has it', async () => {
    const api = fixture.client.notifications;
    const [first, second] = (await api.list({})).threads;
    await api.markRead(first!.id);
    const read = await api.thread(first!.id);
    assert.equal(read?.unread, false);
    assert.ok(read?.lastReadAt);
    await api.markDone(second!.id);
    assert.ok(!(await api.list({ all: true })).threads.some((each) => each.id === second!.id));
    assert.deepEqual(await api.setSubscription(first!.id, true), { subscribed: false, ignored: true });
    assert.equal((await api.subscription(first!.id)).ignored, true);
    const repo = { owner: first!.repository.owner, repo: first!.repository.name };
    assert.equal(await api.markAllRead({ repo }), 'done');
    assert.ok((await api.list({})).threads.every((each) => each.repository.name !== repo.repo));
    await api.markAllRead({});
    assert.deepEqual((await api.list({})).threads, []);
  });
});
