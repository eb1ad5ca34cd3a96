// What an Articles command acts on, read from whatever reached it (src/ui/articles/target-refs.ts): a node of the
// view (by what its data holds), a typed reference from a test or a script, or nothing (the palette, which asks).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Comment, Group, Item } from '../../../src/core/index';
import type { ArticleNodeData } from '../../../src/ui/articles/data';
import { named } from '../../../src/ui/articles/target-refs';

const node = (data: ArticleNodeData) => ({ kind: 'item', id: 'node', label: 'node', data });
const item = { id: 'a1', title: 'Hello' } as Item;
const comment = { id: 'c1', body: 'Nice' } as Comment;
const group = { url_name: 'dev', name: 'Dev' } as Group;

describe('what an Articles command is given', () => {
  it('reads a node by what its data holds, keeping what it already has (nothing is fetched again)', () => {
    assert.deepEqual(named(node({ type: 'article', hostId: 'h', item })), { hostId: 'h', itemId: 'a1', item });
    assert.deepEqual(named(node({ type: 'comment', hostId: 'h', itemId: 'a1', comment })), {
      hostId: 'h',
      itemId: 'a1',
      commentId: 'c1',
      comment,
    });
    assert.deepEqual(named(node({ type: 'group', hostId: 'h', group })), { hostId: 'h', groupUrlName: 'dev', group });
    assert.deepEqual(named(node({ type: 'user', hostId: 'h', userId: 'taro', groupUrlName: 'dev' })), {
      hostId: 'h',
      userId: 'taro',
      groupUrlName: 'dev',
    });
    assert.deepEqual(named(node({ type: 'member', hostId: 'h', member: { id: 'taro' } as never })), {
      hostId: 'h',
      userId: 'taro',
    });
    assert.deepEqual(
      named(node({ type: 'invitation', hostId: 'h', invitation: { email: 'a@example.com' } as never })),
      { hostId: 'h', email: 'a@example.com' },
    );
    assert.deepEqual(
      named(node({ type: 'reaction', hostId: 'h', itemId: 'a1', reaction: { name: 'tada' } as never })),
      { hostId: 'h', itemId: 'a1', reaction: 'tada' },
    );
    assert.deepEqual(named(node({ type: 'tag', hostId: 'h', tag: { id: 'Rust' } })), { hostId: 'h', tagId: 'Rust' });
    assert.deepEqual(named(node({ type: 'search', hostId: 'h', query: 'tag:Rust' })), {
      hostId: 'h',
      query: 'tag:Rust',
    });
  });

  it('a node that names only its host (a section, a list) leaves the rest to ask', () => {
    assert.deepEqual(named(node({ type: 'section', hostId: 'h', section: 'groups' })), { hostId: 'h' });
    assert.deepEqual(named(node({ type: 'teamList', hostId: 'h', list: 'members' })), { hostId: 'h' });
  });

  it("reads a reference's non-empty string fields, trimmed, and nothing else", () => {
    assert.deepEqual(named({ hostId: 'h', groupUrlName: ' dev ', userId: '', extra: 'x', itemId: 7 }), {
      hostId: 'h',
      groupUrlName: 'dev',
    });
    assert.deepEqual(named({ hostId: 'h', itemId: 'a1', commentId: 'c1' }), {
      hostId: 'h',
      itemId: 'a1',
      commentId: 'c1',
    });
  });

  it('names nothing for the palette, a plain value, or the selected nodes VS Code passes as an array', () => {
    assert.deepEqual(named(undefined), {});
    assert.deepEqual(named('https://qiita.com'), {});
    assert.deepEqual(named([node({ type: 'article', hostId: 'h', item })]), {});
  });
});
