// The Pull Requests view's pure decisions: which repositories the workspace names, group membership, states,
// review threads.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PullRequestSummary, ReviewComment } from '../../../src/core/github/types';
import { belongsTo, pullNode, pullState, reviewThreads } from '../../../src/ui/pulls/nodes';
import { remoteUrls, repoFromRemote, reposFromSetting, uniqueRepos, webHostOf } from '../../../src/ui/pulls/remotes';

describe('repositories', () => {
  it('map a REST base to its web host', () => {
    assert.equal(webHostOf('https://api.github.com'), 'github.com');
    assert.equal(webHostOf('https://ghe.example.com/api/v3'), 'ghe.example.com');
    assert.equal(webHostOf('http://127.0.0.1:4000/github/api/v3'), '127.0.0.1:4000');
  });

  const remotes: Array<[string, string, string | undefined]> = [
    ['https://github.com/octo/app.git', 'github.com', 'octo/app'],
    ['https://github.com/octo/app', 'github.com', 'octo/app'],
    ['git@github.com:octo/app.git', 'github.com', 'octo/app'],
    ['ssh://git@github.com/octo/app.git', 'github.com', 'octo/app'],
    ['git@ghe.example.com:team/tool.git', 'ghe.example.com', 'team/tool'],
    ['https://gitlab.com/octo/app.git', 'github.com', undefined],
    ['https://github.com/octo', 'github.com', undefined],
    ['not a url', 'github.com', undefined],
  ];
  for (const [remote, host, expected] of remotes) {
    it(`${remote} on ${host} → ${expected ?? 'not a repository there'}`, () => {
      const repo = repoFromRemote(remote, host);
      assert.equal(repo && `${repo.owner}/${repo.repo}`, expected);
    });
  }

  it('read the remote URLs of a git config, and only those', () => {
    const config = '[core]\n\turl = nope\n[remote "origin"]\n\turl = git@github.com:octo/app.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[remote "upstream"]\n\turl = https://github.com/up/app\n[branch "main"]\n\tremote = origin\n';
    assert.deepEqual(remoteUrls(config), ['git@github.com:octo/app.git', 'https://github.com/up/app']);
  });

  it('take owner/name entries from the setting and list each repository once', () => {
    const repos = uniqueRepos([{ owner: 'Octo', repo: 'App' }, ...reposFromSetting(['octo/app', 'bad entry', 'a/b/c', ' x/y '])]);
    assert.deepEqual(repos, [{ owner: 'Octo', repo: 'App' }, { owner: 'x', repo: 'y' }]);
  });
});

const pull = (over: Partial<PullRequestSummary> = {}) =>
  ({ number: 7, title: 'Add cache', state: 'open', draft: false, merged_at: null, labels: [{ name: 'perf', color: 'fff' }], user: { login: 'alice' }, requested_reviewers: [{ login: 'mona' }], head: { label: 'alice:cache', sha: 'abc' }, base: { ref: 'main' }, body: 'Body', html_url: 'https://x', ...over }) as unknown as PullRequestSummary;

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
    assert.deepEqual(node.description, { message: '@{0} · {1}', args: ['alice', 'perf'] });
    assert.equal(node.contextValue, 'devdesk.pull;open');
    assert.deepEqual(node.open?.args, ['h', 'o', 'r', 7]);
  });

  it('group review comments into threads by the comment they reply to', () => {
    const comment = (id: number, created: string, replyTo?: number) => ({ id, in_reply_to_id: replyTo, created_at: created, path: 'a.ts', body: `c${id}`, user: { login: 'u' } }) as unknown as ReviewComment;
    const threads = reviewThreads([comment(3, '2026-01-03', 1), comment(1, '2026-01-01'), comment(2, '2026-01-02'), comment(4, '2026-01-04', 2)]);
    assert.deepEqual(threads.map((thread) => thread.map((c) => c.id)), [[1, 3], [2, 4]]);
  });
});
