// Tags: list (by count or name), get, a tag's items, follow toggles.
import type { HttpClient, Page } from '../http/index.js';
import { call, check, getPage, segment, type CallOptions, type ListOptions } from './request.js';
import { itemSchema, tagSchema, type Item, type Tag } from './schemas.js';

export interface TagList extends ListOptions {
  sort?: 'count' | 'name';
}

const tagPath = (tagId: string) => `/api/v2/tags/${segment(tagId)}`;

/** `GET /api/v2/tags` */
export function listTags(http: HttpClient, options: TagList = {}): Promise<Page<Tag>> {
  return getPage(http, tagSchema, '/api/v2/tags', options, { sort: options.sort });
}

/** `GET /api/v2/tags/:tag_id` */
export function getTag(http: HttpClient, tagId: string, options?: CallOptions): Promise<Tag> {
  return http.json(tagSchema, { path: tagPath(tagId), ...call(options) });
}

/** `GET /api/v2/tags/:tag_id/items`, newest first */
export function listTagItems(http: HttpClient, tagId: string, options?: ListOptions): Promise<Page<Item>> {
  return getPage(http, itemSchema, `${tagPath(tagId)}/items`, options);
}

/** `PUT /api/v2/tags/:tag_id/following` */
export function followTag(http: HttpClient, tagId: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'PUT', path: `${tagPath(tagId)}/following`, ...call(options) });
}

/** `DELETE /api/v2/tags/:tag_id/following` */
export function unfollowTag(http: HttpClient, tagId: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'DELETE', path: `${tagPath(tagId)}/following`, ...call(options) });
}

/** `GET /api/v2/tags/:tag_id/following`: does the authenticated user follow this tag? (404 = no) */
export function isFollowingTag(http: HttpClient, tagId: string, options?: CallOptions): Promise<boolean> {
  return check(http, `${tagPath(tagId)}/following`, options);
}
