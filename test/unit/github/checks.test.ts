// A commit's checks through the client (check runs and combined status, conditional on a second look), the user's
// teams, and a page of pull requests' review and check states in one GraphQL query, against the emulator.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checksOf } from '../../emulator/github/check-store.js';
import type { PullIssue } from '../../emulator/github/store.js';
import { checksState, fetchPullStates, pullStatesQuery } from '../../../src/core/github/index.js';
import { monorepo, graphqlClientOf, startGitHubFixture, type GitHubFixture } from './fixtures.js';

describe('GitHub client: checks and pull request states', () => {
  let fixture: GitHubFixture;
  let seeded: PullIssue[];
  before(async () => {
    fixture = await startGitHubFixture();
    const repo = fixture.store.repo(monorepo.owner, monorepo.repo)!;
    seeded = fixture.store
      .listPulls(repo, { state: 'open' })
      .filter((issue) => checksOf(fixture.store).runsFor(repo, issue.pull.head.sha).length > 0);
  });
  after(() => fixture.close());

  it("reads a head commit's check runs and statuses, and a second look is two 304s", async () => {
    const failing = seeded[1]!;
    const first = await fixture.client.checks.forCommit(monorepo, failing.pull.head.sha);
    assert.deepEqual(
      first.runs.map((run) => [run.name, run.conclusion]),
      [
        ['build', 'success'],
        ['test', 'failure'],
      ],
    );
    assert.deepEqual(
      first.statuses.map((status) => [status.context, status.state]),
      [['ci/lint', 'success']],
    );
    assert.equal(checksState(first.runs, first.statuses), 'failing');
    assert.equal(first.unchanged, false);
    const again = await fixture.client.checks.forCommit(monorepo, failing.pull.head.sha);
    assert.equal(again.unchanged, true);
    assert.deepEqual(again.runs, first.runs);
  });

  it('says pending while a check runs, and passing once nothing failed', async () => {
    const [passing, , pending] = seeded as [PullIssue, PullIssue, PullIssue];
    const states = await Promise.all(
      [passing, pending].map(async (issue) => {
        const checks = await fixture.client.checks.forCommit(monorepo, issue.pull.head.sha);
        return checksState(checks.runs, checks.statuses);
      }),
    );
    assert.deepEqual(states, ['passing', 'pending']);
    assert.equal(checksState([], []), undefined);
    assert.equal(checksState([{ status: 'completed', conclusion: 'success' }], [{ state: 'error' }]), 'failing');
  });

  it("lists the user's teams as org/slug", async () => {
    assert.ok((await fixture.client.myTeamNames()).includes('devdesk-org/reviewers'));
  });

  it("fetches a page's states in one GraphQL query, team requests included", async () => {
    const graphql = graphqlClientOf(fixture);
    const repo = fixture.store.repo(monorepo.owner, monorepo.repo)!;
    const page = fixture.store.listPulls(repo, { state: 'open' }).slice(0, 30);
    fixture.emulator.requests.reset();
    const { viewerLogin, states } = await fetchPullStates(
      graphql,
      monorepo,
      page.map((issue) => issue.number),
    );
    assert.equal(viewerLogin, 'mona');
    assert.equal(states.size, 30);
    assert.equal(fixture.emulator.requests.get('/github/api/graphql').count, 1, 'one query for the whole page');
    assert.deepEqual(
      seeded.map((issue) => states.get(issue.number)!.checks),
      ['passing', 'failing', 'pending'],
    );
    const teamAsked = page.find((issue) => issue.pull.requestedTeamIds.length > 0)!;
    assert.ok(
      states
        .get(teamAsked.number)!
        .requested.some((reviewer) => reviewer.kind === 'team' && reviewer.name === 'devdesk-org/reviewers'),
    );
    assert.throws(() => pullStatesQuery([1, Number.NaN]), TypeError);
    assert.throws(() => pullStatesQuery([]), RangeError);
  });
});
