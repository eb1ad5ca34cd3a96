// Emoji reactions on items and comments (team edition), and the item action statistics.
import * as z from 'zod/mini';
import type { HttpClient, Page } from '../http/index.js';
import { call, getPage, segment, type CallOptions, type ListOptions } from './request.js';
import { itemActionSchema, reactionSchema, type ItemAction, type Reaction } from './schemas.js';

// Removing a reaction answers the removed reaction; a repeat after a lost answer would get a 404 instead, so those
// DELETEs are not retried automatically.
const itemPath = (itemId: string) => `/api/v2/items/${segment(itemId)}`;
const commentPath = (commentId: string) => `/api/v2/comments/${segment(commentId)}`;

/** `POST /api/v2/items/:item_id/reactions` */
export function createItemReaction(
  http: HttpClient,
  itemId: string,
  name: string,
  options?: CallOptions,
): Promise<Reaction> {
  return http.json(reactionSchema, {
    method: 'POST',
    path: `${itemPath(itemId)}/reactions`,
    json: { name },
    ...call(options),
  });
}

/** `DELETE /api/v2/items/:item_id/reactions/:reaction_name`: answers the removed reaction */
export function deleteItemReaction(
  http: HttpClient,
  itemId: string,
  name: string,
  options?: CallOptions,
): Promise<Reaction> {
  return http.json(reactionSchema, {
    method: 'DELETE',
    path: `${itemPath(itemId)}/reactions/${segment(name)}`,
    idempotent: false,
    ...call(options),
  });
}

/** `GET /api/v2/items/:item_id/reactions`, most recent first (not paged) */
export function listItemReactions(http: HttpClient, itemId: string, options?: CallOptions): Promise<Reaction[]> {
  return http.json(z.array(reactionSchema), { path: `${itemPath(itemId)}/reactions`, ...call(options) });
}

/** `POST /api/v2/comments/:comment_id/reactions` */
export function createCommentReaction(
  http: HttpClient,
  commentId: string,
  name: string,
  options?: CallOptions,
): Promise<Reaction> {
  return http.json(reactionSchema, {
    method: 'POST',
    path: `${commentPath(commentId)}/reactions`,
    json: { name },
    ...call(options),
  });
}

/** `DELETE /api/v2/comments/:comment_id/reactions/:reaction_name`: answers the removed reaction */
export function deleteCommentReaction(
  http: HttpClient,
  commentId: string,
  name: string,
  options?: CallOptions,
): Promise<Reaction> {
  return http.json(reactionSchema, {
    method: 'DELETE',
    path: `${commentPath(commentId)}/reactions/${segment(name)}`,
    idempotent: false,
    ...call(options),
  });
}

/** `GET /api/v2/comments/:comment_id/reactions`, most recent first (not paged) */
export function listCommentReactions(http: HttpClient, commentId: string, options?: CallOptions): Promise<Reaction[]> {
  return http.json(z.array(reactionSchema), { path: `${commentPath(commentId)}/reactions`, ...call(options) });
}

export interface ItemActionQuery extends ListOptions {
  /** `YYYY-MM`: only items created in or after this month (`created:>=`). */
  createdFrom?: string;
  /** `YYYY-MM`: only items created in or before this month (`created:<=`). */
  createdTo?: string;
}

const yearMonth = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The `query` of the statistics endpoint: `created:>=2024-01 created:<=2024-03`. */
export function itemActionSearch(query: Pick<ItemActionQuery, 'createdFrom' | 'createdTo'>): string | undefined {
  const terms: string[] = [];
  for (const [operator, value] of [
    ['>=', query.createdFrom],
    ['<=', query.createdTo],
  ] as const) {
    if (value === undefined) continue;
    if (!yearMonth.test(value))
      throw new RangeError(`expected a year and month like 2024-01, got ${JSON.stringify(value)}`);
    terms.push(`created:${operator}${value}`);
  }
  return terms.length ? terms.join(' ') : undefined;
}

/** `GET /api/v2/items/reactions`: views, reactions and comments per item (team edition), newest first */
export function listItemActions(http: HttpClient, options: ItemActionQuery = {}): Promise<Page<ItemAction>> {
  return getPage(http, itemActionSchema, '/api/v2/items/reactions', options, { query: itemActionSearch(options) });
}
