// The head commit's checks: check runs and the combined status of seeded pull requests, their filters, ETags and
// 304s, an unknown ref, and the control route that completes a pending check.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checksOf } from './check-store.js';
import { startGitHub, type GitHubTestClient } from './test-client.js';
import type { PullIssue } from './store.js';

const repo = '/repos/devdesk-org/monorepo';

describe('GitHub emulator: check runs and commit statuses', () => {
  let client: GitHubTestClient;
  let seeded: { passing: PullIssue; failing: PullIssue; pending: PullIssue };

  before(async () => {
    client = await startGitHub();
    const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
    const withChecks = client.store
      .listPulls(monorepo, { state: 'open' })
      .filter((issue) => checksOf(client.store).runsFor(monorepo, issue.pull.head.sha).length > 0);
    const [passing, failing, pending] = withChecks as [PullIssue, PullIssue, PullIssue];
    seeded = { passing, failing, pending };
  });
  after(() => client.emulator.close());

  const runs = async (
    issue: PullIssue,
    query = '',
  ): Promise<Array<{ name: string; status: string; conclusion: string | null }>> => {
    const response = await client.get(`${repo}/commits/${issue.pull.head.sha}/check-runs${query}`);
    assert.equal(response.status, 200);
    assert.equal(response.body.total_count, response.body.check_runs.length);
    return response.body.check_runs;
  };

  it('seeds a passing, a failing and a pending pull request', async () => {
    assert.deepEqual(
      (await runs(seeded.passing)).map((run) => [run.name, run.conclusion]),
      [
        ['build', 'success'],
        ['test', 'success'],
      ],
    );
    assert.deepEqual(
      (await runs(seeded.failing)).map((run) => [run.name, run.conclusion]),
      [
        ['build', 'success'],
        ['test', 'failure'],
      ],
    );
    assert.deepEqual(
      (await runs(seeded.pending)).map((run) => [run.name, run.status]),
      [
        ['build', 'completed'],
        ['test', 'in_progress'],
      ],
    );
    const states = await Promise.all(
      [seeded.passing, seeded.pending].map(
        async (issue) => (await client.get(`${repo}/commits/${issue.pull.head.sha}/status`)).body.state,
      ),
    );
    assert.deepEqual(states, ['success', 'pending']);
  });

  it('filters by name and status, and reads a branch name as its head', async () => {
    assert.deepEqual(
      (await runs(seeded.failing, '?check_name=test')).map((run) => run.name),
      ['test'],
    );
    assert.deepEqual(
      (await runs(seeded.pending, '?status=in_progress')).map((run) => run.name),
      ['test'],
    );
    assert.equal((await client.get(`${repo}/commits/main/check-runs`)).status, 200);
    assert.equal(
      (await client.get(`${repo}/commits/${seeded.pending.pull.head.sha}/check-runs?status=bogus`)).status,
      422,
    );
  });

  it('answers a commit without checks with none, and its combined status as pending', async () => {
    const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
    const main = monorepo.branches.get(monorepo.defaultBranch)!;
    assert.deepEqual((await client.get(`${repo}/commits/${main}/check-runs`)).body, { total_count: 0, check_runs: [] });
    const status = await client.get(`${repo}/commits/${main}/status`);
    assert.equal(status.body.state, 'pending');
    assert.equal(status.body.total_count, 0);
  });

  it('refuses an unknown ref (422) and hides a private repository (404)', async () => {
    const unknown = await client.get(`${repo}/commits/${'0'.repeat(40)}/check-runs`);
    assert.equal(unknown.status, 422);
    assert.match(unknown.body.message, /No commit found for SHA/);
    assert.equal((await client.get(`/repos/hubot/private-lab/commits/main/status`, { token: null })).status, 404);
  });

  it("lists the viewer's teams, parents of their teams included", async () => {
    const teams = (await client.get('/user/teams')).body as Array<{ slug: string; organization: { login: string } }>;
    assert.ok(teams.some((team) => team.slug === 'reviewers' && team.organization.login === 'devdesk-org'));
    assert.equal((await client.get('/user/teams', { token: null })).status, 401);
  });

  it('answers 304 to an unchanged conditional request, and 200 once the pending check completes', async () => {
    const path = `${repo}/commits/${seeded.pending.pull.head.sha}/check-runs`;
    const first = await client.get(path);
    const etag = first.headers.get('etag')!;
    assert.equal((await client.get(path, { headers: { 'If-None-Match': etag } })).status, 304);
    const running = first.body.check_runs.find((run: { status: string }) => run.status === 'in_progress');
    const done = await fetch(`${client.emulator.info.url}/__emulator/github/check-runs/complete`, {
      method: 'POST',
      body: JSON.stringify({ id: running.id, conclusion: 'failure' }),
    });
    assert.equal(done.status, 200);
    const after = await client.get(path, { headers: { 'If-None-Match': etag } });
    assert.equal(after.status, 200);
    assert.deepEqual(
      after.body.check_runs.map((run: { conclusion: string | null }) => run.conclusion),
      ['success', 'failure'],
    );
    const again = await fetch(`${client.emulator.info.url}/__emulator/github/check-runs/complete`, {
      method: 'POST',
      body: JSON.stringify({ id: running.id, conclusion: 'success' }),
    });
    assert.equal(again.status, 404, 'a completed run cannot complete again');
  });
});
