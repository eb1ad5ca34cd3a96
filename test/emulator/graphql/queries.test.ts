// Queries over the seeded store: viewer, repository, issues, pull requests, labels, comments, reactions, nodes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGraphQLClient, type GraphQLTestClient } from './test-client.js';

const monorepo = 'repository(owner: "devdesk-org", name: "monorepo")';

describe('GraphQL queries', () => {
  let client: GraphQLTestClient;
  /** Data of a query that must succeed. */
  const data = (query: string, variables?: Record<string, unknown>) => client.data(query, variables);
  before(async () => {
    client = await startGraphQLClient();
  });
  after(() => client.close());

  describe('viewer', () => {
    it('is the token owner, with owned and collaborated repositories by default', async () => {
      const { viewer } = await data(
        '{ viewer { login name isViewer url repositories(first: 10) { totalCount nodes { nameWithOwner } } } }',
      );
      assert.equal(viewer.login, 'mona');
      assert.equal(viewer.name, 'Mona Lisa Octocat');
      assert.equal(viewer.isViewer, true);
      assert.equal(viewer.url, `${client.emulator.info.url}/github/mona`);
      assert.deepEqual(viewer.repositories.nodes, [{ nameWithOwner: 'mona/dotfiles' }]);
      assert.equal(viewer.repositories.totalCount, 1);
    });

    it('adds organization repositories with ownerAffiliations, including private ones the viewer can read', async () => {
      const { viewer } = await data(
        '{ viewer { repositories(last: 20, ownerAffiliations: [OWNER, ORGANIZATION_MEMBER], orderBy: { field: NAME, direction: ASC }) { nodes { nameWithOwner isPrivate } } } }',
      );
      const names = viewer.repositories.nodes.map((repo: { nameWithOwner: string }) => repo.nameWithOwner);
      assert.deepEqual(
        names,
        [...names].sort((a: string, b: string) => a.split('/')[1]!.localeCompare(b.split('/')[1]!)),
      );
      assert.ok(names.includes('devdesk-org/monorepo'));
      assert.ok(
        viewer.repositories.nodes.some(
          (repo: { nameWithOwner: string; isPrivate: boolean }) =>
            repo.nameWithOwner === 'devdesk-org/secret-plans' && repo.isPrivate,
        ),
      );
      assert.ok(!names.includes('acme-corp/vault'), 'a private repository of another organization stays hidden');
    });
  });

  describe('repository', () => {
    it('answers its fields', async () => {
      const { repository } = await data(
        `{ ${monorepo} { id name nameWithOwner url description isPrivate owner { login } viewerPermission defaultBranchRef { name target { ... on Commit { oid } } } } }`,
      );
      assert.equal(repository.name, 'monorepo');
      assert.equal(repository.nameWithOwner, 'devdesk-org/monorepo');
      assert.equal(repository.url, `${client.emulator.info.url}/github/devdesk-org/monorepo`);
      assert.equal(repository.description, 'DevDesk: articles and pull requests in your editor');
      assert.equal(repository.isPrivate, false);
      assert.equal(repository.owner.login, 'devdesk-org');
      assert.equal(repository.viewerPermission, 'ADMIN');
      assert.equal(repository.defaultBranchRef.name, 'main');
      assert.match(repository.defaultBranchRef.target.oid, /^[0-9a-f]{40}$/);
      assert.equal(typeof repository.id, 'string');
    });

    it('hides private repositories the viewer cannot read, with the same NOT_FOUND as a missing one', async () => {
      const answer = await client.post('{ repository(owner: "acme-corp", name: "vault") { id } }');
      assert.equal(answer.body.data.repository, null);
      assert.equal(answer.body.errors[0].type, 'NOT_FOUND');
      assert.equal(answer.body.errors[0].message, "Could not resolve to a Repository with the name 'acme-corp/vault'.");
    });

    it('follows renames unless followRenames is false', async () => {
      const { repository } = await data('{ repository(owner: "devdesk-org", name: "old-tools") { name } }');
      assert.equal(repository.name, 'toolbox');
      const strict = await client.post(
        '{ repository(owner: "devdesk-org", name: "old-tools", followRenames: false) { name } }',
      );
      assert.equal(strict.body.errors[0].type, 'NOT_FOUND');
    });

    it('lists labels', async () => {
      const { repository } = await data(
        `{ ${monorepo} { labels(first: 100) { totalCount edges { node { name color } } } } }`,
      );
      const names = repository.labels.edges.map((edge: { node: { name: string } }) => edge.node.name);
      assert.ok(names.includes('bug'), names.join());
      assert.equal(repository.labels.totalCount, names.length);
      assert.match(repository.labels.edges[0].node.color, /^[0-9a-f]{6}$/);
    });
  });

  describe('issues connection', () => {
    const page = (args: string) =>
      `{ ${monorepo} { issues(${args}) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { number } } nodes { number } } } }`;

    it('pages forward with first/after, oldest first, with opaque cursors', async () => {
      const first = (await data(page('first: 5'))).repository.issues;
      assert.equal(first.nodes.length, 5);
      assert.deepEqual(first.pageInfo.hasNextPage, true);
      assert.deepEqual(first.pageInfo.hasPreviousPage, false);
      assert.equal(first.pageInfo.startCursor, first.edges[0].cursor);
      assert.equal(first.pageInfo.endCursor, first.edges[4].cursor);
      const numbers = first.nodes.map((node: { number: number }) => node.number);
      assert.deepEqual(
        numbers,
        [...numbers].sort((a, b) => a - b),
      );
      assert.doesNotMatch(first.edges[0].cursor, /^\d+$/);

      const second = (await data(page(`first: 5, after: "${first.pageInfo.endCursor}"`))).repository.issues;
      assert.equal(second.pageInfo.hasPreviousPage, true);
      assert.ok(second.nodes[0].number > numbers[4]);
      assert.equal(second.totalCount, first.totalCount);
    });

    it('pages backward with last/before', async () => {
      const last = (await data(page('last: 3'))).repository.issues;
      assert.equal(last.pageInfo.hasNextPage, false);
      assert.equal(last.pageInfo.hasPreviousPage, true);
      const before = (await data(page(`last: 3, before: "${last.pageInfo.startCursor}"`))).repository.issues;
      assert.equal(before.nodes.length, 3);
      assert.ok(before.nodes[2].number < last.nodes[0].number);
    });

    it('refuses a cursor it did not make', async () => {
      const answer = await client.post(page('first: 1, after: "bm90LWEtY3Vyc29y"'));
      assert.equal(answer.body.errors[0].type, 'INVALID_CURSOR_ARGUMENTS');
      assert.match(answer.body.errors[0].message, /does not appear to be a valid cursor/);
    });

    it('filters by states and holds only issues, never pull requests', async () => {
      const counts = await data(
        `{ ${monorepo} { open: issues(states: OPEN) { totalCount } closed: issues(states: [CLOSED]) { totalCount } all: issues { totalCount } } }`,
      );
      const { open, closed, all } = counts.repository;
      assert.ok(open.totalCount > 0 && closed.totalCount > 0);
      assert.equal(open.totalCount + closed.totalCount, all.totalCount);
      const { repository } = await data(
        `{ ${monorepo} { issues(first: 20, states: OPEN) { nodes { __typename state } } } }`,
      );
      for (const node of repository.issues.nodes) assert.deepEqual(node, { __typename: 'Issue', state: 'OPEN' });
    });
  });

  describe('issue', () => {
    it('answers the fields the extension needs', async () => {
      const { repository } = await data(`{ ${monorepo} { issues(first: 1) { nodes { number } } } }`);
      const number = repository.issues.nodes[0].number;
      const { repository: found } = await data(
        `query($n: Int!) { ${monorepo} { issue(number: $n) { id number title body url state createdAt author { login } labels(first: 10) { edges { node { name } } } comments(first: 5) { totalCount nodes { id body author { login } } } reactions(first: 5) { totalCount viewerHasReacted } reactionGroups { content viewerHasReacted reactors(first: 3) { totalCount } } } } }`,
        { n: number },
      );
      const issue = found.issue;
      assert.equal(issue.number, number);
      assert.equal(issue.url, `${client.emulator.info.url}/github/devdesk-org/monorepo/issues/${number}`);
      assert.match(issue.state, /^(OPEN|CLOSED)$/);
      assert.match(issue.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      assert.equal(typeof issue.author.login, 'string');
      assert.equal(typeof issue.body, 'string');
      assert.deepEqual(
        issue.reactionGroups.map((group: { content: string }) => group.content),
        ['THUMBS_UP', 'THUMBS_DOWN', 'LAUGH', 'HOORAY', 'CONFUSED', 'HEART', 'ROCKET', 'EYES'],
      );
      assert.equal(issue.comments.totalCount >= issue.comments.nodes.length, true);
    });

    it('answers NOT_FOUND for a missing number and for a pull request number', async () => {
      const missing = await client.post(`{ ${monorepo} { issue(number: 999999) { id } } }`);
      assert.deepEqual(missing.body.errors[0].path, ['repository', 'issue']);
      assert.equal(missing.body.errors[0].message, 'Could not resolve to an Issue with the number of 999999.');
      assert.deepEqual(missing.body.data, { repository: { issue: null } });
      const pull = await client.post(`{ ${monorepo} { issue(number: 1) { id } pullRequest(number: 12) { id } } }`);
      assert.deepEqual(pull.body.errors.map((error: { path: string[] }) => error.path.join('.')).sort(), [
        'repository.issue',
        'repository.pullRequest',
      ]);
    });
  });

  describe('pull requests', () => {
    it('filters by state: MERGED pull requests are merged and not CLOSED', async () => {
      const { repository } = await data(
        `{ ${monorepo} { merged: pullRequests(first: 20, states: MERGED) { totalCount nodes { state merged mergedAt closed } } open: pullRequests(states: OPEN) { totalCount } closed: pullRequests(states: CLOSED) { totalCount } all: pullRequests { totalCount } } }`,
      );
      for (const pull of repository.merged.nodes) {
        assert.equal(pull.state, 'MERGED');
        assert.equal(pull.merged, true);
        assert.equal(pull.closed, true);
        assert.ok(pull.mergedAt);
      }
      assert.equal(
        repository.merged.totalCount + repository.open.totalCount + repository.closed.totalCount,
        repository.all.totalCount,
      );
      assert.equal(repository.all.totalCount, 1050);
    });

    it('orders by orderBy', async () => {
      const { repository } = await data(
        `{ ${monorepo} { pullRequests(first: 10, orderBy: { field: CREATED_AT, direction: DESC }) { nodes { createdAt } } } }`,
      );
      const dates = repository.pullRequests.nodes.map((node: { createdAt: string }) => node.createdAt);
      assert.deepEqual(dates, [...dates].sort().reverse());
    });

    it('answers the pull request fields the extension needs', async () => {
      const { repository } = await data(`{ ${monorepo} { pullRequests(last: 1, states: OPEN) { nodes { number } } } }`);
      const number = repository.pullRequests.nodes[0].number;
      const { repository: found } = await data(
        `query($n: Int!) { ${monorepo} { pullRequest(number: $n) { id number title url state headRefName baseRefName headRefOid mergeable merged isDraft additions deletions changedFiles author { login } commits(last: 1) { totalCount nodes { commit { oid messageHeadline } } } files(first: 10) { totalCount nodes { path additions deletions changeType } } labels(first: 5) { totalCount } comments(first: 5) { totalCount } reactionGroups { content } } } }`,
        { n: number },
      );
      const pull = found.pullRequest;
      assert.equal(pull.url, `${client.emulator.info.url}/github/devdesk-org/monorepo/pull/${number}`);
      assert.equal(pull.state, 'OPEN');
      assert.equal(pull.merged, false);
      assert.match(pull.headRefOid, /^[0-9a-f]{40}$/);
      assert.equal(pull.commits.nodes[0].commit.oid, pull.headRefOid);
      assert.ok(['MERGEABLE', 'CONFLICTING', 'UNKNOWN'].includes(pull.mergeable));
      assert.equal(pull.changedFiles, pull.files.totalCount);
      const sum = (key: 'additions' | 'deletions') =>
        pull.files.nodes.reduce((total: number, file: Record<string, number>) => total + file[key]!, 0);
      assert.equal(pull.additions, sum('additions'));
      assert.equal(pull.deletions, sum('deletions'));
      assert.equal(typeof pull.isDraft, 'boolean');
      assert.ok(pull.headRefName && pull.baseRefName);
    });
  });

  describe('ids', () => {
    it('answers databaseId null past the 32-bit Int range, and fullDatabaseId as a string', async () => {
      const store = client.emulator.githubStore;
      const repo = store.repo('devdesk-org', 'docs-site')!;
      const issue = store.listIssues(repo, { kind: 'issue', state: 'all' })[0]!;
      const id = 3_000_000_123;
      store.putIssueComment({
        id,
        repoId: repo.id,
        issueId: issue.id,
        userId: issue.userId,
        body: 'big id',
        createdAt: store.now(),
        updatedAt: store.now(),
      });
      const { repository } = await data(
        `query($n: Int!) { repository(owner: "devdesk-org", name: "docs-site") { issue(number: $n) { databaseId comments(last: 1) { nodes { body databaseId fullDatabaseId } } } } }`,
        { n: issue.number },
      );
      assert.equal(repository.issue.databaseId, issue.id);
      assert.deepEqual(repository.issue.comments.nodes, [
        { body: 'big id', databaseId: null, fullDatabaseId: String(id) },
      ]);
    });
  });

  describe('node and nodes', () => {
    it('resolves global ids to the same objects, with inline fragments', async () => {
      const { repository } = await data(
        `{ ${monorepo} { id issues(first: 1) { nodes { id number } } pullRequests(first: 1) { nodes { id number } } } }`,
      );
      const issue = repository.issues.nodes[0];
      const pull = repository.pullRequests.nodes[0];
      const answer = await data(
        'query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Issue { number } ... on PullRequest { number } ... on Repository { nameWithOwner } } }',
        { ids: [issue.id, pull.id, repository.id] },
      );
      assert.deepEqual(answer.nodes, [
        { __typename: 'Issue', id: issue.id, number: issue.number },
        { __typename: 'PullRequest', id: pull.id, number: pull.number },
        { __typename: 'Repository', id: repository.id, nameWithOwner: 'devdesk-org/monorepo' },
      ]);
      const single = await data('query($id: ID!) { node(id: $id) { ... on Issue { title } } }', { id: issue.id });
      assert.equal(typeof single.node.title, 'string');
    });

    it('answers null with a NOT_FOUND error per unknown id', async () => {
      const { repository } = await data(`{ ${monorepo} { id } }`);
      const answer = await client.post('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
        ids: [repository.id, 'bm9wZQ=='],
      });
      assert.deepEqual(answer.body.data.nodes, [{ id: repository.id }, null]);
      assert.equal(answer.body.errors[0].type, 'NOT_FOUND');
      assert.deepEqual(answer.body.errors[0].path, ['nodes', 1]);
      assert.match(answer.body.errors[0].message, /Could not resolve to a node with the global id of 'bm9wZQ=='/);
    });
  });
});
