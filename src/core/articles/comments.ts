// Comments on items: get, edit, delete, list, create, and imported comments (team admins).
import type { HttpClient } from '../http/index.js';
import { call, segment, type CallOptions } from './request.js';
import { commentSchema, type Comment } from './schemas.js';
import * as z from 'zod/mini';

export interface ImportedComment {
  body: string;
  user_id: string;
  created_at?: string;
  updated_at?: string;
}

const commentPath = (commentId: string) => `/api/v2/comments/${segment(commentId)}`;

/** `GET /api/v2/comments/:comment_id` */
export function getComment(http: HttpClient, commentId: string, options?: CallOptions): Promise<Comment> {
  return http.json(commentSchema, { path: commentPath(commentId), ...call(options) });
}

/** `PATCH /api/v2/comments/:comment_id` */
export function updateComment(
  http: HttpClient,
  commentId: string,
  body: string,
  options?: CallOptions,
): Promise<Comment> {
  return http.json(commentSchema, { method: 'PATCH', path: commentPath(commentId), json: { body }, ...call(options) });
}

/** `DELETE /api/v2/comments/:comment_id` */
export function deleteComment(http: HttpClient, commentId: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'DELETE', path: commentPath(commentId), ...call(options) });
}

/** `GET /api/v2/items/:item_id/comments`, newest first (not paged) */
export function listItemComments(http: HttpClient, itemId: string, options?: CallOptions): Promise<Comment[]> {
  return http.json(z.array(commentSchema), { path: `/api/v2/items/${segment(itemId)}/comments`, ...call(options) });
}

/** `POST /api/v2/items/:item_id/comments` */
export function createItemComment(
  http: HttpClient,
  itemId: string,
  body: string,
  options?: CallOptions,
): Promise<Comment> {
  return http.json(commentSchema, {
    method: 'POST',
    path: `/api/v2/items/${segment(itemId)}/comments`,
    json: { body },
    ...call(options),
  });
}

/** `POST /api/v2/items/:item_id/imported_comments` (team edition, admins) */
export function importItemComment(
  http: HttpClient,
  itemId: string,
  comment: ImportedComment,
  options?: CallOptions,
): Promise<Comment> {
  return http.json(commentSchema, {
    method: 'POST',
    path: `/api/v2/items/${segment(itemId)}/imported_comments`,
    json: comment,
    ...call(options),
  });
}
