// The article client against the emulator's team host `alpha` (devdesk_user is its admin): team tokens,
// reactions and statistics, taggings, teams and members, invitations, templates, groups, imports.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../../emulator/server.js';
import { closeSharedDispatcher, NotFoundError } from '../../../src/core/http/index.js';
import { itemActionSearch, type ArticleClient, type Item } from '../../../src/core/articles/index.js';
import { approveAuthorization, articleEmulator, clientFor, ownerId } from './fixtures.js';

describe('article client: team edition', () => {
  let emulator: RunningEmulator;
  let team: ArticleClient;
  let item: Item;

  before(async () => {
    emulator = await articleEmulator();
    team = clientFor(emulator.info.teams.alpha!, emulator.tokens.team);
    item = (await team.listItems({ perPage: 1 })).items[0]!;
  });
  after(async () => {
    await emulator.close();
    await closeSharedDispatcher();
  });

  it('runs the team authorization flow, then deactivates the team token', async () => {
    const anonymous = clientFor(emulator.info.teams.alpha!, undefined);
    const url = anonymous.buildTeamAuthorizeUrl({
      clientId: emulator.info.oauth.client_id,
      scopes: ['read_qiita_team'],
      state: 'team-state',
    });
    assert.ok(url.startsWith(`${emulator.info.teams.alpha}/api/v2/oauth/team_authorize?`));
    const { code, state } = await approveAuthorization(url);
    assert.equal(state, 'team-state');
    const token = await anonymous.createTeamAccessToken({
      client_id: emulator.info.oauth.client_id,
      client_secret: emulator.info.oauth.client_secret,
      code,
    });
    assert.deepEqual(token.scopes, ['read_qiita_team']);
    const fresh = clientFor(emulator.info.teams.alpha!, token.token);
    assert.equal((await fresh.listTeams()).length > 0, true);
    await fresh.deleteTeamAccessToken(token.token);
    await assert.rejects(fresh.listTeams(), (error: unknown) => (error as { status?: number }).status === 401);
  });

  it('returns team items with their group and team membership', async () => {
    const page = await team.listItems({ perPage: 50 });
    assert.ok(page.items.every((entry) => entry.team_membership !== null));
    assert.ok(page.items.some((entry) => entry.group !== null));
  });

  it('adds, lists and removes emoji reactions on an item', async () => {
    const added = await team.createItemReaction(item.id, 'tada');
    assert.equal(added.name, 'tada');
    assert.equal(added.user.id, ownerId);
    const list = await team.listItemReactions(item.id);
    assert.equal(list[0]!.name, 'tada');
    const removed = await team.deleteItemReaction(item.id, 'tada');
    assert.equal(removed.name, 'tada');
    assert.ok(
      !(await team.listItemReactions(item.id)).some(
        (reaction) => reaction.name === 'tada' && reaction.user.id === ownerId,
      ),
    );
  });

  it('adds, lists and removes emoji reactions on a comment; imports a comment', async () => {
    const comment = await team.importItemComment(item.id, {
      body: 'Imported from the wiki',
      user_id: 'yamada_taro',
      created_at: '2020-01-02T03:04:05+09:00',
    });
    assert.equal(comment.user.id, 'yamada_taro');
    assert.equal(Date.parse(comment.created_at), Date.parse('2020-01-02T03:04:05+09:00'));
    await team.createCommentReaction(comment.id, '+1');
    assert.equal((await team.listCommentReactions(comment.id))[0]!.name, '+1');
    assert.equal((await team.deleteCommentReaction(comment.id, '+1')).name, '+1');
    assert.deepEqual(await team.listCommentReactions(comment.id), []);
  });

  it('reads the item action statistics with a created:>= filter', async () => {
    assert.equal(
      itemActionSearch({ createdFrom: '2024-01', createdTo: '2024-03' }),
      'created:>=2024-01 created:<=2024-03',
    );
    assert.throws(() => itemActionSearch({ createdFrom: '2024-1' }), RangeError);
    const all = await team.listItemActions({ perPage: 100 });
    const newest = all.items[0]!;
    const month = newest.created_at.slice(0, 7);
    const recent = await team.listItemActions({ createdFrom: month, perPage: 100 });
    assert.ok(recent.items.length > 0 && recent.items.length <= all.items.length);
    assert.ok(recent.items.every((entry) => entry.created_at.slice(0, 7) >= month));
    assert.equal(typeof newest.page_views_count, 'number');
  });

  it('adds and removes a tagging', async () => {
    const mine = await team.createItem({ title: 'Tagging test', body: 'x', tags: [{ name: 'devdesk' }] });
    const tagging = await team.createTagging(mine.id, { name: 'extra', versions: ['1.0'] });
    assert.equal(tagging.name, 'extra');
    assert.ok((await team.getItem(mine.id)).tags.some((tag) => tag.name === 'extra'));
    await team.deleteTagging(mine.id, 'extra');
    assert.ok(!(await team.getItem(mine.id)).tags.some((tag) => tag.name === 'extra'));
    await team.deleteItem(mine.id);
  });

  it('imports an item on behalf of a member', async () => {
    const imported = await team.importItem({
      title: 'Old wiki page',
      body: 'text',
      tags: [{ name: 'wiki' }],
      user_id: 'suzuki_hanako',
      created_at: '2019-05-01T00:00:00+09:00',
    });
    assert.equal(imported.user.id, 'suzuki_hanako');
  });

  it('lists teams and memberships (admins see e-mails)', async () => {
    const teams = await team.listTeams();
    assert.ok(teams.some((entry) => entry.id === 'alpha'));
    const members = await team.listTeamMemberships({ perPage: 100 });
    assert.ok(members.items.length >= 10);
    assert.ok(members.items.every((member) => member.email.includes('@')));
  });

  it('invites, lists and revokes an invitation; removes a member', async () => {
    const invitation = await team.createTeamInvitation('newcomer@example.com');
    assert.equal(invitation.email, 'newcomer@example.com');
    assert.ok((await team.listTeamInvitations()).some((entry) => entry.email === 'newcomer@example.com'));
    await team.deleteTeamInvitation('newcomer@example.com');
    assert.ok(!(await team.listTeamInvitations()).some((entry) => entry.email === 'newcomer@example.com'));
    await team.removeTeamMember('alpha_intern');
    const members = await team.listTeamMemberships({ perPage: 100 });
    assert.ok(!members.items.some((member) => member.id === 'alpha_intern'));
  });

  it('manages templates and expands one', async () => {
    const templates = await team.listTemplates();
    assert.ok(templates.items.some((template) => template.name === '日報'));
    const created = await team.createTemplate({
      name: 'Test',
      title: 'Log %{Year}',
      body: 'On %{month}/%{day}',
      tags: [{ name: 'log-%{Year}' }],
      coedit: false,
      group_url_name: null,
    });
    const year = String(new Date().getFullYear());
    assert.ok(created.expanded_title.includes(year));
    assert.equal((await team.getTemplate(created.id)).name, 'Test');
    const updated = await team.updateTemplate(created.id, {
      name: 'Test 2',
      title: 'Log',
      body: 'b',
      tags: [{ name: 'log' }],
    });
    assert.equal(updated.name, 'Test 2');
    await team.deleteTemplate(created.id);
    await assert.rejects(team.getTemplate(created.id), NotFoundError);
    const expanded = await team.createExpandedTemplate({
      title: 'Daily %{Year}',
      body: '%{month}',
      tags: [{ name: 'daily' }],
    });
    assert.ok(expanded.expanded_title.includes(year));
    assert.ok(!expanded.expanded_body.includes('%{'));
  });

  it('manages groups and their members', async () => {
    const groups = await team.listGroups();
    assert.ok(groups.items.some((group) => group.url_name === 'engineering'));
    const created = await team.createGroup({
      name: 'QA Guild',
      private: false,
      description: 'Testers',
      url_name: 'qa-guild',
    });
    assert.equal(created.url_name, 'qa-guild');
    assert.equal((await team.getGroup('qa-guild')).name, 'QA Guild');
    assert.equal(
      (await team.updateGroup('qa-guild', { description: 'Testers and friends' })).description,
      'Testers and friends',
    );
    const added = await team.addGroupMembers('qa-guild', { user_ids: ['sato_kenji', 'ito_sho'] });
    assert.deepEqual(
      added.map((member) => member.id),
      ['sato_kenji', 'ito_sho'],
    );
    assert.equal((await team.getGroupMember('qa-guild', 'sato_kenji')).id, 'sato_kenji');
    const members = await team.listGroupMembers('qa-guild');
    assert.ok(members.items.some((member) => member.id === 'ito_sho'));
    await team.removeGroupMembers('qa-guild', { user_id: 'ito_sho' });
    await assert.rejects(team.getGroupMember('qa-guild', 'ito_sho'), NotFoundError);
    await team.deleteGroup('qa-guild');
    await assert.rejects(team.getGroup('qa-guild'), NotFoundError);
  });

  it('does not offer abolished endpoints (projects, thank, team likes)', () => {
    const names = Object.keys(team);
    assert.ok(!names.some((name) => /project|thank/i.test(name)));
  });
});
