// The paged lists of the Articles view (source.ts): a node's list loads its first page when the node expands and
// "Load more" after, up to Qiita's last page; articles know whether they are the user's, users become person nodes.
import type { Item, Page } from '../../core/index';
import type { Accounts, ArticleClient, Host } from '../accounts/index';
import { describeError } from '../base/errors';
import type { PagedList } from '../base/paging';
import type { ListCache } from '../base/tree/lists';
import { nodeId, pagedChildren, type TreeNode } from '../base/tree/nodes';
import { phrase, type Phrase } from '../base/text';
import type { ArticleNodeData, SectionKind } from './data';
import { articleNode, userNode } from './nodes';

/** Qiita serves at most page 100 of any list (https://qiita.com/api/v2/docs#ページネーション). */
const maxPages = 100;

type Node = TreeNode<ArticleNodeData>;
/** One page of a node's list, from the host's client. */
export type Fetch<Item> = (client: ArticleClient, next: string | undefined, signal: AbortSignal) => Promise<Page<Item>>;

export class PagedNodes {
  constructor(private readonly accounts: Accounts) {}

  /** Articles know whether they are the user's (for their menus): the user's id and the first page load together. */
  async articles(
    id: string,
    host: Host,
    lists: ListCache,
    fetch: Fetch<Item>,
    empty = phrase('No articles.'),
    section?: SectionKind,
  ): Promise<Node[]> {
    const list = this.list(id, host, lists, fetch);
    const [me] = await Promise.all([this.accounts.login(host).catch(() => undefined), list.ensureFirstPage()]);
    return pagedChildren(
      list,
      { parentId: id, listKey: id, host, empty },
      (item) => articleNode(id, { hostId: host.id, hostKind: host.kind, section, me }, item),
      describeError,
    );
  }

  users(
    id: string,
    host: Host,
    lists: ListCache,
    fetch: Fetch<{ id: string; name: string | null }>,
    empty: Phrase,
  ): Promise<Node[]> {
    return this.paged(
      id,
      host,
      lists,
      fetch,
      (user) => userNode(nodeId(id, user.id), host.id, user.id, user.name || undefined),
      empty,
    );
  }

  /** The paged list under a node, stopped at Qiita's page 100. */
  list<Entry>(id: string, host: Host, lists: ListCache, fetch: Fetch<Entry>): PagedList<Entry> {
    return lists.obtain<Entry>(
      id,
      async (next, signal) => fetch(await this.accounts.requireArticleClient(host), next, signal),
      { maxPages },
    );
  }

  /** One paged list under a node: its first page on expand, "Load more" after. */
  async paged<Entry>(
    id: string,
    host: Host,
    lists: ListCache,
    fetch: Fetch<Entry>,
    toNode: (entry: Entry) => Node,
    empty: Phrase,
  ): Promise<Node[]> {
    const list = this.list(id, host, lists, fetch);
    await list.ensureFirstPage();
    return pagedChildren(list, { parentId: id, listKey: id, host, empty }, toNode, describeError);
  }
}
