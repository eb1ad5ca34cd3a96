// The two commands every tree shares, registered once: "Load more" and "Retry" on the nodes the provider draws.
// Nodes carry their view's id, so one command serves all views.
import type { Command } from '../commands';
import type { NodeTree } from './provider';

export class TreeRegistry {
  private readonly trees = new Map<string, NodeTree<unknown>>();

  add<Data>(tree: NodeTree<Data>): NodeTree<Data> {
    this.trees.set(tree.viewId, tree as NodeTree<unknown>);
    return tree;
  }

  get(viewId: string): NodeTree<unknown> | undefined {
    return this.trees.get(viewId);
  }

  all(): Array<NodeTree<unknown>> {
    return [...this.trees.values()];
  }
}

export class LoadMoreCommand implements Command {
  readonly id = 'devdesk.tree.loadMore';
  constructor(private readonly trees: TreeRegistry) {}

  async execute(viewId: string, nodeId: string): Promise<void> {
    const tree = this.trees.get(viewId);
    const node = tree?.node(nodeId);
    if (tree && node?.kind === 'loadMore') await tree.loadMore(node);
  }
}

export class RetryCommand implements Command {
  readonly id = 'devdesk.tree.retry';
  constructor(private readonly trees: TreeRegistry) {}

  async execute(viewId: string, nodeId: string): Promise<void> {
    const tree = this.trees.get(viewId);
    const node = tree?.node(nodeId);
    if (tree && node?.kind === 'error') await tree.retry(node);
  }
}

/** Reloads one view (from its title bar) or every view (from the palette). */
export class RefreshCommand implements Command {
  readonly id = 'devdesk.refresh';
  constructor(private readonly trees: TreeRegistry) {}

  execute(viewId?: unknown): void {
    const tree = typeof viewId === 'string' ? this.trees.get(viewId) : undefined;
    for (const each of tree ? [tree] : this.trees.all()) each.reload();
  }
}
