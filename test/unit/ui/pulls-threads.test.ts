// Review threads in words: an outdated thread told apart (no line in today's diff), its hunk as a diff block that its
// own backticks cannot close, a thread node with its resolved / outdated state and the Resolve or Unresolve it
// offers, and the pull request node's count of unresolved threads.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PullStates } from '../../../src/core/github/pull-states';
import type { ReviewThreadState } from '../../../src/core/github/review-threads';
import type { PullRequestSummary, ReviewComment } from '../../../src/core/github/types';
import { decoratePullNode } from '../../../src/ui/pulls/checks/pull-decoration';
import { threadNode } from '../../../src/ui/pulls/pull/comment-nodes';
import { pullNode } from '../../../src/ui/pulls/pull/nodes';
import {
  decorateThreadNode,
  hunkBlock,
  isOutdated,
  outdatedBody,
  threadContext,
  threadLabel,
} from '../../../src/ui/pulls/threads/thread-text';

const repo = { owner: 'acme', repo: 'app' };
const comment = (over: Partial<ReviewComment> = {}) =>
  ({
    id: 11,
    path: 'docs/setup.md',
    line: 4,
    position: 3,
    original_line: 4,
    diff_hunk: '@@ -1,2 +1,2 @@\n-old\n+new',
    body: 'Why?',
    user: { login: 'grace' },
    created_at: '2026-01-01T00:00:00Z',
    ...over,
  }) as ReviewComment;
const state = (over: Partial<ReviewThreadState> = {}): ReviewThreadState => ({
  id: 'T1',
  rootCommentId: 11,
  path: 'docs/setup.md',
  isResolved: false,
  isOutdated: false,
  viewerCanResolve: true,
  viewerCanUnresolve: false,
  ...over,
});

describe('review threads', () => {
  it('tell an outdated thread by its missing line and position', () => {
    assert.equal(isOutdated(comment()), false);
    assert.equal(isOutdated(comment({ line: undefined, position: undefined })), true);
  });

  it('show the hunk a comment was written on as a diff block its backticks cannot close', () => {
    assert.equal(hunkBlock('@@ -1 +1 @@\n+new'), '```diff\n@@ -1 +1 @@\n+new\n```');
    assert.equal(hunkBlock('+```js'), '````diff\n+```js\n````');
    assert.equal(outdatedBody('+x', 'Why?'), '```diff\n+x\n```\n\nWhy?');
  });

  it('label a thread by its state, and offer Resolve or Unresolve by it', () => {
    assert.deepEqual(
      [
        threadLabel({ resolved: false, outdated: false }),
        threadLabel({ resolved: true, outdated: false }),
        threadLabel({ resolved: false, outdated: true }),
      ].map((label) => label.message),
      ['Review comment', 'Resolved', 'Outdated'],
    );
    assert.deepEqual(
      [threadContext(true), threadContext(false), threadContext(undefined)],
      ['resolved', 'unresolved', undefined],
    );
  });

  it('mark a thread node resolved or outdated, with the hunk in the tooltip of an outdated one', () => {
    const node = threadNode('pr/reviewComments', 'github.com', repo, 7, [comment()]);
    const resolved = decorateThreadNode(node, state({ isResolved: true }));
    assert.deepEqual(
      [
        resolved.contextValue,
        resolved.descriptionMore?.map((part) => (typeof part === 'string' ? part : part.message)),
        resolved.icon?.id,
      ],
      ['devdesk.reviewThread;resolved', ['resolved'], 'pass'],
    );
    assert.equal(decorateThreadNode(node, state()).contextValue, 'devdesk.reviewThread;unresolved');
    const outdated = decorateThreadNode(
      threadNode('pr/reviewComments', 'github.com', repo, 7, [comment({ line: undefined, position: undefined })]),
      undefined,
    );
    assert.equal(
      outdated.contextValue,
      'devdesk.reviewThread',
      'no state known: neither Resolve nor Unresolve offered',
    );
    assert.match(outdated.tooltip ?? '', /^```diff\n@@ -1,2 \+1,2 @@\n-old\n\+new\n```/);
    assert.deepEqual(
      typeof outdated.label === 'string' ? undefined : [outdated.label.message, ...outdated.label.args],
      ['{0} (outdated, was line {1})', 'docs/setup.md', 4],
    );
  });

  it('label a thread by its path and line, or its lines when it covers several', () => {
    assert.equal(threadNode('pr/reviewComments', 'github.com', repo, 7, [comment()]).label, 'docs/setup.md:4');
    assert.equal(
      threadNode('pr/reviewComments', 'github.com', repo, 7, [comment({ start_line: 2 })]).label,
      'docs/setup.md:2–4',
    );
    assert.equal(
      threadNode('pr/reviewComments', 'github.com', repo, 7, [comment({ start_line: 4 })]).label,
      'docs/setup.md:4',
    );
  });

  it('count the unresolved threads on the pull request node', () => {
    const pull = {
      number: 7,
      title: 'Add cache',
      state: 'open',
      draft: false,
      merged_at: null,
      labels: [],
      user: { login: 'alice' },
      head: { label: 'alice:cache', sha: 'abc' },
      base: { ref: 'main', sha: 'def' },
      body: '',
      html_url: 'https://x',
    } as unknown as PullRequestSummary;
    const states = (unresolvedThreads: number): PullStates => ({
      number: 7,
      checks: undefined,
      reviewDecision: null,
      reviews: [],
      requested: [],
      unresolvedThreads,
    });
    const node = pullNode('repo', 'github.com', repo, pull);
    const parts = (count: number) =>
      decoratePullNode(node, states(count), { login: 'mona', teams: [] }).descriptionMore?.map((part) =>
        typeof part === 'string' ? part : [part.message, ...part.args],
      );
    assert.deepEqual(parts(2), [['{0} unresolved threads', 2]]);
    assert.deepEqual(parts(1), [['1 unresolved thread']]);
    assert.equal(parts(0), undefined);
  });
});
