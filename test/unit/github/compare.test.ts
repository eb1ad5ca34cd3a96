// Comparing commits through createGitHubClient against the emulator: a pull request from its base (its files), the
// old head against a head pushed after it (only the pushed change), the other way round (behind, no files), refs
// escaped in the URL, and a ref the service does not know (NotFoundError).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NotFoundError } from '../../../src/core/http/index.js';
import { baseheadPath } from '../../../src/core/github/index.js';
import { pushFileCommit } from '../../emulator/github/pushes.js';
import { firstPull, monorepo, startGitHubFixture, type GitHubFixture } from './fixtures.js';

describe('GitHub client: compare', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  it('escapes each ref and keeps the slashes of a branch name', () => {
    assert.equal(baseheadPath('main', 'feature/a b#1'), '/compare/main...feature/a%20b%231');
  });

  it('a pull request compared from its base: ahead by its commits, with its files', async () => {
    const issue = firstPull(fixture, monorepo, (candidate) => candidate.state === 'open');
    const comparison = await fixture.client.compare.commits(monorepo, issue.pull.base.sha, issue.pull.head.sha);
    assert.equal(comparison.status, 'ahead');
    assert.equal(comparison.aheadBy, issue.pull.commits.length);
    assert.deepEqual(
      comparison.commits.map((commit) => commit.sha),
      issue.pull.commits.map((commit) => commit.sha),
    );
    assert.deepEqual(
      comparison.files.map((file) => file.filename).sort(),
      issue.pull.files.map((file) => file.filename).sort(),
    );
    assert.equal(comparison.truncated, false);
  });

  it('the old head against a pushed one: only the pushed change; backwards: behind, nothing changed', async () => {
    const issue = firstPull(
      fixture,
      monorepo,
      (candidate) => candidate.state === 'open' && candidate.pull.files.every((file) => file.filename !== 'README.md'),
    );
    const oldHead = issue.pull.head.sha;
    const readme = new TextDecoder().decode(
      (await fixture.client.contents.get(monorepo, 'README.md', { ref: oldHead })).bytes,
    );
    const lines = [...readme.replace(/\n$/, '').split('\n'), 'Pushed after the review.'];
    const pushed = pushFileCommit(fixture.emulator.githubStore, issue, issue.userId, {
      path: 'README.md',
      lines,
      message: 'README: one more line',
    });
    const comparison = await fixture.client.compare.commits(monorepo, oldHead, pushed.sha);
    assert.deepEqual(
      [comparison.status, comparison.aheadBy, comparison.behindBy, comparison.mergeBaseSha],
      ['ahead', 1, 0, oldHead],
    );
    assert.deepEqual(
      comparison.files.map((file) => [file.filename, file.status, file.additions, file.deletions]),
      [['README.md', 'modified', 1, 0]],
    );
    assert.match(comparison.files[0]!.patch ?? '', /\n\+Pushed after the review\.$/);
    const backwards = await fixture.client.compare.commits(monorepo, pushed.sha, oldHead);
    assert.deepEqual(
      [backwards.status, backwards.aheadBy, backwards.behindBy, backwards.files.length],
      ['behind', 0, 1, 0],
    );
  });

  it('a ref the service does not know is NotFoundError', async () => {
    await assert.rejects(fixture.client.compare.commits(monorepo, 'main', '0000000deadbeef'), NotFoundError);
  });
});
