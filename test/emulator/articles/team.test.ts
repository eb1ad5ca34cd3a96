// The team edition: team-only endpoints (absent on the public host), abolished endpoints, templates and their
// expansion on an injected clock, groups, memberships, invitations, member removal, reactions, statistics,
// taggings and imports (admin only).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { abolishedEndpoints } from './routes/index.js';
import { generateWorld } from './data.js';
import { fixedNow, startArticleTestbed, testSeed, type ArticleTestbed } from './test-client.js';

type Json = Record<string, unknown>;

describe('article emulator: team edition', () => {
  let bed: ArticleTestbed;
  before(async () => {
    bed = await startArticleTestbed({ now: fixedNow });
  });
  after(() => bed.close());

  const alpha = (path: string): string => `${bed.hosts.alpha}/api/v2${path}`;
  const beta = (path: string): string => `${bed.hosts.beta}/api/v2${path}`;
  const team = (): { token: string } => ({ token: bed.tokens.team });
  const fill = (path: string): string =>
    path.replace(/:[a-z_]+/g, (name) =>
      name === ':reaction_name' ? 'tada' : name === ':email' ? 'a@example.com' : '1',
    );

  describe('editions', () => {
    const teamOnly: Array<[string, string]> = [
      ['GET', '/templates'],
      ['POST', '/templates'],
      ['GET', '/templates/1'],
      ['POST', '/expanded_templates'],
      ['GET', '/groups'],
      ['POST', '/groups'],
      ['GET', '/groups/engineering/members'],
      ['GET', '/team_memberships'],
      ['GET', '/team_invitations'],
      ['POST', '/team_invitations'],
      ['GET', '/items/reactions'],
      ['DELETE', '/remove_team_member/yamada_taro'],
      ['GET', '/teams'],
      ['POST', '/imported_items'],
      ['POST', '/team_access_tokens'],
    ];
    it('answers 404 not_found for team-only endpoints on the public host', async () => {
      const item = ((await bed.call('GET', `${bed.hosts.public}/api/v2/items?per_page=1`)).json as Json[])[0]!;
      const itemPaths: Array<[string, string]> = [
        ['POST', `/items/${String(item.id)}/reactions`],
        ['GET', `/items/${String(item.id)}/reactions`],
        ['POST', `/items/${String(item.id)}/taggings`],
        ['POST', `/items/${String(item.id)}/imported_comments`],
      ];
      for (const [method, path] of [...teamOnly, ...itemPaths]) {
        const answer = await bed.call(method, `${bed.hosts.public}/api/v2${path}`, {
          token: bed.tokens.articles,
          body: method === 'GET' ? undefined : {},
        });
        assert.equal(answer.status, 404, `${method} ${path}`);
        assert.deepEqual(answer.json, { message: 'Not found', type: 'not_found' });
      }
    });

    it('answers 404 for abolished endpoints: projects, thanks everywhere; likes on the team edition', async () => {
      const item = ((await bed.call('GET', alpha('/items?per_page=1'), team())).json as Json[])[0]!;
      for (const entry of abolishedEndpoints) {
        const path = fill(entry.path).replace('/items/1', `/items/${String(item.id)}`);
        const hosts =
          entry.edition === 'both'
            ? [
                [bed.hosts.public, bed.tokens.articles],
                [bed.hosts.alpha, bed.tokens.team],
              ]
            : [[bed.hosts.alpha, bed.tokens.team]];
        for (const [host, token] of hosts) {
          const answer = await bed.call(entry.method, `${host}/api/v2${path}`, {
            token,
            body: entry.method === 'GET' ? undefined : {},
          });
          assert.equal(answer.status, 404, `${entry.method} ${host}${path}`);
          assert.equal((answer.json as { type: string }).type, 'not_found');
        }
      }
    });

    it('lists the teams of the caller, newest first', async () => {
      const teams = (await bed.call('GET', alpha('/teams'), team())).json as Json[];
      assert.deepEqual(teams, [
        { active: true, id: 'beta', name: 'Beta Works' },
        { active: true, id: 'alpha', name: 'Alpha Inc.' },
      ]);
    });

    it('serves team items with their group and team_membership', async () => {
      const items = (await bed.call('GET', alpha('/items?per_page=100'), team())).json as Json[];
      const grouped = items.find((item) => item.group !== null)!;
      assert.equal(typeof (grouped.group as Json).url_name, 'string');
      assert.equal(typeof (grouped.team_membership as Json).name, 'string');
      assert.ok(items.every((item) => item.likes_count === 0));
    });
  });

  describe('templates', () => {
    it('expands %{Year}, %{month}, %{day} (zero-padded) in title, body and tags with the injected date', async () => {
      const template = (await bed.call('GET', alpha('/templates/1'), team())).json as Json;
      assert.equal(template.title, '日報 %{Year}/%{month}/%{day}');
      assert.equal(template.expanded_title, '日報 2025/03/04');
      assert.match(String(template.expanded_body), /<!-- 2025年03月04日 -->/);
      assert.deepEqual(template.expanded_tags, [
        { name: '日報', versions: [] },
        { name: '日報/2025/03', versions: [] },
      ]);
    });

    it('POST /expanded_templates answers 201 with the expansion and validates its body', async () => {
      const body = {
        title: 'Weekly MTG on %{Year}/%{month}/%{day}',
        body: '%{day}.%{month}.%{Year} %{unknown}',
        tags: [{ name: 'MTG/%{Year}/%{month}/%{day}', versions: ['0.0.1'] }],
      };
      const answer = await bed.call('POST', alpha('/expanded_templates'), { ...team(), body });
      assert.equal(answer.status, 201);
      assert.deepEqual(answer.json, {
        expanded_body: '04.03.2025 %{unknown}',
        expanded_tags: [{ name: 'MTG/2025/03/04', versions: ['0.0.1'] }],
        expanded_title: 'Weekly MTG on 2025/03/04',
      });
      const missing = await bed.call('POST', alpha('/expanded_templates'), {
        ...team(),
        body: { title: 'x', body: 'y' },
      });
      assert.equal(missing.status, 400);
      assert.match((missing.json as { message: string }).message, /^tags is required/);
    });

    it('creates, updates and deletes templates; every field of the schema is required', async () => {
      const body = {
        name: 'Retro',
        title: 'Retro %{Year}',
        body: '## Keep',
        tags: [{ name: 'retro' }],
        coedit: true,
        group_url_name: 'engineering',
      };
      assert.equal(
        (await bed.call('POST', alpha('/templates'), { ...team(), body: { ...body, name: undefined } })).status,
        400,
      );
      assert.equal(
        (await bed.call('POST', alpha('/templates'), { ...team(), body: { ...body, group_url_name: 'nope' } })).status,
        400,
      );
      const created = await bed.call('POST', alpha('/templates'), { ...team(), body });
      assert.equal(created.status, 201);
      const template = created.json as Json;
      assert.equal(template.expanded_title, 'Retro 2025');
      assert.equal((template.group as Json).url_name, 'engineering');
      const url = alpha(`/templates/${String(template.id)}`);
      assert.equal((await bed.call('PATCH', url, { ...team(), body: { name: 'Retro 2' } })).status, 400);
      const updated = await bed.call('PATCH', url, {
        ...team(),
        body: { ...body, name: 'Retro 2', group_url_name: null },
      });
      assert.equal((updated.json as Json).name, 'Retro 2');
      assert.equal((updated.json as Json).group, null);
      assert.equal((await bed.call('DELETE', url, team())).status, 204);
      assert.equal((await bed.call('GET', url, team())).status, 404);
      assert.equal((await bed.call('GET', alpha('/templates/abc'), team())).status, 404);
    });
  });

  describe('groups and members', () => {
    it('hides private groups (and their items) from non-members', async () => {
      assert.equal((await bed.call('GET', alpha('/groups/design'), team())).status, 404);
      const groups = (await bed.call('GET', alpha('/groups'), team())).json as Json[];
      assert.deepEqual(groups.map((group) => group.url_name).sort(), ['engineering', 'leadership']);
      const visible = (await bed.call('GET', alpha('/items?per_page=100'), team())).json as Json[];
      assert.equal(
        visible.some((item) => (item.group as Json | null)?.url_name === 'design'),
        false,
      );
      // The seeded world does have design items: they exist, but not for this caller.
      const world = generateWorld({ seed: testSeed, baseUrl: (prefix) => prefix });
      const designItems = [...world.teams.get('alpha')!.site.items.values()].filter(
        (item) => item.groupUrlName === 'design',
      );
      assert.ok(designItems.length > 0);
      for (const item of designItems)
        assert.equal((await bed.call('GET', alpha(`/items/${item.id}`), team())).status, 404);
    });

    it('creates a group, manages its members and deletes it', async () => {
      const created = await bed.call('POST', alpha('/groups'), {
        ...team(),
        body: { name: 'QA Guild', private: true },
      });
      assert.equal(created.status, 201);
      assert.equal((created.json as Json).url_name, 'qa-guild');
      assert.equal(
        (await bed.call('POST', alpha('/groups'), { ...team(), body: { name: 'QA Guild', private: true } })).status,
        400,
      );
      assert.equal(
        (await bed.call('POST', alpha('/groups'), { ...team(), body: { name: 'No privacy flag' } })).status,
        400,
      );
      const added = await bed.call('POST', alpha('/groups/qa-guild/members'), {
        ...team(),
        body: { user_ids: ['alice_dev', 'bob_codes'] },
      });
      assert.equal(added.status, 201);
      const members = (await bed.call('GET', alpha('/groups/qa-guild/members'), team())).json as Json[];
      assert.deepEqual(members.map((member) => member.id).sort(), ['alice_dev', 'bob_codes', 'devdesk_user']);
      assert.equal(
        (await bed.call('POST', alpha('/groups/qa-guild/members'), { ...team(), body: { user_id: 'kato_sakura' } }))
          .status,
        400,
      );
      assert.equal(
        (await bed.call('DELETE', alpha('/groups/qa-guild/members'), { ...team(), body: { user_id: 'bob_codes' } }))
          .status,
        204,
      );
      assert.equal((await bed.call('GET', alpha('/groups/qa-guild/members/bob_codes'), team())).status, 404);
      const renamed = await bed.call('PATCH', alpha('/groups/qa-guild'), { ...team(), body: { name: 'QA' } });
      assert.equal((renamed.json as Json).name, 'QA');
      assert.equal((await bed.call('DELETE', alpha('/groups/qa-guild'), team())).status, 204);
      assert.equal((await bed.call('GET', alpha('/groups/qa-guild'), team())).status, 404);
    });
  });

  describe('memberships, invitations and removal', () => {
    it('shows e-mail and last access to admins only (empty strings for members)', async () => {
      const asAdmin = (await bed.call('GET', alpha('/team_memberships?per_page=100'), team())).json as Json[];
      assert.ok(asAdmin.every((member) => String(member.email).includes('@') && member.last_accessed_at !== ''));
      const asMember = (await bed.call('GET', beta('/team_memberships?per_page=100'), team())).json as Json[];
      assert.ok(asMember.length > 3);
      assert.ok(asMember.every((member) => member.email === '' && member.last_accessed_at === ''));
    });

    it('lets admins invite and revoke; members get 403', async () => {
      assert.equal((await bed.call('GET', beta('/team_invitations'), team())).status, 403);
      assert.equal(
        (await bed.call('POST', alpha('/team_invitations'), { ...team(), body: { email: 'not-an-email' } })).status,
        400,
      );
      const invited = await bed.call('POST', alpha('/team_invitations'), {
        ...team(),
        body: { email: 'newcomer@example.com' },
      });
      assert.equal(invited.status, 201);
      assert.equal((invited.json as Json).email, 'newcomer@example.com');
      const list = (await bed.call('GET', alpha('/team_invitations'), team())).json as Json[];
      assert.deepEqual(
        list.map((entry) => entry.email),
        ['newcomer@example.com'],
      );
      assert.equal((await bed.call('DELETE', alpha('/team_invitations/newcomer@example.com'), team())).status, 204);
      assert.equal((await bed.call('DELETE', alpha('/team_invitations/newcomer@example.com'), team())).status, 404);
    });

    it('removes a member (204) but not the caller, the owner (403), or from a team where the caller is no admin', async () => {
      assert.equal((await bed.call('DELETE', alpha('/remove_team_member/devdesk_user'), team())).status, 403);
      assert.equal((await bed.call('DELETE', alpha('/remove_team_member/yamada_taro'), team())).status, 403);
      assert.equal((await bed.call('DELETE', beta('/remove_team_member/ivan_go'), team())).status, 403);
      assert.equal((await bed.call('DELETE', alpha('/remove_team_member/nobody'), team())).status, 404);
      assert.equal((await bed.call('DELETE', alpha('/remove_team_member/erin_ml'), team())).status, 204);
      const members = (await bed.call('GET', alpha('/team_memberships?per_page=100'), team())).json as Json[];
      assert.equal(
        members.some((member) => member.id === 'erin_ml'),
        false,
      );
      assert.equal((await bed.call('GET', alpha('/users/erin_ml'), team())).status, 404);
    });
  });

  describe('reactions, statistics, taggings and imports', () => {
    let itemId = '';
    before(async () => {
      itemId = String(((await bed.call('GET', alpha('/authenticated_user/items'), team())).json as Json[])[0]!.id);
    });

    it('adds an emoji reaction once (201, then 403), lists it first, removes it (200 with the reaction, then 404)', async () => {
      const url = alpha(`/items/${itemId}/reactions`);
      const added = await bed.call('POST', url, { ...team(), body: { name: 'clap' } });
      assert.equal(added.status, 201);
      assert.match(String((added.json as Json).image_url), /\/assets\/emoji\/clap\.svg$/);
      assert.equal((await bed.call('POST', url, { ...team(), body: { name: 'clap' } })).status, 403);
      assert.equal((await bed.call('POST', url, { ...team(), body: {} })).status, 400);
      const list = (await bed.call('GET', url, team())).json as Json[];
      assert.ok(list.some((reaction) => reaction.name === 'clap' && (reaction.user as Json).id === 'devdesk_user'));
      const times = list.map((reaction) => Date.parse(String(reaction.created_at)));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
        'most recently created first',
      );
      const removed = await bed.call('DELETE', `${url}/clap`, team());
      assert.equal(removed.status, 200);
      assert.equal((removed.json as Json).name, 'clap');
      assert.equal((await bed.call('DELETE', `${url}/clap`, team())).status, 404);
    });

    it('filters item action statistics by created:>=YYYY-MM and created:<=YYYY-MM', async () => {
      const query = encodeURIComponent('created:>=2024-03 created:<=2024-05');
      const answer = await bed.call('GET', alpha(`/items/reactions?per_page=100&query=${query}`), team());
      assert.equal(answer.status, 200);
      const stats = answer.json as Json[];
      assert.ok(stats.length > 0);
      assert.ok(
        stats.every((entry) => /^2024-0[345]-/.test(String(entry.created_at))),
        stats.map((entry) => entry.created_at).join(),
      );
      const times = stats.map((entry) => Date.parse(String(entry.created_at)));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
      );
      const all = await bed.call('GET', alpha('/items/reactions?per_page=1'), team());
      assert.ok(Number(all.headers.get('total-count')) > stats.length);
      assert.equal(
        (await bed.call('GET', alpha(`/items/reactions?query=${encodeURIComponent('created:>=March')}`), team()))
          .status,
        400,
      );
    });

    it("adds and removes a tagging on the caller's item", async () => {
      const added = await bed.call('POST', alpha(`/items/${itemId}/taggings`), {
        ...team(),
        body: { name: 'Release', versions: ['2.0'] },
      });
      assert.equal(added.status, 201);
      assert.deepEqual(added.json, { name: 'Release', versions: ['2.0'] });
      const item = (await bed.call('GET', alpha(`/items/${itemId}`), team())).json as { tags: Array<{ name: string }> };
      assert.ok(item.tags.some((tag) => tag.name === 'Release'));
      assert.equal(
        (await bed.call('POST', alpha(`/items/${itemId}/taggings`), { ...team(), body: { name: 'release' } })).status,
        400,
      );
      assert.equal((await bed.call('DELETE', alpha(`/items/${itemId}/taggings/Release`), team())).status, 204);
      assert.equal((await bed.call('DELETE', alpha(`/items/${itemId}/taggings/Release`), team())).status, 404);
    });

    it('imports items and comments for admins only, keeping the given dates and author', async () => {
      const body = {
        title: 'Old post',
        body: 'from the wiki',
        tags: [{ name: 'wiki' }],
        user_id: 'alice_dev',
        created_at: '2019-05-06T07:08:09+09:00',
      };
      const imported = await bed.call('POST', alpha('/imported_items'), { ...team(), body });
      assert.equal(imported.status, 201);
      assert.equal((imported.json as Json).created_at, '2019-05-06T07:08:09+09:00');
      assert.equal(((imported.json as Json).user as Json).id, 'alice_dev');
      assert.equal(
        (await bed.call('POST', alpha('/imported_items'), { ...team(), body: { ...body, user_id: 'kato_sakura' } }))
          .status,
        400,
      );
      assert.equal(
        (await bed.call('POST', alpha('/imported_items'), { ...team(), body: { ...body, created_at: 'yesterday' } }))
          .status,
        400,
      );
      assert.equal(
        (await bed.call('POST', beta('/imported_items'), { ...team(), body: { ...body, user_id: 'ivan_go' } })).status,
        403,
      );
      const comment = await bed.call('POST', alpha(`/items/${itemId}/imported_comments`), {
        ...team(),
        body: { body: 'old', user_id: 'bob_codes' },
      });
      assert.equal(comment.status, 201);
      assert.equal(((comment.json as Json).user as Json).id, 'bob_codes');
      const betaItem = ((await bed.call('GET', beta('/items?per_page=1'), team())).json as Json[])[0]!;
      assert.equal(
        (
          await bed.call('POST', beta(`/items/${String(betaItem.id)}/imported_comments`), {
            ...team(),
            body: { body: 'x', user_id: 'ivan_go' },
          })
        ).status,
        403,
      );
    });
  });
});
