// People, labels and state: requested reviewers (users and teams), collaborators, labels, assignees, milestones.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';

const repo = '/repos/devdesk-org/monorepo';

describe('GitHub REST emulator: people, labels and state', () => {
  let client: GitHubTestClient;
  /** An open pull request of monorepo whose author is not mona, and its number. */
  let number: number;
  /** A collaborator of monorepo (through the Reviewers team) who did not write that pull request. */
  let reviewer: string;
  before(async () => {
    client = await startGitHub();
    const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
    const mona = client.store.account('mona')!;
    const pull = client.store.listPulls(monorepo, { state: 'open' }).find((issue) => issue.userId !== mona.id)!;
    number = pull.number;
    reviewer = ['ken-t', 'ada-l'].find((login) => client.store.account(login)!.id !== pull.userId)!;
  });
  after(() => client.emulator.close());

  it('requests a user and a team as reviewers; the pull request and the list show them; removing takes them off', async () => {
    const requested = await client.request('POST', `${repo}/pulls/${number}/requested_reviewers`, {
      body: { reviewers: [reviewer], team_reviewers: ['engineering'] },
    });
    assert.equal(requested.status, 201);
    assert.ok(requested.body.requested_reviewers.some((user: { login: string }) => user.login === reviewer));
    assert.ok(requested.body.requested_teams.some((team: { slug: string }) => team.slug === 'engineering'));
    const listed = (await client.get(`${repo}/pulls/${number}/requested_reviewers`)).body;
    assert.ok(listed.users.some((user: { login: string }) => user.login === reviewer));
    assert.deepEqual(listed.teams.map((team: { slug: string }) => team.slug).includes('engineering'), true);
    const removed = await client.request('DELETE', `${repo}/pulls/${number}/requested_reviewers`, {
      body: { reviewers: [reviewer], team_reviewers: ['engineering'] },
    });
    assert.equal(removed.status, 200);
    assert.ok(!removed.body.requested_reviewers.some((user: { login: string }) => user.login === reviewer));
    assert.ok(!removed.body.requested_teams.some((team: { slug: string }) => team.slug === 'engineering'));
  });

  it('refuses reviewers who are not collaborators, teams without access, the author, and a removal without reviewers (422)', async () => {
    const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
    const author = client.store.accounts.get(client.store.pull(monorepo, number)!.userId)!.login;
    const stranger = await client.request('POST', `${repo}/pulls/${number}/requested_reviewers`, {
      body: { reviewers: ['no-such-user-x'] },
    });
    assert.equal(stranger.status, 422);
    assert.match(stranger.body.message, /only be requested from collaborators/);
    assert.ok(Array.isArray(stranger.body.errors));
    assert.equal(
      (
        await client.request('POST', `${repo}/pulls/${number}/requested_reviewers`, {
          body: { team_reviewers: ['no-such-team'] },
        })
      ).status,
      422,
    );
    const self = await client.request('POST', `${repo}/pulls/${number}/requested_reviewers`, {
      body: { reviewers: [author] },
    });
    assert.equal(self.status, 422);
    assert.match(self.body.message, /pull request author/);
    const missing = await client.request('DELETE', `${repo}/pulls/${number}/requested_reviewers`, {
      body: { team_reviewers: ['engineering'] },
    });
    assert.equal(missing.status, 422);
    assert.equal(missing.body.errors[0].code, 'missing_field');
  });

  it('lists collaborators with their role for a pusher, and refuses a reader', async () => {
    const collaborators = (await client.get(`${repo}/collaborators?per_page=100`)).body as Array<{
      login: string;
      role_name: string;
      permissions: { admin: boolean };
    }>;
    const mona = collaborators.find((user) => user.login === 'mona')!;
    assert.equal(mona.role_name, 'admin');
    assert.equal(mona.permissions.admin, true);
    assert.ok(collaborators.some((user) => user.login === 'outsider' && user.role_name === 'triage'));
    const reader = client.store.issueToken(client.store.account('octocat')!.id);
    const refused = await client.get('/repos/devdesk-org/docs-site/collaborators', { token: reader });
    assert.equal(refused.status, 403);
  });

  it('adds, sets and removes an issue label; the pull request carries them; an unknown label is created', async () => {
    const added = await client.request('POST', `${repo}/issues/${number}/labels`, {
      body: { labels: ['bug', 'brand new'] },
    });
    assert.equal(added.status, 200);
    assert.ok(added.body.some((label: { name: string }) => label.name === 'bug'));
    assert.equal(added.body.find((label: { name: string }) => label.name === 'brand new').color, 'ededed');
    const pull = (await client.get(`${repo}/pulls/${number}`)).body;
    assert.ok(pull.labels.some((label: { name: string }) => label.name === 'bug'));
    const removed = await client.request('DELETE', `${repo}/issues/${number}/labels/bug`);
    assert.equal(removed.status, 200);
    assert.ok(!removed.body.some((label: { name: string }) => label.name === 'bug'));
    assert.equal((await client.request('DELETE', `${repo}/issues/${number}/labels/bug`)).status, 404);
    const set = await client.request('PUT', `${repo}/issues/${number}/labels`, { body: ['documentation'] });
    assert.deepEqual(
      set.body.map((label: { name: string }) => label.name),
      ['documentation'],
    );
    assert.equal(
      (await client.request('POST', `${repo}/issues/${number}/labels`, { body: { labels: [] } })).status,
      422,
    );
    const repoLabels = (await client.get(`${repo}/labels`)).body as Array<{ name: string; color: string }>;
    assert.ok(repoLabels.some((label) => label.name === 'bug' && label.color === 'd73a4a'));
  });

  it('adds and removes assignees (non-collaborators are silently ignored) and sets the milestone', async () => {
    const added = await client.request('POST', `${repo}/issues/${number}/assignees`, {
      body: { assignees: [reviewer, 'no-such-user-x'] },
    });
    assert.equal(added.status, 201);
    assert.deepEqual(added.body.assignees.map((user: { login: string }) => user.login).includes(reviewer), true);
    assert.ok(!added.body.assignees.some((user: { login: string }) => user.login === 'no-such-user-x'));
    const removed = await client.request('DELETE', `${repo}/issues/${number}/assignees`, {
      body: { assignees: [reviewer] },
    });
    assert.ok(!removed.body.assignees.some((user: { login: string }) => user.login === reviewer));
    const milestones = (await client.get(`${repo}/milestones`)).body as Array<{ number: number; state: string }>;
    assert.ok(milestones.length > 0 && milestones.every((milestone) => milestone.state === 'open'));
    const set = await client.request('PATCH', `${repo}/issues/${number}`, {
      body: { milestone: milestones[0]!.number },
    });
    assert.equal(set.body.milestone.number, milestones[0]!.number);
    assert.equal((await client.get(`${repo}/pulls/${number}`)).body.milestone.number, milestones[0]!.number);
    const invalid = await client.request('PATCH', `${repo}/issues/${number}`, { body: { milestone: 999 } });
    assert.equal(invalid.status, 422);
    assert.equal(invalid.body.errors[0].field, 'milestone');
    const cleared = await client.request('PATCH', `${repo}/issues/${number}`, { body: { milestone: null } });
    assert.equal(cleared.body.milestone, null);
    const assigned = await client.request('PATCH', `${repo}/issues/${number}`, {
      body: { assignees: [reviewer, 'mona'] },
    });
    assert.deepEqual(
      assigned.body.assignees.map((user: { login: string }) => user.login).sort(),
      [reviewer, 'mona'].sort(),
    );
    const stranger = await client.request('PATCH', `${repo}/issues/${number}`, {
      body: { assignees: ['no-such-user-x'] },
    });
    assert.equal(stranger.status, 422);
    assert.deepEqual(stranger.body.errors[0], {
      resource: 'Issue',
      field: 'assignees',
      code: 'invalid',
      value: 'no-such-user-x',
    });
  });

  it('lists the teams with access to the repository', async () => {
    const teams = (await client.get(`${repo}/teams`)).body as Array<{ slug: string }>;
    assert.ok(teams.some((team) => team.slug === 'engineering'));
    assert.ok(teams.some((team) => team.slug === 'reviewers'));
    assert.ok(!teams.some((team) => team.slug === 'security'));
  });

  it('lists issues and pull requests together, and the emoji by name (Unicode ones by code point)', async () => {
    const issues = (await client.get(`${repo}/issues?state=all&per_page=100`)).body as Array<{
      number: number;
      pull_request?: unknown;
    }>;
    assert.ok(issues.some((issue) => issue.pull_request) && issues.some((issue) => !issue.pull_request));
    const emojis = (await client.get('/emojis')).body as Record<string, string>;
    assert.match(emojis['+1']!, /\/unicode\/1f44d\.png/);
    assert.match(emojis.octocat!, /\/octocat\.png/);
  });

  it('a reader of a public repository cannot change labels (403)', async () => {
    const reader = client.store.issueToken(client.store.account('octocat')!.id);
    const docsSite = client.store.repo('devdesk-org', 'docs-site')!;
    const pull = client.store.listPulls(docsSite, { state: 'open' })[0]!;
    const refused = await client.request('POST', `/repos/devdesk-org/docs-site/issues/${pull.number}/labels`, {
      body: { labels: ['bug'] },
      token: reader,
    });
    assert.equal(refused.status, 403);
  });
});
