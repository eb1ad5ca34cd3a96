// What the Articles view shows under each node: the signed-in article hosts, their sections, and each section's
// articles as a paged list (loaded on expand, grown by "Load more").
import type { Item } from '../../core/index';
import type { Accounts, Host } from '../accounts/index';
import { describeError } from '../base/errors';
import type { PageFetcher } from '../base/paging';
import type { ListCache } from '../base/tree/lists';
import { pagedChildren, type TreeNode } from '../base/tree/nodes';
import type { TreeSource } from '../base/tree/provider';
import { phrase } from '../base/text';
import { articleNode, commentNodes, hostNode, sectionNodes, type ArticleNodeData, type ArticleTreeNode, type SectionKind } from './nodes';

/** Qiita serves at most page 100 of any list (https://qiita.com/api/v2/docs#ページネーション). */
const maxPages = 100;

export class ArticlesSource implements TreeSource<ArticleNodeData> {
  constructor(private readonly accounts: Accounts) {}

  async children(parent: ArticleTreeNode | undefined, lists: ListCache): Promise<Array<TreeNode<ArticleNodeData>>> {
    if (!parent) return this.roots();
    const host = this.accounts.host(parent.data.hostId);
    if (!host) return [];
    switch (parent.data.type) {
      case 'host':
        return sectionNodes(host);
      case 'section':
        return this.section(parent.id, host, parent.data.section, lists);
      case 'article':
        return this.comments(parent.id, host, parent.data.item.id);
      case 'comment':
        return [];
    }
  }

  /** Nothing while signed out, so the view's welcome text (sign in) shows. */
  private async roots(): Promise<ArticleTreeNode[]> {
    const hosts = [...(await this.accounts.signedIn('articles')), ...(await this.accounts.signedIn('team'))];
    return hosts.map(hostNode);
  }

  private async section(parentId: string, host: Host, section: SectionKind, lists: ListCache): Promise<Array<TreeNode<ArticleNodeData>>> {
    const list = lists.obtain(parentId, this.fetcher(host, section), { maxPages });
    await list.ensureFirstPage();
    return pagedChildren(
      list,
      { parentId, listKey: parentId, host, empty: phrase('No articles yet.') },
      (item) => articleNode(parentId, { hostId: host.id, hostKind: host.kind, section }, item),
      describeError,
    );
  }

  private async comments(parentId: string, host: Host, itemId: string): Promise<Array<TreeNode<ArticleNodeData>>> {
    const client = await this.accounts.requireArticleClient(host);
    const comments = await client.listItemComments(itemId);
    if (comments.length === 0) return [{ kind: 'message', id: `${parentId}#empty`, text: phrase('No comments yet.') }];
    return commentNodes(parentId, host.id, itemId, comments);
  }

  private fetcher(host: Host, section: SectionKind): PageFetcher<Item> {
    return async (next, signal) => {
      const client = await this.accounts.requireArticleClient(host);
      if (section === 'myArticles') return client.listAuthenticatedUserItems({ next, signal });
      const me = await client.getAuthenticatedUser({ signal });
      return client.listUserStocks(me.id, { next, signal });
    };
  }
}
