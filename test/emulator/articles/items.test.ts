// Items, comments, stocks, likes, follows and tags: behaviour and validation on the public edition (and where
// the team edition differs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startArticleTestbed, type ArticleTestbed } from './test-client.js';

type Item = {
  id: string;
  title: string;
  body: string;
  rendered_body: string;
  private: boolean;
  user: { id: string };
  tags: Array<{ name: string }>;
  created_at: string;
};

describe('article emulator: items, comments and toggles', () => {
  let bed: ArticleTestbed;
  let othersItem: Item;
  before(async () => {
    bed = await startArticleTestbed();
    othersItem = ((await bed.call('GET', api('/users/yamada_taro/items'))).json as Item[])[0]!;
  });
  after(() => bed.close());

  const api = (path: string): string => `${bed.hosts.public}/api/v2${path}`;
  const owner = (): string => bed.tokens.articles;

  async function createItem(extra: Record<string, unknown> = {}): Promise<Item> {
    const answer = await bed.call('POST', api('/items'), {
      token: owner(),
      body: {
        title: 'Test item',
        body: '# Hello\n\n```ts:x.ts\nconst x = 1;\n```\n',
        tags: [{ name: 'Testing', versions: [] }],
        ...extra,
      },
    });
    assert.equal(answer.status, 201, answer.text);
    return answer.json as Item;
  }

  describe('create, read, update, delete', () => {
    it('creates an item with rendered_body (fenced code in a code-frame) and lists it first', async () => {
      const item = await createItem();
      assert.match(item.id, /^[0-9a-f]{20}$/);
      assert.match(item.rendered_body, /<h1>Hello<\/h1>/);
      assert.match(item.rendered_body, /<div class="code-frame" data-lang="ts">/);
      const mine = (await bed.call('GET', api('/authenticated_user/items'), { token: owner() })).json as Item[];
      assert.equal(mine[0]!.id, item.id);
    });

    it('validates the body: missing fields, wrong types, no tags, broken JSON (400 bad_request)', async () => {
      const cases: Array<[unknown, RegExp]> = [
        [{ body: 'b', tags: [{ name: 'x' }] }, /^title is required/],
        [{ title: 't', tags: [{ name: 'x' }] }, /^body is required/],
        [{ title: 't', body: 'b' }, /^tags is required/],
        [{ title: 't', body: 'b', tags: [] }, /^tags must have 1 to 5 entries/],
        [{ title: 't', body: 'b', tags: [{ name: 'x' }, { name: 'X' }] }, /must not repeat/],
        [{ title: 't', body: 'b', tags: [{ versions: [] }] }, /^tags\[0\]\.name is required/],
        [{ title: 42, body: 'b', tags: [{ name: 'x' }] }, /^title must be a string/],
        [{ title: 't', body: 'b', tags: [{ name: 'x' }], private: 'yes' }, /^private must be a boolean/],
        ['{"title": "t",', /JSON/],
        ['[1, 2]', /JSON object/],
      ];
      for (const [body, message] of cases) {
        const answer = await bed.call('POST', api('/items'), { token: owner(), body });
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.equal((answer.json as { type: string }).type, 'bad_request');
        assert.match((answer.json as { message: string }).message, message);
      }
    });

    it("updates and deletes the caller's item; another user gets 403", async () => {
      const item = await createItem();
      const url = api(`/items/${item.id}`);
      const patch = { title: 'Renamed', body: 'new body', tags: [{ name: 'Renamed' }] };
      assert.equal((await bed.call('PATCH', url, { token: bed.tokens.otherUser, body: patch })).status, 403);
      assert.equal((await bed.call('DELETE', url, { token: bed.tokens.otherUser })).status, 403);
      const updated = await bed.call('PATCH', url, { token: owner(), body: patch });
      assert.equal(updated.status, 200);
      assert.equal((updated.json as Item).title, 'Renamed');
      assert.deepEqual(
        (updated.json as Item).tags.map((tag) => tag.name),
        ['Renamed'],
      );
      assert.equal((await bed.call('PATCH', url, { token: owner(), body: { body: 'no title' } })).status, 400);
      assert.equal((await bed.call('DELETE', url, { token: owner() })).status, 204);
      const gone = await bed.call('GET', url);
      assert.equal(gone.status, 404);
      assert.deepEqual(gone.json, { message: 'Not found', type: 'not_found' });
    });

    it('keeps private ("limited sharing") items out of lists but reachable by id', async () => {
      const item = await createItem({ private: true, title: 'Secret plan', tags: [{ name: 'secretplan' }] });
      assert.equal((await bed.call('GET', api(`/items/${item.id}`))).status, 200);
      const listed = (await bed.call('GET', `${api('/items')}?query=${encodeURIComponent('title:Secret')}`))
        .json as Item[];
      assert.equal(
        listed.some((entry) => entry.id === item.id),
        false,
      );
      const ownList = (await bed.call('GET', `${api('/authenticated_user/items')}?per_page=100`, { token: owner() }))
        .json as Item[];
      assert.equal(
        ownList.some((entry) => entry.id === item.id),
        true,
      );
    });

    it('searches with query terms (tag:, user:, created:, words, negation)', async () => {
      const query = async (text: string): Promise<Item[]> =>
        (await bed.call('GET', `${api('/items')}?per_page=100&query=${encodeURIComponent(text)}`, { token: owner() }))
          .json as Item[];
      const rust = await query('tag:Rust');
      assert.ok(rust.length > 0 && rust.every((item) => item.tags.some((tag) => tag.name === 'Rust')));
      const byUser = await query('user:yamada_taro');
      assert.ok(byUser.length > 0 && byUser.every((item) => item.user.id === 'yamada_taro'));
      const in2024 = await query('created:>=2024-01 created:<=2024-12');
      assert.ok(in2024.length > 0 && in2024.every((item) => item.created_at.startsWith('2024-')));
      const notRust = await query('-tag:Rust');
      assert.ok(notRust.every((item) => !item.tags.some((tag) => tag.name === 'Rust')));
    });

    it('lists items newest first', async () => {
      const items = (await bed.call('GET', `${api('/items')}?per_page=50`)).json as Item[];
      const times = items.map((item) => Date.parse(item.created_at));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
      );
    });
  });

  describe('comments', () => {
    it('creates, lists newest first, updates and deletes a comment; only its author may change it', async () => {
      const first = await bed.call('POST', api(`/items/${othersItem.id}/comments`), {
        token: owner(),
        body: { body: 'first' },
      });
      const second = await bed.call('POST', api(`/items/${othersItem.id}/comments`), {
        token: owner(),
        body: { body: '**second**' },
      });
      assert.equal(first.status, 201);
      const secondComment = second.json as { id: string; rendered_body: string };
      assert.match(secondComment.rendered_body, /<strong>second<\/strong>/);
      const list = (await bed.call('GET', api(`/items/${othersItem.id}/comments`))).json as Array<{ id: string }>;
      assert.equal(list[0]!.id, secondComment.id);
      const url = api(`/comments/${secondComment.id}`);
      assert.equal(
        (await bed.call('PATCH', url, { token: bed.tokens.otherUser, body: { body: 'hijack' } })).status,
        403,
      );
      assert.equal((await bed.call('PATCH', url, { token: owner(), body: {} })).status, 400);
      assert.equal(
        ((await bed.call('PATCH', url, { token: owner(), body: { body: 'edited' } })).json as { body: string }).body,
        'edited',
      );
      assert.equal((await bed.call('DELETE', url, { token: owner() })).status, 204);
      assert.equal((await bed.call('GET', url)).status, 404);
    });

    it('refuses imported comments on the public edition (team only: 404)', async () => {
      const answer = await bed.call('POST', api(`/items/${othersItem.id}/imported_comments`), {
        token: owner(),
        body: { body: 'x', user_id: 'yamada_taro' },
      });
      assert.equal(answer.status, 404);
    });
  });

  describe('stock, like and follow toggles', () => {
    it('stock: check is 404 before, 204 after PUT, 404 after DELETE; the stocks list follows', async () => {
      const url = api(`/items/${othersItem.id}/stock`);
      await bed.call('DELETE', url, { token: owner() });
      assert.equal((await bed.call('GET', url, { token: owner() })).status, 404);
      assert.equal((await bed.call('PUT', url, { token: owner() })).status, 204);
      const check = await bed.call('GET', url, { token: owner() });
      assert.equal(check.status, 204);
      assert.equal(check.text, '');
      const stocks = (await bed.call('GET', api('/users/devdesk_user/stocks'))).json as Item[];
      assert.equal(stocks[0]!.id, othersItem.id, 'most recently stocked first');
      const stockers = (await bed.call('GET', api(`/items/${othersItem.id}/stockers`))).json as Array<{ id: string }>;
      assert.equal(stockers[0]!.id, 'devdesk_user');
      assert.equal((await bed.call('DELETE', url, { token: owner() })).status, 204);
      assert.equal((await bed.call('GET', url, { token: owner() })).status, 404);
    });

    it("like (public edition): toggles with 204/404 checks, counts, and refuses liking one's own item", async () => {
      const url = api(`/items/${othersItem.id}/like`);
      const count = async (): Promise<number> =>
        ((await bed.call('GET', api(`/items/${othersItem.id}`))).json as { likes_count: number }).likes_count;
      await bed.call('DELETE', url, { token: owner() });
      const before = await count();
      assert.equal((await bed.call('GET', url, { token: owner() })).status, 404);
      assert.equal((await bed.call('PUT', url, { token: owner() })).status, 204);
      assert.equal((await bed.call('GET', url, { token: owner() })).status, 204);
      assert.equal(await count(), before + 1);
      const likes = (await bed.call('GET', api(`/items/${othersItem.id}/likes`))).json as Array<{
        user: { id: string };
      }>;
      assert.equal(likes[0]!.user.id, 'devdesk_user');
      assert.equal((await bed.call('DELETE', url, { token: owner() })).status, 204);
      assert.equal(await count(), before);
      const own = ((await bed.call('GET', api('/authenticated_user/items'), { token: owner() })).json as Item[])[0]!;
      assert.equal((await bed.call('PUT', api(`/items/${own.id}/like`), { token: owner() })).status, 403);
    });

    it('user follow: check is 204 when following, 404 when not; lists follow', async () => {
      const url = api('/users/mallory_sec/following');
      await bed.call('DELETE', url, { token: owner() });
      assert.equal((await bed.call('GET', url, { token: owner() })).status, 404);
      assert.equal((await bed.call('PUT', url, { token: owner() })).status, 204);
      assert.equal((await bed.call('GET', url, { token: owner() })).status, 204);
      const followees = (await bed.call('GET', api('/users/devdesk_user/followees'))).json as Array<{ id: string }>;
      assert.equal(followees[0]!.id, 'mallory_sec');
      const followers = (await bed.call('GET', `${api('/users/mallory_sec/followers')}?per_page=100`)).json as Array<{
        id: string;
      }>;
      assert.ok(followers.some((user) => user.id === 'devdesk_user'));
      assert.equal((await bed.call('DELETE', url, { token: owner() })).status, 204);
      assert.equal((await bed.call('GET', url, { token: owner() })).status, 404);
      assert.equal((await bed.call('PUT', api('/users/devdesk_user/following'), { token: owner() })).status, 403);
    });

    it('tag follow: check answers 200 with the Tag when followed, 404 when not', async () => {
      const url = api('/tags/Kotlin/following');
      await bed.call('DELETE', url, { token: owner() });
      assert.equal((await bed.call('GET', url, { token: owner() })).status, 404);
      assert.equal((await bed.call('PUT', url, { token: owner() })).status, 204);
      const check = await bed.call('GET', url, { token: owner() });
      assert.equal(check.status, 200);
      assert.equal((check.json as { id: string }).id, 'Kotlin');
      const followed = (await bed.call('GET', api('/users/devdesk_user/following_tags'))).json as Array<{ id: string }>;
      assert.equal(followed[0]!.id, 'Kotlin');
      assert.equal((await bed.call('DELETE', url, { token: owner() })).status, 204);
      assert.equal((await bed.call('GET', url, { token: owner() })).status, 404);
    });

    it('check endpoints need a token even on the public edition (401)', async () => {
      assert.equal((await bed.call('GET', api(`/items/${othersItem.id}/stock`))).status, 401);
      assert.equal((await bed.call('GET', api('/tags/Rust/following'))).status, 401);
    });
  });

  describe('users and tags', () => {
    it('lists users newest first and hides team-only users on the public edition', async () => {
      const users = (await bed.call('GET', `${api('/users')}?per_page=100`)).json as Array<{
        id: string;
        team_only: boolean;
      }>;
      assert.ok(users.length >= 20);
      assert.equal(
        users.some((user) => user.team_only),
        false,
      );
      assert.equal((await bed.call('GET', api('/users/alpha_intern'))).status, 404);
      assert.equal((await bed.call('GET', api('/users/nobody_here'))).status, 404);
    });

    it('sorts tags by count or name, 400 for another sort, and finds tags case-insensitively', async () => {
      const byCount = (await bed.call('GET', `${api('/tags')}?sort=count&per_page=100`)).json as Array<{
        id: string;
        items_count: number;
      }>;
      assert.deepEqual(
        byCount.map((tag) => tag.items_count),
        byCount.map((tag) => tag.items_count).sort((a, b) => b - a),
      );
      const byName = (await bed.call('GET', `${api('/tags')}?sort=name&per_page=100`)).json as Array<{ id: string }>;
      assert.deepEqual(
        byName.map((tag) => tag.id),
        byName.map((tag) => tag.id).sort((a, b) => a.localeCompare(b)),
      );
      assert.equal((await bed.call('GET', `${api('/tags')}?sort=random`)).status, 400);
      assert.equal(((await bed.call('GET', api('/tags/typescript'))).json as { id: string }).id, 'TypeScript');
    });

    it("lists a tag's items and counts them in items_count", async () => {
      const tag = (await bed.call('GET', api('/tags/Go'))).json as { items_count: number };
      const items = await bed.call('GET', `${api('/tags/Go/items')}?per_page=100`);
      assert.equal(Number(items.headers.get('total-count')), tag.items_count);
      assert.ok((items.json as Item[]).every((item) => item.tags.some((entry) => entry.name === 'Go')));
    });
  });
});
