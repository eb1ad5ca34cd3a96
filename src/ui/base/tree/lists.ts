// The paged lists of one tree, by key. A feature asks for a list when it builds a node's children; the list then
// lives until the tree is reloaded (Refresh) or disposed, so expanding a node again costs no request.
import { Disposable } from '../dispose';
import { PagedList, type PageFetcher, type PagedListOptions } from '../paging';

export class ListCache extends Disposable {
  private readonly lists = new Map<string, PagedList<unknown>>();

  /** The list under `key`, created with `fetch` the first time. */
  obtain<Item>(key: string, fetch: PageFetcher<Item>, options?: PagedListOptions): PagedList<Item> {
    let list = this.lists.get(key) as PagedList<Item> | undefined;
    if (!list) {
      list = new PagedList(fetch, options);
      this.lists.set(key, list as PagedList<unknown>);
    }
    return list;
  }

  get(key: string): PagedList<unknown> | undefined {
    return this.lists.get(key);
  }

  /** Forgets every list (a running load is aborted): the next expansion loads afresh. */
  clear(): void {
    for (const list of this.lists.values()) list.dispose();
    this.lists.clear();
  }

  override dispose(): void {
    this.clear();
    super.dispose();
  }
}
