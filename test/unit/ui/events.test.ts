// The Events view's pure parts: events in words, where a click goes, days, and the feeds from settings.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GitHubEvent } from '../../../src/core/github/types';
import { dayOf, eventTarget, eventText, eventWebUrl } from '../../../src/ui/events/describe';
import { feedsFor } from '../../../src/ui/events/feeds';
import { dayNodes } from '../../../src/ui/events/nodes';

const event = (type: string, payload: Record<string, unknown>, created_at = '2026-11-22T10:00:00Z', id = '1') =>
  ({
    id,
    type,
    actor: { login: 'alice' },
    repo: { name: 'acme/app' },
    payload,
    created_at,
    public: true,
  }) as unknown as GitHubEvent;

describe('events in words', () => {
  const cases: Array<[GitHubEvent, string, unknown[]]> = [
    [
      event('PushEvent', { size: 3, ref: 'refs/heads/main' }),
      '{0} pushed {1} commits to {2} in {3}',
      ['alice', 3, 'main', 'acme/app'],
    ],
    [
      event('PushEvent', { size: 1, ref: 'refs/heads/main' }),
      '{0} pushed 1 commit to {1} in {2}',
      ['alice', 'main', 'acme/app'],
    ],
    [
      event('PullRequestEvent', { action: 'opened', number: 42, pull_request: { number: 42, title: 'Add cache' } }),
      '{0} opened #{1}{2} in {3}',
      ['alice', 42, ' Add cache', 'acme/app'],
    ],
    [
      event('IssueCommentEvent', { issue: { number: 7, title: 'Bug' } }),
      '{0} commented on #{1}{2} in {3}',
      ['alice', 7, ' Bug', 'acme/app'],
    ],
    [
      event('PullRequestEvent', { action: 'closed', number: 9, pull_request: { number: 9 } }),
      '{0} closed #{1}{2} in {3}',
      ['alice', 9, '', 'acme/app'],
    ],
    [
      event('PushEvent', { ref: 'refs/heads/dev', head: 'abc' }),
      '{0} pushed to {1} in {2}',
      ['alice', 'dev', 'acme/app'],
    ],
    [event('WatchEvent', { action: 'started' }), '{0} starred {1}', ['alice', 'acme/app']],
    [event('GollumEvent', {}), '{0}: {1} in {2}', ['alice', 'Gollum', 'acme/app']],
  ];
  for (const [input, message, args] of cases) {
    it(`${input.type} → ${message}`, () => assert.deepEqual(eventText(input), { message, args }));
  }
});

describe('where a click goes', () => {
  it('opens a pull request in DevDesk, a comment or an issue on the web, else the repository', () => {
    assert.deepEqual(eventTarget(event('PullRequestEvent', { pull_request: { number: 42 } }), 'https://github.com'), {
      kind: 'pull',
      owner: 'acme',
      repo: 'app',
      number: 42,
    });
    assert.deepEqual(
      eventTarget(event('IssueCommentEvent', { issue: { number: 5, pull_request: {} } }), 'https://github.com'),
      { kind: 'pull', owner: 'acme', repo: 'app', number: 5 },
    );
    assert.deepEqual(
      eventTarget(
        event('IssueCommentEvent', {
          issue: { number: 5 },
          comment: { html_url: 'https://github.com/acme/app/issues/5#c' },
        }),
        'https://github.com',
      ),
      { kind: 'web', url: 'https://github.com/acme/app/issues/5#c' },
    );
    assert.deepEqual(eventTarget(event('WatchEvent', {}), 'https://ghe.example.com'), {
      kind: 'web',
      url: 'https://ghe.example.com/acme/app',
    });
  });

  it('gives every event a web page for the palette: a pull request’s is its page on the host', () => {
    assert.equal(
      eventWebUrl(event('PullRequestEvent', { pull_request: { number: 42 } }), 'https://ghe.example.com'),
      'https://ghe.example.com/acme/app/pull/42',
    );
    assert.equal(
      eventWebUrl(
        event('IssueCommentEvent', {
          issue: { number: 5 },
          comment: { html_url: 'https://github.com/acme/app/issues/5#c' },
        }),
        'https://github.com',
      ),
      'https://github.com/acme/app/issues/5#c',
    );
  });
});

describe('days and times', () => {
  it('group events by the local day, newest first, opening today and yesterday', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const events = [
      event('WatchEvent', {}, '2026-11-22T11:00:00Z', 'a'),
      event('WatchEvent', {}, '2026-11-21T23:30:00Z', 'b'),
      event('WatchEvent', {}, '2026-11-18T08:00:00Z', 'c'),
    ];
    const days = dayNodes(
      events,
      { now, timezoneOffsetMinutes: -540, language: 'en' },
      { hostId: 'https://api.github.com' },
    ); // Tokyo: 21st 23:30Z is the 22nd
    assert.deepEqual(
      days.map((d) => [
        d.data.type === 'day' && d.data.day,
        d.data.type === 'day' && d.data.events.length,
        d.expandable,
      ]),
      [
        ['2026-11-22', 2, 'expanded'],
        ['2026-11-18', 1, 'collapsed'],
      ],
    );
    const quiet = dayNodes(
      [events[2]!],
      { now, timezoneOffsetMinutes: 0, language: 'en' },
      { hostId: 'https://api.github.com' },
    );
    assert.equal(quiet[0]!.expandable, 'expanded', 'the newest day is open even when it is not recent');
    assert.equal(dayOf('2026-11-21T23:30:00Z', 0), '2026-11-21');
  });
});

describe('feeds', () => {
  it('follow the received events, then the repositories, organizations and users named in settings', () => {
    assert.deepEqual(feedsFor('mona', ['acme/app', 'org:acme', 'user:bob', 'not valid', '']), [
      { kind: 'received', username: 'mona' },
      { kind: 'repository', repo: { owner: 'acme', repo: 'app' } },
      { kind: 'organization', org: 'acme' },
      { kind: 'user', username: 'bob' },
    ]);
  });
});
