// The Articles view's pure shaping: context words for the menus, article nodes, comments newest first.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Comment, Item } from '../../../src/core/index';
import { articleContext, articleNode, commentNodes } from '../../../src/ui/articles/nodes';

const user = { id: 'yamada' } as Item['user'];
const item = (over: Partial<Item> = {}) => ({ id: 'a'.repeat(20), title: 'Title', private: false, comments_count: 0, likes_count: 3, tags: [{ name: 'Rust', versions: ['1.80'] }], user, created_at: '2026-01-02T03:04:05+09:00', url: 'https://qiita.com/yamada/items/x', ...over }) as Item;
const comment = (id: string, created_at: string, body: string) => ({ id, created_at, body, user }) as Comment;

describe('article nodes', () => {
  it('name the host edition, privacy and the section in the context value', () => {
    assert.equal(articleContext(item(), { hostId: 'h', hostKind: 'articles', section: 'myStocks' }), 'devdesk.article;public;stocked');
    assert.equal(articleContext(item({ private: true }), { hostId: 'h', hostKind: 'articles', section: 'myArticles' }), 'devdesk.article;public;private;mine');
    assert.equal(articleContext(item(), { hostId: 'h', hostKind: 'team', section: 'myArticles' }), 'devdesk.article;team;mine');
  });

  it('expand only when there are comments, with a stable id under the parent', () => {
    const place = { hostId: 'h', hostKind: 'articles' as const, section: 'myArticles' as const };
    const plain = articleNode('host/h/myArticles', place, item());
    assert.equal(plain.expandable, undefined);
    assert.equal(plain.id, `host/h/myArticles/${'a'.repeat(20)}`);
    assert.equal(articleNode('p', place, item({ comments_count: 2 })).expandable, 'collapsed');
    assert.match(plain.tooltip ?? '', /`Rust 1\.80`/);
  });

  it('list comments newest first, labelled by their first non-empty line', () => {
    const nodes = commentNodes('p', 'h', 'i', [comment('c1', '2026-01-01T00:00:00+09:00', 'old'), comment('c2', '2026-02-01T00:00:00+09:00', '\n\n  Thanks!\nmore')]);
    assert.deepEqual(nodes.map((n) => [n.label, n.id]), [['Thanks!', 'p/comment/c2'], ['old', 'p/comment/c1']]);
  });
});
