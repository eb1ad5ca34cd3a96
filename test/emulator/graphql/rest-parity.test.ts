// GraphQL and REST share one store: ids agree, and a change made through one API is seen through the other.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGraphQLClient, type GraphQLTestClient } from './test-client.js';

describe('GraphQL and REST share the GitHub state', () => {
  let client: GraphQLTestClient;
  const data = (query: string, variables?: Record<string, unknown>, token?: string) =>
    client.data(query, variables, token === undefined ? {} : { token });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rest = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const response = await fetch(`${client.emulator.info.github}${path}`, {
      method,
      headers: {
        Authorization: `token ${client.emulator.tokens.github}`,
        'User-Agent': 'devdesk-tests',
        Accept: 'application/vnd.github+json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const docsIssue = async (): Promise<{ id: string; number: number; databaseId: number }> =>
    (
      await data(
        '{ repository(owner: "devdesk-org", name: "docs-site") { issues(last: 1) { nodes { id number databaseId } } } }',
      )
    ).repository.issues.nodes[0];

  before(async () => {
    client = await startGraphQLClient();
  });
  after(() => client.close());

  it('gives a pull request the same global id as REST node_id', async () => {
    const { repository } = await data(
      '{ repository(owner: "devdesk-org", name: "docs-site") { id pullRequests(first: 1) { nodes { id number databaseId } } } }',
    );
    const pull = repository.pullRequests.nodes[0];
    const fromRest = await rest('GET', `/repos/devdesk-org/docs-site/pulls/${pull.number}`);
    assert.equal(fromRest.status, 200);
    assert.equal(fromRest.body.node_id, pull.id);
    assert.equal(fromRest.body.id, pull.databaseId);
    assert.equal((await rest('GET', '/repos/devdesk-org/docs-site')).body.node_id, repository.id);
  });

  it('shows a GraphQL reaction in REST, and a REST reaction in GraphQL', async () => {
    const issue = await docsIssue();
    await data(
      'mutation($id: ID!) { addReaction(input: { subjectId: $id, content: HOORAY }) { reaction { content } } }',
      { id: issue.id },
    );
    const reactions = await rest('GET', `/repos/devdesk-org/docs-site/issues/${issue.number}/reactions`);
    assert.equal(reactions.status, 200);
    assert.ok(
      reactions.body.some(
        (reaction: { content: string; user: { login: string } }) =>
          reaction.content === 'hooray' && reaction.user.login === 'mona',
      ),
    );

    const created = await rest('POST', `/repos/devdesk-org/docs-site/issues/${issue.number}/reactions`, {
      content: 'heart',
    });
    assert.equal(created.status, 201);
    const { node } = await data(
      'query($id: ID!) { node(id: $id) { ... on Issue { reactionGroups { content viewerHasReacted } } } }',
      { id: issue.id },
    );
    assert.equal(
      node.reactionGroups.find((group: { content: string }) => group.content === 'HEART').viewerHasReacted,
      true,
    );
  });

  it('shows a GraphQL comment in the REST comment list, with the same ids', async () => {
    const issue = await docsIssue();
    const { addComment } = await data(
      'mutation($id: ID!) { addComment(input: { subjectId: $id, body: "From GraphQL" }) { commentEdge { node { id databaseId } } } }',
      { id: issue.id },
    );
    const comments = await rest('GET', `/repos/devdesk-org/docs-site/issues/${issue.number}/comments?per_page=100`);
    const found = comments.body.find(
      (comment: { id: number }) => comment.id === addComment.commentEdge.node.databaseId,
    );
    assert.ok(found, 'REST lists the new comment');
    assert.equal(found.body, 'From GraphQL');
    assert.equal(found.node_id, addComment.commentEdge.node.id);
    assert.equal(found.user.login, 'mona');
  });

  it('shows a GraphQL merge in REST, which then refuses to merge again', async () => {
    const query =
      '{ repository(owner: "devdesk-org", name: "docs-site") { pullRequests(first: 100, states: OPEN) { nodes { id number isDraft mergeable headRefOid } } } }';
    await data(query); // first look starts the mergeability computation, as on GitHub
    const pulls: Array<{ id: string; number: number; isDraft: boolean; mergeable: string; headRefOid: string }> = (
      await data(query)
    ).repository.pullRequests.nodes;
    const pull = pulls.find((candidate) => !candidate.isDraft && candidate.mergeable === 'MERGEABLE');
    assert.ok(pull);
    await data(
      'mutation($id: ID!, $head: GitObjectID!) { mergePullRequest(input: { pullRequestId: $id, expectedHeadOid: $head, mergeMethod: SQUASH }) { pullRequest { merged } } }',
      { id: pull.id, head: pull.headRefOid },
    );
    const fromRest = await rest('GET', `/repos/devdesk-org/docs-site/pulls/${pull.number}`);
    assert.equal(fromRest.body.merged, true);
    assert.equal(fromRest.body.state, 'closed');
    assert.equal(fromRest.body.merged_by.login, 'mona');
    const again = await rest('PUT', `/repos/devdesk-org/docs-site/pulls/${pull.number}/merge`, {});
    assert.equal(again.status, 405);
  });

  it('answers each token as its own user, with its own visibility and rate limit', async () => {
    const store = client.emulator.githubStore;
    const outsider = store.account('outsider')!;
    const token = store.issueToken(outsider.id);
    const { viewer } = await data('{ viewer { login } }', undefined, token);
    assert.equal(viewer.login, 'outsider');

    const hidden = await client.post('{ repository(owner: "devdesk-org", name: "secret-plans") { id } }', undefined, {
      token,
    });
    assert.equal(hidden.body.errors[0].type, 'NOT_FOUND');
    const seen = await data('{ repository(owner: "devdesk-org", name: "secret-plans") { isPrivate } }');
    assert.equal(seen.repository.isPrivate, true);

    const own = await client.post('{ rateLimit { used } }', undefined, { token });
    const mona = await client.post('{ rateLimit { used } }');
    assert.ok(
      mona.body.data.rateLimit.used > own.body.data.rateLimit.used,
      'the viewer spent more points than the fresh token',
    );
  });
});
