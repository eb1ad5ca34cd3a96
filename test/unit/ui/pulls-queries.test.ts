// The user's own lists (`devdesk.github.queries`): which entries are shown and why the others are not, the search
// sent (`is:pr` added unless the query says otherwise), and the nodes of a list and of a pull request it found.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import type { IssueSearchItem } from '../../../src/core/github/search';
import { queryNode, searchItemRepository, searchPullNode } from '../../../src/ui/pulls/queries/pull-query-nodes';
import { pullSearchQuery, readQueries } from '../../../src/ui/pulls/queries/pull-query-settings';

const messages = (raw: unknown) =>
  readQueries(raw).problems.map((problem) =>
    problem.message.replace(/\{(\d)\}/g, (_, index: string) => String(problem.args[Number(index)])),
  );

test('valid entries are kept in order, trimmed, with is:pr added', () => {
  const { queries, problems } = readQueries([
    { label: ' Waiting for me ', query: 'is:open  review-requested:@me' },
    { label: 'Mine at acme', query: 'author:@me org:acme' },
  ]);
  assert.deepEqual(problems, []);
  assert.deepEqual(queries, [
    { label: 'Waiting for me', query: 'is:pr is:open review-requested:@me' },
    { label: 'Mine at acme', query: 'is:pr author:@me org:acme' },
  ]);
});

test('a query that already says is:pr, type:pr or is:issue is sent as written', () => {
  assert.equal(pullSearchQuery('repo:o/r is:pr state:open'), 'repo:o/r is:pr state:open');
  assert.equal(pullSearchQuery('type:pr label:bug'), 'type:pr label:bug');
  assert.equal(pullSearchQuery('is:issue label:bug'), 'is:issue label:bug');
  assert.equal(pullSearchQuery('label:is:pro'), 'is:pr label:is:pro');
});

test('broken entries are named, not silently dropped; the others still show', () => {
  const raw = [
    { label: 'ok', query: 'is:open' },
    { query: 'x' },
    { label: 'Empty', query: '  ' },
    { label: 'OK', query: 'author:@me' },
    'text',
    { label: 'Long', query: 'a'.repeat(300) },
  ];
  assert.deepEqual(
    readQueries(raw).queries.map((query) => query.label),
    ['ok'],
  );
  assert.deepEqual(messages(raw), [
    'Query 2 of devdesk.github.queries has no label.',
    'Query “Empty” of devdesk.github.queries has no search.',
    'Query “OK” of devdesk.github.queries is there twice; the first one is shown.',
    'Query 5 of devdesk.github.queries has no label.',
    'Query “Long” of devdesk.github.queries is longer than GitHub searches (256 characters).',
  ]);
  assert.deepEqual(readQueries(undefined), { queries: [], problems: [] });
  assert.equal(messages({ label: 'x' }).length, 1);
});

const item = {
  number: 7,
  title: 'Fix it',
  html_url: 'https://github.com/acme/tool/pull/7',
  repository_url: 'https://api.github.com/repos/acme/tool',
  state: 'closed',
  draft: false,
  pull_request: { merged_at: '2024-01-01T00:00:00Z', diff_url: null, html_url: null, patch_url: null, url: null },
  user: { login: 'alice' },
  labels: [{ name: 'bug' }],
} as unknown as IssueSearchItem;

test('a found pull request names its repository, opens its description, and shows its state', () => {
  assert.deepEqual(searchItemRepository(item), { owner: 'acme', repo: 'tool' });
  assert.equal(searchItemRepository({ repository_url: 'https://example.com/nothing' }), undefined);
  const group = queryNode('https://api.github.com', { label: 'Mine', query: 'is:pr author:@me' });
  const node = searchPullNode(group.id, 'https://api.github.com', { owner: 'acme', repo: 'tool' }, item);
  assert.equal(node.label, '#7 Fix it');
  assert.deepEqual(node.open?.args, ['https://api.github.com', 'acme', 'tool', 7]);
  assert.equal(node.contextValue, 'devdesk.searchPull;merged');
  assert.equal(node.expandable, undefined);
  assert.notEqual(
    node.id,
    searchPullNode(group.id, 'https://api.github.com', { owner: 'acme', repo: 'other' }, item).id,
    'the same number in two repositories',
  );
});
