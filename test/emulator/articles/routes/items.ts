// Items: search and listing, create / update / delete, imports (team), stocks, and likes (public edition only;
// the team edition abolished likes in favour of emoji reactions, so those routes are absent there: 404).
import { badRequest, forbidden, notFound } from '../errors.js';
import { itemJson, likeJson } from '../resources.js';
import { created, noContent, ok, viewerOf, type RouteContext, type RouteTable } from '../routing.js';
import { parseItemQuery } from '../search.js';
import type { ItemRecord } from '../store.js';
import { optionalBoolean, optionalNullableString, requiredString, tagList, type Body } from '../validate.js';
import { byRecency, findGroup, findItem, importedAuthorship, listedItems, listPage, newestFirst } from './common.js';

/** `group_url_name` on the team edition: null or absent means "no group"; the group must exist for the caller. */
function groupOf(context: RouteContext, body: Body): string | null | undefined {
  const urlName = optionalNullableString(body, 'group_url_name');
  if (urlName === undefined || urlName === null) return urlName;
  try {
    return findGroup(context, urlName).urlName;
  } catch {
    throw badRequest(`group_url_name: no group ${JSON.stringify(urlName)} in this team`);
  }
}

function newItemRecord(
  context: RouteContext,
  body: Body,
  userId: string,
  createdAt: number,
  updatedAt: number,
): ItemRecord {
  const team = context.site.kind === 'team';
  return {
    id: context.app.newId('item'),
    userId,
    title: requiredString(body, 'title'),
    body: requiredString(body, 'body'),
    tags: tagList(body, 'tags', { required: true, min: 1 })!,
    createdAt,
    updatedAt,
    private: team ? false : (optionalBoolean(body, 'private') ?? false),
    coediting: team ? (optionalBoolean(body, 'coediting') ?? false) : false,
    groupUrlName: team ? (groupOf(context, body) ?? null) : null,
    slide: false,
    pageViews: 0,
    organizationUrlName: null,
  };
}

function mayEdit(context: RouteContext, item: ItemRecord): boolean {
  return item.userId === viewerOf(context).id || (item.coediting && context.member !== undefined);
}

function updateItem(context: RouteContext): ItemRecord {
  const item = findItem(context, context.params.item_id!);
  if (!mayEdit(context, item)) throw forbidden('Only the author can update this item');
  const body = context.json();
  const title = requiredString(body, 'title');
  const text = requiredString(body, 'body');
  const tags = tagList(body, 'tags', { required: false, min: 1 });
  const isPrivate = optionalBoolean(body, 'private');
  const coediting = optionalBoolean(body, 'coediting');
  const group = groupOf(context, body);
  const now = context.now().getTime();
  Object.assign(item, { title, body: text, updatedAt: now });
  if (tags) context.site.replaceTags(item, tags, now);
  if (context.site.kind === 'public' && isPrivate !== undefined) item.private = isPrivate;
  if (context.site.kind === 'team' && coediting !== undefined) item.coediting = coediting;
  if (context.site.kind === 'team' && group !== undefined) item.groupUrlName = group;
  return item;
}

function registerItemCrud(routes: RouteTable): void {
  routes.add('GET', '/api/v2/items', 'both', (context) => {
    const matches = parseItemQuery(context.request.query.get('query'));
    return listPage(
      context,
      listedItems(context, (item) => matches(item, context.site)),
      (item) => itemJson(context, item),
    );
  });

  routes.add('POST', '/api/v2/items', 'both', (context) => {
    const now = context.now().getTime();
    const item = newItemRecord(context, context.json(), viewerOf(context).id, now, now);
    context.site.addItem(item);
    return created(itemJson(context, item));
  });

  routes.add('GET', '/api/v2/items/:item_id', 'both', (context) =>
    ok(itemJson(context, findItem(context, context.params.item_id!))),
  );
  routes.add('PATCH', '/api/v2/items/:item_id', 'both', (context) => ok(itemJson(context, updateItem(context))));

  routes.add('DELETE', '/api/v2/items/:item_id', 'both', (context) => {
    const item = findItem(context, context.params.item_id!);
    if (item.userId !== viewerOf(context).id) throw forbidden('Only the author can delete this item');
    context.site.removeItem(item);
    return noContent();
  });

  routes.add(
    'GET',
    '/api/v2/authenticated_user/items',
    'both',
    (context) => {
      const viewer = viewerOf(context);
      const items = [...context.site.items.values()].filter((item) => item.userId === viewer.id).sort(newestFirst);
      return listPage(context, items, (item) => itemJson(context, item));
    },
    'required',
  );

  routes.add('POST', '/api/v2/imported_items', 'team', (context) => {
    const { userId, createdAt, updatedAt } = importedAuthorship(context);
    const body = context.json();
    const item = newItemRecord(context, body, userId, createdAt, updatedAt);
    context.site.addItem(item);
    return created(itemJson(context, item));
  });
}

/** PUT (set, 204), DELETE (unset, 204) and GET (check: 204 when set, 404 when not) on a per-item relation. */
function registerToggle(
  routes: RouteTable,
  path: string,
  edition: 'both' | 'public',
  marksOf: (context: RouteContext, itemId: string) => Map<string, number>,
  canSet?: (context: RouteContext, item: ItemRecord) => void,
): void {
  routes.add('PUT', path, edition, (context) => {
    const item = findItem(context, context.params.item_id!);
    canSet?.(context, item);
    const marks = marksOf(context, item.id);
    if (!marks.has(viewerOf(context).id)) marks.set(viewerOf(context).id, context.now().getTime());
    return noContent();
  });
  routes.add('DELETE', path, edition, (context) => {
    const item = findItem(context, context.params.item_id!);
    marksOf(context, item.id).delete(viewerOf(context).id);
    return noContent();
  });
  routes.add(
    'GET',
    path,
    edition,
    (context) => {
      const item = findItem(context, context.params.item_id!);
      if (!marksOf(context, item.id).has(viewerOf(context).id)) throw notFound();
      return noContent();
    },
    'required',
  );
}

export function registerItemRoutes(routes: RouteTable): void {
  registerItemCrud(routes);
  registerToggle(routes, '/api/v2/items/:item_id/stock', 'both', (context, id) => context.site.stockersOf(id));
  registerToggle(
    routes,
    '/api/v2/items/:item_id/like',
    'public',
    (context, id) => context.site.likersOf(id),
    (context, item) => {
      if (item.userId === viewerOf(context).id) throw forbidden('You cannot like your own item');
    },
  );
  routes.add('GET', '/api/v2/items/:item_id/likes', 'public', (context) => {
    const item = findItem(context, context.params.item_id!);
    const likes = byRecency(
      context.site.likersOf(item.id),
      (userId) => [userId, context.site.likersOf(item.id).get(userId)!] as const,
    );
    return ok(likes.map(([userId, at]) => likeJson(context.world, userId, at)));
  });
}
