// Teams through the client, addressed by slug and by ids: list, get, create, update, delete, child teams, and the
// team's repositories (list, check with and without the repository media type, add or update, remove).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NotFoundError, ValidationError } from '../../../src/core/http/index.js';
import { teamPath, type TeamRef } from '../../../src/core/github/index.js';
import { simpleUser } from '../../../src/core/github/schema.js';
import { collect, docsSite, monorepo, startGitHubFixture, type GitHubFixture } from './fixtures.js';

const org = 'devdesk-org';
const engineering: TeamRef = { org, teamSlug: 'engineering' };

describe('GitHub client: teams', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  it('builds both addressings', () => {
    assert.equal(teamPath(engineering, '/teams'), '/orgs/devdesk-org/teams/engineering/teams');
    assert.equal(teamPath({ orgId: 12, teamId: 34 }, '/repos/a/b'), '/organizations/12/team/34/repos/a/b');
  });

  it('lists the teams of an organization and gets one by slug and by ids', async () => {
    const teams = await collect(fixture.client.teams.list(org));
    assert.ok(
      ['engineering', 'frontend', 'design-systems', 'reviewers'].every((slug) =>
        teams.some((team) => team.slug === slug),
      ),
    );
    const frontend = teams.find((team) => team.slug === 'frontend')!;
    assert.equal(frontend.parent?.slug, 'engineering');

    const bySlug = await fixture.client.teams.get(engineering);
    assert.equal(bySlug.name, 'Engineering');
    assert.equal(bySlug.organization.login, org);
    assert.ok(bySlug.members_count > 0 && bySlug.repos_count > 0);
    const byIds = await fixture.client.teams.get({ orgId: bySlug.organization.id, teamId: bySlug.id });
    assert.equal(byIds.id, bySlug.id);
    assert.equal(byIds.slug, 'engineering');
  });

  it('creates a child team, updates it by ids, lists it as a child, and deletes it', async () => {
    const parent = await fixture.client.teams.get(engineering);
    const created = await fixture.client.teams.create(org, {
      name: 'Platform Tools',
      description: 'Build and CI',
      privacy: 'closed',
      parent_team_id: parent.id,
      repo_names: ['devdesk-org/monorepo'],
    });
    assert.equal(created.slug, 'platform-tools');
    assert.equal(created.parent?.id, parent.id);
    const ref: TeamRef = { orgId: created.organization.id, teamId: created.id };

    const updated = await fixture.client.teams.update(ref, { name: 'Platform', description: 'Build, CI and releases' });
    assert.equal(updated.name, 'Platform');
    assert.equal(updated.slug, 'platform');
    assert.equal(updated.description, 'Build, CI and releases');

    const children = await collect(fixture.client.teams.listChildren(engineering));
    assert.ok(children.some((team) => team.id === created.id && team.parent?.id === parent.id));

    await fixture.client.teams.delete({ org, teamSlug: 'platform' });
    await assert.rejects(fixture.client.teams.get(ref), NotFoundError);
  });

  it('refuses a secret child team with a 422 naming the field', async () => {
    const parent = await fixture.client.teams.get(engineering);
    const error = await fixture.client.teams
      .create(org, { name: 'Hidden', privacy: 'secret', parent_team_id: parent.id })
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof ValidationError);
    assert.equal(error.errors?.[0]?.field, 'privacy');
  });

  it('lists and checks team repositories, with and without the repository media type', async () => {
    const repos = await collect(fixture.client.teams.listRepositories(engineering));
    assert.ok(repos.some((repo) => repo.full_name === 'devdesk-org/monorepo'));

    assert.equal(await fixture.client.teams.hasRepository(engineering, monorepo), true);
    assert.equal(await fixture.client.teams.hasRepository(engineering, { owner: 'acme-corp', repo: 'widgets' }), false);
    // Inherited from the parent team (Frontend holds docs-site; Design Systems is its child).
    assert.equal(await fixture.client.teams.hasRepository({ org, teamSlug: 'design-systems' }, docsSite), true);

    const permissions = await fixture.client.teams.repositoryPermissions(engineering, monorepo);
    assert.equal(permissions?.full_name, 'devdesk-org/monorepo');
    assert.equal(permissions?.permissions?.push, true);
    assert.equal(permissions?.permissions?.admin, false);
    assert.equal(
      await fixture.client.teams.repositoryPermissions(engineering, { owner: 'acme-corp', repo: 'widgets' }),
      undefined,
    );
  });

  it('adds a repository with a permission, changes it, removes it; refuses a repository of another owner', async () => {
    const reviewers: TeamRef = { org, teamSlug: 'reviewers' };
    await fixture.client.teams.setRepositoryPermission(reviewers, docsSite, 'triage');
    const triage = await fixture.client.teams.repositoryPermissions(reviewers, docsSite);
    assert.equal(triage?.permissions?.triage, true);
    assert.equal(triage?.permissions?.push, false);

    await fixture.client.teams.setRepositoryPermission(reviewers, docsSite, 'maintain');
    assert.equal((await fixture.client.teams.repositoryPermissions(reviewers, docsSite))?.permissions?.maintain, true);

    await fixture.client.teams.removeRepository(reviewers, docsSite);
    assert.equal(await fixture.client.teams.hasRepository(reviewers, docsSite), false);

    // No permission: an empty PUT, the team's own permission applies.
    await fixture.client.teams.setRepositoryPermission(reviewers, docsSite);
    assert.equal(await fixture.client.teams.hasRepository(reviewers, docsSite), true);

    const foreign = await fixture.client.teams
      .setRepositoryPermission(reviewers, { owner: 'acme-corp', repo: 'widgets' }, 'pull')
      .catch((caught: unknown) => caught);
    assert.ok(foreign instanceof ValidationError);
    assert.equal(foreign.status, 422);
    assert.equal(foreign.errors?.[0]?.code, 'custom');
  });

  it("lists a team's members, those of its child teams included, and filters by role", async () => {
    const frontend: TeamRef = { org, teamSlug: 'frontend' };
    const members = (await collect(fixture.client.teams.listMembers(frontend))).map((user) => user.login);
    // Frontend: tanaka-taro (maintainer) and grace-h; its child Design Systems: sato-hanako.
    assert.deepEqual([...members].sort(), ['grace-h', 'sato-hanako', 'tanaka-taro']);
    const maintainers = await collect(
      fixture.client.http.paginate(simpleUser, { path: teamPath(frontend, '/members'), query: { role: 'maintainer' } }),
    );
    assert.deepEqual(
      maintainers.map((user) => user.login),
      ['tanaka-taro'],
    );
  });

  it('reads who owns a repository: an organization or a user', async () => {
    assert.equal((await fixture.client.repositories.get(monorepo)).owner.type, 'Organization');
    assert.equal((await fixture.client.repositories.get({ owner: 'mona', repo: 'dotfiles' })).owner.type, 'User');
    await assert.rejects(fixture.client.repositories.get({ owner: 'mona', repo: 'no-such-repo' }), NotFoundError);
  });

  it('sends an empty PUT with Content-Length: 0', async () => {
    const echo = (
      await fixture.client.http.request({ method: 'PUT', url: `${fixture.emulator.info.url}/__emulator/echo` })
    ).json() as { headers: Record<string, string> };
    assert.equal(echo.headers['content-length'], '0');
  });
});
