// What the Templates view shows: each signed-in team host, and under it that team's templates a page at a time.
import type { Accounts } from '../accounts/index';
import { describeError } from '../base/errors';
import type { ListCache } from '../base/tree/lists';
import { pagedChildren, type TreeNode } from '../base/tree/nodes';
import type { TreeSource } from '../base/tree/provider';
import { phrase } from '../base/text';
import type { TemplateNodeData, TemplateTreeNode } from './data';
import { templateHostNode, templateNode } from './nodes';

/** Qiita serves at most page 100 of any list (https://qiita.com/api/v2/docs#ページネーション). */
const maxPages = 100;

export class TemplatesSource implements TreeSource<TemplateNodeData> {
  constructor(private readonly accounts: Accounts) {}

  async children(parent: TemplateTreeNode | undefined, lists: ListCache): Promise<Array<TreeNode<TemplateNodeData>>> {
    if (!parent) return (await this.accounts.signedIn('team')).map(templateHostNode);
    const host = this.accounts.host(parent.data.hostId);
    if (!host || parent.data.type !== 'host') return [];
    const list = lists.obtain(
      parent.id,
      async (next, signal) => (await this.accounts.requireArticleClient(host)).listTemplates({ next, signal }),
      { maxPages },
    );
    await list.ensureFirstPage();
    return pagedChildren(
      list,
      { parentId: parent.id, listKey: parent.id, host, empty: phrase('No templates yet.') },
      (template) => templateNode(parent.id, host.id, template),
      describeError,
    );
  }
}
