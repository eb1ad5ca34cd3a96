// The endpoint's HTTP behaviour: methods, auth, headers, request decoding, error shapes, rate limit and faults.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGraphQLClient, type GraphQLTestClient } from './test-client.js';

describe('GraphQL endpoint: HTTP, auth and errors', () => {
  let client: GraphQLTestClient;
  before(async () => {
    client = await startGraphQLClient();
  });
  after(() => client.close());

  describe('authentication and headers', () => {
    it('answers 401 with GitHub message and documentation_url without a token', async () => {
      const answer = await client.post('{ viewer { login } }', undefined, { token: null });
      assert.equal(answer.status, 401);
      assert.equal(answer.body.message, 'This endpoint requires you to be authenticated.');
      assert.match(answer.body.documentation_url, /^https:\/\/docs\.github\.com\/graphql/);
    });

    it('answers 401 "Bad credentials" for an unknown token', async () => {
      const answer = await client.post('{ viewer { login } }', undefined, { token: 'ghp_' + '0'.repeat(36) });
      assert.equal(answer.status, 401);
      assert.equal(answer.body.message, 'Bad credentials');
    });

    it('accepts the `token` scheme too, case-insensitively', async () => {
      const response = await fetch(client.emulator.info.graphql, {
        method: 'POST',
        headers: { Authorization: `Token ${client.emulator.tokens.github}`, 'User-Agent': 't' },
        body: JSON.stringify({ query: '{ viewer { login } }' }),
      });
      assert.equal(response.status, 200);
      assert.equal(((await response.json()) as { data: { viewer: { login: string } } }).data.viewer.login, 'mona');
    });

    it('refuses a request without User-Agent with 403, as on REST', async () => {
      const answer = await client.post('{ viewer { login } }', undefined, { userAgent: null });
      assert.equal(answer.status, 403);
      assert.match(String(answer.body), /User-Agent/);
    });

    it('sends the X-RateLimit-* and media type headers', async () => {
      const answer = await client.post('{ viewer { login } }');
      assert.equal(answer.headers.get('x-ratelimit-limit'), '5000');
      assert.equal(answer.headers.get('x-ratelimit-resource'), 'graphql');
      assert.ok(Number(answer.headers.get('x-ratelimit-remaining')) < 5000);
      assert.ok(Number(answer.headers.get('x-ratelimit-used')) >= 1);
      assert.ok(Number(answer.headers.get('x-ratelimit-reset')) > Date.now() / 1000);
      assert.equal(answer.headers.get('x-github-media-type'), 'github.v4; format=json');
      assert.match(
        answer.headers.get('x-github-request-id') ?? '',
        /^[0-9A-F]{4}:[0-9A-F]{4}:[0-9A-F]{6}:[0-9A-F]{8}$/,
      );
    });
  });

  describe('request decoding', () => {
    it('answers 400 "Problems parsing JSON" for a body that is not JSON', async () => {
      const answer = await client.request({ rawBody: '{"query": "{ viewer { login } }"' });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.message, 'Problems parsing JSON');
    });

    it('asks for a query when the body has none', async () => {
      const answer = await client.request({ rawBody: '{"variables": {}}' });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.errors[0].message, 'A query attribute must be specified and must be a string.');
    });

    it('refuses a non-introspection query over GET with 405', async () => {
      const answer = await client.request({ method: 'GET', search: { query: '{ viewer { login } }' } });
      assert.equal(answer.status, 405);
      assert.match(answer.body.message, /introspection/);
    });

    it('answers 405 for other methods', async () => {
      const answer = await client.request({ method: 'PUT', rawBody: '{}' });
      assert.equal(answer.status, 405);
      assert.equal(answer.headers.get('allow'), 'GET, POST');
    });

    it('accepts variables sent as a JSON-encoded string', async () => {
      const answer = await client.request({
        rawBody: JSON.stringify({
          query: 'query($owner: String!) { repositoryOwner(login: $owner) { login } }',
          variables: JSON.stringify({ owner: 'devdesk-org' }),
        }),
      });
      assert.equal(answer.body.data.repositoryOwner.login, 'devdesk-org');
    });

    it('runs the operation named by operationName', async () => {
      const query = 'query A { viewer { login } } query B { viewer { name } }';
      const answer = await client.request({ rawBody: JSON.stringify({ query, operationName: 'B' }) });
      assert.deepEqual(answer.body.data, { viewer: { name: 'Mona Lisa Octocat' } });
      const unnamed = await client.post(query);
      assert.match(unnamed.body.errors[0].message, /operation name/);
    });
  });

  describe('GraphQL errors', () => {
    it('reports a syntax error with its location and no data', async () => {
      const answer = await client.post('{ viewer { login }');
      assert.equal(answer.status, 200);
      assert.equal(answer.body.data, undefined);
      assert.match(answer.body.errors[0].message, /Syntax Error/);
      assert.deepEqual(answer.body.errors[0].locations, [{ line: 1, column: 19 }]);
    });

    it('reports an unknown field as a validation error', async () => {
      const answer = await client.post('{ viewer { loginz } }');
      assert.match(answer.body.errors[0].message, /Cannot query field "loginz" on type "User"/);
      assert.deepEqual(answer.body.errors[0].locations, [{ line: 1, column: 12 }]);
    });

    it('rejects an enum value written in quotes inline, and accepts it as a JSON string in variables', async () => {
      const inline = await client.post(
        '{ repository(owner: "devdesk-org", name: "monorepo") { issues(first: 1, states: "OPEN") { totalCount } } }',
      );
      assert.equal(inline.body.data, undefined);
      assert.match(inline.body.errors[0].message, /Enum "IssueState" cannot represent non-enum value: "OPEN"/);

      const viaVariables = await client.post(
        'query($states: [IssueState!]) { repository(owner: "devdesk-org", name: "monorepo") { issues(first: 1, states: $states) { totalCount } } }',
        { states: ['OPEN'] },
      );
      assert.equal(viaVariables.body.errors, undefined);
      assert.ok(viaVariables.body.data.repository.issues.totalCount > 0);
    });

    it('reports bad variables before running anything', async () => {
      const answer = await client.post(
        'query($n: Int!) { repository(owner: "devdesk-org", name: "monorepo") { issue(number: $n) { id } } }',
        { n: 'seven' },
      );
      assert.equal(answer.body.data, undefined);
      assert.match(answer.body.errors[0].message, /\$n/);
    });

    it('gives NOT_FOUND with path and locations, and null data at that field', async () => {
      const answer = await client.post('query {\n  repository(owner: "devdesk-org", name: "no-such-repo") { id }\n}');
      assert.deepEqual(answer.body, {
        data: { repository: null },
        errors: [
          {
            type: 'NOT_FOUND',
            path: ['repository'],
            locations: [{ line: 2, column: 3 }],
            message: "Could not resolve to a Repository with the name 'devdesk-org/no-such-repo'.",
          },
        ],
      });
    });

    it('names a root field that is not emulated instead of answering null silently', async () => {
      const answer = await client.post('{ search(query: "x", type: ISSUE, first: 1) { issueCount } }');
      assert.equal(answer.body.errors[0].type, 'NOT_EMULATED');
      assert.match(answer.body.errors[0].message, /Query\.search/);
      const mutation = await client.post(
        'mutation { createIssue(input: { repositoryId: "x", title: "t" }) { issue { id } } }',
      );
      assert.match(mutation.body.errors[0].message, /Mutation\.createIssue/);
    });

    it('answers fields without emulated data safely: null, empty connections, or an error naming the field', async () => {
      const answer = await client.post(
        '{ viewer { login pronouns sponsors(first: 5) { totalCount nodes { __typename } } } repository(owner: "devdesk-org", name: "monorepo") { name openGraphImageUrl } }',
      );
      assert.equal(answer.status, 200);
      assert.equal(answer.body.data.viewer.pronouns, null);
      assert.deepEqual(answer.body.data.viewer.sponsors, { totalCount: 0, nodes: [] });
      // `openGraphImageUrl` is non-null: the error names it and its parent answers null, as for any non-null failure.
      assert.equal(answer.body.data.repository, null);
      assert.equal(answer.body.errors[0].type, 'NOT_EMULATED');
      assert.match(answer.body.errors[0].message, /Repository\.openGraphImageUrl/);
      assert.deepEqual(answer.body.errors[0].path, ['repository', 'openGraphImageUrl']);
    });
  });

  describe('pagination limits (checked before execution)', () => {
    const repo = (connection: string) =>
      `{ repository(owner: "devdesk-org", name: "monorepo") { ${connection} { nodes { id } } } }`;

    it('requires first or last on a connection asked for nodes', async () => {
      const answer = await client.post(repo('issues'));
      assert.equal(answer.body.data, undefined);
      assert.equal(answer.body.errors[0].type, 'MISSING_PAGINATION_BOUNDARIES');
      assert.equal(
        answer.body.errors[0].message,
        'You must provide a `first` or `last` value to properly paginate the `issues` connection.',
      );
      assert.deepEqual(answer.body.errors[0].path, ['repository', 'issues']);
    });

    it('allows a connection asked only for totalCount without first/last', async () => {
      const answer = await client.post(
        '{ repository(owner: "devdesk-org", name: "monorepo") { pullRequests { totalCount } } }',
      );
      assert.equal(answer.body.errors, undefined);
      assert.ok(answer.body.data.repository.pullRequests.totalCount >= 1050);
    });

    it('refuses more than 100 records', async () => {
      const answer = await client.post(repo('pullRequests(first: 101)'));
      assert.equal(answer.body.errors[0].type, 'EXCESSIVE_PAGINATION');
      assert.equal(
        answer.body.errors[0].message,
        'Requesting 101 records on the `pullRequests` connection exceeds the `first` limit of 100 records.',
      );
    });

    it('refuses negative counts and first together with last', async () => {
      const negative = await client.post(repo('issues(last: -1)'));
      assert.equal(negative.body.errors[0].type, 'INVALID_PAGINATION');
      assert.equal(negative.body.errors[0].message, '`last` on the connection cannot be less than zero.');
      const both = await client.post(repo('issues(first: 1, last: 1)'));
      assert.match(both.body.errors[0].message, /Passing both `first` and `last`/);
    });

    it('refuses queries that could return more than 500,000 nodes', async () => {
      const answer = await client.post(
        '{ viewer { repositories(first: 100) { nodes { pullRequests(first: 100) { nodes { comments(first: 100) { nodes { id } } } } } } } }',
      );
      assert.equal(answer.body.errors[0].type, 'MAX_NODE_LIMIT_EXCEEDED');
      assert.match(
        answer.body.errors[0].message,
        /traverses to the comments connection, it is requesting up to 1,010,100 possible nodes which exceeds the maximum limit of 500,000\./,
      );
    });

    it('accepts first: 0 (an empty page), as GitHub does', async () => {
      const answer = await client.post(
        '{ repository(owner: "devdesk-org", name: "monorepo") { issues(first: 0) { totalCount nodes { id } pageInfo { hasNextPage } } } }',
      );
      assert.equal(answer.body.errors, undefined);
      assert.deepEqual(answer.body.data.repository.issues.nodes, []);
      assert.equal(answer.body.data.repository.issues.pageInfo.hasNextPage, true);
    });
  });

  describe('rate limit', () => {
    it('reports cost, node count and the remaining points in `rateLimit`', async () => {
      const query =
        '{ viewer { repositories(first: 100) { nodes { pullRequests(first: 50) { nodes { id } } } } } rateLimit { cost limit remaining used resetAt nodeCount } }';
      const answer = await client.post(query);
      // 1 request for the repositories + 100 for their pull requests = 101 -> cost 1; nodes 100 + 100 * 50.
      assert.deepEqual(
        {
          cost: answer.body.data.rateLimit.cost,
          nodeCount: answer.body.data.rateLimit.nodeCount,
          limit: answer.body.data.rateLimit.limit,
        },
        { cost: 1, nodeCount: 5100, limit: 5000 },
      );
      assert.equal(answer.body.data.rateLimit.remaining, 5000 - answer.body.data.rateLimit.used);
      assert.match(answer.body.data.rateLimit.resetAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

      const nested = await client.post(
        '{ viewer { repositories(first: 100) { nodes { pullRequests(first: 100) { nodes { comments(first: 10) { nodes { id } } } } } } } rateLimit { cost } }',
      );
      // 1 + 100 + 100 * 100 = 10,101 requests -> cost 101.
      assert.equal(nested.body.data.rateLimit.cost, 101);
      assert.equal(
        Number(nested.headers.get('x-ratelimit-remaining')),
        5000 - Number(nested.headers.get('x-ratelimit-used')),
      );
    });

    it('charges nothing for rateLimit(dryRun: true)', async () => {
      const first = await client.post('{ rateLimit(dryRun: true) { used } }');
      const second = await client.post('{ rateLimit(dryRun: true) { used } }');
      assert.equal(second.body.data.rateLimit.used, first.body.data.rateLimit.used);
    });
  });

  describe('faults', () => {
    it('error500 answers GitHub GraphQL "Something went wrong" body', async () => {
      client.emulator.faults.add({ kind: 'error500', pathPrefix: '/github/api/graphql', times: 1 });
      const answer = await client.post('{ viewer { login } }');
      assert.equal(answer.status, 500);
      assert.equal(answer.body.data, null);
      assert.match(answer.body.errors[0].message, /^Something went wrong while executing your query/);
      assert.ok(
        answer.body.errors[0].message.includes(`\`${answer.headers.get('x-github-request-id')}\``),
        'the message quotes the request id',
      );
    });

    it('abuse answers 403 secondary rate limit with Retry-After', async () => {
      client.emulator.faults.add({ kind: 'abuse', pathPrefix: '/github/api/graphql', times: 1, retryAfter: 7 });
      const answer = await client.post('{ viewer { login } }');
      assert.equal(answer.status, 403);
      assert.equal(answer.headers.get('retry-after'), '7');
      assert.match(answer.body.message, /secondary rate limit/);
    });

    // Last: it spends the hour for the rest of this emulator's life.
    it('rateLimit spends the hour: RATE_LIMITED errors and remaining 0', async () => {
      client.emulator.faults.add({ kind: 'rateLimit', pathPrefix: '/github/api/graphql', times: 1 });
      const answer = await client.post('{ viewer { login } }');
      assert.equal(answer.status, 403);
      assert.equal(answer.body.errors[0].type, 'RATE_LIMITED');
      assert.match(answer.body.errors[0].message, /API rate limit exceeded for user ID \d+\./);
      assert.equal(answer.headers.get('x-ratelimit-remaining'), '0');
      const later = await client.post('{ viewer { login } }');
      assert.equal(later.status, 403);
    });
  });
});
