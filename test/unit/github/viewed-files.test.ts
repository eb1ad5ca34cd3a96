// A pull request's viewed files over GraphQL against the emulator: every page read, and the marks round-trip.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fetchViewedFiles, setFileViewed } from '../../../src/core/github/index.js';
import { createGraphQLClient } from '../../../src/core/graphql/index.js';
import { monorepo, startGitHubFixture, type GitHubFixture } from './fixtures.js';

describe('GitHub client: viewed files', () => {
  let fixture: GitHubFixture;
  let graphql: ReturnType<typeof createGraphQLClient>;
  before(async () => {
    fixture = await startGitHubFixture();
    graphql = createGraphQLClient({ endpoint: fixture.emulator.info.graphql, token: fixture.emulator.tokens.github, userAgent: 'DevDesk-tests/1.0' });
  });
  after(() => fixture.close());

  it("reads every page of a 3,000-file pull request's states", async () => {
    const giant = fixture.store.listPulls(fixture.store.repo(monorepo.owner, monorepo.repo)!, { state: 'closed' })[0]!;
    const viewed = await fetchViewedFiles(graphql, monorepo, giant.number);
    assert.equal(viewed!.states.size, 3000);
    assert.deepEqual(new Set(viewed!.states.values()), new Set(['UNVIEWED']));
  });

  it('marks two files viewed and unmarks one, as GitHub reads them back', async () => {
    const pull = fixture.store.listPulls(fixture.store.repo(monorepo.owner, monorepo.repo)!, { state: 'open' }).find((issue) => issue.pull.files.length >= 3)!;
    const [first, second, third] = pull.pull.files.map((file) => file.filename) as [string, string, string];
    const { pullNodeId } = (await fetchViewedFiles(graphql, monorepo, pull.number))!;
    await setFileViewed(graphql, pullNodeId, first, true);
    await setFileViewed(graphql, pullNodeId, second, true);
    await setFileViewed(graphql, pullNodeId, first, false);
    const { states } = (await fetchViewedFiles(graphql, monorepo, pull.number))!;
    assert.deepEqual([states.get(first), states.get(second), states.get(third)], ['UNVIEWED', 'VIEWED', 'UNVIEWED']);
  });

  it('refuses a pull request GitHub does not know', async () => {
    await assert.rejects(fetchViewedFiles(graphql, monorepo, 999_999));
  });
});
