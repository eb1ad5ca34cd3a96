// Searching pull requests with the core client against the emulator: every page walked through `Link` (the answer
// is an object, not a list), GitHub's total count, and the search budget kept apart from the core one.
import * as assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHubFixture, type GitHubFixture } from './fixtures';

describe('search', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  it('walks every page of a search across repositories, with its total', async () => {
    const query = 'is:pr is:open author:@me org:devdesk-org';
    const walk = fixture.client.search.issues(query, { perPage: 5 });
    const found: string[] = [];
    for await (const item of walk) found.push(`${item.repository_url}#${item.number}`);
    const mona = fixture.store.account('mona')!;
    const org = fixture.store.account('devdesk-org')!;
    const expected = [...fixture.store.issues.values()].filter(
      (issue) =>
        issue.pull &&
        issue.state === 'open' &&
        issue.userId === mona.id &&
        fixture.store.repoById(issue.repoId)!.ownerId === org.id,
    );
    assert.ok(expected.length > 5, 'more than one page');
    assert.equal(found.length, expected.length);
    assert.equal(new Set(found).size, found.length, 'no item twice');
    assert.equal(walk.total, expected.length);
    assert.equal(walk.pagesFetched, Math.ceil(expected.length / 5));
  });

  it('counts against the search budget (30 a minute), not the core one', async () => {
    for await (const _ of fixture.client.search.issues('is:pr repo:devdesk-org/docs-site', { limit: 1 })) break;
    assert.equal(fixture.client.rateLimit('search')?.limit, 30);
  });
});
