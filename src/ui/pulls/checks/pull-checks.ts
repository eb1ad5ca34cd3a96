// The Checks and review-state part of the Pull Requests view in one object the view's source holds: the states of
// listed pull requests (one GraphQL query per page), the Checks node's children, and the polling of a pending
// check while its node is on screen. `attach(tree)` hands it the view once the tree exists.
import * as vscode from 'vscode';
import type { PullRequestSummary, RepoRef } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import type { PageWalk } from '../../base/paging';
import type { TreeNode } from '../../base/tree/nodes';
import type { NodeTree } from '../../base/tree/provider';
import type { PullTreeNode } from '../pull/data';
import type { ChecksNodeData, ChecksTreeNode } from './check-data';
import { checksNode } from './check-nodes';
import { ChecksPoller } from './checks-poller';
import { ChecksSource } from './checks-source';
import { decoratePullNode } from './pull-decoration';
import { PullStatesBook } from './pull-states-book';

export class PullChecks {
  readonly book: PullStatesBook;
  private readonly poller: ChecksPoller;
  private readonly source: ChecksSource;
  private tree: NodeTree<unknown> | undefined;
  private readonly collapsed = new Set<string>();

  constructor(accounts: Accounts) {
    this.book = new PullStatesBook(accounts);
    this.poller = new ChecksPoller(
      (id) => this.tree?.refresh(id),
      (id) => this.isShown(id),
    );
    this.source = new ChecksSource(accounts, this.book, this.poller, (pullNodeId) =>
      this.tree?.refresh(pullNodeId.slice(0, pullNodeId.lastIndexOf('/'))),
    );
  }

  /** Follows the view: a collapsed pull request or Checks node stops its polling. */
  attach(tree: NodeTree<unknown>): vscode.Disposable {
    this.tree = tree;
    return vscode.Disposable.from(
      tree.view.onDidCollapseElement(({ element }) => {
        this.collapsed.add(element.id);
        this.poller.cancelUnder(element.id);
      }),
      tree.view.onDidExpandElement(({ element }) => this.collapsed.delete(element.id)),
      { dispose: () => this.poller.dispose() },
    );
  }

  withStates(
    host: Host,
    repo: RepoRef,
    walk: PageWalk<PullRequestSummary>,
    signal: AbortSignal,
  ): PageWalk<PullRequestSummary> {
    return this.book.withStates(host, repo, walk, signal);
  }

  myTeams(host: Host): Promise<string[]> {
    return this.book.myTeams(host);
  }

  /** A pull request node with its states, when the page's query gave them. */
  decorate(node: PullTreeNode, hostId: string): PullTreeNode {
    if (node.data.type !== 'pull') return node;
    return decoratePullNode(
      node,
      this.book.get(hostId, node.data.repo, node.data.pull.number),
      this.book.meNow(hostId),
    );
  }

  checksNode(pullNodeId: string, hostId: string, repo: RepoRef, pull: PullRequestSummary): ChecksTreeNode {
    return checksNode(pullNodeId, hostId, repo, pull, this.book.get(hostId, repo, pull.number)?.checks);
  }

  children(parent: ChecksTreeNode): Promise<Array<TreeNode<ChecksNodeData>>> {
    return this.source.children(parent);
  }

  clear(): void {
    this.book.clear();
  }

  /** Planned looks (tests read them). */
  get polling(): readonly string[] {
    return this.poller.planned;
  }

  private isShown(id: string): boolean {
    if (!this.tree?.view.visible) return false;
    return ![...this.collapsed].some((collapsed) => id === collapsed || id.startsWith(`${collapsed}/`));
  }
}
