// A pull request's check rollup, review requests (users and teams) and review state over GraphQL, agreeing with
// REST's check runs and combined status of the same head commit.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checksOf } from '../github/check-store.js';
import type { PullIssue } from '../github/store.js';
import { startGraphQLClient, type GraphQLTestClient } from './test-client.js';

const rollupQuery = `query ($number: Int!) { repository(owner: "devdesk-org", name: "monorepo") { pullRequest(number: $number) {
  reviewDecision
  latestReviews(first: 10) { nodes { state author { login } } }
  reviewRequests(first: 10) { nodes { requestedReviewer { __typename ... on User { login } ... on Team { slug } } } }
  statusCheckRollup { state contexts(first: 10) { checkRunCount statusContextCount checkRunCountsByState { state count }
    nodes { __typename ... on CheckRun { name status conclusion } ... on StatusContext { context state } } } }
} } }`;

describe('GraphQL: pull request states', () => {
  let client: GraphQLTestClient;
  let withChecks: PullIssue[];
  before(async () => {
    client = await startGraphQLClient();
    const store = client.emulator.githubStore;
    const monorepo = store.repo('devdesk-org', 'monorepo')!;
    withChecks = store
      .listPulls(monorepo, { state: 'open' })
      .filter((issue) => checksOf(store).runsFor(monorepo, issue.pull.head.sha).length > 0);
  });
  after(() => client.close());

  const pullRequest = async (number: number) => (await client.data(rollupQuery, { number })).repository.pullRequest;

  it('rolls up check runs and statuses: passing, failing, pending', async () => {
    const states = await Promise.all(
      withChecks.map(async (issue) => (await pullRequest(issue.number)).statusCheckRollup.state),
    );
    assert.deepEqual(states, ['SUCCESS', 'FAILURE', 'PENDING']);
    const failing = (await pullRequest(withChecks[1]!.number)).statusCheckRollup.contexts;
    assert.equal(failing.checkRunCount, 2);
    assert.equal(failing.statusContextCount, 1);
    assert.deepEqual(failing.checkRunCountsByState, [
      { state: 'SUCCESS', count: 1 },
      { state: 'FAILURE', count: 1 },
    ]);
    assert.deepEqual(failing.nodes, [
      { __typename: 'CheckRun', name: 'build', status: 'COMPLETED', conclusion: 'SUCCESS' },
      { __typename: 'CheckRun', name: 'test', status: 'COMPLETED', conclusion: 'FAILURE' },
      { __typename: 'StatusContext', context: 'ci/lint', state: 'SUCCESS' },
    ]);
  });

  it('answers a null rollup for a head without checks, and null reviewDecision on an unprotected branch', async () => {
    const store = client.emulator.githubStore;
    const monorepo = store.repo('devdesk-org', 'monorepo')!;
    const bare = store.listPulls(monorepo, { state: 'open' }).find((issue) => !withChecks.includes(issue))!;
    const pull = await pullRequest(bare.number);
    assert.equal(pull.statusCheckRollup, null);
    assert.equal(pull.reviewDecision, null);
  });

  it('lists team review requests beside users', async () => {
    const store = client.emulator.githubStore;
    const monorepo = store.repo('devdesk-org', 'monorepo')!;
    const teamAsked = store
      .listPulls(monorepo, { state: 'open' })
      .find((issue) => issue.pull.requestedTeamIds.length > 0)!;
    const requested = (await pullRequest(teamAsked.number)).reviewRequests.nodes.map(
      (node: { requestedReviewer: Record<string, string> }) => node.requestedReviewer,
    );
    assert.ok(
      requested.some(
        (reviewer: Record<string, string>) => reviewer.__typename === 'Team' && reviewer.slug === 'reviewers',
      ),
    );
    assert.equal(requested.length, teamAsked.pull.requestedReviewerIds.length + 1);
  });
});
