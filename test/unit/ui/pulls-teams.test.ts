// The team nodes of the Pull Requests view: which owners are organizations, teams nested by parent, the counts and
// permissions they show, and the service's refusals said as the rule they break.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Team } from '../../../src/core/github/types';
import {
  countsText,
  organizationLogins,
  permissionOf,
  teamNode,
  teamRepositoryNode,
  teamSectionNodes,
  teamsUnder,
} from '../../../src/ui/pulls/teams/github-team-nodes';
import { teamRefusal, teamsUnreadable } from '../../../src/ui/pulls/teams/github-team-refusals';
import type { Phrase } from '../../../src/ui/base/text';
import { mapLimited } from '../../../src/ui/pulls/teams/github-teams-source';

function team(id: number, name: string, parent?: Team, privacy: 'closed' | 'secret' = 'closed'): Team {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return {
    id,
    name,
    slug,
    description: `${name} team`,
    privacy,
    permission: 'pull',
    html_url: `https://github.com/orgs/acme/teams/${slug}`,
    parent: parent ? { id: parent.id, name: parent.name, slug: parent.slug } : null,
  } as Team;
}

const engineering = team(1, 'Engineering');
const frontend = team(2, 'Frontend', engineering);
const backend = team(3, 'Backend', engineering);
const design = team(4, 'Design Systems', frontend);
const security = team(5, 'Security', undefined, 'secret');
const reviewers = team(6, 'Reviewers');
const all = [reviewers, design, engineering, frontend, security, backend];

const text = (value: string | Phrase | undefined) =>
  typeof value === 'object'
    ? value.message.replace(/\{(\d+)\}/g, (_, index: string) => String(value.args[Number(index)]))
    : value;

describe('team nodes', () => {
  it('keep the organizations among the owners, once each, in order; a user owns no teams', () => {
    assert.deepEqual(
      organizationLogins([
        { login: 'acme', type: 'Organization' },
        { login: 'mona', type: 'User' },
        { login: 'globex', type: 'Organization' },
        { login: 'acme', type: 'Organization' },
      ]),
      ['acme', 'globex'],
    );
    assert.deepEqual(organizationLogins([{ login: 'mona', type: 'User' }]), []);
  });

  it("nest teams by parent: top-level teams, then each team's children, by name", () => {
    assert.deepEqual(
      teamsUnder(all, null).map((each) => each.name),
      ['Engineering', 'Reviewers', 'Security'],
    );
    assert.deepEqual(
      teamsUnder(all, engineering.id).map((each) => each.name),
      ['Backend', 'Frontend'],
    );
    assert.deepEqual(
      teamsUnder(all, frontend.id).map((each) => each.name),
      ['Design Systems'],
    );
    assert.deepEqual(teamsUnder(all, design.id), []);
  });

  it('describe a team by its members and repositories, singular where one', () => {
    assert.equal(text(countsText({ members: 3, repos: 2 })), '3 members · 2 repositories');
    assert.equal(text(countsText({ members: 1, repos: 1 })), '1 member · 1 repository');
    assert.equal(text(countsText({ members: 1, repos: 0 })), '1 member · 0 repositories');
    assert.equal(text(countsText({ members: 0, repos: 1 })), '0 members · 1 repository');
  });

  it('draw a team with its counts, a lock when secret, and a stable id under its parent', () => {
    const node = teamNode(
      'organizations/h/acme',
      'h',
      'acme',
      { team: frontend, counts: { members: 2, repos: 1 } },
      all,
    );
    assert.equal(node.label, 'Frontend');
    assert.equal(text(node.description), '2 members · 1 repository');
    assert.equal(node.id, 'organizations/h/acme/2');
    assert.equal(node.contextValue, 'devdesk.team;closed');
    assert.equal(node.expandable, 'collapsed');
    assert.deepEqual(node.data.at.kind === 'team' && node.data.at.orgTeams, all);

    const secret = teamNode('p', 'h', 'acme', { team: security }, all);
    assert.equal(secret.icon?.id, 'lock');
    assert.equal(secret.contextValue, 'devdesk.team;secret');
    assert.equal(secret.description, undefined, 'no counts when the full team could not be read');
  });

  it('give a team a Members and a Repositories section', () => {
    const sections = teamSectionNodes('p/2', 'h', 'acme', frontend);
    assert.deepEqual(
      sections.map((node) => text(node.label)),
      ['Members', 'Repositories'],
    );
    assert.deepEqual(
      sections.map((node) => node.contextValue),
      ['devdesk.teamMembers', 'devdesk.teamRepositories'],
    );
  });

  it('show the highest permission a team has on a repository', () => {
    assert.equal(permissionOf({ pull: true, triage: true, push: true, maintain: false, admin: false }), 'push');
    assert.equal(permissionOf({ pull: true, triage: false, push: false, maintain: false, admin: false }), 'pull');
    assert.equal(permissionOf({ pull: true, triage: true, push: true, maintain: true, admin: true }), 'admin');
    assert.equal(permissionOf(undefined), undefined);
    const node = teamRepositoryNode('p', 'h', 'acme', frontend, 'acme/app', 'push');
    assert.equal(node.label, 'acme/app');
    assert.equal(text(node.description), 'push (write)');
    assert.equal(node.contextValue, 'devdesk.teamRepository');
  });
});

describe('team refusals', () => {
  const validation = (field: string, code = 'custom') => ({
    name: 'ValidationError',
    status: 422,
    errors: [{ resource: 'Team', field, code }],
  });

  it('say the secret-team rule when nesting is refused', () => {
    const said = text(teamRefusal(validation('privacy'), { org: 'acme', name: 'Hidden' }));
    assert.match(said ?? '', /secret team cannot be a parent team or have one/);
  });

  it('name the repository and the organization when a foreign repository is refused', () => {
    assert.equal(
      text(teamRefusal(validation('repository'), { org: 'acme', repository: 'globex/widgets' })),
      'globex/widgets does not belong to acme (422): a team can only get repositories of its own organization, or direct forks of them.',
    );
  });

  it('say which name is taken, and who may change a team', () => {
    assert.match(
      text(teamRefusal(validation('name', 'already_exists'), { org: 'acme', name: 'Engineering' })) ?? '',
      /acme already has a team named “Engineering”/,
    );
    assert.match(text(teamRefusal({ status: 403 }, { org: 'acme' })) ?? '', /Only owners of acme and maintainers/);
  });

  it('leave other failures to the error presenter', () => {
    assert.equal(teamRefusal({ status: 500 }, { org: 'acme' }), undefined);
    assert.equal(teamRefusal(validation('description', 'invalid'), { org: 'acme' }), undefined);
    assert.equal(teamRefusal(new Error('offline'), { org: 'acme' }), undefined);
  });

  it("explain in place why an organization's teams cannot be listed, and leave retryable failures alone", () => {
    assert.match(
      text(teamsUnreadable('globex', { reason: 'forbidden', params: { status: 403 }, retryable: false })) ?? '',
      /teams of globex cannot be read \(403\)/,
    );
    assert.match(
      text(teamsUnreadable('mona', { reason: 'notFound', params: { status: 404 }, retryable: false })) ?? '',
      /\(404\)/,
    );
    assert.equal(teamsUnreadable('acme', { reason: 'network', params: {}, retryable: true }), undefined);
  });
});

describe('per-team reads', () => {
  it("run at most `limit` at once and keep the items' order", async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([5, 1, 4, 2, 3, 0, 6], 3, async (delay) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay * 3));
      running -= 1;
      return delay * 10;
    });
    assert.deepEqual(results, [50, 10, 40, 20, 30, 0, 60]);
    assert.equal(most, 3);
    assert.deepEqual(await mapLimited([], 3, async () => 1), []);
  });
});
