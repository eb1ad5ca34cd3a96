// Tags, following tags, and taggings (adding / removing a tag on an item, team edition only).
import { badRequest, forbidden, notFound } from '../errors.js';
import { itemJson, tagJson } from '../resources.js';
import { created, noContent, ok, viewerOf, type RouteContext, type RouteTable } from '../routing.js';
import { tagKey, type TagRecord } from '../store.js';
import { parseTagging } from '../validate.js';
import { byRecency, findItem, isListed, listPage } from './common.js';

function findTag(context: RouteContext): TagRecord {
  const tag = context.site.findTag(context.params.tag_id!);
  if (!tag) throw notFound();
  return tag;
}

const tagOrders: Record<string, (a: [TagRecord, number], b: [TagRecord, number]) => number> = {
  // Default: newest tags first.
  '': (a, b) => b[0].createdAt - a[0].createdAt,
  count: (a, b) => b[1] - a[1] || a[0].id.localeCompare(b[0].id),
  name: (a, b) => a[0].id.localeCompare(b[0].id),
};

function registerTagRoutesOnly(routes: RouteTable): void {
  routes.add('GET', '/api/v2/tags', 'both', (context) => {
    const sort = context.request.query.get('sort') ?? '';
    const order = tagOrders[sort];
    if (!order) throw badRequest('sort must be "count" or "name"');
    const counted = [...context.site.tags.values()].map(
      (tag) => [tag, tagJson(context.site, tag).items_count as number] as [TagRecord, number],
    );
    return listPage(context, counted.sort(order), ([tag]) => tagJson(context.site, tag));
  });

  routes.add('GET', '/api/v2/tags/:tag_id', 'both', (context) => ok(tagJson(context.site, findTag(context))));

  routes.add('GET', '/api/v2/tags/:tag_id/items', 'both', (context) => {
    const tag = findTag(context);
    const items = byRecency(context.site.itemsOfTag(tag.id), (id) => {
      const item = context.site.items.get(id);
      return item && isListed(context, item) ? item : undefined;
    });
    return listPage(context, items, (item) => itemJson(context, item));
  });

  routes.add('PUT', '/api/v2/tags/:tag_id/following', 'both', (context) => {
    const tag = findTag(context);
    const followers = context.site.followersOfTag(tag.id);
    if (!followers.has(viewerOf(context).id)) followers.set(viewerOf(context).id, context.now().getTime());
    return noContent();
  });

  routes.add('DELETE', '/api/v2/tags/:tag_id/following', 'both', (context) => {
    context.site.followersOfTag(findTag(context).id).delete(viewerOf(context).id);
    return noContent();
  });

  // Check. Unlike the stock/like/user-follow checks (204), this one answers 200 with the Tag, as the Qiita API v2
  // documentation (https://qiita.com/api/v2/docs) and the hyper-schema (no `mediaType: null` on this link)
  // describe; 404 when the caller does not follow the tag.
  routes.add(
    'GET',
    '/api/v2/tags/:tag_id/following',
    'both',
    (context) => {
      const tag = findTag(context);
      if (!context.site.followersOfTag(tag.id).has(viewerOf(context).id)) throw notFound();
      return ok(tagJson(context.site, tag));
    },
    'required',
  );
}

function registerTaggingRoutes(routes: RouteTable): void {
  routes.add('POST', '/api/v2/items/:item_id/taggings', 'team', (context) => {
    const item = findItem(context, context.params.item_id!);
    if (item.userId !== viewerOf(context).id && !item.coediting) throw forbidden('Only the author can tag this item');
    const tagging = parseTagging(context.json());
    if (item.tags.some((tag) => tagKey(tag.name) === tagKey(tagging.name)))
      throw badRequest(`The item already has the tag ${tagging.name}`);
    if (item.tags.length >= 5) throw badRequest('An item can have at most 5 tags');
    context.site.replaceTags(item, [...item.tags, tagging], context.now().getTime());
    return created(tagging);
  });

  routes.add('DELETE', '/api/v2/items/:item_id/taggings/:tagging_id', 'team', (context) => {
    const item = findItem(context, context.params.item_id!);
    if (item.userId !== viewerOf(context).id && !item.coediting) throw forbidden('Only the author can untag this item');
    const remaining = item.tags.filter((tag) => tagKey(tag.name) !== tagKey(context.params.tagging_id!));
    if (remaining.length === item.tags.length) throw notFound();
    if (remaining.length === 0) throw badRequest('An item needs at least one tag');
    context.site.replaceTags(item, remaining, context.now().getTime());
    return noContent();
  });
}

export function registerTagRoutes(routes: RouteTable): void {
  registerTagRoutesOnly(routes);
  registerTaggingRoutes(routes);
}
