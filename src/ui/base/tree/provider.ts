// One provider for every DevDesk view. A feature supplies a TreeSource (what the children of a node are, as node
// data); this class does the rest: it maps nodes to TreeItems, shows the view's progress bar while children load,
// turns a failed load into an error node with a retry (never a toast), and grows paged lists on "Load more".
import * as vscode from 'vscode';
import { Disposable } from '../dispose';
import { describeError } from '../errors';
import { withViewProgress } from '../progress';
import { ListCache } from './lists';
import { nodeId, type ErrorNode, type ItemNode, type LoadMoreNode, type TreeNode } from './nodes';
import { toTreeItem } from './tree-item';

export interface TreeSource<Data = unknown> {
  /** The children of `parent` (the view's top level when undefined). A throw becomes an error node. */
  children(
    parent: ItemNode<Data> | undefined,
    lists: ListCache,
  ): Promise<Array<TreeNode<Data>>> | Array<TreeNode<Data>>;
  /**
   * The parent of a node the view has not drawn yet (undefined: a top-level node), so `TreeView.reveal` can open the
   * way to it. Nodes the view has drawn know their parent already.
   */
  parentOf?(node: TreeNode<Data>): ItemNode<Data> | undefined;
}

export class NodeTree<Data = unknown> extends Disposable implements vscode.TreeDataProvider<TreeNode<Data>> {
  readonly lists = this.register(new ListCache());
  readonly view: vscode.TreeView<TreeNode<Data>>;
  private readonly changed = this.register(new vscode.EventEmitter<TreeNode<Data> | undefined>());
  readonly onDidChangeTreeData = this.changed.event;
  /** The node object VS Code was last given for each id: firing a change needs that same object. */
  private readonly latest = new Map<string, TreeNode<Data>>();
  /** The parent each drawn node was listed under (undefined: the top level), for `getParent`. */
  private readonly parents = new Map<string, ItemNode<Data> | undefined>();
  private readonly reloaded = this.register(new vscode.EventEmitter<void>());
  /** Fires after `reload()`: everything shown will be asked again (Refresh, sign-ins, settings). */
  readonly onDidReload = this.reloaded.event;

  constructor(
    readonly viewId: string,
    private readonly source: TreeSource<Data>,
  ) {
    super();
    // Checkboxes are each node's own (a file viewed or not): VS Code must not tick a node's children with it.
    this.view = this.register(
      vscode.window.createTreeView(viewId, {
        treeDataProvider: this,
        showCollapseAll: true,
        manageCheckboxStateManually: true,
      }),
    );
    this.register(this.view.onDidChangeCheckboxState((event) => this.checkboxesToggled(event.items)));
  }

  /** Runs each toggled node's `check` or `uncheck` command; the command's road shows a failure and redraws. */
  private checkboxesToggled(items: ReadonlyArray<readonly [TreeNode<Data>, vscode.TreeItemCheckboxState]>): void {
    for (const [node, state] of items) {
      if (node.kind !== 'item' || !node.checkbox) continue;
      const run = state === vscode.TreeItemCheckboxState.Checked ? node.checkbox.check : node.checkbox.uncheck;
      void vscode.commands.executeCommand(run.command, ...run.args);
    }
  }

  getTreeItem(node: TreeNode<Data>): vscode.TreeItem {
    return toTreeItem(node, this.viewId);
  }

  async getChildren(parent?: TreeNode<Data>): Promise<Array<TreeNode<Data>>> {
    if (parent && parent.kind !== 'item') return [];
    const children = await withViewProgress(this.viewId, () => this.loadChildren(parent));
    for (const child of children) {
      this.latest.set(child.id, child);
      this.parents.set(child.id, parent?.kind === 'item' ? parent : undefined);
    }
    return children;
  }

  /** What `TreeView.reveal` walks up by. */
  getParent(node: TreeNode<Data>): ItemNode<Data> | undefined {
    return this.parents.has(node.id) ? this.parents.get(node.id) : this.source.parentOf?.(node);
  }

  node(id: string): TreeNode<Data> | undefined {
    return this.latest.get(id);
  }

  /** Redraws one node's children (the whole view when the id is unknown or absent); loaded lists are kept. */
  refresh(id?: string): void {
    const node = id === undefined ? undefined : this.latest.get(id);
    this.changed.fire(node);
  }

  /** Forgets every loaded list and redraws: the Refresh button. */
  reload(): void {
    this.lists.clear();
    this.latest.clear();
    this.parents.clear();
    this.changed.fire(undefined);
    this.reloaded.fire();
  }

  async loadMore(node: LoadMoreNode): Promise<void> {
    const list = this.lists.get(node.listKey);
    if (!list) return this.refresh(node.parentId);
    const loading = list.loadMore();
    this.refresh(node.parentId); // shows "Loading…" in place of the node
    await withViewProgress(this.viewId, () => loading);
    this.refresh(node.parentId);
  }

  async retry(node: ErrorNode): Promise<void> {
    if (node.error.reason === 'unauthorized' && node.host)
      await vscode.commands.executeCommand('devdesk.signIn', node.host.id);
    const list = node.listKey ? this.lists.get(node.listKey) : undefined;
    if (list) await withViewProgress(this.viewId, () => list.loadMore());
    this.refresh(node.parentId);
  }

  private async loadChildren(parent: ItemNode<Data> | undefined): Promise<Array<TreeNode<Data>>> {
    try {
      return await this.source.children(parent, this.lists);
    } catch (error) {
      const parentId = parent?.id;
      return [{ kind: 'error', id: nodeId(parentId ?? 'root', '#error'), parentId, error: describeError(error) }];
    }
  }
}
