// Viewed files in the Pull Requests view: what `PullsSource` asks of this sub-concern (the Files node's count,
// each file node's checkbox) and the commands `registerPulls` adds. The states are GitHub's own
// (`viewerViewedState`), so they agree with the web page and other machines. The count needs every file's
// state: a GraphQL request per 100 files, once per pull request until Refresh.
import type * as vscode from 'vscode';
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, GraphQLClient, Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import type { NodeTree } from '../../base/tree/provider';
import type { WriteRoad } from '../../base/write-command';
import type { TreeNode } from '../../base/tree/nodes';
import type { PullNodeData, PullTreeNode } from '../data';
import type { PullTargets } from '../pick-targets';
import { ViewedBook } from './viewed-book';
import { NextUnviewedFileCommand, SetViewedCommand } from './viewed-commands';
import { withViewedCount, withViewedState } from './viewed-nodes';
import { viewedFileRule } from './viewed-targets';

export class ViewedFiles {
  private readonly book: ViewedBook;

  private tree: NodeTree<unknown> | undefined;

  constructor(private readonly accounts: Accounts) {
    this.book = new ViewedBook(accounts, (nodeId) => this.tree?.refresh(nodeId));
  }

  /** Redraws in this tree, and reads the states again after its Refresh. */
  attach(tree: NodeTree<unknown>): vscode.Disposable {
    this.tree = tree;
    return tree.onDidReload(() => this.book.clear());
  }

  /**
   * A pull request's parts, its Files node with the count once the states are known. They are asked for as the
   * pull request opens, without waiting, and the pull request node is redrawn when they arrive: its Files node then
   * shows the count before it is opened, and opening it redraws nothing.
   */
  withCount(pullNodeId: string, parts: PullTreeNode[]): PullTreeNode[] {
    return parts.map((part) => {
      if (part.data.type !== 'part' || part.data.part !== 'files') return part;
      const pull = { hostId: part.data.hostId, owner: part.data.repo.owner, repo: part.data.repo.repo, number: part.data.number };
      this.book.shownAt(pull, pullNodeId);
      const known = this.book.known(pull);
      if (known) return withViewedCount(part, known.states);
      const host = this.accounts.host(pull.hostId);
      if (host) this.book.states(host, part.data.repo, pull.number).then((viewed) => viewed && this.book.changed(pull), () => undefined);
      return part;
    });
  }

  /**
   * A Files node's children with their checkboxes. A failed read of the states leaves them as they were: the
   * files still open, only without checkboxes.
   */
  async decorate<Node extends TreeNode<PullNodeData>>(host: Host, repo: RepoRef, number: number, children: Node[]): Promise<Node[]> {
    const pull = { hostId: host.id, owner: repo.owner, repo: repo.repo, number };
    const viewed = await this.book.states(host, repo, number).catch(() => undefined);
    if (!viewed) return children;
    return children.map((child) => (child.kind === 'item' && child.data.type === 'file' ? withViewedState(child, { ...pull, path: child.data.file.filename }, viewed.states.get(child.data.file.filename)) as Node : child));
  }

  commands(targets: PullTargets): Command[] {
    // The book redraws what shows the states itself: a toggle reloads nothing else.
    const road: WriteRoad<GraphQLClient> = { client: (host: Host) => this.accounts.requireGraphQLClient(host), afterChange: () => undefined };
    const rule = viewedFileRule(this.accounts, targets);
    return [new SetViewedCommand(road, rule, true, this.book), new SetViewedCommand(road, rule, false, this.book), new NextUnviewedFileCommand(this.accounts, this.book)];
  }
}
