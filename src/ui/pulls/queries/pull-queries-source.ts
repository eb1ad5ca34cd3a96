// The user's own lists in the Pull Requests view: a group per `devdesk.github.queries` entry above the repositories,
// each answered by GitHub's search (`GET /search/issues`) a page at a time, across repositories. Search has its own
// budget (30 requests a minute), so a list asks only when it is expanded or asked for more.
import * as vscode from 'vscode';
import type { Accounts } from '../../accounts/index';
import { describeError } from '../../base/errors';
import { fetcherFromWalk } from '../../base/paging';
import type { ListCache } from '../../base/tree/lists';
import { nodeId, pagedChildren, type TreeNode } from '../../base/tree/nodes';
import { phrase } from '../../base/text';
import type { PullQueryNodeData } from './pull-query-data';
import { queryNode, searchItemRepository, searchPullNode } from './pull-query-nodes';
import { readQueries } from './pull-query-settings';

type Node = TreeNode<PullQueryNodeData>;

/** Results per page: a list is read a screen at a time, each page one request of the search budget. */
const perPage = 30;

export class PullQueriesSource {
  constructor(private readonly accounts: Accounts) {}

  /** The groups of the lists in settings, and a warning for each entry left out. */
  roots(hostId: string): Node[] {
    const { queries, problems } = readQueries(
      vscode.workspace.getConfiguration('devdesk').get<unknown>('github.queries'),
    );
    const warnings: Node[] = problems.map((problem, index) => ({
      kind: 'message',
      id: nodeId('query-problem', hostId, index),
      text: problem,
      icon: { id: 'warning' },
    }));
    return [...queries.map((query) => queryNode(hostId, query)), ...warnings];
  }

  async children(parent: TreeNode<PullQueryNodeData> & { kind: 'item' }, lists: ListCache): Promise<Node[]> {
    const data = parent.data;
    if (data.type !== 'query') return [];
    const host = this.accounts.host(data.hostId);
    if (!host) return [];
    const client = await this.accounts.requireGitHubClient(host);
    const list = lists.obtain(
      parent.id,
      fetcherFromWalk((signal) => client.search.issues(data.query.query, { perPage, signal })),
    );
    await list.ensureFirstPage();
    const toNode = (item: Parameters<typeof searchPullNode>[3]): Node => {
      const repo = searchItemRepository(item);
      return repo
        ? searchPullNode(parent.id, host.id, repo, item)
        : {
            kind: 'message',
            id: `${parent.id}#${item.number}`,
            text: phrase('#{0} (repository unknown)', item.number),
          };
    };
    return pagedChildren(
      list,
      { parentId: parent.id, listKey: parent.id, host, empty: phrase('No pull request matches this search.') },
      toNode,
      describeError,
    );
  }
}
