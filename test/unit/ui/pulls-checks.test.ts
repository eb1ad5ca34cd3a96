// The Checks and review-state builders of the Pull Requests view: check entries with outcome and duration, the
// review state in words, a request counted through the user's teams, the decorated pull request node, Merge…'s
// concerns and the poller's pace.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CheckRun, CommitStatus } from '../../../src/core/github/checks';
import type { PullStates } from '../../../src/core/github/pull-states';
import type { PullRequestSummary } from '../../../src/core/github/types';
import { checkEntries, checkEntryNode, checksNode, formatDuration } from '../../../src/ui/pulls/checks/check-nodes';
import { ChecksPoller, defaultCheckPollMs, type PollerClock } from '../../../src/ui/pulls/checks/checks-poller';
import { mergeConcerns } from '../../../src/ui/pulls/checks/merge-concerns';
import { decoratePullNode } from '../../../src/ui/pulls/checks/pull-decoration';
import { requestedOf, requestReaching, reviewStateParts } from '../../../src/ui/pulls/pull/review-state-text';
import { belongsTo, pullNode } from '../../../src/ui/pulls/pull/nodes';

const repo = { owner: 'acme', repo: 'app' };
const run = (over: Partial<CheckRun>): CheckRun =>
  ({
    id: 1,
    name: 'test',
    head_sha: 'abc',
    status: 'completed',
    conclusion: 'success',
    started_at: '2025-06-01T09:00:00Z',
    completed_at: '2025-06-01T09:03:31Z',
    html_url: 'https://github.com/acme/app/runs/1',
    details_url: 'https://ci.example/1',
    output: { title: '412 passed' },
    ...over,
  }) as CheckRun;
const status = (over: Partial<CommitStatus>): CommitStatus =>
  ({
    id: 9,
    state: 'success',
    context: 'ci/lint',
    description: 'ok',
    target_url: 'https://lint.example/9',
    created_at: '2025-06-01T09:00:00Z',
    updated_at: '2025-06-01T09:01:00Z',
    ...over,
  }) as CommitStatus;
const pull = (over: Partial<PullRequestSummary> = {}) =>
  ({
    number: 7,
    title: 'Add cache',
    state: 'open',
    draft: false,
    merged_at: null,
    labels: [],
    user: { login: 'alice' },
    requested_reviewers: [],
    requested_teams: [],
    head: { label: 'alice:cache', sha: 'abc' },
    base: { ref: 'main', sha: 'def', repo: { owner: { login: 'acme' } } },
    body: '',
    html_url: 'https://x',
    ...over,
  }) as unknown as PullRequestSummary;
const states = (over: Partial<PullStates> = {}): PullStates => ({
  number: 7,
  checks: undefined,
  reviewDecision: null,
  reviews: [],
  requested: [],
  unresolvedThreads: 0,
  ...over,
});
const me = { login: 'mona', teams: ['acme/reviewers'] };
const words = (parts: ReadonlyArray<string | { message: string; args: ReadonlyArray<string | number> }>) =>
  parts.map((part) =>
    typeof part === 'string'
      ? part
      : part.args.reduce<string>((text, arg, index) => text.replace(`{${index}}`, String(arg)), part.message),
  );

describe('checks', () => {
  it('list each run and status with its outcome, duration and details link', () => {
    const entries = checkEntries({
      runs: [run({}), run({ id: 2, name: 'build', status: 'in_progress', conclusion: null, completed_at: null })],
      statuses: [status({ state: 'failure' })],
    });
    assert.deepEqual(
      entries.map((entry) => [entry.name, entry.state, entry.outcome]),
      [
        ['test', 'passing', 'success'],
        ['build', 'pending', 'in_progress'],
        ['ci/lint', 'failing', 'failure'],
      ],
    );
    const node = checkEntryNode('pr/checks', 'github.com', repo, 7, entries[0]!, Date.parse('2025-06-01T10:00:00Z'));
    assert.equal(node.description, 'success · 3m 31s');
    assert.deepEqual(node.open?.args, ['https://ci.example/1']);
    const running = checkEntryNode('pr/checks', 'github.com', repo, 7, entries[1]!, Date.parse('2025-06-01T09:00:45Z'));
    assert.equal(running.description, 'in progress · 45s');
    assert.equal(running.icon?.id, 'clock');
  });

  it('format durations in seconds, minutes and hours', () => {
    assert.deepEqual(
      [formatDuration(4_400), formatDuration(211_000), formatDuration(3_725_000)],
      ['4s', '3m 31s', '1h 2m'],
    );
  });

  it('give the Checks node the state as its icon and words, and open it with the pull request', () => {
    const node = checksNode('pr', 'github.com', repo, pull(), 'failing');
    assert.equal(node.icon?.id, 'error');
    assert.equal(node.expandable, 'expanded');
    assert.deepEqual(node.description, { message: 'Checks failing', args: [] });
    assert.equal(checksNode('pr', 'github.com', repo, pull(), undefined).icon?.id, 'checklist');
  });
});

describe('review state', () => {
  it('reads like GitHub: approvals, change requests by name, a request to you', () => {
    const parts = reviewStateParts(
      states({
        reviews: [
          { login: 'ada', state: 'APPROVED' },
          { login: 'ken', state: 'APPROVED' },
          { login: 'bob', state: 'CHANGES_REQUESTED' },
          { login: 'eve', state: 'COMMENTED' },
        ],
        requested: [{ kind: 'user', login: 'Mona' }],
      }),
      me,
    );
    assert.deepEqual(words(parts), ['✓ 2 approved', '✗ changes requested by bob', 'review requested from you']);
  });

  it("counts a request to one of the user's teams, and not to another team", () => {
    assert.deepEqual(words(reviewStateParts(states({ requested: [{ kind: 'team', name: 'acme/reviewers' }] }), me)), [
      'review requested from your team acme/reviewers',
    ]);
    assert.equal(requestReaching([{ kind: 'team', name: 'acme/design' }], me), undefined);
  });

  it('puts a team request in Review requested (REST names the team by slug under the base repository owner)', () => {
    const asked = pull({ requested_teams: [{ slug: 'reviewers' }] as PullRequestSummary['requested_teams'] });
    assert.deepEqual(requestedOf(asked), [{ kind: 'team', name: 'acme/reviewers' }]);
    assert.equal(belongsTo('reviewRequested', asked, 'mona', me.teams), true);
    assert.equal(belongsTo('reviewRequested', asked, 'mona'), false, 'without the teams, only logins count');
    assert.equal(
      belongsTo(
        'reviewRequested',
        pull({ requested_reviewers: [{ login: 'mona' }] as PullRequestSummary['requested_reviewers'] }),
        'mona',
      ),
      true,
    );
  });

  it('decorates an open pull request node with its checks icon and review state, and leaves a bare one alone', () => {
    const node = pullNode('group', 'github.com', repo, pull());
    const decorated = decoratePullNode(
      node,
      states({ checks: 'failing', reviews: [{ login: 'ada', state: 'APPROVED' }] }),
      me,
    );
    assert.equal(decorated.icon?.id, 'error');
    assert.equal(decorated.description, node.description, "the author stays the description's start");
    assert.deepEqual(words(decorated.descriptionMore as never), ['✓ 1 approved']);
    assert.equal(decoratePullNode(node, states(), me), node);
    const labelled = pullNode(
      'group',
      'github.com',
      repo,
      pull({ labels: [{ name: 'bug' }] as PullRequestSummary['labels'] }),
    );
    assert.deepEqual(
      words(
        decoratePullNode(labelled, states({ reviews: [{ login: 'ada', state: 'APPROVED' }] }), me)
          .descriptionMore as never,
      ),
      ['✓ 1 approved', 'bug'],
      'the review state before the labels, which a narrow sidebar cuts first',
    );
    const closed = pullNode('group', 'github.com', repo, pull({ state: 'closed' }));
    assert.equal(
      decoratePullNode(closed, states({ checks: 'failing' }), me).icon?.id,
      closed.icon?.id,
      'a closed pull request keeps its state icon',
    );
  });
});

describe('Merge…', () => {
  it('names failing and running checks and missing or refused reviews; nothing when all is well', () => {
    assert.deepEqual(words(mergeConcerns({ checks: 'failing', reviewDecision: 'CHANGES_REQUESTED' })), [
      'Some checks are failing.',
      'A reviewer requested changes.',
    ]);
    assert.deepEqual(words(mergeConcerns({ checks: 'pending', reviewDecision: 'REVIEW_REQUIRED' })), [
      'Some checks have not finished yet.',
      'The reviews the base branch requires are missing.',
    ]);
    assert.deepEqual(mergeConcerns({ checks: 'passing', reviewDecision: 'APPROVED' }), []);
    assert.deepEqual(mergeConcerns({ checks: undefined, reviewDecision: null }), []);
  });
});

describe('polling a pending check', () => {
  const fakeClock = () => {
    const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
    const clock: PollerClock = {
      setTimeout: (run, ms) => timers.push({ run, ms, cleared: false }) - 1,
      clearTimeout: (handle) => (timers[handle as number]!.cleared = true),
    };
    return { clock, timers };
  };

  it('waits at least our floor, longer when the service asks', () => {
    assert.equal(ChecksPoller.delayMs(undefined), defaultCheckPollMs);
    assert.equal(ChecksPoller.delayMs(5_000), defaultCheckPollMs);
    assert.equal(ChecksPoller.delayMs(120_000), 120_000);
  });

  it('redraws a node on screen, skips one off screen, and stops under a collapsed pull request', () => {
    const { clock, timers } = fakeClock();
    const redrawn: string[] = [];
    let shown = true;
    const poller = new ChecksPoller(
      (id) => redrawn.push(id),
      () => shown,
      clock,
    );
    poller.schedule('repo/open/7/checks', 30_000);
    timers[0]!.run();
    assert.deepEqual(redrawn, ['repo/open/7/checks']);
    shown = false;
    poller.schedule('repo/open/7/checks', 30_000);
    timers[1]!.run();
    assert.deepEqual(redrawn, ['repo/open/7/checks'], 'no request while off screen');
    poller.schedule('repo/open/8/checks', 30_000);
    poller.cancelUnder('repo/open/8');
    assert.equal(timers[2]!.cleared, true);
    assert.deepEqual(poller.planned, []);
  });
});
