// The article client against the emulator's public host: every public-edition endpoint's happy path.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../../emulator/server.js';
import { closeSharedDispatcher, NotFoundError } from '../../../src/core/http/index.js';
import type { ArticleClient, Item } from '../../../src/core/articles/index.js';
import { approveAuthorization, articleEmulator, clientFor, ownerId } from './fixtures.js';

describe('article client: public edition', () => {
  let emulator: RunningEmulator;
  let qiita: ArticleClient;
  let anonymous: ArticleClient;
  let othersItem: Item;

  before(async () => {
    emulator = await articleEmulator();
    qiita = clientFor(emulator.info.articles, emulator.tokens.articles);
    anonymous = clientFor(emulator.info.articles, undefined);
    const page = await qiita.listItems({ perPage: 50 });
    othersItem = page.items.find((item) => item.user.id !== ownerId)!;
  });
  after(async () => {
    await emulator.close();
    await closeSharedDispatcher();
  });

  describe('authorization', () => {
    it('builds the authorize URL with client_id, space-separated scopes and state', () => {
      const url = new URL(
        qiita.buildAuthorizeUrl({
          clientId: emulator.info.oauth.client_id,
          scopes: ['read_qiita', 'write_qiita'],
          state: 'xyz',
        }),
      );
      assert.equal(url.href.startsWith(`${emulator.info.articles}/api/v2/oauth/authorize?`), true);
      assert.equal(url.searchParams.get('client_id'), emulator.info.oauth.client_id);
      assert.equal(url.searchParams.get('scope'), 'read_qiita write_qiita');
      assert.equal(url.searchParams.get('state'), 'xyz');
    });

    it('exchanges a code for a token, uses it, and deactivates it', async () => {
      const { code, state } = await approveAuthorization(
        qiita.buildAuthorizeUrl({ clientId: emulator.info.oauth.client_id, scopes: ['read_qiita'], state: 'csrf-1' }),
      );
      assert.equal(state, 'csrf-1');
      const token = await anonymous.createAccessToken({
        client_id: emulator.info.oauth.client_id,
        client_secret: emulator.info.oauth.client_secret,
        code,
      });
      assert.deepEqual(token.scopes, ['read_qiita']);
      const fresh = clientFor(emulator.info.articles, token.token);
      assert.equal((await fresh.getAuthenticatedUser()).id, ownerId);
      await fresh.deleteAccessToken(token.token);
      await assert.rejects(
        fresh.getAuthenticatedUser(),
        (error: unknown) => (error as { status?: number }).status === 401,
      );
    });
  });

  describe('users', () => {
    it('reads the authenticated user, with the upload quota', async () => {
      const me = await qiita.getAuthenticatedUser();
      assert.equal(me.id, ownerId);
      assert.equal(typeof me.image_monthly_upload_remaining, 'number');
    });

    it('lists users and reads one', async () => {
      const page = await anonymous.listUsers({ perPage: 3 });
      assert.equal(page.items.length, 3);
      assert.ok(page.total! > 3);
      const user = await anonymous.getUser(page.items[0]!.id);
      assert.equal(user.id, page.items[0]!.id);
    });

    it('lists followees and followers', async () => {
      const followees = await anonymous.listUserFollowees(ownerId);
      const followers = await anonymous.listUserFollowers(ownerId);
      assert.ok(followees.items.length > 0 && followers.items.length > 0);
    });

    it('follows, checks and unfollows a user (404 on check means no)', async () => {
      const target = 'nakamura_aoi';
      await qiita.unfollowUser(target);
      assert.equal(await qiita.isFollowingUser(target), false);
      await qiita.followUser(target);
      assert.equal(await qiita.isFollowingUser(target), true);
      await qiita.unfollowUser(target);
      assert.equal(await qiita.isFollowingUser(target), false);
    });

    it("lists an item's stockers, a user's items, stocks and followed tags", async () => {
      const stocks = await qiita.listUserStocks(ownerId, { perPage: 5 });
      assert.ok(stocks.items.length > 0);
      const stockers = await qiita.listItemStockers(stocks.items[0]!.id);
      assert.ok(stockers.items.some((user) => user.id === ownerId));
      const items = await qiita.listUserItems(ownerId);
      assert.ok(items.items.every((item) => item.user.id === ownerId));
      const tags = await qiita.listUserFollowingTags(ownerId);
      assert.ok(tags.items.length > 0);
    });
  });

  describe('items', () => {
    it('searches items with a query', async () => {
      const tag = othersItem.tags[0]!.name;
      const page = await anonymous.listItems({ query: `tag:${tag}`, perPage: 10 });
      assert.ok(page.items.length > 0);
      assert.ok(page.items.every((item) => item.tags.some((t) => t.name.toLowerCase() === tag.toLowerCase())));
    });

    it('creates, reads, updates and deletes an item; lists my items', async () => {
      const created = await qiita.createItem({
        title: 'DevDesk test item',
        body: '# Hello\n',
        tags: [{ name: 'DevDesk', versions: ['0.1'] }],
        private: true,
      });
      assert.equal(created.private, true);
      assert.equal(created.group, null);
      assert.equal((await qiita.getItem(created.id)).title, 'DevDesk test item');
      const updated = await qiita.updateItem(created.id, { title: 'Renamed', body: '# Hello again\n' });
      assert.equal(updated.title, 'Renamed');
      const mine = await qiita.listAuthenticatedUserItems({ perPage: 100 });
      assert.ok(mine.items.some((item) => item.id === created.id));
      await qiita.deleteItem(created.id);
      await assert.rejects(qiita.getItem(created.id), NotFoundError);
    });

    it('likes, checks, lists likes and unlikes', async () => {
      await qiita.unlikeItem(othersItem.id);
      assert.equal(await qiita.isItemLiked(othersItem.id), false);
      await qiita.likeItem(othersItem.id);
      assert.equal(await qiita.isItemLiked(othersItem.id), true);
      const likes = await qiita.listItemLikes(othersItem.id);
      assert.ok(likes.items.some((like) => like.user.id === ownerId));
      await qiita.unlikeItem(othersItem.id);
      assert.equal(await qiita.isItemLiked(othersItem.id), false);
    });

    it('stocks, checks and unstocks', async () => {
      await qiita.unstockItem(othersItem.id);
      assert.equal(await qiita.isItemStocked(othersItem.id), false);
      await qiita.stockItem(othersItem.id);
      assert.equal(await qiita.isItemStocked(othersItem.id), true);
      await qiita.unstockItem(othersItem.id);
      assert.equal(await qiita.isItemStocked(othersItem.id), false);
    });
  });

  describe('comments', () => {
    it('creates, reads, edits, lists and deletes a comment', async () => {
      const comment = await qiita.createItemComment(othersItem.id, 'Nice article!');
      assert.equal(comment.user.id, ownerId);
      assert.equal((await qiita.getComment(comment.id)).body, 'Nice article!');
      const edited = await qiita.updateComment(comment.id, 'Very nice article!');
      assert.equal(edited.body, 'Very nice article!');
      const list = await qiita.listItemComments(othersItem.id);
      assert.equal(list[0]!.id, comment.id);
      await qiita.deleteComment(comment.id);
      await assert.rejects(qiita.getComment(comment.id), NotFoundError);
    });
  });

  describe('tags', () => {
    it('lists tags sorted by count and by name, reads one and its items', async () => {
      const byCount = await anonymous.listTags({ sort: 'count', perPage: 10 });
      const counts = byCount.items.map((tag) => tag.items_count);
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => b - a),
      );
      const byName = await anonymous.listTags({ sort: 'name', perPage: 10 });
      const names = byName.items.map((tag) => tag.id);
      assert.deepEqual(
        names,
        [...names].sort((a, b) => a.localeCompare(b)),
      );
      const tag = await anonymous.getTag(byCount.items[0]!.id);
      assert.equal(tag.id, byCount.items[0]!.id);
      const items = await anonymous.listTagItems(tag.id, { perPage: 5 });
      assert.ok(items.items.length > 0);
    });

    it('follows, checks and unfollows a tag', async () => {
      const tag = othersItem.tags[0]!.name;
      await qiita.unfollowTag(tag);
      assert.equal(await qiita.isFollowingTag(tag), false);
      await qiita.followTag(tag);
      assert.equal(await qiita.isFollowingTag(tag), true);
      await qiita.unfollowTag(tag);
      assert.equal(await qiita.isFollowingTag(tag), false);
    });
  });

  describe('schema', () => {
    it('serves the hyper-schema in English and Japanese', async () => {
      const en = await anonymous.getSchema('en');
      const ja = await anonymous.getSchema('ja');
      assert.ok('item' in en.properties && 'item' in ja.properties);
      assert.notDeepEqual(en, ja);
    });
  });
});
