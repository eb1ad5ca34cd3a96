// The two commands every tree shares, registered once: "Load more" and "Retry" on the nodes the provider draws.
// Nodes carry their view's id, so one command serves all views.
import type { Command } from '../commands';
import type { ErrorNode, LoadMoreNode, TreeNode } from './nodes';
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

/** A command on one node the provider drew ("Load more", an error's "Retry"): found by view id and node id. */
abstract class NodeCommand<Kind extends TreeNode['kind']> implements Command {
  abstract readonly id: string;
  protected abstract readonly kind: Kind;
  constructor(private readonly trees: TreeRegistry) {}

  async execute(viewId: string, nodeId: string): Promise<void> {
    const tree = this.trees.get(viewId);
    const node = tree?.node(nodeId);
    if (tree && node?.kind === this.kind) await this.run(tree, node as Extract<TreeNode, { kind: Kind }>);
  }

  protected abstract run(tree: NodeTree<unknown>, node: Extract<TreeNode, { kind: Kind }>): Promise<void>;
}

export class LoadMoreCommand extends NodeCommand<'loadMore'> {
  readonly id = 'devdesk.tree.loadMore';
  protected readonly kind = 'loadMore';
  protected run(tree: NodeTree<unknown>, node: LoadMoreNode): Promise<void> {
    return tree.loadMore(node);
  }
}

export class RetryCommand extends NodeCommand<'error'> {
  readonly id = 'devdesk.tree.retry';
  protected readonly kind = 'error';
  protected run(tree: NodeTree<unknown>, node: ErrorNode): Promise<void> {
    return tree.retry(node);
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
