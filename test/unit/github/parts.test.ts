// The small pure parts of the GitHub client: the memory of moved repositories, the injectable sleep, and when a
// pull request's mergeability counts as settled.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isMergeabilitySettled, realSleep, RepositoryMoves, type PullRequest } from '../../../src/core/github/index.js';

describe('RepositoryMoves', () => {
  const base = 'https://ghe.example.com/api/v3';
  const moves = (): RepositoryMoves => new RepositoryMoves(new URL(base));
  const old = { owner: 'octo', repo: 'old-name' };

  it('remembers a 301 to /repositories/:id, keeping the tail out of the prefix', () => {
    const memory = moves();
    memory.learn({
      status: 301,
      from: `${base}/repos/octo/old-name/pulls/7?x=1`,
      to: `${base}/repositories/42/pulls/7?x=1`,
    });
    assert.equal(memory.movedTo(old), '/repositories/42');
    assert.equal(memory.pathOf({ owner: 'OCTO', repo: 'Old-Name' }, '/pulls'), '/repositories/42/pulls');
    assert.equal(memory.pathOf({ owner: 'octo', repo: 'other' }, '/pulls'), '/repos/octo/other/pulls');
  });

  it('ignores temporary redirects, other hosts, and answers that do not keep the tail', () => {
    const memory = moves();
    memory.learn({ status: 307, from: `${base}/repos/octo/old-name/pulls`, to: `${base}/repos/octo/new-name/pulls` });
    memory.learn({
      status: 301,
      from: `${base}/repos/octo/old-name/pulls`,
      to: 'https://elsewhere.example.com/api/v3/repos/octo/new-name/pulls',
    });
    memory.learn({ status: 301, from: `${base}/repos/octo/old-name/pulls`, to: `${base}/login` });
    memory.learn({ status: 301, from: `${base}/users/octo`, to: `${base}/users/octocat` });
    assert.equal(memory.movedTo(old), undefined);
  });
});

describe('realSleep', () => {
  it('resolves, and rejects with the reason when aborted (before or during)', async () => {
    await realSleep(1);
    const aborted = new AbortController();
    aborted.abort(new Error('stop'));
    await assert.rejects(realSleep(10_000, aborted.signal), /stop/);
    const later = new AbortController();
    const waiting = realSleep(10_000, later.signal);
    later.abort(new Error('later'));
    await assert.rejects(waiting, /later/);
  });
});

describe('isMergeabilitySettled', () => {
  const pull = (fields: Partial<Pick<PullRequest, 'mergeable' | 'merged' | 'state'>>): PullRequest =>
    ({ mergeable: null, merged: false, state: 'open', ...fields }) as PullRequest;
  it('is settled once mergeable is known, or when there is no test merge (merged, closed)', () => {
    assert.equal(isMergeabilitySettled(pull({})), false);
    assert.equal(isMergeabilitySettled(pull({ mergeable: false })), true);
    assert.equal(isMergeabilitySettled(pull({ merged: true })), true);
    assert.equal(isMergeabilitySettled(pull({ state: 'closed' })), true);
  });
});
