// What every view needs: the shared GitHub store (REST sees the same state) and the authenticated viewer, plus the
// translations between the store's REST-flavoured values and GraphQL's enums.
import type { Account, GitHubStore, ReactionContent, Repo } from '../store-access.js';

export interface ViewContext {
  store: GitHubStore;
  viewer: Account;
}

/** A view: GraphQL field name -> value, or a function `(args, context, info)` computing it (see default-resolver). */
export type View = { __typename: string } & Record<string, unknown>;

/** Field arguments as graphql-js passes them. */
export type Args = Record<string, unknown>;

const reactionEnum: Record<ReactionContent, string> = {
  '+1': 'THUMBS_UP',
  '-1': 'THUMBS_DOWN',
  laugh: 'LAUGH',
  hooray: 'HOORAY',
  confused: 'CONFUSED',
  heart: 'HEART',
  rocket: 'ROCKET',
  eyes: 'EYES',
};

/** GitHub lists reaction groups in this order, always all eight. */
export const reactionOrder: readonly ReactionContent[] = [
  '+1',
  '-1',
  'laugh',
  'hooray',
  'confused',
  'heart',
  'rocket',
  'eyes',
];

export function reactionToEnum(content: ReactionContent): string {
  return reactionEnum[content];
}

export function reactionFromEnum(value: string): ReactionContent | undefined {
  return reactionOrder.find((content) => reactionEnum[content] === value);
}

/** GitHub's date-time format: no milliseconds. */
export function dateTime(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A global id for objects the store has no node id for (refs, topics, languages, PR commits): same look (base64
 * of `Type:key`), resolvable by nothing, which GitHub's clients never notice.
 */
export function syntheticNodeId(type: string, key: string | number): string {
  return Buffer.from(`${type}:${key}`, 'utf8').toString('base64');
}

export function repoWebUrl(context: ViewContext, repo: Repo): string {
  return `${context.store.webUrl}/${context.store.fullName(repo)}`;
}

export type SortDirection = 'ASC' | 'DESC';

/** Sorts by a numeric key (ties by id), as the `orderBy` arguments ask. */
export function sortByKey<T extends { id: number }>(
  items: readonly T[],
  key: (item: T) => number,
  direction: SortDirection,
): T[] {
  const sign = direction === 'DESC' ? -1 : 1;
  return [...items].sort((a, b) => sign * (key(a) - key(b) || a.id - b.id));
}

/** Reads an `orderBy: { field, direction }` argument. */
export function orderArg(args: Args): { field: string; direction: SortDirection } | undefined {
  const order = args.orderBy as { field?: unknown; direction?: unknown } | null | undefined;
  if (!order || typeof order.field !== 'string') return undefined;
  return { field: order.field, direction: order.direction === 'DESC' ? 'DESC' : 'ASC' };
}

/** Computes a value on first use only: views hold many fields a query never asks for. */
export function lazy<T>(compute: () => T): () => T {
  let cached: { value: T } | undefined;
  return () => (cached ??= { value: compute() }).value;
}

const maxInt = 2 ** 31 - 1;

/**
 * `databaseId` is a GraphQL Int (32 bits) while GitHub's ids outgrow it; GitHub added `fullDatabaseId` (BigInt,
 * sent as a string) for that. Ids past the Int range answer null in `databaseId` instead of failing the field.
 */
export function databaseIds(id: number): { databaseId: number | null; fullDatabaseId: string } {
  return { databaseId: id <= maxInt ? id : null, fullDatabaseId: String(id) };
}
