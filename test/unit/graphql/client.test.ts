// createGraphQLClient against the emulator's GitHub GraphQL endpoint over loopback: queries, variables, errors[],
// HTTP failures, cancellation, rate-limit state, and a mutation whose effect the next query sees.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AuthenticationError,
  InsecureTransportError,
  RequestAbortedError,
  ServerError,
} from '../../../src/core/http/index.js';
import { GraphQLResponseError } from '../../../src/core/graphql/index.js';
import { startGraphQLFixture, type GraphQLFixture } from './fixtures.js';

interface IssueReactions {
  repository: {
    issue: {
      id: string;
      reactions: { totalCount: number };
      reactionGroups: { content: string; viewerHasReacted: boolean }[];
    };
  };
}

const issueReactions = `query IssueReactions($owner: String!, $name: String!, $number: Int!) {
  repository(owner: $owner, name: $name) {
    issue(number: $number) { id reactions(content: HOORAY, first: 1) { totalCount } reactionGroups { content viewerHasReacted } }
  }
}`;

const addHooray = `mutation AddHooray($subjectId: ID!) {
  addReaction(input: { subjectId: $subjectId, content: HOORAY }) { reaction { content } subject { id } }
}`;

describe('GraphQL client', () => {
  let fixture: GraphQLFixture;
  before(async () => {
    fixture = await startGraphQLFixture();
  });
  after(() => fixture.close());

  describe('queries', () => {
    it('runs a query and returns its data, with the budget from the X-RateLimit-* headers', async () => {
      const result = await fixture.client.execute<{ viewer: { login: string } }>({ query: '{ viewer { login } }' });
      assert.deepEqual(result.data, { viewer: { login: 'mona' } });
      assert.deepEqual(result.errors, []);
      assert.equal(result.status, 200);
      assert.equal(result.operationType, 'query');
      assert.equal(result.rateLimit?.limit, 5000);
      assert.ok(result.rateLimit?.remaining !== undefined && result.rateLimit.remaining < 5000);
      assert.ok(result.rateLimit?.resetAt && result.rateLimit.resetAt.getTime() > Date.now());
      assert.equal(result.rateLimit?.cost, undefined, 'the query did not select rateLimit { cost }');
      assert.ok(result.bytes > 0);
    });

    it('sends variables and the operation name, picking one operation of several', async () => {
      const query = `query Owner($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { owner { login } } }
        query Name($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { name nameWithOwner } }`;
      const data = await fixture.client.request<{ repository: { name: string; nameWithOwner: string } }>({
        query,
        operationName: 'Name',
        variables: { owner: 'devdesk-org', name: 'docs-site' },
      });
      assert.deepEqual(data, { repository: { name: 'docs-site', nameWithOwner: 'devdesk-org/docs-site' } });
    });

    it('reads the cost and budget of a query that selects rateLimit, under an alias too', async () => {
      const result = await fixture.client.execute<{ budget: { cost: number; remaining: number; resetAt: string } }>({
        query: '{ viewer { login } budget: rateLimit { cost remaining resetAt } }',
      });
      const selected = result.data!.budget;
      assert.equal(result.rateLimit?.cost, selected.cost);
      assert.equal(result.rateLimit?.remaining, selected.remaining);
      assert.equal(result.rateLimit?.resetAt?.toISOString().replace('.000Z', 'Z'), selected.resetAt);
      assert.deepEqual(fixture.client.rateLimit(), result.rateLimit);
    });
  });

  describe('errors[]', () => {
    it('request() throws GraphQLResponseError with messages, locations, paths, GitHub type and the partial data', async () => {
      const query = '{\n  viewer { login }\n  repository(owner: "devdesk-org", name: "no-such-repo") { name }\n}';
      const error = await fixture.client.request({ query }).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      assert.ok(error instanceof GraphQLResponseError, String(error));
      assert.deepEqual(error.data, { viewer: { login: 'mona' }, repository: null });
      assert.equal(error.errors.length, 1);
      assert.deepEqual(error.errors[0]!.path, ['repository']);
      assert.deepEqual(error.errors[0]!.locations, [{ line: 3, column: 3 }]);
      assert.equal(error.errors[0]!.type, 'NOT_FOUND');
      assert.match(error.messages[0]!, /no-such-repo/);
      assert.match(error.message, /GraphQL error at repository: /);
      assert.equal(error.retryable, false);
    });

    it('execute() hands back a validation failure as errors without data, never throwing', async () => {
      const result = await fixture.client.execute({ query: 'query {\n  viewer { nonsense }\n}' });
      assert.equal(result.data, undefined);
      assert.equal(result.errors.length, 1);
      assert.match(result.errors[0]!.message, /Cannot query field "nonsense" on type "User"/);
      assert.deepEqual(result.errors[0]!.locations, [{ line: 2, column: 12 }]);
    });
  });

  describe('HTTP failures and cancellation', () => {
    it('a bad token is the layer AuthenticationError (401), not a GraphQL error', async () => {
      const client = fixture.clientWith({ token: 'ghp_' + '0'.repeat(36) });
      await assert.rejects(
        client.request({ query: '{ viewer { login } }' }),
        (error: unknown) =>
          error instanceof AuthenticationError && error.status === 401 && /Bad credentials/.test(error.message),
      );
      await assert.rejects(fixture.clientWith().request({ query: '{ viewer { login } }' }), AuthenticationError);
    });

    it('refuses to send a token over plain HTTP to a host that is not loopback', () => {
      assert.throws(
        () => fixture.clientWith({ endpoint: 'http://graphql.example.invalid/graphql', token: 'ghp_secret' }),
        InsecureTransportError,
      );
    });

    it('an AbortSignal cancels a call in flight with RequestAbortedError', async () => {
      fixture.emulator.faults.add({ kind: 'latency', ms: 2_000, pathPrefix: '/github/api/graphql', times: 1 });
      const controller = new AbortController();
      const call = fixture.client.request({ query: '{ viewer { login } }', signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      const started = performance.now();
      await assert.rejects(call, RequestAbortedError);
      assert.ok(performance.now() - started < 1_500, 'the abort did not wait for the answer');
    });

    it('an aborted signal stops a query before it is sent', async () => {
      await assert.rejects(
        fixture.client.request({ query: '{ viewer { login } }', signal: AbortSignal.abort() }),
        RequestAbortedError,
      );
    });

    it('a query is sent again after a 500 and succeeds', async () => {
      fixture.emulator.faults.add({ kind: 'error500', pathPrefix: '/github/api/graphql', times: 1 });
      const data = await fixture.client.request<{ viewer: { login: string } }>({ query: 'query { viewer { login } }' });
      assert.equal(data.viewer.login, 'mona');
      assert.deepEqual(fixture.emulator.faults.list(), [], 'the fault was spent by the first attempt');
    });

    it('a mutation is never sent again: one 500 is the answer', async () => {
      fixture.emulator.faults.add({ kind: 'error500', pathPrefix: '/github/api/graphql', times: 2 });
      try {
        await assert.rejects(
          fixture.client.request({ query: addHooray, variables: { subjectId: 'unused' } }),
          ServerError,
        );
        assert.equal(fixture.emulator.faults.list()[0]?.times, 1, 'exactly one attempt reached the server');
      } finally {
        fixture.emulator.faults.clear();
      }
    });
  });

  describe('mutations', () => {
    it('addReaction takes effect, and the following query sees the reaction', async () => {
      const first = await fixture.client.request<{ repository: { issues: { nodes: { number: number }[] } } }>({
        query: '{ repository(owner: "devdesk-org", name: "docs-site") { issues(first: 1) { nodes { number } } } }',
      });
      const variables = { owner: 'devdesk-org', name: 'docs-site', number: first.repository.issues.nodes[0]!.number };
      const before = await fixture.client.request<IssueReactions>({ query: issueReactions, variables });
      const hooray = (data: IssueReactions) =>
        data.repository.issue.reactionGroups.find((group) => group.content === 'HOORAY');
      assert.equal(hooray(before)?.viewerHasReacted, false);

      const result = await fixture.client.execute<{
        addReaction: { reaction: { content: string }; subject: { id: string } };
      }>({ query: addHooray, variables: { subjectId: before.repository.issue.id } });
      assert.equal(result.operationType, 'mutation');
      assert.deepEqual(result.data?.addReaction, {
        reaction: { content: 'HOORAY' },
        subject: { id: before.repository.issue.id },
      });

      const afterwards = await fixture.client.request<IssueReactions>({ query: issueReactions, variables });
      assert.equal(hooray(afterwards)?.viewerHasReacted, true);
      assert.equal(afterwards.repository.issue.reactions.totalCount, before.repository.issue.reactions.totalCount + 1);
    });
  });
});
