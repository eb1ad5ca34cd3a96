// Teams: listing and visibility, nested teams, create/update/delete, both addressing forms, team repositories.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';

describe('GitHub REST emulator: teams', () => {
  let client: GitHubTestClient;
  before(async () => {
    client = await startGitHub();
  });
  after(() => client.emulator.close());

  it('lists the teams a member can see, with parents; secret teams only for their members and owners', async () => {
    const teams = (await client.get('/orgs/devdesk-org/teams')).body as Array<{
      slug: string;
      parent: { slug: string } | null;
      privacy: string;
    }>;
    assert.ok(
      teams.some((team) => team.slug === 'security' && team.privacy === 'secret'),
      'mona is an owner',
    );
    assert.equal(teams.find((team) => team.slug === 'frontend')!.parent!.slug, 'engineering');
    const member = client.store.issueToken(client.store.account('grace-h')!.id);
    const visible = (await client.get('/orgs/devdesk-org/teams', { token: member })).body as Array<{ slug: string }>;
    assert.ok(!visible.some((team) => team.slug === 'security'));
    assert.equal((await client.get('/orgs/devdesk-org/teams/security', { token: member })).status, 404);
    const outsider = client.store.issueToken(client.store.account('outsider')!.id);
    assert.equal((await client.get('/orgs/devdesk-org/teams', { token: outsider })).status, 403);
    assert.equal((await client.get('/orgs/devdesk-org/teams', { token: null })).status, 401);
  });

  it('gets a detailed team by slug and by organization/team id', async () => {
    const bySlug = await client.get('/orgs/devdesk-org/teams/frontend');
    assert.equal(bySlug.status, 200);
    assert.equal(bySlug.body.organization.login, 'devdesk-org');
    assert.equal(typeof bySlug.body.members_count, 'number');
    const byId = await client.get(`/organizations/${bySlug.body.organization.id}/team/${bySlug.body.id}`);
    assert.deepEqual(byId.body, bySlug.body);
    const children = await client.get('/orgs/devdesk-org/teams/engineering/teams');
    assert.deepEqual(
      children.body.map((team: { slug: string }) => team.slug),
      ['frontend'],
    );
    assert.deepEqual((await client.get('/orgs/devdesk-org/teams/reviewers/teams')).body, []);
  });

  it('checks repository permissions, inherited from the parent team, with and without the repository media type', async () => {
    // Frontend inherits push on monorepo from Engineering.
    const check = await client.get('/orgs/devdesk-org/teams/frontend/repos/devdesk-org/monorepo');
    assert.equal(check.status, 204);
    const detailed = await client.get('/orgs/devdesk-org/teams/frontend/repos/devdesk-org/monorepo', {
      headers: { Accept: 'application/vnd.github.v3.repository+json' },
    });
    assert.equal(detailed.status, 200);
    assert.deepEqual(detailed.body.permissions, {
      pull: true,
      triage: true,
      push: true,
      maintain: false,
      admin: false,
    });
    assert.equal(detailed.body.full_name, 'devdesk-org/monorepo');
    assert.equal((await client.get('/orgs/devdesk-org/teams/reviewers/repos/devdesk-org/docs-site')).status, 404);
    const repos = (await client.get('/orgs/devdesk-org/teams/engineering/repos')).body.map(
      (repo: { full_name: string }) => repo.full_name,
    );
    assert.deepEqual(repos.sort(), ['devdesk-org/monorepo', 'devdesk-org/toolbox']);
  });

  it('creates, updates and deletes a team; the creator maintains it; children go with the parent', async () => {
    const created = await client.request('POST', '/orgs/devdesk-org/teams', {
      body: {
        name: 'Release Crew',
        description: 'Ships releases',
        repo_names: ['devdesk-org/toolbox'],
        maintainers: ['ken-t'],
      },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.slug, 'release-crew');
    assert.equal(created.body.privacy, 'secret', 'non-nested teams default to secret');
    assert.equal(created.body.members_count, 2);
    assert.equal(created.body.repos_count, 1);
    const underSecret = await client.request('POST', '/orgs/devdesk-org/teams', {
      body: { name: 'Release Bots', parent_team_id: created.body.id },
    });
    assert.equal(underSecret.status, 422, 'a secret team cannot be a parent');
    await client.request('PATCH', '/orgs/devdesk-org/teams/release-crew', {
      body: { name: 'Release Crew', privacy: 'closed' },
    });
    const child = await client.request('POST', '/orgs/devdesk-org/teams', {
      body: { name: 'Release Bots', parent_team_id: created.body.id },
    });
    assert.equal(child.body.privacy, 'closed', 'nested teams default to closed');
    assert.equal(child.body.parent.id, created.body.id);
    const secretParent = await client.request('PATCH', '/orgs/devdesk-org/teams/release-crew', {
      body: { name: 'Release Crew', privacy: 'secret' },
    });
    assert.equal(secretParent.status, 422, 'a parent cannot become secret');
    const updated = await client.request('PATCH', '/orgs/devdesk-org/teams/release-crew', {
      body: { name: 'Release Team', privacy: 'closed', description: 'Ships' },
    });
    assert.equal(updated.status, 201);
    assert.equal(updated.body.slug, 'release-team');
    assert.equal((await client.get('/orgs/devdesk-org/teams/release-crew')).status, 404);
    const noName = await client.request('PATCH', '/orgs/devdesk-org/teams/release-team', {
      body: { description: 'x' },
    });
    assert.deepEqual(noName.body.errors, [{ resource: 'Team', field: 'name', code: 'missing_field' }]);
    assert.equal((await client.request('DELETE', '/orgs/devdesk-org/teams/release-team')).status, 204);
    assert.equal((await client.get('/orgs/devdesk-org/teams/release-bots')).status, 404);
  });

  it('adds, updates and removes team repositories; refuses repositories the organization does not own', async () => {
    const put = await client.request('PUT', '/orgs/devdesk-org/teams/reviewers/repos/devdesk-org/docs-site', {
      body: { permission: 'triage' },
    });
    assert.equal(put.status, 204);
    assert.equal(put.text, '');
    const detailed = await client.get('/orgs/devdesk-org/teams/reviewers/repos/devdesk-org/docs-site', {
      headers: { Accept: 'application/vnd.github.v3.repository+json' },
    });
    assert.deepEqual(detailed.body.permissions, {
      pull: true,
      triage: true,
      push: false,
      maintain: false,
      admin: false,
    });
    const noBody = await client.request('PUT', '/orgs/devdesk-org/teams/reviewers/repos/devdesk-org/toolbox');
    assert.equal(noBody.status, 204);
    assert.equal((await client.get('/orgs/devdesk-org/teams/reviewers/repos/devdesk-org/toolbox')).status, 204);
    const foreign = await client.request('PUT', '/orgs/devdesk-org/teams/reviewers/repos/acme-corp/widgets', {
      body: { permission: 'push' },
    });
    assert.equal(foreign.status, 422);
    const badPermission = await client.request('PUT', '/orgs/devdesk-org/teams/reviewers/repos/devdesk-org/docs-site', {
      body: { permission: 'owner' },
    });
    assert.equal(badPermission.status, 422);
    assert.equal(
      (await client.request('DELETE', '/orgs/devdesk-org/teams/reviewers/repos/devdesk-org/docs-site')).status,
      204,
    );
    assert.equal((await client.get('/orgs/devdesk-org/teams/reviewers/repos/devdesk-org/docs-site')).status, 404);
  });

  it('reports unknown maintainers and repositories as missing, foreign repositories as invalid', async () => {
    const missing = await client.request('POST', '/orgs/devdesk-org/teams', {
      body: { name: 'Ghosts', maintainers: ['nobody-xyz'], repo_names: ['devdesk-org/nope'] },
    });
    assert.equal(missing.status, 422);
    assert.deepEqual(missing.body.errors, [
      { resource: 'User', field: 'maintainers', code: 'missing' },
      { resource: 'Repository', field: 'repo_names', code: 'missing' },
    ]);
    const foreign = await client.request('POST', '/orgs/devdesk-org/teams', {
      body: { name: 'Ghosts', repo_names: ['acme-corp/widgets'] },
    });
    assert.deepEqual(foreign.body.errors, [{ resource: 'Team', field: 'repo_names', code: 'invalid' }]);
  });

  it('lets only owners and maintainers manage a team', async () => {
    const member = client.store.issueToken(client.store.account('grace-h')!.id);
    const denied = await client.request('PATCH', '/orgs/devdesk-org/teams/frontend', {
      token: member,
      body: { name: 'Frontend' },
    });
    assert.equal(denied.status, 403);
    const maintainer = client.store.issueToken(client.store.account('tanaka-taro')!.id);
    const allowed = await client.request('PATCH', '/orgs/devdesk-org/teams/frontend', {
      token: maintainer,
      body: { name: 'Frontend', description: 'UI' },
    });
    assert.equal(allowed.status, 201);
    assert.equal(allowed.body.description, 'UI');
  });
});
