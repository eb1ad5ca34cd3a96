// Users, follows between users, and the per-user lists (items, stocks, followed tags, stockers of an item).
import { forbidden, notFound } from '../errors.js';
import { authenticatedUserJson, itemJson, tagJson, userJson } from '../resources.js';
import { noContent, ok, viewerOf, type RouteContext, type RouteTable } from '../routing.js';
import { byRecency, findItem, findUser, hostKnowsUser, isListed, listedItems, listPage } from './common.js';

function knownUser(context: RouteContext, id: string) {
  const user = context.world.users.get(id);
  return user && hostKnowsUser(context, user) ? user : undefined;
}

export function registerUserRoutes(routes: RouteTable): void {
  routes.add(
    'GET',
    '/api/v2/authenticated_user',
    'both',
    (context) => ok(authenticatedUserJson(context.world, viewerOf(context))),
    'required',
  );

  routes.add('GET', '/api/v2/users', 'both', (context) => {
    const users = [...context.world.users.values()]
      .filter((user) => hostKnowsUser(context, user))
      .sort((a, b) => b.createdAt - a.createdAt);
    return listPage(context, users, (user) => userJson(context.world, user));
  });

  routes.add('GET', '/api/v2/users/:user_id', 'both', (context) =>
    ok(userJson(context.world, findUser(context, context.params.user_id!))),
  );

  routes.add('GET', '/api/v2/users/:user_id/followees', 'both', (context) => {
    const user = findUser(context, context.params.user_id!);
    const users = byRecency(context.world.followees.get(user.id) ?? new Map(), (id) => knownUser(context, id));
    return listPage(context, users, (followee) => userJson(context.world, followee));
  });

  routes.add('GET', '/api/v2/users/:user_id/followers', 'both', (context) => {
    const user = findUser(context, context.params.user_id!);
    const users = byRecency(context.world.followers.get(user.id) ?? new Map(), (id) => knownUser(context, id));
    return listPage(context, users, (follower) => userJson(context.world, follower));
  });

  routes.add('PUT', '/api/v2/users/:user_id/following', 'both', (context) => {
    const user = findUser(context, context.params.user_id!);
    if (user.id === viewerOf(context).id) throw forbidden('You cannot follow yourself');
    context.world.follow(viewerOf(context).id, user.id, context.now().getTime());
    return noContent();
  });

  routes.add('DELETE', '/api/v2/users/:user_id/following', 'both', (context) => {
    const user = findUser(context, context.params.user_id!);
    context.world.unfollow(viewerOf(context).id, user.id);
    return noContent();
  });

  // Check: 204 when the caller follows the user, 404 otherwise.
  routes.add(
    'GET',
    '/api/v2/users/:user_id/following',
    'both',
    (context) => {
      const user = findUser(context, context.params.user_id!);
      if (!context.world.isFollowing(viewerOf(context).id, user.id)) throw notFound();
      return noContent();
    },
    'required',
  );

  routes.add('GET', '/api/v2/items/:item_id/stockers', 'both', (context) => {
    const item = findItem(context, context.params.item_id!);
    const users = byRecency(context.site.stockersOf(item.id), (id) => knownUser(context, id));
    return listPage(context, users, (user) => userJson(context.world, user));
  });

  routes.add('GET', '/api/v2/users/:user_id/items', 'both', (context) => {
    const user = findUser(context, context.params.user_id!);
    return listPage(
      context,
      listedItems(context, (item) => item.userId === user.id),
      (item) => itemJson(context, item),
    );
  });

  routes.add('GET', '/api/v2/users/:user_id/stocks', 'both', (context) => {
    const user = findUser(context, context.params.user_id!);
    const stocked = new Map<string, number>();
    for (const [itemId, stockers] of context.site.stocks) {
      const at = stockers.get(user.id);
      if (at !== undefined) stocked.set(itemId, at);
    }
    const items = byRecency(stocked, (id) => {
      const item = context.site.items.get(id);
      return item && isListed(context, item) ? item : undefined;
    });
    return listPage(context, items, (item) => itemJson(context, item));
  });

  routes.add('GET', '/api/v2/users/:user_id/following_tags', 'both', (context) => {
    const user = findUser(context, context.params.user_id!);
    const followed = new Map<string, number>();
    for (const [key, followers] of context.site.tagFollowers) {
      const at = followers.get(user.id);
      if (at !== undefined) followed.set(key, at);
    }
    const tags = byRecency(followed, (key) => context.site.tags.get(key));
    return listPage(context, tags, (tag) => tagJson(context.site, tag));
  });
}
