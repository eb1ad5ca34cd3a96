// Users: the authenticated user, user lists, follows, and a user's items, stocks and followed tags.
import type { HttpClient, Page } from '../http/index.js';
import { call, check, getPage, segment, type CallOptions, type ListOptions } from './request.js';
import {
  authenticatedUserSchema,
  itemSchema,
  tagSchema,
  userSchema,
  type AuthenticatedUser,
  type Item,
  type Tag,
  type User,
} from './schemas.js';

/** `GET /api/v2/authenticated_user` */
export function getAuthenticatedUser(http: HttpClient, options?: CallOptions): Promise<AuthenticatedUser> {
  return http.json(authenticatedUserSchema, { path: '/api/v2/authenticated_user', ...call(options) });
}

/** `GET /api/v2/users`, newest first */
export function listUsers(http: HttpClient, options?: ListOptions): Promise<Page<User>> {
  return getPage(http, userSchema, '/api/v2/users', options);
}

/** `GET /api/v2/users/:user_id` */
export function getUser(http: HttpClient, userId: string, options?: CallOptions): Promise<User> {
  return http.json(userSchema, { path: `/api/v2/users/${segment(userId)}`, ...call(options) });
}

/** `GET /api/v2/users/:user_id/followees` */
export function listUserFollowees(http: HttpClient, userId: string, options?: ListOptions): Promise<Page<User>> {
  return getPage(http, userSchema, `/api/v2/users/${segment(userId)}/followees`, options);
}

/** `GET /api/v2/users/:user_id/followers` */
export function listUserFollowers(http: HttpClient, userId: string, options?: ListOptions): Promise<Page<User>> {
  return getPage(http, userSchema, `/api/v2/users/${segment(userId)}/followers`, options);
}

/** `PUT /api/v2/users/:user_id/following` */
export function followUser(http: HttpClient, userId: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'PUT', path: `/api/v2/users/${segment(userId)}/following`, ...call(options) });
}

/** `DELETE /api/v2/users/:user_id/following` */
export function unfollowUser(http: HttpClient, userId: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'DELETE', path: `/api/v2/users/${segment(userId)}/following`, ...call(options) });
}

/** `GET /api/v2/users/:user_id/following`: does the authenticated user follow this user? (404 = no) */
export function isFollowingUser(http: HttpClient, userId: string, options?: CallOptions): Promise<boolean> {
  return check(http, `/api/v2/users/${segment(userId)}/following`, options);
}

/** `GET /api/v2/items/:item_id/stockers`, most recently stocked first */
export function listItemStockers(http: HttpClient, itemId: string, options?: ListOptions): Promise<Page<User>> {
  return getPage(http, userSchema, `/api/v2/items/${segment(itemId)}/stockers`, options);
}

/** `GET /api/v2/users/:user_id/items`, newest first */
export function listUserItems(http: HttpClient, userId: string, options?: ListOptions): Promise<Page<Item>> {
  return getPage(http, itemSchema, `/api/v2/users/${segment(userId)}/items`, options);
}

/** `GET /api/v2/users/:user_id/stocks`, most recently stocked first */
export function listUserStocks(http: HttpClient, userId: string, options?: ListOptions): Promise<Page<Item>> {
  return getPage(http, itemSchema, `/api/v2/users/${segment(userId)}/stocks`, options);
}

/** `GET /api/v2/users/:user_id/following_tags` */
export function listUserFollowingTags(http: HttpClient, userId: string, options?: ListOptions): Promise<Page<Tag>> {
  return getPage(http, tagSchema, `/api/v2/users/${segment(userId)}/following_tags`, options);
}
