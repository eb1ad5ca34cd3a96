// Items: search/list, CRUD, the authenticated user's items, imported items, likes, stocks and taggings.
import type { HttpClient, Page } from '../http/index.js';
import { call, check, getPage, segment, type CallOptions, type ListOptions } from './request.js';
import { itemSchema, likeSchema, taggingSchema, type Item, type Like, type Tagging } from './schemas.js';

export interface TaggingInput {
  name: string;
  versions?: string[];
}

/** `POST /api/v2/items` body. `private` is public-edition only; `coediting` and `group_url_name` team only. */
export interface NewItem {
  title: string;
  body: string;
  tags: TaggingInput[];
  private?: boolean;
  coediting?: boolean;
  /** A group to share the item in; null makes it visible to the whole team. */
  group_url_name?: string | null;
  tweet?: boolean;
  /** Public edition: the organization the article is published under. */
  organization_url_name?: string | null;
  /** Public edition: show the article as a slide deck. */
  slide?: boolean;
}

/** `PATCH /api/v2/items/:item_id` body: title and body are required, the rest optional. */
export type ItemUpdate = Pick<NewItem, 'title' | 'body'> &
  Partial<Pick<NewItem, 'tags' | 'private' | 'coediting' | 'group_url_name' | 'organization_url_name' | 'slide'>>;

/** `POST /api/v2/imported_items` body (team admins): an item on behalf of `user_id`. */
export interface ImportedItem extends Pick<NewItem, 'title' | 'body' | 'tags' | 'coediting' | 'group_url_name'> {
  user_id: string;
  created_at?: string;
  updated_at?: string;
}

export interface ItemSearch extends ListOptions {
  /** Search query, e.g. `tag:Ruby user:yamada_taro`. */
  query?: string;
}

const itemPath = (itemId: string) => `/api/v2/items/${segment(itemId)}`;

/** `GET /api/v2/items` (with an optional search query), newest first */
export function listItems(http: HttpClient, options: ItemSearch = {}): Promise<Page<Item>> {
  return getPage(http, itemSchema, '/api/v2/items', options, { query: options.query });
}

/** `GET /api/v2/items/:item_id` */
export function getItem(http: HttpClient, itemId: string, options?: CallOptions): Promise<Item> {
  return http.json(itemSchema, { path: itemPath(itemId), ...call(options) });
}

/** `POST /api/v2/items` */
export function createItem(http: HttpClient, item: NewItem, options?: CallOptions): Promise<Item> {
  return http.json(itemSchema, { method: 'POST', path: '/api/v2/items', json: item, ...call(options) });
}

/** `PATCH /api/v2/items/:item_id` */
export function updateItem(http: HttpClient, itemId: string, update: ItemUpdate, options?: CallOptions): Promise<Item> {
  return http.json(itemSchema, { method: 'PATCH', path: itemPath(itemId), json: update, ...call(options) });
}

/** `DELETE /api/v2/items/:item_id` */
export function deleteItem(http: HttpClient, itemId: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'DELETE', path: itemPath(itemId), ...call(options) });
}

/** `GET /api/v2/authenticated_user/items`, newest first */
export function listAuthenticatedUserItems(http: HttpClient, options?: ListOptions): Promise<Page<Item>> {
  return getPage(http, itemSchema, '/api/v2/authenticated_user/items', options);
}

/** `POST /api/v2/imported_items` (team edition, admins) */
export function importItem(http: HttpClient, item: ImportedItem, options?: CallOptions): Promise<Item> {
  return http.json(itemSchema, { method: 'POST', path: '/api/v2/imported_items', json: item, ...call(options) });
}

/** `PUT /api/v2/items/:item_id/like` (public edition) */
export function likeItem(http: HttpClient, itemId: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'PUT', path: `${itemPath(itemId)}/like`, ...call(options) });
}

/** `DELETE /api/v2/items/:item_id/like` */
export function unlikeItem(http: HttpClient, itemId: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'DELETE', path: `${itemPath(itemId)}/like`, ...call(options) });
}

/** `GET /api/v2/items/:item_id/like`: has the authenticated user liked it? (404 = no) */
export function isItemLiked(http: HttpClient, itemId: string, options?: CallOptions): Promise<boolean> {
  return check(http, `${itemPath(itemId)}/like`, options);
}

/** `GET /api/v2/items/:item_id/likes` (public edition; the team edition's like list is abolished) */
export function listItemLikes(http: HttpClient, itemId: string, options?: ListOptions): Promise<Page<Like>> {
  return getPage(http, likeSchema, `${itemPath(itemId)}/likes`, options);
}

/** `PUT /api/v2/items/:item_id/stock` */
export function stockItem(http: HttpClient, itemId: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'PUT', path: `${itemPath(itemId)}/stock`, ...call(options) });
}

/** `DELETE /api/v2/items/:item_id/stock` */
export function unstockItem(http: HttpClient, itemId: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'DELETE', path: `${itemPath(itemId)}/stock`, ...call(options) });
}

/** `GET /api/v2/items/:item_id/stock`: has the authenticated user stocked it? (404 = no) */
export function isItemStocked(http: HttpClient, itemId: string, options?: CallOptions): Promise<boolean> {
  return check(http, `${itemPath(itemId)}/stock`, options);
}

/** `POST /api/v2/items/:item_id/taggings` (team edition) */
export function createTagging(
  http: HttpClient,
  itemId: string,
  tagging: TaggingInput,
  options?: CallOptions,
): Promise<Tagging> {
  return http.json(taggingSchema, {
    method: 'POST',
    path: `${itemPath(itemId)}/taggings`,
    json: tagging,
    ...call(options),
  });
}

/** `DELETE /api/v2/items/:item_id/taggings/:tagging_id` (team edition; the tagging id is the tag name) */
export function deleteTagging(
  http: HttpClient,
  itemId: string,
  taggingId: string,
  options?: CallOptions,
): Promise<void> {
  return http.send({ method: 'DELETE', path: `${itemPath(itemId)}/taggings/${segment(taggingId)}`, ...call(options) });
}
