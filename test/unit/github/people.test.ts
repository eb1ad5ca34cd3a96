// People, labels and state of a pull request through the client: requested reviewers (users and teams),
// collaborators, assignable users and teams, labels, assignees, milestone, and the draft state over GraphQL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ValidationError } from '../../../src/core/http/index.js';
import { emojiCharacterOf, setPullDraft } from '../../../src/core/github/index.js';
import { collect, firstPull, monorepo, graphqlClientOf, startGitHubFixture, type GitHubFixture } from './fixtures.js';

describe('GitHub client: people, labels and state of a pull request', () => {
  let fixture: GitHubFixture;
  let number: number;
  let reviewer: string;
  before(async () => {
    fixture = await startGitHubFixture();
    const mona = fixture.store.account('mona')!.id;
    const pull = firstPull(fixture, monorepo, (issue) => issue.state === 'open' && issue.userId !== mona);
    number = pull.number;
    reviewer = ['ken-t', 'ada-l'].find((login) => fixture.store.account(login)!.id !== pull.userId)!;
  });
  after(() => fixture.close());

  const stored = () => fixture.store.pull(fixture.store.repo('devdesk-org', 'monorepo')!, number)!;

  it('requests and removes a user and a team as reviewers', async () => {
    const requested = await fixture.client.requestedReviewers.request(monorepo, number, {
      users: [reviewer],
      teams: ['reviewers'],
    });
    assert.ok(requested.requested_reviewers?.some((user) => user.login === reviewer));
    const listed = await fixture.client.requestedReviewers.list(monorepo, number);
    assert.ok(listed.teams.some((team) => team.slug === 'reviewers'));
    await fixture.client.requestedReviewers.remove(monorepo, number, { teams: ['reviewers'] });
    assert.ok(
      !stored().pull.requestedTeamIds.includes(
        fixture.store.teamBySlug(fixture.store.account('devdesk-org')!, 'reviewers')!.id,
      ),
    );
    await assert.rejects(
      fixture.client.requestedReviewers.request(monorepo, number, { users: ['no-such-user'] }),
      ValidationError,
    );
  });

  it('lists collaborators, assignable users and the teams with access, every page', async () => {
    const collaborators = await collect(fixture.client.collaborators.list(monorepo, { perPage: 2 }));
    assert.ok(collaborators.length > 2, 'more than one page');
    assert.ok(collaborators.some((user) => user.login === 'mona' && user.role_name === 'admin'));
    assert.ok(
      (await collect(fixture.client.collaborators.assignable(monorepo))).some((user) => user.login === reviewer),
    );
    assert.ok(
      (await collect(fixture.client.collaborators.teams(monorepo))).some((team) => team.slug === 'engineering'),
    );
  });

  it('sets and removes labels, sets assignees and the milestone', async () => {
    const labels = await collect(fixture.client.labels.listForRepository(monorepo));
    assert.ok(labels.some((label) => label.name === 'bug' && label.color === 'd73a4a'));
    const set = await fixture.client.labels.set(monorepo, number, ['bug', 'performance']);
    assert.deepEqual(set.map((label) => label.name).sort(), ['bug', 'performance']);
    const left = await fixture.client.labels.remove(monorepo, number, 'bug');
    assert.deepEqual(
      left.map((label) => label.name),
      ['performance'],
    );
    const assigned = await fixture.client.collaborators.setAssignees(monorepo, number, [reviewer]);
    assert.deepEqual(
      assigned.assignees?.map((user) => user.login),
      [reviewer],
    );
    const [milestone] = await collect(fixture.client.milestones.list(monorepo));
    const withMilestone = await fixture.client.milestones.setForIssue(monorepo, number, milestone!.number);
    assert.equal(withMilestone.milestone?.number, milestone!.number);
    assert.equal(stored().milestoneId, milestone!.id);
  });

  it('converts a pull request to a draft and marks it ready again over GraphQL', async () => {
    const graphql = graphqlClientOf(fixture);
    const pull = await fixture.client.pulls.get(monorepo, number);
    assert.equal(await setPullDraft(graphql, pull.node_id, true), true);
    assert.equal(stored().pull.draft, true);
    assert.equal(await setPullDraft(graphql, pull.node_id, false), false);
    assert.equal(stored().pull.draft, false);
  });

  it('lists issues with pull requests, and the emoji with their characters', async () => {
    const issues = await collect(fixture.client.issues.list(monorepo, { state: 'all', sort: 'updated', limit: 150 }));
    assert.equal(issues.length, 150);
    assert.ok(issues.some((issue) => issue.pull_request) && issues.some((issue) => !issue.pull_request));
    const emojis = await fixture.client.emojis.list();
    assert.equal(emojis.find((emoji) => emoji.name === '+1')?.character, '👍');
    assert.equal(emojis.find((emoji) => emoji.name === 'octocat')?.character, undefined);
    assert.equal(
      emojiCharacterOf('https://github.githubassets.com/images/icons/emoji/unicode/1f1ef-1f1f5.png?v8'),
      '🇯🇵',
    );
  });
});
