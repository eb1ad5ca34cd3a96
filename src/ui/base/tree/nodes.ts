// Tree nodes as plain data. Features build them with pure functions from core data (tested under node:test); the
// provider (provider.ts) is the only code that turns them into vscode.TreeItems. Ids are stable across refreshes
// (built from the parent's id and the thing's own id), so VS Code keeps expansion and selection.
import type { ErrorDescription } from '../errors';
import type { PagedList } from '../paging';
import { phrase, type Phrase } from '../text';

export interface Icon {
  /** A codicon name, e.g. `lock`, `git-pull-request`. */
  readonly id: string;
  /** A theme colour id, e.g. `charts.green`. */
  readonly color?: string;
}

export interface NodeCommand {
  readonly command: string;
  readonly args: readonly unknown[];
  readonly title?: string;
}

/** Something from a service: an article, a pull request, a section heading. */
export interface ItemNode<Data = unknown> {
  readonly kind: 'item';
  readonly id: string;
  readonly label: string | Phrase;
  readonly description?: string | Phrase;
  /** More of the description, each part localized on its own and joined with ` · ` after it (a feature's states). */
  readonly descriptionMore?: ReadonlyArray<string | Phrase>;
  /** Markdown text; the provider renders it as a MarkdownString without command links. */
  readonly tooltip?: string;
  readonly icon?: Icon;
  /** Drives the context menus in package.json (`viewItem == …`). */
  readonly contextValue?: string;
  readonly expandable?: 'collapsed' | 'expanded';
  /** Runs on click. */
  readonly open?: NodeCommand;
  /** A checkbox before the label: the provider runs `check` or `uncheck` when the user toggles it. */
  readonly checkbox?: NodeCheckbox;
  readonly data: Data;
}

/**
 * The data of the item node a command was run on, when `from` is one whose data names a host (a view's nodes all
 * do): how each feature's targets module narrows a node, in one shape.
 */
export function itemData<Data extends { readonly hostId: string }>(from: unknown): Data | undefined {
  const node = from as { kind?: unknown; data?: { hostId?: unknown } | null } | null | undefined;
  if (typeof node !== 'object' || node === null || node.kind !== 'item') return undefined;
  const data = node.data;
  return typeof data === 'object' && data !== null && typeof data.hostId === 'string' ? (data as Data) : undefined;
}

/** A node's checkbox (VS Code's `TreeItem.checkboxState`): its state and what each toggle runs. */
export interface NodeCheckbox {
  readonly checked: boolean;
  readonly tooltip?: string | Phrase;
  readonly check: NodeCommand;
  readonly uncheck: NodeCommand;
}

/** "Load 20 more (40 of 312)": the last child of a paged list that has more. */
export interface LoadMoreNode {
  readonly kind: 'loadMore';
  readonly id: string;
  /** The node whose children grow; undefined for the view's root. */
  readonly parentId: string | undefined;
  readonly listKey: string;
  readonly shown: number;
  readonly total: number | undefined;
  readonly pageSize: number;
  readonly loading: boolean;
}

/** A failed load, shown where its items would be, with a retry; never a toast. */
export interface ErrorNode {
  readonly kind: 'error';
  readonly id: string;
  readonly parentId: string | undefined;
  readonly error: ErrorDescription;
  /** Set when the failure belongs to a paged list: retry reloads that page and keeps what was shown. */
  readonly listKey?: string;
  /** The host the request went to, so a 401 can offer "Sign in again" there. */
  readonly host?: { id: string; label: string };
}

/** A host this section needs is signed out: click to sign in there. */
export interface SignInNode {
  readonly kind: 'signIn';
  readonly id: string;
  readonly host: { id: string; label: string };
}

/** A line of text: "No articles yet", "Showing the first 10,000 of 12,345". */
export interface MessageNode {
  readonly kind: 'message';
  readonly id: string;
  readonly text: Phrase;
  readonly icon?: Icon;
}

export type TreeNode<Data = unknown> = ItemNode<Data> | LoadMoreNode | ErrorNode | SignInNode | MessageNode;

/** Joins id parts into a stable node id. */
export function nodeId(...parts: Array<string | number | undefined>): string {
  return parts.filter((part) => part !== undefined).join('/');
}

/**
 * The children of a paged list: its items, then what comes after them: a "load more" node, the error of the
 * page that failed (items shown so far stay), a note that the service serves no further pages, or an "empty" line.
 */
export function pagedChildren<Item, Data>(
  list: PagedList<Item>,
  where: { parentId: string | undefined; listKey: string; host?: { id: string; label: string }; empty: Phrase },
  toNode: (item: Item) => TreeNode<Data>,
  describe: (error: unknown) => ErrorDescription,
): Array<TreeNode<Data>> {
  const nodes: Array<TreeNode<Data>> = list.items.map(toNode);
  const tailId = nodeId(where.parentId ?? 'root', where.listKey);
  if (list.state === 'failed') {
    nodes.push({
      kind: 'error',
      id: `${tailId}#error`,
      parentId: where.parentId,
      error: describe(list.error),
      listKey: where.listKey,
      host: where.host,
    });
  } else if (list.hasMore || (list.state === 'loading' && list.pagesLoaded > 0)) {
    nodes.push({
      kind: 'loadMore',
      id: `${tailId}#more`,
      parentId: where.parentId,
      listKey: where.listKey,
      shown: list.items.length,
      total: list.total,
      pageSize: list.pageSize || 20,
      loading: list.state === 'loading',
    });
  } else if (list.capped) {
    nodes.push({ kind: 'message', id: `${tailId}#capped`, text: cappedText(list), icon: { id: 'info' } });
  } else if (list.items.length === 0) {
    nodes.push({ kind: 'message', id: `${tailId}#empty`, text: where.empty });
  }
  return nodes;
}

function cappedText(list: PagedList<unknown>): Phrase {
  return list.total !== undefined
    ? phrase(
        'Showing the first {0} of {1}: the service serves no further pages. Narrow the search to see the rest.',
        list.items.length,
        list.total,
      )
    : phrase(
        'Showing the first {0}: the service serves no further pages. Narrow the search to see the rest.',
        list.items.length,
      );
}

/** "Load 20 more (40 of 312)", or "Load more (40 shown)" when the service sends no total. */
export function loadMoreText(node: LoadMoreNode): Phrase {
  if (node.loading) return phrase('Loading…');
  if (node.total === undefined) return phrase('Load more ({0} shown)', node.shown);
  const next = Math.max(0, Math.min(node.pageSize, node.total - node.shown));
  return phrase('Load {0} more ({1} of {2})', next, node.shown, node.total);
}
