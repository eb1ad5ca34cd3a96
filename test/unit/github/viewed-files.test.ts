// A pull request's viewed files over GraphQL against the emulator: a page at a time, and the marks round-trip.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fetchViewedFilesPage, setFileViewed } from '../../../src/core/github/index.js';
import { monorepo, graphqlClientOf, startGitHubFixture, type GitHubFixture, type GraphQLClient } from './fixtures.js';

describe('GitHub client: viewed files', () => {
  let fixture: GitHubFixture;
  let graphql: GraphQLClient;
  before(async () => {
    fixture = await startGitHubFixture();
    graphql = graphqlClientOf(fixture);
  });
  after(() => fixture.close());

  it("reads a 3,000-file pull request's states a page of 100 at a time, the second after the first's cursor", async () => {
    const giant = fixture.store.listPulls(fixture.store.repo(monorepo.owner, monorepo.repo)!, { state: 'closed' })[0]!;
    const first = (await fetchViewedFilesPage(graphql, monorepo, giant.number, undefined))!;
    assert.equal(first.changedFiles, 3000);
    assert.deepEqual(
      [...first.states.keys()],
      giant.pull.files.slice(0, 100).map((file) => file.filename),
    );
    assert.deepEqual(new Set(first.states.values()), new Set(['UNVIEWED']));
    const second = (await fetchViewedFilesPage(graphql, monorepo, giant.number, first.after))!;
    assert.deepEqual(
      [...second.states.keys()],
      giant.pull.files.slice(100, 200).map((file) => file.filename),
    );
    assert.ok(second.after, 'more pages after the second');
  });

  it('marks two files viewed and unmarks one, as GitHub reads them back', async () => {
    const pull = fixture.store
      .listPulls(fixture.store.repo(monorepo.owner, monorepo.repo)!, { state: 'open' })
      .find((issue) => issue.pull.files.length >= 3)!;
    const [first, second, third] = pull.pull.files.map((file) => file.filename) as [string, string, string];
    const { pullNodeId } = (await fetchViewedFilesPage(graphql, monorepo, pull.number, undefined))!;
    await setFileViewed(graphql, pullNodeId, first, true);
    await setFileViewed(graphql, pullNodeId, second, true);
    await setFileViewed(graphql, pullNodeId, first, false);
    const { states, after } = (await fetchViewedFilesPage(graphql, monorepo, pull.number, undefined))!;
    assert.equal(after, undefined, 'one page holds them all');
    assert.deepEqual([states.get(first), states.get(second), states.get(third)], ['UNVIEWED', 'VIEWED', 'UNVIEWED']);
  });

  it('refuses a pull request GitHub does not know', async () => {
    await assert.rejects(fetchViewedFilesPage(graphql, monorepo, 999_999, undefined));
  });
});
