// Relative times as people say them, in the display language (src/ui/base/relative-time.ts), and the Events view
// saying them.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GitHubEvent } from '../../../src/core/github/types';
import { relativeTime } from '../../../src/ui/base/relative-time';
import { eventNodes } from '../../../src/ui/events/nodes';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minutes = 60_000;
const hours = 60 * minutes;
const days = 24 * hours;

describe('relative times', () => {
  it('read as people say them in English', () => {
    assert.equal(relativeTime(ago(20_000), now, 'en'), 'now');
    assert.equal(relativeTime(ago(5 * minutes), now, 'en'), '5 minutes ago');
    assert.equal(relativeTime(ago(2 * hours), now, 'en'), '2 hours ago');
    assert.equal(relativeTime(ago(26 * hours), now, 'en'), 'yesterday');
    assert.equal(relativeTime(ago(4 * days), now, 'en'), '4 days ago');
    assert.equal(relativeTime(ago(15 * days), now, 'en'), '2 weeks ago');
    assert.equal(relativeTime(ago(92 * days), now, 'en'), '3 months ago');
    assert.equal(
      relativeTime(ago(538 * days), now, 'en'),
      '1 year ago',
      'not "538 d ago", and not "last year" (a calendar year)',
    );
    assert.equal(relativeTime(ago(3 * 365 * days), now, 'en'), '3 years ago');
  });

  it('read as people say them in Japanese', () => {
    assert.equal(relativeTime(ago(2 * hours), now, 'ja'), '2 時間前');
    assert.equal(relativeTime(ago(26 * hours), now, 'ja'), '昨日');
    assert.equal(relativeTime(ago(92 * days), now, 'ja'), '3 か月前');
    assert.equal(relativeTime(ago(538 * days), now, 'ja'), '1 年前');
  });

  it('take epoch milliseconds, treat a future time as now, and fall back to English for a tag Intl refuses', () => {
    assert.equal(relativeTime(now - 2 * hours, now, 'en'), '2 hours ago');
    assert.equal(relativeTime(now + 5 * minutes, now, 'en'), 'now');
    assert.equal(relativeTime(ago(2 * hours), now, 'not a language!'), '2 hours ago');
    assert.equal(relativeTime('not a date', now, 'en'), '');
  });

  it('are what the Events view shows beside each event, in the display language', () => {
    const event = {
      id: '1',
      type: 'WatchEvent',
      actor: { login: 'alice' },
      repo: { name: 'acme/app' },
      payload: {},
      created_at: ago(538 * days),
      public: true,
    } as unknown as GitHubEvent;
    const [en] = eventNodes(
      'day',
      'github.com',
      [event],
      { now, timezoneOffsetMinutes: 0, language: 'en' },
      'https://github.com',
    );
    const [ja] = eventNodes(
      'day',
      'github.com',
      [event],
      { now, timezoneOffsetMinutes: 0, language: 'ja' },
      'https://github.com',
    );
    assert.equal(en?.kind === 'item' && en.description, '1 year ago');
    assert.equal(ja?.kind === 'item' && ja.description, '1 年前');
  });
});
