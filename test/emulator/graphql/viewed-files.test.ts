// Viewed files: `PullRequestChangedFile.viewerViewedState` and markFileAsViewed / unmarkFileAsViewed, kept per viewer.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PullIssue } from '../github/store.js';
import { startGraphQLClient, type GraphQLTestClient } from './test-client.js';

const filesQuery = `query ($number: Int!) { repository(owner: "devdesk-org", name: "monorepo") { pullRequest(number: $number) {
  id files(first: 100) { nodes { path viewerViewedState } } } } }`;
const mark =
  'mutation ($input: MarkFileAsViewedInput!) { markFileAsViewed(input: $input) { clientMutationId pullRequest { number } } }';
const unmark =
  'mutation ($input: UnmarkFileAsViewedInput!) { unmarkFileAsViewed(input: $input) { pullRequest { number } } }';

describe('GraphQL: viewed files', () => {
  let client: GraphQLTestClient;
  let pull: PullIssue;
  before(async () => {
    client = await startGraphQLClient();
    const store = client.emulator.githubStore;
    pull = store
      .listPulls(store.repo('devdesk-org', 'monorepo')!, { state: 'open' })
      .find((issue) => issue.pull.files.length >= 2)!;
  });
  after(() => client.close());

  const files = async (token?: string) => {
    const answer = await client.data(filesQuery, { number: pull.number }, token ? { token } : {});
    return answer.repository.pullRequest as {
      id: string;
      files: { nodes: Array<{ path: string; viewerViewedState: string }> };
    };
  };
  const stateOf = async (path: string, token?: string) =>
    (await files(token)).files.nodes.find((file) => file.path === path)!.viewerViewedState;

  it('marks a file viewed and unmarks it, for this viewer only', async () => {
    const {
      id,
      files: { nodes },
    } = await files();
    const [first, second] = nodes;
    assert.deepEqual(new Set(nodes.map((file) => file.viewerViewedState)), new Set(['UNVIEWED']));
    const marked = await client.data(mark, { input: { pullRequestId: id, path: first!.path, clientMutationId: 'v1' } });
    assert.deepEqual(marked.markFileAsViewed, { clientMutationId: 'v1', pullRequest: { number: pull.number } });
    assert.equal(await stateOf(first!.path), 'VIEWED');
    assert.equal(await stateOf(second!.path), 'UNVIEWED');
    const store = client.emulator.githubStore;
    const other = store.issueToken(store.account('hubot')!.id);
    assert.equal(await stateOf(first!.path, other), 'UNVIEWED');

    await client.data(unmark, { input: { pullRequestId: id, path: first!.path } });
    assert.equal(await stateOf(first!.path), 'UNVIEWED');
  });

  it('answers DISMISSED once a viewed file changed', async () => {
    const {
      id,
      files: { nodes },
    } = await files();
    const path = nodes[1]!.path;
    await client.data(mark, { input: { pullRequestId: id, path } });
    // No emulated route changes a pull request's files yet; change the blob as a new push would.
    const file = pull.pull.files.find((candidate) => candidate.filename === path)!;
    file.sha = 'f'.repeat(40);
    assert.equal(await stateOf(path), 'DISMISSED');
    await client.data(mark, { input: { pullRequestId: id, path } });
    assert.equal(await stateOf(path), 'VIEWED');
  });

  it('refuses a path the pull request does not change', async () => {
    const { id } = await files();
    const answer = await client.post(mark, { input: { pullRequestId: id, path: 'not/in/this/pull.txt' } });
    assert.equal(answer.body.errors[0].type, 'UNPROCESSABLE');
  });
});
