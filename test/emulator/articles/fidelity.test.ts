// Fidelity: every response body the article emulator produces validates against the real hyper-schema
// (test/emulator/reference, draft-04), link by link, on the public edition and on a team; endpoints the
// hyper-schema lacks are checked against supplement-schemas.ts (written from the Qiita API v2 documentation,
// https://qiita.com/api/v2/docs). Prints coverage.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { abolishedEndpoints, buildRoutes } from './routes/index.js';
import { answerExceptions } from './schema-exceptions.js';
import { linkKey, resourceSchema, SchemaChecker, schemaLinks, type SchemaLink } from './schema-check.js';
import { supplementSchemas } from './supplement-schemas.js';
import { startArticleTestbed, type Answer, type ArticleTestbed, type CallOptions } from './test-client.js';

const checker = new SchemaChecker();
const links = schemaLinks();
const abolishedEverywhere = new Set(
  abolishedEndpoints.filter((entry) => entry.edition === 'both').map((entry) => linkKey(entry.method, entry.path)),
);
const linksInScope = links.filter((link) => !abolishedEverywhere.has(linkKey(link.method, link.href)));
const covered = new Set<string>();
const coveredOutsideSchema = new Set<string>();

type Json = Record<string, unknown>;

function expectedAnswer(link: SchemaLink): { status: number; body: 'resource' | 'list' | 'empty' } {
  const exception = answerExceptions[linkKey(link.method, link.href)];
  if (exception) return exception;
  if (link.rel === 'instances') return { status: 200, body: 'list' };
  if (link.rel === 'create') return { status: 201, body: 'resource' };
  if (link.rel === 'self' || link.rel === 'update') return { status: 200, body: 'resource' };
  return { status: 204, body: 'empty' }; // delete, put, check
}

describe('article emulator fidelity against the hyper-schema', () => {
  let bed: ArticleTestbed;

  /** Calls one hyper-schema link (`key` as in the schema) and checks status and body against it. */
  async function probe(
    key: string,
    url: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<Json & Json[]> {
    const link = links.find((candidate) => linkKey(candidate.method, candidate.href) === key);
    assert.ok(link, `no link ${key} in the hyper-schema`);
    const answer = await bed.call(link.method, url, options);
    const expected = expectedAnswer(link);
    assert.equal(answer.status, expected.status, `${key}: ${answer.text}`);
    if (expected.body === 'empty') assert.equal(answer.text, '', `${key} must have no body`);
    else assert.equal(checker.check(link.resource, answer.json, { list: expected.body === 'list' }), undefined, key);
    covered.add(key);
    return answer.json as Json & Json[];
  }

  /** Calls an endpoint the hyper-schema lacks and checks it against a resource or supplement schema. */
  async function probeOutside(
    key: string,
    url: string,
    status: number,
    schema: { resource?: string; supplement?: string; list?: boolean } | 'empty' | 'html',
    options: CallOptions = {},
  ): Promise<Answer> {
    const [method] = key.split(' ');
    const answer = await bed.call(method!, url, options);
    assert.equal(answer.status, status, `${key}: ${answer.text}`);
    if (schema === 'empty') assert.equal(answer.text, '');
    else if (schema === 'html') assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
    else if (schema.resource)
      assert.equal(checker.check(schema.resource, answer.json, { list: schema.list ?? false }), undefined, key);
    else {
      const item = supplementSchemas[schema.supplement!]!;
      const full = schema.list ? { type: 'array', items: item } : item;
      assert.equal(
        checker.checkWith(`${schema.supplement}${schema.list ? '[]' : ''}`, () => full, answer.json),
        undefined,
        key,
      );
    }
    coveredOutsideSchema.add(key);
    return answer;
  }

  before(async () => {
    bed = await startArticleTestbed();
  });
  after(async () => {
    console.log(
      `hyper-schema links covered: ${covered.size}/${linksInScope.length} (hyper-schema has ${links.length}; ${links.length - linksInScope.length} abolished excluded)`,
    );
    const missing = linksInScope.map((link) => linkKey(link.method, link.href)).filter((key) => !covered.has(key));
    if (missing.length > 0) console.log(`  not covered: ${missing.join(', ')}`);
    console.log(
      `endpoints outside the hyper-schema covered: ${coveredOutsideSchema.size} (${[...coveredOutsideSchema].join(', ')})`,
    );
    await bed.close();
  });

  /** The endpoints both editions serve, run on one host. */
  async function commonEndpoints(base: string, token: string, team: boolean): Promise<void> {
    const api = `${base}/api/v2`;
    await probe('GET /api/v2/authenticated_user', `${api}/authenticated_user`, { token });
    await probe('GET /api/v2/users', `${api}/users?per_page=100`, { token });
    await probe('GET /api/v2/users/:user_id', `${api}/users/yamada_taro`, { token });
    await probe('GET /api/v2/users/:user_id/followees', `${api}/users/devdesk_user/followees`, { token });
    await probe('GET /api/v2/users/:user_id/followers', `${api}/users/devdesk_user/followers`, { token });
    await probe('PUT /api/v2/users/:user_id/following', `${api}/users/yamada_taro/following`, { token });
    await probe('GET /api/v2/users/:user_id/following', `${api}/users/yamada_taro/following`, { token });
    await probe('DELETE /api/v2/users/:user_id/following', `${api}/users/yamada_taro/following`, { token });

    const tags = [
      { name: 'TypeScript', versions: ['5.6'] },
      { name: 'fidelity', versions: [] },
    ];
    const body = team
      ? {
          title: 'Fidelity',
          body: '# Fidelity\n\n```ts\nconst ok = true;\n```\n',
          tags,
          coediting: true,
          group_url_name: 'engineering',
        }
      : { title: 'Fidelity', body: '# Fidelity', tags, private: false };
    const item = await probe('POST /api/v2/items', `${api}/items`, { token, body });
    const itemUrl = `${api}/items/${String(item.id)}`;
    await probe('GET /api/v2/items/:item_id', itemUrl, { token });
    await probe('PATCH /api/v2/items/:item_id', itemUrl, {
      token,
      body: { title: 'Fidelity 2', body: 'updated', tags },
    });
    await probe('GET /api/v2/items', `${api}/items?per_page=100&query=tag:TypeScript`, { token });
    await probe('GET /api/v2/authenticated_user/items', `${api}/authenticated_user/items?per_page=100`, { token });
    await probe('GET /api/v2/users/:user_id/items', `${api}/users/devdesk_user/items?per_page=100`, { token });
    await probe('GET /api/v2/tags/:tag_id/items', `${api}/tags/fidelity/items`, { token });
    await probe('PUT /api/v2/items/:item_id/stock', `${itemUrl}/stock`, { token });
    await probe('GET /api/v2/items/:item_id/stock', `${itemUrl}/stock`, { token });
    await probe('GET /api/v2/users/:user_id/stocks', `${api}/users/devdesk_user/stocks?per_page=100`, { token });
    await probe('GET /api/v2/items/:item_id/stockers', `${itemUrl}/stockers`, { token });
    await probe('DELETE /api/v2/items/:item_id/stock', `${itemUrl}/stock`, { token });

    const comment = await probe('POST /api/v2/items/:item_id/comments', `${itemUrl}/comments`, {
      token,
      body: { body: 'A **comment**' },
    });
    const commentUrl = `${api}/comments/${String(comment.id)}`;
    await probe('GET /api/v2/comments/:comment_id', commentUrl, { token });
    await probe('PATCH /api/v2/comments/:comment_id', commentUrl, { token, body: { body: 'edited' } });
    await probe('GET /api/v2/items/:item_id/comments', `${itemUrl}/comments`, { token });
    await probe('DELETE /api/v2/comments/:comment_id', commentUrl, { token });

    await probe('GET /api/v2/tags', `${api}/tags?per_page=100&sort=count`, { token });
    await probe('GET /api/v2/tags/:tag_id', `${api}/tags/TypeScript`, { token });
    await probe('PUT /api/v2/tags/:tag_id/following', `${api}/tags/fidelity/following`, { token });
    await probe('GET /api/v2/tags/:tag_id/following', `${api}/tags/fidelity/following`, { token });
    await probe('GET /api/v2/users/:user_id/following_tags', `${api}/users/devdesk_user/following_tags`, { token });
    await probe('DELETE /api/v2/tags/:tag_id/following', `${api}/tags/fidelity/following`, { token });
    await probe('DELETE /api/v2/items/:item_id', itemUrl, { token });
  }

  /** Runs an authorization page and the code exchange; returns the new token. */
  async function authorize(base: string, page: string, tokenLink: string, scope: string): Promise<string> {
    const { client_id, client_secret } = bed.emulator.info.oauth;
    const query = new URLSearchParams({
      client_id,
      scope,
      state: 'fidelity',
      redirect_uri: 'http://127.0.0.1:9/callback',
    });
    await probeOutside(`GET /api/v2/oauth/${page}`, `${base}/api/v2/oauth/${page}?${query}`, 200, 'html');
    const form = new URLSearchParams(query);
    form.set('decision', 'approve');
    const approved = await probeOutside(`POST /api/v2/oauth/${page}`, `${base}/api/v2/oauth/${page}`, 302, 'empty', {
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const code = new URL(approved.headers.get('location')!).searchParams.get('code')!;
    const created = await probe(tokenLink, `${base}${tokenLink.split(' ')[1]}`, {
      body: { client_id, client_secret, code },
    });
    return String(created.token);
  }

  it("public edition: every endpoint answers in the schema's shapes", async () => {
    const { tokens, hosts } = bed;
    await commonEndpoints(hosts.public, tokens.articles, false);
    const api = `${hosts.public}/api/v2`;
    const others = (await bed.call('GET', `${api}/users/yamada_taro/items`, { token: tokens.articles })).json as Json[];
    const itemUrl = `${api}/items/${String(others[0]!.id)}`;
    await probe('PUT /api/v2/items/:item_id/like', `${itemUrl}/like`, { token: tokens.articles });
    await probe('GET /api/v2/items/:item_id/like', `${itemUrl}/like`, { token: tokens.articles });
    await probe('GET /api/v2/items/:item_id/likes', `${itemUrl}/likes`, { token: tokens.articles });
    await probe('DELETE /api/v2/items/:item_id/like', `${itemUrl}/like`, { token: tokens.articles });

    const token = await authorize(hosts.public, 'authorize', 'POST /api/v2/access_tokens', 'read_qiita write_qiita');
    await probe('DELETE /api/v2/access_tokens/:access_token', `${api}/access_tokens/${token}`, { token });

    const schema = await bed.call('GET', `${api}/schema?locale=ja`);
    assert.equal(schema.status, 200);
    assert.ok((schema.json as { properties: Json }).properties.item, 'the schema endpoint serves the hyper-schema');
    coveredOutsideSchema.add('GET /api/v2/schema');

    // The Qiita CLI's preview renderer (outside API v2): the HTML as a JSON string.
    const preview = await bed.call('POST', `${hosts.public}/api/preview`, {
      token: tokens.articles,
      body: { parser_type: 'qiita_cli', raw_body: '# Hi' },
    });
    assert.equal(preview.status, 200, preview.text);
    assert.equal(typeof preview.json, 'string');
    coveredOutsideSchema.add('POST /api/preview');
  });

  it("team edition: shared and team-only endpoints answer in the schema's shapes", async () => {
    const { tokens, hosts } = bed;
    const token = tokens.team;
    await commonEndpoints(hosts.alpha, token, true);
    const api = `${hosts.alpha}/api/v2`;
    await probe('GET /api/v2/teams', `${api}/teams`, { token });

    const own = (await bed.call('GET', `${api}/authenticated_user/items`, { token })).json as Json[];
    const itemUrl = `${api}/items/${String(own[0]!.id)}`;
    await probe('POST /api/v2/items/:item_id/reactions', `${itemUrl}/reactions`, { token, body: { name: 'sparkles' } });
    await probe('GET /api/v2/items/:item_id/reactions', `${itemUrl}/reactions`, { token });
    await probe('DELETE /api/v2/items/:item_id/reactions/:reaction_name', `${itemUrl}/reactions/sparkles`, { token });
    const imported = await probe('POST /api/v2/items/:item_id/imported_comments', `${itemUrl}/imported_comments`, {
      token,
      body: { body: 'imported', user_id: 'alice_dev', created_at: '2024-05-01T10:00:00+09:00' },
    });
    const commentUrl = `${api}/comments/${String(imported.id)}`;
    // A custom emoji: image_url is null (see schema-exceptions.ts).
    await probe('POST /api/v2/comments/:comment_id/reactions', `${commentUrl}/reactions`, {
      token,
      body: { name: 'party_parrot' },
    });
    await probe('GET /api/v2/comments/:comment_id/reactions', `${commentUrl}/reactions`, { token });
    await probe(
      'DELETE /api/v2/comments/:comment_id/reactions/:reaction_name',
      `${commentUrl}/reactions/party_parrot`,
      { token },
    );
    await probe('POST /api/v2/items/:item_id/taggings', `${itemUrl}/taggings`, {
      token,
      body: { name: 'fidelity-tag', versions: ['1.0'] },
    });
    await probe('DELETE /api/v2/items/:item_id/taggings/:tagging_id', `${itemUrl}/taggings/fidelity-tag`, { token });
    await probe('POST /api/v2/imported_items', `${api}/imported_items`, {
      token,
      body: {
        title: 'Imported',
        body: 'old text',
        tags: [{ name: 'archive' }],
        user_id: 'bob_codes',
        created_at: '2020-01-02T03:04:05+09:00',
      },
    });

    await probe('GET /api/v2/team_invitations', `${api}/team_invitations`, { token });
    await probe('POST /api/v2/team_invitations', `${api}/team_invitations`, {
      token,
      body: { email: 'new.member@example.com' },
    });
    await probe('DELETE /api/v2/team_invitations/:email', `${api}/team_invitations/new.member@example.com`, { token });

    await probe('GET /api/v2/templates', `${api}/templates`, { token });
    await probe('GET /api/v2/templates/:template_id', `${api}/templates/1`, { token });
    const templateBody = {
      name: 'Fidelity',
      title: 'Notes %{Year}',
      body: '%{month}/%{day}',
      tags: [{ name: 'notes/%{Year}' }],
      coedit: false,
      group_url_name: null,
    };
    const template = await probe('POST /api/v2/templates', `${api}/templates`, { token, body: templateBody });
    await probe('PATCH /api/v2/templates/:template_id', `${api}/templates/${String(template.id)}`, {
      token,
      body: { ...templateBody, name: 'Fidelity 2' },
    });
    await probe('DELETE /api/v2/templates/:template_id', `${api}/templates/${String(template.id)}`, { token });
    await probe('POST /api/v2/expanded_templates', `${api}/expanded_templates`, {
      token,
      body: { title: '%{Year}', body: '%{day}', tags: [{ name: 'x/%{month}', versions: [] }] },
    });

    const teamToken = await authorize(
      hosts.alpha,
      'team_authorize',
      'POST /api/v2/team_access_tokens',
      'read_qiita_team',
    );
    await probe('DELETE /api/v2/team_access_tokens/:team_access_token', `${api}/team_access_tokens/${teamToken}`, {
      token: teamToken,
    });
  });

  it('team edition: endpoints outside the hyper-schema answer in the documented shapes (supplement-schemas.ts)', async () => {
    const token = bed.tokens.team;
    const api = `${bed.hosts.alpha}/api/v2`;
    await probeOutside('GET /api/v2/groups', `${api}/groups`, 200, { resource: 'group', list: true }, { token });
    await probeOutside(
      'POST /api/v2/groups',
      `${api}/groups`,
      201,
      { resource: 'group' },
      { token, body: { name: 'Fidelity', private: false, url_name: 'fidelity' } },
    );
    await probeOutside('GET /api/v2/groups/:url_name', `${api}/groups/fidelity`, 200, { resource: 'group' }, { token });
    await probeOutside(
      'PATCH /api/v2/groups/:url_name',
      `${api}/groups/fidelity`,
      200,
      { resource: 'group' },
      { token, body: { name: 'Fidelity!', private: true } },
    );
    await probeOutside(
      'POST /api/v2/groups/:url_name/members',
      `${api}/groups/fidelity/members`,
      201,
      { supplement: 'group_member', list: true },
      { token, body: { user_id: 'alice_dev' } },
    );
    await probeOutside(
      'GET /api/v2/groups/:url_name/members',
      `${api}/groups/fidelity/members`,
      200,
      { supplement: 'group_member', list: true },
      { token },
    );
    await probeOutside(
      'GET /api/v2/groups/:url_name/members/:user_id',
      `${api}/groups/fidelity/members/alice_dev`,
      200,
      { supplement: 'group_member' },
      { token },
    );
    await probeOutside('DELETE /api/v2/groups/:url_name/members', `${api}/groups/fidelity/members`, 204, 'empty', {
      token,
      body: { user_id: 'alice_dev' },
    });
    await probeOutside('DELETE /api/v2/groups/:url_name', `${api}/groups/fidelity`, 204, 'empty', { token });
    await probeOutside(
      'GET /api/v2/team_memberships',
      `${api}/team_memberships?per_page=100`,
      200,
      { supplement: 'team_member', list: true },
      { token },
    );
    await probeOutside(
      'GET /api/v2/items/reactions',
      `${api}/items/reactions?per_page=100&query=${encodeURIComponent('created:>=2024-01 created:<=2025-12')}`,
      200,
      { supplement: 'action_on_item', list: true },
      { token },
    );
    await probeOutside(
      'DELETE /api/v2/remove_team_member/:user_id',
      `${api}/remove_team_member/grace_sre`,
      204,
      'empty',
      { token },
    );
    // Members see blanked e-mails (beta: the token owner is a plain member there).
    await probeOutside(
      'GET /api/v2/team_memberships',
      `${bed.hosts.beta}/api/v2/team_memberships`,
      200,
      { supplement: 'team_member', list: true },
      { token },
    );
  });

  it('every seeded item, user and tag (and template and group of each team) validates', async () => {
    const sweeps: Array<[base: string, token: string]> = [
      [bed.hosts.public, bed.tokens.articles],
      [bed.hosts.alpha, bed.tokens.team],
      [bed.hosts.beta, bed.tokens.team],
    ];
    for (const [base, token] of sweeps) {
      const lists: Array<[string, string]> = [
        ['/api/v2/items', 'item'],
        ['/api/v2/users', 'user'],
        ['/api/v2/tags', 'tag'],
      ];
      if (base !== bed.hosts.public) lists.push(['/api/v2/templates', 'template'], ['/api/v2/groups', 'group']);
      for (const [path, resource] of lists) {
        let url: string | undefined = `${base}${path}?per_page=100`;
        let seen = 0;
        let total = NaN;
        while (url) {
          const answer = await bed.call('GET', url, { token });
          assert.equal(answer.status, 200);
          assert.equal(checker.check(resource, answer.json, { list: true }), undefined, url);
          seen += (answer.json as unknown[]).length;
          total = Number(answer.headers.get('total-count'));
          url = /<([^>]+)>; rel="next"/.exec(answer.headers.get('link') ?? '')?.[1];
        }
        assert.equal(seen, total, `${base}${path}: every page was walked`);
      }
    }
  });

  it('error bodies are { message, type }', async () => {
    const answers = [
      await bed.call('GET', `${bed.hosts.public}/api/v2/items/00000000000000000000`),
      await bed.call('GET', `${bed.hosts.public}/api/v2/authenticated_user`, { token: 'f'.repeat(40) }),
      await bed.call('GET', `${bed.hosts.public}/api/v2/items?page=0`),
      await bed.call('POST', `${bed.hosts.public}/api/v2/items`, { token: bed.tokens.readOnly, body: {} }),
    ];
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [404, 401, 400, 403],
    );
    for (const answer of answers)
      assert.equal(
        checker.checkWith('error', () => supplementSchemas.error!, answer.json),
        undefined,
      );
  });

  it('the check is real: a broken item, group or reaction fails validation', async () => {
    const items = (await bed.call('GET', `${bed.hosts.alpha}/api/v2/items?per_page=100`, { token: bed.tokens.team }))
      .json as Json[];
    const item = items.find((entry) => entry.group !== null)!;
    assert.equal(checker.check('item', item), undefined);
    const { id: _id, ...withoutId } = item;
    assert.match(checker.check('item', withoutId) ?? '', /id/);
    assert.match(checker.check('item', { ...item, likes_count: 'many' }) ?? '', /likes_count/);
    assert.match(checker.check('item', { ...item, id: 'not-hex' }) ?? '', /pattern/);
    assert.match(checker.check('item', { ...item, created_at: 'yesterday' }) ?? '', /date-time/);
    const { description: _description, ...groupWithoutDescription } = item.group as Json;
    assert.match(checker.check('item', { ...item, group: groupWithoutDescription }) ?? '', /description/);
    assert.match(checker.check('item', item, { list: true }) ?? '', /must be array/);
    // The recorded exception is needed: the unmodified schema rejects a custom emoji's null image_url.
    const reaction = {
      created_at: '2025-01-01T00:00:00+09:00',
      image_url: null,
      name: 'party_parrot',
      user: item.user,
    };
    assert.equal(checker.check('reaction', reaction), undefined);
    assert.match(
      checker.checkWith('reaction-unmodified', () => resourceSchema('reaction', { withExceptions: false }), reaction) ??
        '',
      /image_url/,
    );
  });

  // Runs last (node:test keeps the order of `it`s): the probes above must have reached every link and route.
  it('covers every hyper-schema link in scope and every route the emulator serves', () => {
    const missingLinks = linksInScope.map((link) => linkKey(link.method, link.href)).filter((key) => !covered.has(key));
    assert.deepEqual(missingLinks, []);
    const routeKeys = new Set(buildRoutes().routes.map((route) => linkKey(route.method, route.path)));
    const unprobed = [...routeKeys].filter((key) => !covered.has(key) && !coveredOutsideSchema.has(key));
    assert.deepEqual(unprobed, []);
  });
});
