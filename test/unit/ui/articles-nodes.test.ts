// The Articles view's pure shaping: context words for the menus, article nodes, comments newest first.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Comment, Item } from '../../../src/core/index';
import { articleChildren, articleContext, articleNode, commentNodes } from '../../../src/ui/articles/nodes';
import { recentMonths, sectionsOf, tagNode } from '../../../src/ui/articles/sections';

const user = { id: 'yamada' } as Item['user'];
const item = (over: Partial<Item> = {}) =>
  ({
    id: 'a'.repeat(20),
    title: 'Title',
    private: false,
    comments_count: 0,
    likes_count: 3,
    tags: [{ name: 'Rust', versions: ['1.80'] }],
    user,
    created_at: '2026-01-02T03:04:05+09:00',
    updated_at: '2026-01-02T03:04:05+09:00',
    url: 'https://qiita.com/yamada/items/x',
    ...over,
  }) as Item;
const comment = (id: string, created_at: string, body: string) => ({ id, created_at, body, user }) as Comment;

describe('article nodes', () => {
  it('name the host edition, privacy and the section in the context value', () => {
    assert.equal(
      articleContext(item(), { hostId: 'h', hostKind: 'articles', section: 'myStocks' }),
      'devdesk.article;public;stocked',
    );
    assert.equal(
      articleContext(item({ private: true }), { hostId: 'h', hostKind: 'articles', section: 'myArticles' }),
      'devdesk.article;public;private;mine',
    );
    assert.equal(
      articleContext(item(), { hostId: 'h', hostKind: 'team', section: 'myArticles' }),
      'devdesk.article;team;mine',
    );
  });

  it('have a stable id under the parent, open in the editor, and a tooltip with tags and counts', () => {
    const place = { hostId: 'h', hostKind: 'articles' as const, section: 'myArticles' as const };
    const node = articleNode('host/h/myArticles', place, item());
    assert.equal(node.id, `host/h/myArticles/${'a'.repeat(20)}`);
    assert.deepEqual(node.open?.args, [{ hostId: 'h', itemId: 'a'.repeat(20) }]);
    assert.match(node.tooltip ?? '', /`Rust 1\.80`/);
    assert.match(node.tooltip ?? '', /♥ 3/);
  });

  it("mark someone's article as theirs only when it is", () => {
    const place = { hostId: 'h', hostKind: 'articles' as const, section: 'search' as const, me: 'yamada' };
    assert.equal(articleNode('p', place, item()).contextValue, 'devdesk.article;public;mine');
    assert.equal(articleNode('p', { ...place, me: 'someone' }, item()).contextValue, 'devdesk.article;public');
  });

  it('expand to comments (open), stockers when there are some, and the author', () => {
    const children = articleChildren(
      'p',
      { hostId: 'h', hostKind: 'articles' },
      item({ comments_count: 2, stocks_count: 0 }),
    );
    assert.deepEqual(
      children.map((n) => [n.data.type, n.expandable]),
      [
        ['comments', 'expanded'],
        ['user', 'collapsed'],
      ],
    );
    const withStockers = articleChildren('p', { hostId: 'h', hostKind: 'articles' }, item({ stocks_count: 4 }));
    assert.deepEqual(
      withStockers.map((n) => n.data.type),
      ['comments', 'stockers', 'user'],
    );
    const team = articleChildren('p', { hostId: 'h', hostKind: 'team' }, item({ reactions_count: 2 }));
    assert.deepEqual(
      team.map((n) => n.data.type),
      ['comments', 'reactions', 'user'],
      'team articles show their emoji reactions',
    );
  });

  it('list comments newest first, labelled by their first non-empty line', () => {
    const place = { hostId: 'h', hostKind: 'articles' as const, me: 'yamada' };
    const when = { now: Date.parse('2026-02-01T02:00:00+09:00'), language: 'en' };
    const nodes = commentNodes(
      'p',
      place,
      'i',
      [
        comment('c1', '2026-01-01T00:00:00+09:00', 'old'),
        comment('c2', '2026-02-01T00:00:00+09:00', '\n\n  Thanks!\nmore'),
      ],
      when,
    );
    assert.deepEqual(
      nodes.map((n) => [n.label, n.id, n.contextValue]),
      [
        ['Thanks!', 'p/c2', 'devdesk.comment;public;mine'],
        ['old', 'p/c1', 'devdesk.comment;public;mine'],
      ],
    );
    assert.deepEqual(
      nodes.map((n) => n.description),
      [
        { message: '@{0} · {1}', args: ['yamada', '2 hours ago'] },
        { message: '@{0} · {1}', args: ['yamada', '1 month ago'] },
      ],
      'when each was written, as people say it',
    );
    const others = commentNodes(
      'p',
      { ...place, hostKind: 'team', me: 'other' },
      'i',
      [comment('c1', '2026-01-01T00:00:00+09:00', 'x')],
      when,
    );
    assert.equal(others[0]!.contextValue, 'devdesk.comment;team');
  });
});

describe('sections', () => {
  it('differ by edition: the public site has tags, a team has its articles, groups and reactions', () => {
    assert.deepEqual(sectionsOf('articles'), ['myArticles', 'myStocks', 'followingTags', 'popularTags', 'search']);
    assert.deepEqual(sectionsOf('team'), [
      'teamArticles',
      'myArticles',
      'myStocks',
      'groups',
      'team',
      'reactionsByMonth',
      'search',
    ]);
  });

  it('count months back across a year boundary', () => {
    assert.deepEqual(recentMonths(new Date('2026-02-15T00:00:00Z'), 4), ['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('show a followed tag as followed, another with its counts', () => {
    assert.equal(tagNode('p', 'h', { id: 'Rust' }, true).contextValue, 'devdesk.tag;following');
    const counted = tagNode('p', 'h', { id: 'Go', items_count: 12, followers_count: 3 });
    assert.deepEqual(counted.description, { message: '{0} articles · {1} followers', args: [12, 3] });
    assert.equal(counted.contextValue, 'devdesk.tag;unknown');
  });
});

describe('comment drafts', () => {
  it('reopen the same draft for a target until it is posted, with its text', async () => {
    const { mkdtemp, readFile, rm, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { DraftStore, draftFileName } = await import('../../../src/ui/base/drafts');
    const folder = await mkdtemp(join(tmpdir(), 'devdesk-drafts-'));
    try {
      const store = new DraftStore(join(folder, 'drafts'));
      const target = { kind: 'article', hostId: 'https://qiita.com', subject: 'c'.repeat(20), title: 'An article' };
      const draft = await store.open(target);
      await writeFile(draft.file, 'Thanks for this!');
      const again = await new DraftStore(join(folder, 'drafts')).open(target, 'ignored: the draft exists');
      assert.equal(again.file, draft.file);
      assert.equal(await readFile(again.file, 'utf8'), 'Thanks for this!');
      const edit = await store.open({ ...target, commentId: 'd'.repeat(20) }, 'old body');
      assert.notEqual(edit.file, draft.file);
      assert.equal(await store.text(edit), 'old body');
      assert.match(draftFileName(target), /^comment-[0-9a-f]{24}\.md$/);
      assert.notEqual(draftFileName(target), draftFileName(target), 'a fresh name each time');
      assert.equal((await store.list()).length, 2);
      await store.remove(draft);
      assert.deepEqual(
        (await store.list()).map((d) => d.file),
        [edit.file],
      );
      assert.equal(await store.find(draft.file), undefined);
      const next = await store.open(target);
      assert.notEqual(next.file, draft.file, "a posted draft's file name is not reused");
      assert.equal(await store.text(next), '');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('reaction names', () => {
  it('accept emoji names without colons', async () => {
    const { reactionNameProblem } = await import('../../../src/ui/articles/reaction-names');
    assert.deepEqual(['+1', 'white_check_mark', 'e-mail', '', ':tada:', 'two words'].map(reactionNameProblem), [
      undefined,
      undefined,
      undefined,
      'empty',
      'characters',
      'characters',
    ]);
  });
});
