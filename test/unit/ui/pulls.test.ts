// The Pull Requests view's pure decisions: which repositories the setting names (the remotes' are in
// test/unit/github/remotes.test.ts), group membership, states, review threads.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PullRequestSummary, ReviewComment } from '../../../src/core/github/types';
import { reviewThreads } from '../../../src/ui/pulls/pull/comment-nodes';
import { belongsTo, pullNode, pullState } from '../../../src/ui/pulls/pull/nodes';
import { gitHubWebAddress } from '../../../src/core/github/remotes';
import { reposFromSetting, uniqueRepos } from '../../../src/ui/pulls/pull/remotes';

describe('repositories', () => {
  const dotCom = { address: 'github.com', takesPlainNames: true };
  it('take owner/name entries from the setting and list each repository once', () => {
    const repos = uniqueRepos([
      { owner: 'Octo', repo: 'App' },
      ...reposFromSetting(['octo/app', 'bad entry', 'a/b/c', ' x/y '], dotCom),
    ]);
    assert.deepEqual(repos, [
      { owner: 'Octo', repo: 'App' },
      { owner: 'x', repo: 'y' },
    ]);
  });

  it('give each GitHub host its own entries: host/owner/name on that host, plain owner/name on the one that takes them', () => {
    const entries = [
      'octo/app',
      'github.example.com/acme/api',
      'GitHub.Example.com/acme/web',
      '127.0.0.1:4000/ghes/devdesk-org/monorepo',
      'elsewhere.example/x/y',
      'github.com/octo/cli',
    ];
    const enterprise = { address: gitHubWebAddress('https://github.example.com/api/v3'), takesPlainNames: false };
    const emulated = { address: gitHubWebAddress('http://127.0.0.1:4000/ghes/api/v3'), takesPlainNames: false };
    assert.deepEqual(
      reposFromSetting(entries, { address: gitHubWebAddress('https://api.github.com'), takesPlainNames: true }),
      [
        { owner: 'octo', repo: 'app' },
        { owner: 'octo', repo: 'cli' },
      ],
    );
    assert.deepEqual(reposFromSetting(entries, enterprise), [
      { owner: 'acme', repo: 'api' },
      { owner: 'acme', repo: 'web' },
    ]);
    assert.deepEqual(reposFromSetting(entries, emulated), [{ owner: 'devdesk-org', repo: 'monorepo' }]);
    assert.deepEqual(
      reposFromSetting(entries, { ...enterprise, takesPlainNames: true }).map((repo) => repo.repo),
      ['app', 'api', 'web'],
      'signed in to Enterprise alone, plain names are its own',
    );
  });
});

const pull = (over: Partial<PullRequestSummary> = {}) =>
  ({
    number: 7,
    title: 'Add cache',
    state: 'open',
    draft: false,
    merged_at: null,
    labels: [{ name: 'perf', color: 'fff' }],
    user: { login: 'alice' },
    requested_reviewers: [{ login: 'mona' }],
    head: { label: 'alice:cache', sha: 'abc' },
    base: { ref: 'main' },
    body: 'Body',
    html_url: 'https://x',
    ...over,
  }) as unknown as PullRequestSummary;

describe('pull requests', () => {
  it('belong to Review requested and Created by me by reviewer and author', () => {
    assert.equal(belongsTo('reviewRequested', pull(), 'mona'), true);
    assert.equal(belongsTo('reviewRequested', pull(), 'alice'), false);
    assert.equal(belongsTo('mine', pull(), 'alice'), true);
    assert.equal(belongsTo('open', pull(), 'anyone'), true);
  });

  it('have a state: merged wins over closed, draft only while open', () => {
    assert.equal(pullState(pull()), 'open');
    assert.equal(pullState(pull({ draft: true })), 'draft');
    assert.equal(pullState(pull({ state: 'closed' })), 'closed');
    assert.equal(pullState(pull({ state: 'closed', merged_at: '2026-01-01T00:00:00Z' })), 'merged');
  });

  it('show number, title, author and labels, with a menu per state', () => {
    const node = pullNode('g', 'h', { owner: 'o', repo: 'r' }, pull());
    assert.equal(node.label, '#7 Add cache');
    assert.deepEqual([node.description, ...(node.descriptionMore ?? [])], ['@alice', 'perf']);
    assert.equal(node.contextValue, 'devdesk.pull;open');
    assert.deepEqual(node.open?.args, ['h', 'o', 'r', 7]);
  });

  it('group review comments into threads by the comment they reply to', () => {
    const comment = (id: number, created: string, replyTo?: number) =>
      ({
        id,
        in_reply_to_id: replyTo,
        created_at: created,
        path: 'a.ts',
        body: `c${id}`,
        user: { login: 'u' },
      }) as unknown as ReviewComment;
    const threads = reviewThreads([
      comment(3, '2026-01-03', 1),
      comment(1, '2026-01-01'),
      comment(2, '2026-01-02'),
      comment(4, '2026-01-04', 2),
    ]);
    assert.deepEqual(
      threads.map((thread) => thread.map((c) => c.id)),
      [
        [1, 3],
        [2, 4],
      ],
    );
  });
});
