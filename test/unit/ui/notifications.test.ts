// The Notifications view's pure parts: reasons and states in words, grouping, line text, where a thread opens, and
// the fine-grained token's refusal naming the host.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InboxEntry } from '../../../src/core/github/inbox-state';
import type { NotificationThread } from '../../../src/core/github/notification-schemas';
import { groupNodes, threadNodes } from '../../../src/ui/notifications/nodes';
import { refusalOf } from '../../../src/ui/notifications/refusals';
import { reasonPhrase, statePhrase, subjectIcon, threadWebUrl } from '../../../src/ui/notifications/words';

const now = Date.parse('2026-03-01T12:00:00Z');

function thread(overrides: Partial<NotificationThread> & { type?: string; number?: number; url?: string }) {
  const { type = 'PullRequest', number = 7, url, ...rest } = overrides;
  return {
    id: '1',
    reason: 'review_requested',
    unread: true,
    updatedAt: '2026-03-01T10:00:00Z',
    lastReadAt: null,
    repository: { owner: 'devdesk-org', name: 'monorepo', htmlUrl: 'https://github.com/devdesk-org/monorepo' },
    subject: { title: 'Add the inbox', type, url: url ?? null, number },
    ...rest,
  } satisfies NotificationThread;
}

test('says each common reason in words, the pull request author one by subject', () => {
  const words = (reason: string, type = 'PullRequest', title = 'x') =>
    reasonPhrase({ reason, subject: { title, type, url: null } });
  assert.deepEqual(words('review_requested'), { message: 'review requested', args: [] });
  assert.deepEqual(words('mention'), { message: 'mentioned', args: [] });
  assert.deepEqual(words('author'), { message: 'your pull request was commented on', args: [] });
  assert.deepEqual(words('author', 'Issue'), { message: 'your issue was commented on', args: [] });
  assert.deepEqual(words('ci_activity', 'CheckSuite', 'CI workflow run failed for main branch'), {
    message: 'CI failed',
    args: [],
  });
  assert.equal(words('some_new_reason'), 'some_new_reason');
  assert.deepEqual(statePhrase('pullMerged'), { message: 'merged', args: [] });
});

test('groups by repository (or reason), counts unread, and adds Load more when GitHub has another page', () => {
  const entries: InboxEntry[] = [
    { thread: thread({ id: '1' }), state: 'pullDraft' },
    { thread: thread({ id: '2', reason: 'mention', repository: { owner: 'o', name: 'r', htmlUrl: '' } }) },
    { thread: thread({ id: '3', unread: false, reason: 'mention' }), state: 'pullMerged' },
  ];
  const byRepo = groupNodes(entries, 'repository', { hostId: 'h' }, true);
  assert.deepEqual(
    byRepo.map((node) => (node.kind === 'item' ? [node.label, node.description] : node.kind)),
    [
      ['devdesk-org/monorepo', { message: '{0} unread', args: [1] }],
      ['o/r', { message: '{0} unread', args: [1] }],
      [{ message: 'Load more notifications', args: [] }, undefined],
    ],
  );
  const byReason = groupNodes(entries, 'reason', { hostId: 'h' }, false);
  assert.deepEqual(
    byReason.map((node) => (node.kind === 'item' ? node.label : undefined)),
    [
      { message: 'review requested', args: [] },
      { message: 'mentioned', args: [] },
    ],
  );
  const lines = threadNodes('g', 'h', 'repository', [entries[0]!, entries[2]!], { now, language: 'en' });
  assert.equal(lines[0]!.label, 'Add the inbox');
  assert.deepEqual(lines[0]!.description, { message: 'review requested', args: [] });
  assert.deepEqual(lines[0]!.descriptionMore, [{ message: 'draft', args: [] }, '2 hours ago']);
  assert.deepEqual(lines[1]!.descriptionMore?.at(-1), { message: 'read', args: [] });
  assert.equal(lines[1]!.contextValue, 'devdesk.notification.read');
  assert.deepEqual(lines[0]!.open?.args, [{ hostId: 'h', threadId: '1' }]);
  const byReasonLine = threadNodes('g', 'h', 'reason', [entries[0]!], { now, language: 'en' });
  assert.equal(byReasonLine[0]!.description, 'devdesk-org/monorepo');
});

test('colours an unread subject by its state, greys a read one', () => {
  assert.deepEqual(subjectIcon(thread({}), 'pullMerged'), { id: 'git-merge', color: 'charts.purple' });
  assert.deepEqual(subjectIcon(thread({ unread: false }), 'pullOpen'), {
    id: 'git-pull-request',
    color: 'disabledForeground',
  });
});

test('opens a subject on its web page, or the repository page for what has none', () => {
  assert.equal(threadWebUrl(thread({ type: 'Issue', number: 3 })), 'https://github.com/devdesk-org/monorepo/issues/3');
  const commit = thread({ type: 'Commit', url: 'https://api.github.com/repos/devdesk-org/monorepo/commits/abc' });
  assert.equal(threadWebUrl(commit), 'https://github.com/devdesk-org/monorepo/commit/abc');
  assert.equal(threadWebUrl(thread({ type: 'CheckSuite' })), 'https://github.com/devdesk-org/monorepo/actions');
});

test("explains a fine-grained token's refusal, naming the host; other failures are not refusals", () => {
  const refused = refusalOf(
    { status: 403, serviceMessage: 'Resource not accessible by personal access token' },
    { label: 'GitHub (github.com)' },
  );
  assert.match(refused!.message, /fine-grained/);
  assert.deepEqual(refused!.args, ['GitHub (github.com)']);
  assert.equal(refusalOf({ status: 403, serviceMessage: 'Must have admin rights' }, { label: 'x' }), undefined);
  assert.equal(refusalOf(new Error('offline'), { label: 'x' }), undefined);
});
