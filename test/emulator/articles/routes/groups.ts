// Team edition: groups and their members. Any member may create a group; changing or deleting a group or its
// membership needs the team's admin or a member of the group. Private groups are invisible to non-members.
import { badRequest, forbidden, notFound } from '../errors.js';
import { groupJson, groupMemberJson } from '../resources.js';
import { created, noContent, ok, viewerOf, type RouteContext, type RouteTable } from '../routing.js';
import type { GroupRecord } from '../store.js';
import { optionalBoolean, optionalString, requiredString, type Body } from '../validate.js';
import { findGroup, isTeamAdmin, listPage, newestFirst } from './common.js';

const urlNamePattern = /^[A-Za-z0-9_-]+$/;

function manageableGroup(context: RouteContext): GroupRecord {
  const group = findGroup(context, context.params.url_name!);
  if (!isTeamAdmin(context) && !group.members.has(viewerOf(context).id))
    throw forbidden('Only the team admin or members of the group can change it');
  return group;
}

/** `user_id` (one) or `user_ids` (several), each a member of the team. */
function memberIds(context: RouteContext, body: Body): string[] {
  const ids = body.user_ids !== undefined ? body.user_ids : [requiredString(body, 'user_id')];
  if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== 'string'))
    throw badRequest('user_ids must be a non-empty array of user ids');
  for (const id of ids as string[])
    if (!context.site.team!.members.has(id)) throw badRequest(`${id} is not a member of this team`);
  return ids as string[];
}

function registerGroupCrud(routes: RouteTable): void {
  routes.add('GET', '/api/v2/groups', 'team', (context) => {
    const viewerId = viewerOf(context).id;
    const groups = [...context.site.groups.values()]
      .filter((group) => !group.private || group.members.has(viewerId))
      .sort(newestFirst);
    return listPage(context, groups, groupJson);
  });

  routes.add('POST', '/api/v2/groups', 'team', (context) => {
    const body = context.json();
    const name = requiredString(body, 'name');
    const isPrivate = optionalBoolean(body, 'private');
    if (isPrivate === undefined) throw badRequest('private is required');
    const urlName =
      optionalString(body, 'url_name') ??
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    if (!urlNamePattern.test(urlName)) throw badRequest('url_name may contain letters, digits, "-" and "_" only');
    if (context.site.groups.has(urlName)) throw badRequest(`url_name ${urlName} is already taken`);
    const now = context.now().getTime();
    const group: GroupRecord = {
      id: context.site.nextGroupId++,
      urlName,
      name,
      description: optionalString(body, 'description') ?? '',
      private: isPrivate,
      createdAt: now,
      updatedAt: now,
      members: new Map([[viewerOf(context).id, now]]),
    };
    context.site.groups.set(urlName, group);
    return created(groupJson(group));
  });

  routes.add('GET', '/api/v2/groups/:url_name', 'team', (context) =>
    ok(groupJson(findGroup(context, context.params.url_name!))),
  );

  routes.add('PATCH', '/api/v2/groups/:url_name', 'team', (context) => {
    const group = manageableGroup(context);
    const body = context.json();
    const name = optionalString(body, 'name');
    const description = optionalString(body, 'description');
    const isPrivate = optionalBoolean(body, 'private');
    if (name !== undefined && name.trim() === '') throw badRequest('name must not be empty');
    Object.assign(group, {
      ...(name !== undefined ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(isPrivate !== undefined ? { private: isPrivate } : {}),
      updatedAt: context.now().getTime(),
    });
    return ok(groupJson(group));
  });

  routes.add('DELETE', '/api/v2/groups/:url_name', 'team', (context) => {
    const group = manageableGroup(context);
    context.site.groups.delete(group.urlName);
    for (const item of context.site.items.values()) if (item.groupUrlName === group.urlName) item.groupUrlName = null;
    for (const template of context.site.templates.values())
      if (template.groupUrlName === group.urlName) template.groupUrlName = null;
    return noContent();
  });
}

function registerGroupMembers(routes: RouteTable): void {
  const memberJson = (context: RouteContext, userId: string) =>
    groupMemberJson(context.site.team!.members.get(userId)!, isTeamAdmin(context));

  routes.add('GET', '/api/v2/groups/:url_name/members', 'team', (context) => {
    const group = findGroup(context, context.params.url_name!);
    const ids = [...group.members.keys()].filter((id) => context.site.team!.members.has(id));
    return listPage(context, ids, (id) => memberJson(context, id));
  });

  routes.add('GET', '/api/v2/groups/:url_name/members/:user_id', 'team', (context) => {
    const group = findGroup(context, context.params.url_name!);
    const userId = context.params.user_id!;
    if (!group.members.has(userId) || !context.site.team!.members.has(userId)) throw notFound();
    return ok(memberJson(context, userId));
  });

  // Answers 201 with the members added (https://qiita.com/api/v2/docs does not show this payload; see README).
  routes.add('POST', '/api/v2/groups/:url_name/members', 'team', (context) => {
    const group = manageableGroup(context);
    const ids = memberIds(context, context.json());
    for (const id of ids) if (!group.members.has(id)) group.members.set(id, context.now().getTime());
    return created(ids.map((id) => memberJson(context, id)));
  });

  routes.add('DELETE', '/api/v2/groups/:url_name/members', 'team', (context) => {
    const group = manageableGroup(context);
    const ids = memberIds(context, context.json());
    if (ids.some((id) => !group.members.has(id))) throw notFound();
    for (const id of ids) group.members.delete(id);
    return noContent();
  });
}

export function registerGroupRoutes(routes: RouteTable): void {
  registerGroupCrud(routes);
  registerGroupMembers(routes);
}
