// #devdeskPullRequest's answer from the one-query overview (src/core/agent/pull-answer.ts): GraphQL's words turned
// into REST's (a file's status, a check's status and conclusion, the state in lower case), the viewer's own pending
// review found and kept apart from the submitted ones, only unresolved threads listed, and the counts said.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { pullAnswer } from '../../src/core/agent/pull-answer';
import type { PullOverview } from '../../src/core/github/pull-overview';
import { checkToolInput } from '../../src/core/agent/tool-inputs';
import { graphqlSchemaInput, graphqlValidateInput } from '../../src/core/agent/more-inputs';

const thread = (id: string, isResolved: boolean, line: number | null, originalLine: number | null) => ({
  id,
  path: 'src/a.ts',
  isResolved,
  isOutdated: line === null,
  line,
  originalLine,
  startLine: null,
  comments: { totalCount: 2, nodes: [{ author: { login: 'hubot' }, body: `last of ${id}` }] },
});

const overview: PullOverview = {
  viewer: 'mona',
  title: 'Faster reads',
  state: 'MERGED',
  isDraft: false,
  body: 'Why',
  changedFiles: 3000,
  baseRefName: 'main',
  headRefName: 'fast',
  headRefOid: 'a'.repeat(40),
  author: { login: 'octocat' },
  files: [
    { path: 'a.ts', additions: 1, deletions: 2, changeType: 'DELETED', viewerViewedState: 'VIEWED' },
    { path: 'b.ts', additions: 3, deletions: 0, changeType: 'ADDED', viewerViewedState: 'DISMISSED' },
  ],
  threads: [thread('T1', false, 12, 10), thread('T2', true, 5, 5), thread('T3', false, null, 7)],
  reviews: [
    { databaseId: 1, state: 'APPROVED', body: 'Yes', author: { login: 'hubot' } },
    { databaseId: 2, state: 'PENDING', body: 'Half-way', author: { login: 'mona' } },
  ],
  reviewCount: 120,
  checks: [
    { __typename: 'CheckRun', name: 'build', status: 'COMPLETED', conclusion: 'SUCCESS' },
    { __typename: 'CheckRun', name: 'lint', status: 'IN_PROGRESS', conclusion: null },
    { __typename: 'StatusContext', context: 'ci/legacy', state: 'FAILURE' },
  ],
};

function dataOf(answer: string): Record<string, unknown> {
  return JSON.parse(/<untrusted-data source="GitHub">([\s\S]*)<\/untrusted-data>$/.exec(answer)![1]!) as never;
}

test("answers the overview in REST's words, the pending review apart, unresolved threads only", () => {
  const answer = pullAnswer(overview, { pullRequest: 'o/r#1', host: 'https://api.github.com' });
  assert.match(
    answer,
    /^Pull request o\/r#1 on https:\/\/api\.github\.com: 2 of 3000 files listed, 2 unresolved threads, 3 checks, 1 review \(from the latest 2 of 120\)\./,
  );
  const data = dataOf(answer);
  assert.equal(data.state, 'merged');
  assert.deepEqual(data.pendingReview, { id: 2, body: 'Half-way' });
  assert.deepEqual(data.files, [
    { path: 'a.ts', status: 'removed', additions: 1, deletions: 2, viewed: 'VIEWED' },
    { path: 'b.ts', status: 'added', additions: 3, deletions: 0, viewed: 'DISMISSED' },
  ]);
  assert.deepEqual(
    (data.unresolvedThreads as Array<{ threadId: string; line: number; outdated: boolean }>).map((each) => [
      each.threadId,
      each.line,
      each.outdated,
    ]),
    [
      ['T1', 12, false],
      ['T3', 7, true],
    ],
  );
  assert.deepEqual(data.checks, [
    { name: 'build', status: 'completed', conclusion: 'success' },
    { name: 'lint', status: 'in_progress', conclusion: null },
    { name: 'ci/legacy', status: 'completed', conclusion: 'failure' },
  ]);
  assert.deepEqual(data.reviews, [{ author: 'hubot', state: 'APPROVED', body: 'Yes' }]);
});

test("someone else's pending review is not the viewer's", () => {
  const data = dataOf(pullAnswer({ ...overview, viewer: 'hubot' }, { pullRequest: 'o/r#1', host: 'h' }));
  assert.equal(data.pendingReview, null);
});

test('the schema tools take an optional host, and nothing else', () => {
  assert.equal(
    checkToolInput(graphqlSchemaInput, { coordinate: 'PullRequest', host: 'https://ghe.example.com' }).ok,
    true,
  );
  assert.equal(checkToolInput(graphqlValidateInput, { document: '{ viewer { login } }', host: 'h' }).ok, true);
  assert.equal(checkToolInput(graphqlValidateInput, { document: '{ a }', endpoint: 'h' }).ok, false);
});
