// The control route for what a server other than github.com may answer (oddities.ts): a deleted fork's pull request
// answers `head.repo: null`, a head branch GitHub would refuse, a review comment naming a path outside the repository;
// each answers what it changed, and is put back.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';

const repo = '/repos/devdesk-org/monorepo';

describe('GitHub REST emulator: oddities on demand', () => {
  let client: GitHubTestClient;
  before(async () => {
    client = await startGitHub();
  });
  after(() => client.emulator.close());

  const oddity = async (body: unknown) => {
    const response = await fetch(`${client.emulator.info.url}/__emulator/github/oddities`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("a deleted fork's pull request has head.repo null, and a head branch GitHub would refuse, until put back", async () => {
    const issue = client.store
      .listPulls(client.store.repo('devdesk-org', 'monorepo')!, { state: 'open' })
      .find((each) => each.pull.head.repoId !== each.repoId)!;
    const where = { owner: 'devdesk-org', repo: 'monorepo', number: issue.number };
    const before = (await client.get(`${repo}/pulls/${issue.number}`)).body;
    assert.ok(before.head.repo, 'the fork is there');
    assert.deepEqual((await oddity({ ...where, headRepoDeleted: true, headRef: '--upload-pack=x' })).body, {
      headRef: before.head.ref,
      headRepoDeleted: false,
    });
    const changed = (await client.get(`${repo}/pulls/${issue.number}`)).body;
    assert.equal(changed.head.repo, null);
    assert.equal(changed.head.ref, '--upload-pack=x');
    assert.ok(changed.base.repo, 'the base repository is still there');
    await oddity({ ...where, headRepoDeleted: false, headRef: before.head.ref });
    assert.deepEqual((await client.get(`${repo}/pulls/${issue.number}`)).body.head, before.head);
  });

  it('a review comment names a path GitHub never would; unknown things are 404, a wrong body 400', async () => {
    const [comment] = [...client.store.reviewComments.values()].filter(
      (each) => each.repoId === client.store.repo('devdesk-org', 'monorepo')!.id,
    );
    assert.ok(comment);
    const path = comment.path;
    assert.deepEqual(
      (await oddity({ owner: 'devdesk-org', repo: 'monorepo', commentId: comment.id, path: '../../user' })).body,
      { path },
    );
    assert.equal((await client.get(`${repo}/pulls/comments/${comment.id}`)).body.path, '../../user');
    await oddity({ owner: 'devdesk-org', repo: 'monorepo', commentId: comment.id, path });
    assert.equal(
      (await oddity({ owner: 'devdesk-org', repo: 'nothing', number: 1, headRepoDeleted: true })).status,
      404,
    );
    assert.equal(
      (await oddity({ owner: 'devdesk-org', repo: 'monorepo', number: 1, headRepoDeleted: 'yes' })).status,
      400,
    );
  });
});
