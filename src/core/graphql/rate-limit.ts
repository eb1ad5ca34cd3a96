// The GraphQL budget as DevDesk shows it. GitHub reports it two ways
// (https://docs.github.com/en/graphql/overview/rate-limits-and-node-limits-for-the-graphql-api): the `X-RateLimit-*`
// headers of every answer, and the `rateLimit { cost remaining resetAt }` object a query may select, which alone tells
// what the query cost. Both are read; the selected object wins where both speak.
import { readRateLimitHeaders } from '../http/index.js';

export interface GraphQLRateLimit {
  limit: number | undefined;
  remaining: number | undefined;
  used: number | undefined;
  resetAt: Date | undefined;
  /** Points the operation cost, when it selected `rateLimit { cost }`. */
  cost: number | undefined;
  /** Nodes the operation asked for, when it selected `rateLimit { nodeCount }`. */
  nodeCount: number | undefined;
  updatedAt: Date;
}

/** The budget after one answer; undefined when neither the headers nor the data say anything. */
export function readGraphQLRateLimit(
  headers: Record<string, string>,
  selected: unknown,
  now = new Date(),
): GraphQLRateLimit | undefined {
  const fromHeaders = readRateLimitHeaders(headers);
  const fromData = readSelectedRateLimit(selected);
  if (!fromHeaders && !fromData) return undefined;
  return {
    limit: fromData?.limit ?? fromHeaders?.limit,
    remaining: fromData?.remaining ?? fromHeaders?.remaining,
    used: fromData?.used ?? fromHeaders?.used,
    resetAt: fromData?.resetAt ?? fromHeaders?.resetAt,
    cost: fromData?.cost,
    nodeCount: fromData?.nodeCount,
    updatedAt: now,
  };
}

type SelectedRateLimit = Partial<
  Pick<GraphQLRateLimit, 'limit' | 'remaining' | 'used' | 'resetAt' | 'cost' | 'nodeCount'>
>;

/** The fields of a selected `rateLimit` object that are present and well-formed (a query may select any subset). */
function readSelectedRateLimit(value: unknown): SelectedRateLimit | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const number = (key: string): number | undefined => (typeof record[key] === 'number' ? record[key] : undefined);
  const resetAt = typeof record.resetAt === 'string' ? new Date(record.resetAt) : undefined;
  return {
    limit: number('limit'),
    remaining: number('remaining'),
    used: number('used'),
    resetAt: resetAt && !Number.isNaN(resetAt.getTime()) ? resetAt : undefined,
    cost: number('cost'),
    nodeCount: number('nodeCount'),
  };
}
