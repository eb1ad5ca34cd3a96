// Team edition: groups and group members. The Qiita API v2 documentation (https://qiita.com/api/v2/docs) lists
// these endpoints without detail; the bodies follow the service's conventions (and the emulator): groups take
// name/private/description/url_name, membership changes take `user_id` (one) or `user_ids` (several).
import * as z from 'zod/mini';
import type { HttpClient, Page } from '../http/index.js';
import { call, getPage, segment, type CallOptions, type ListOptions } from './request.js';
import { groupMemberSchema, groupSchema, type Group, type GroupMember } from './schemas.js';

export interface NewGroup {
  name: string;
  private: boolean;
  description?: string;
  /** Derived from the name when absent. */
  url_name?: string;
}

export type GroupUpdate = Partial<Pick<NewGroup, 'name' | 'private' | 'description'>>;

export type MemberSelection = { user_id: string } | { user_ids: string[] };

const groupPath = (urlName: string) => `/api/v2/groups/${segment(urlName)}`;

/** `GET /api/v2/groups`, newest first (private groups only for their members) */
export function listGroups(http: HttpClient, options?: ListOptions): Promise<Page<Group>> {
  return getPage(http, groupSchema, '/api/v2/groups', options);
}

/** `GET /api/v2/groups/:url_name` */
export function getGroup(http: HttpClient, urlName: string, options?: CallOptions): Promise<Group> {
  return http.json(groupSchema, { path: groupPath(urlName), ...call(options) });
}

/** `POST /api/v2/groups` */
export function createGroup(http: HttpClient, group: NewGroup, options?: CallOptions): Promise<Group> {
  return http.json(groupSchema, { method: 'POST', path: '/api/v2/groups', json: group, ...call(options) });
}

/** `PATCH /api/v2/groups/:url_name` */
export function updateGroup(
  http: HttpClient,
  urlName: string,
  update: GroupUpdate,
  options?: CallOptions,
): Promise<Group> {
  return http.json(groupSchema, { method: 'PATCH', path: groupPath(urlName), json: update, ...call(options) });
}

/** `DELETE /api/v2/groups/:url_name` */
export function deleteGroup(http: HttpClient, urlName: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'DELETE', path: groupPath(urlName), ...call(options) });
}

/** `GET /api/v2/groups/:url_name/members` */
export function listGroupMembers(http: HttpClient, urlName: string, options?: ListOptions): Promise<Page<GroupMember>> {
  return getPage(http, groupMemberSchema, `${groupPath(urlName)}/members`, options);
}

/** `GET /api/v2/groups/:url_name/members/:user_id` */
export function getGroupMember(
  http: HttpClient,
  urlName: string,
  userId: string,
  options?: CallOptions,
): Promise<GroupMember> {
  return http.json(groupMemberSchema, { path: `${groupPath(urlName)}/members/${segment(userId)}`, ...call(options) });
}

/** `POST /api/v2/groups/:url_name/members`: answers the members added */
export function addGroupMembers(
  http: HttpClient,
  urlName: string,
  members: MemberSelection,
  options?: CallOptions,
): Promise<GroupMember[]> {
  return http.json(z.array(groupMemberSchema), {
    method: 'POST',
    path: `${groupPath(urlName)}/members`,
    json: members,
    ...call(options),
  });
}

/** `DELETE /api/v2/groups/:url_name/members` (the members to remove go in the body) */
export function removeGroupMembers(
  http: HttpClient,
  urlName: string,
  members: MemberSelection,
  options?: CallOptions,
): Promise<void> {
  return http.send({ method: 'DELETE', path: `${groupPath(urlName)}/members`, json: members, ...call(options) });
}
