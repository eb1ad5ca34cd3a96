// Relay connections over in-memory lists: edges/nodes/pageInfo/totalCount with opaque cursors. Bounds of
// `first`/`last` are checked before execution (query-cost.ts); here only the slicing and cursor decoding happen.
import { gitHubError } from './errors.js';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** A connection view: `edges` and `nodes` are computed on demand (see default-resolver.ts). */
export interface Connection<T> {
  totalCount: number;
  edges: () => Array<{ cursor: string; node: T }>;
  nodes: () => T[];
  pageInfo: PageInfo;
}

const cursorPrefix = 'cursor:v2:';

/** Cursors look like GitHub's (base64 of an opaque key); ours hold the item's position in the list. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`${cursorPrefix}${offset}`, 'utf8').toString('base64');
}

export function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const offset = Number(text.slice(cursorPrefix.length));
  if (!text.startsWith(cursorPrefix) || !Number.isInteger(offset) || offset < 0) {
    throw gitHubError('INVALID_CURSOR_ARGUMENTS', `\`${cursor}\` does not appear to be a valid cursor.`);
  }
  return offset;
}

/**
 * Slices `items` per the Relay algorithm (after/before narrow the window, then first/last take from its ends) and
 * turns only the page's items into views.
 */
export function paginate<T, V = T>(
  items: readonly T[],
  args: ConnectionArgs | Record<string, unknown>,
  toView?: (item: T) => V,
): Connection<V> {
  const bounds = args as ConnectionArgs;
  let start = 0;
  let end = items.length;
  if (bounds.after) start = Math.min(end, decodeCursor(bounds.after) + 1);
  if (bounds.before) end = Math.max(start, Math.min(end, decodeCursor(bounds.before)));
  if (typeof bounds.first === 'number') end = Math.min(end, start + bounds.first);
  if (typeof bounds.last === 'number') start = Math.max(start, end - bounds.last);

  const view = toView ?? ((item: T) => item as unknown as V);
  // Views are built only when `edges` or `nodes` is asked for: `pullRequests { totalCount }` stays cheap.
  let page: Array<{ cursor: string; node: V }> | undefined;
  const edges = (): Array<{ cursor: string; node: V }> =>
    (page ??= items
      .slice(start, end)
      .map((item, index) => ({ cursor: encodeCursor(start + index), node: view(item) })));
  const hasItems = end > start;
  return {
    totalCount: items.length,
    edges,
    nodes: () => edges().map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: hasItems ? encodeCursor(start) : null,
      endCursor: hasItems ? encodeCursor(end - 1) : null,
    },
  };
}

/** What a connection field without emulated data answers: an honest empty page. */
export function emptyConnection(): Connection<never> {
  return paginate([], {});
}
