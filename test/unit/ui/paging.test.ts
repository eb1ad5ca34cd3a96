// The paging store every view reuses, and the nodes it becomes: one load at a time, errors kept beside the items,
// the page cap, and "Load 20 more (40 of 312)".
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeError } from '../../../src/ui/base/errors';
import { PagedList } from '../../../src/ui/base/paging';
import { loadMoreText, pagedChildren, type TreeNode } from '../../../src/ui/base/tree/nodes';
import { phrase } from '../../../src/ui/base/text';

/** A fake service of `total` numbered items, `pageSize` a page, that counts its requests. */
function numbers(total: number, pageSize = 20) {
  const calls: Array<string | undefined> = [];
  let failNext = false;
  const fetch = async (next: string | undefined) => {
    calls.push(next);
    if (failNext) {
      failNext = false;
      throw Object.assign(new Error('down'), { name: 'ServerError', status: 503, retryable: true });
    }
    const page = next ? Number(next) : 1;
    const items = Array.from(
      { length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) },
      (_, i) => (page - 1) * pageSize + i + 1,
    );
    return { items, total, next: page * pageSize < total ? String(page + 1) : undefined };
  };
  return { fetch, calls, failOnce: () => (failNext = true) };
}

const where = { parentId: 'section', listKey: 'section', empty: phrase('Nothing here.') };
const children = (list: PagedList<number>) =>
  pagedChildren(list, where, (n) => ({ kind: 'item', id: `n${n}`, label: String(n), data: n }), describeError);
const tail = (nodes: TreeNode[]) => nodes[nodes.length - 1]!;

describe('PagedList', () => {
  it('loads the first page once, then a page per "load more", with a count label', async () => {
    const service = numbers(312);
    const list = new PagedList(service.fetch);
    await Promise.all([list.ensureFirstPage(), list.ensureFirstPage()]);
    await list.loadMore();
    assert.equal(service.calls.length, 2);
    assert.equal(list.items.length, 40);
    const more = tail(children(list));
    assert.equal(more.kind, 'loadMore');
    const label = loadMoreText(more as Extract<TreeNode, { kind: 'loadMore' }>);
    assert.deepEqual([label.message, ...label.args], ['Load {0} more ({1} of {2})', 20, 40, 312]);
  });

  it('joins a second click while a page is loading instead of sending another request', async () => {
    const service = numbers(100);
    const list = new PagedList(service.fetch);
    await list.ensureFirstPage();
    await Promise.all([list.loadMore(), list.loadMore(), list.loadMore()]);
    assert.equal(service.calls.length, 2);
    assert.equal(list.items.length, 40);
  });

  it('keeps the items shown when a page fails, and retries that same page', async () => {
    const service = numbers(60);
    const list = new PagedList(service.fetch);
    await list.ensureFirstPage();
    service.failOnce();
    await list.loadMore();
    assert.equal(list.state, 'failed');
    const error = tail(children(list));
    assert.equal(error.kind, 'error');
    assert.equal((error as Extract<TreeNode, { kind: 'error' }>).error.reason, 'serverError');
    assert.equal(children(list).length, 21, 'the 20 items stay, followed by the error');
    await list.loadMore();
    assert.deepEqual(service.calls, [undefined, '2', '2']);
    assert.equal(list.items.length, 40);
  });

  it('stops at the page cap and says how many exist instead of failing', async () => {
    const service = numbers(1000, 10);
    const list = new PagedList(service.fetch, { maxPages: 3 });
    await list.ensureFirstPage();
    await list.loadMore();
    await list.loadMore();
    await list.loadMore();
    assert.equal(service.calls.length, 3);
    assert.equal(list.capped, true);
    const note = tail(children(list));
    assert.equal(note.kind, 'message');
    assert.deepEqual((note as Extract<TreeNode, { kind: 'message' }>).text.args, [30, 1000]);
  });

  it('says the list is empty, and ends at the last page', async () => {
    const empty = new PagedList(numbers(0).fetch);
    await empty.ensureFirstPage();
    assert.deepEqual(
      children(empty).map((n) => n.kind),
      ['message'],
    );
    const short = new PagedList(numbers(5).fetch);
    await short.ensureFirstPage();
    assert.equal(short.hasMore, false);
    assert.deepEqual(
      children(short).map((n) => n.kind),
      ['item', 'item', 'item', 'item', 'item'],
    );
  });

  it('aborts a running load when disposed', async () => {
    let seen: AbortSignal | undefined;
    const list = new PagedList<number>((_next, signal) => {
      seen = signal;
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))),
      );
    });
    const loading = list.ensureFirstPage();
    list.dispose();
    await loading;
    assert.equal(seen?.aborted, true);
    assert.equal(describeError(list.error).reason, 'cancelled');
  });
});

describe('fetcherFromWalk', () => {
  it('takes one page per call, and after a failure starts again past the pages already shown', async () => {
    const { fetcherFromWalk } = await import('../../../src/ui/base/paging');
    const requested: number[] = [];
    let failAt: number | undefined = 2;
    const walk = () => ({
      async *pages() {
        for (let page = 1; page <= 3; page++) {
          requested.push(page);
          if (page === failAt) {
            failAt = undefined;
            throw Object.assign(new Error('down'), { name: 'ServerError', status: 502 });
          }
          yield { items: [page * 10, page * 10 + 1], next: page < 3 ? `page${page + 1}` : undefined };
        }
      },
    });
    const list = new PagedList(fetcherFromWalk(walk));
    await list.ensureFirstPage();
    await list.loadMore();
    assert.equal(list.state, 'failed');
    await list.loadMore();
    await list.loadMore();
    assert.deepEqual(list.items, [10, 11, 20, 21, 30, 31]);
    assert.equal(list.hasMore, false);
    assert.deepEqual(requested, [1, 2, 1, 2, 3], 'the retry asks page 1 again to skip it, then goes on');
  });
});
