// The seeded world: deterministic from the seed, and rich enough for every view of the extension.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateWorld, publicItemCount } from './data.js';
import { tokenOwnerId } from './people.js';
import type { World } from './store.js';

const build = (seed: number): World => generateWorld({ seed, baseUrl: (prefix) => `http://127.0.0.1:1${prefix}` });

function fingerprint(world: World): string {
  const items = [...world.publicSite.items.values()].map((item) => [
    item.id,
    item.userId,
    item.title,
    item.body.length,
    item.createdAt,
    item.tags.map((tag) => tag.name).join(),
  ]);
  const stocks = [...world.publicSite.stocks].map(([id, marks]) => [id, [...marks.keys()].join()]);
  return JSON.stringify({ items, stocks, comments: [...world.publicSite.comments.keys()] });
}

describe('article emulator: seeded data', () => {
  const started = performance.now();
  const world = build(1);
  // Printed, not asserted (no timing assertions on a shared machine); the target is < 200 ms.
  console.log(
    `seed generation: ${(performance.now() - started).toFixed(1)} ms for ${world.publicSite.items.size} public items`,
  );
  const publicItems = [...world.publicSite.items.values()];

  it('is deterministic: the same seed gives the same world, another seed another one', () => {
    assert.equal(fingerprint(build(1)), fingerprint(world));
    assert.notEqual(fingerprint(build(2)), fingerprint(world));
  });

  it('has 300+ public items with Japanese and English titles and Markdown bodies with fenced code', () => {
    assert.equal(publicItems.length, publicItemCount);
    assert.ok(publicItems.length >= 300);
    const japanese = publicItems.filter((item) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(item.title));
    assert.ok(japanese.length > 100 && japanese.length < publicItems.length - 50, `${japanese.length} Japanese titles`);
    assert.ok(
      publicItems.every((item) => /^```[a-z]+(:[^\n]+)?\n[\s\S]+?\n```$/m.test(item.body) && item.body.includes('## ')),
    );
    assert.ok(publicItems.every((item) => item.tags.length >= 1 && item.tags.length <= 5));
    assert.equal(new Set(publicItems.map((item) => item.id)).size, publicItems.length);
  });

  it('has users, follows, comments, stocks, likes and followed tags', () => {
    assert.ok(world.users.size >= 20);
    assert.ok(world.publicSite.comments.size > 300);
    assert.ok([...world.publicSite.likes.values()].some((marks) => marks.size > 5));
    assert.ok([...world.publicSite.tagFollowers.values()].filter((marks) => marks.size > 0).length > 10);
    assert.ok([...world.followers.values()].some((marks) => marks.size > 2));
  });

  it('gives the token owner items (public and private), stocks and followed tags', () => {
    const own = publicItems.filter((item) => item.userId === tokenOwnerId);
    assert.ok(own.length >= 15);
    assert.ok(own.some((item) => item.private));
    const stocked = [...world.publicSite.stocks.values()].filter((marks) => marks.has(tokenOwnerId));
    assert.ok(stocked.length >= 30);
    const followedTags = [...world.publicSite.tagFollowers.values()].filter((marks) => marks.has(tokenOwnerId));
    assert.ok(followedTags.length >= 6);
  });

  it('has two teams, each with an admin, groups, templates with date variables, items and emoji reactions', () => {
    assert.deepEqual([...world.teams.keys()], ['alpha', 'beta']);
    for (const { record, site } of world.teams.values()) {
      assert.ok([...record.members.values()].some((member) => member.role === 'admin' || member.role === 'owner'));
      assert.ok(site.groups.size >= 2);
      assert.ok([...site.templates.values()].every((template) => /%\{(Year|month|day)\}/.test(template.title)));
      assert.ok(site.items.size >= 40);
      assert.ok([...site.itemReactions.values()].some((reactions) => reactions.length > 0));
      assert.ok([...site.items.values()].some((item) => item.userId === tokenOwnerId));
    }
    assert.equal(world.teams.get('alpha')!.record.members.get(tokenOwnerId)!.role, 'admin');
    assert.equal(world.teams.get('beta')!.record.members.get(tokenOwnerId)!.role, 'member');
  });
});
