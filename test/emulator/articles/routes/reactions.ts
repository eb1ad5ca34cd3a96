// Emoji reactions on items and comments, and the item action statistics (team edition only).
import { badRequest, forbidden, notFound } from '../errors.js';
import { actionOnItemJson, reactionJson } from '../resources.js';
import { created, ok, viewerOf, type RouteContext, type RouteTable } from '../routing.js';
import { createdComparison } from '../search.js';
import type { ReactionRecord } from '../store.js';
import { requiredString } from '../validate.js';
import { findComment, findItem, listedItems, listPage } from './common.js';

const emojiName = /^[a-z0-9_+-]+$/;

function addReaction(context: RouteContext, list: ReactionRecord[]): ReactionRecord {
  const name = requiredString(context.json(), 'name');
  if (!emojiName.test(name)) throw badRequest('name must be an emoji name such as +1 or tada');
  const userId = viewerOf(context).id;
  if (list.some((reaction) => reaction.name === name && reaction.userId === userId))
    throw forbidden(`You already reacted with ${name}`);
  const reaction = { name, userId, createdAt: context.now().getTime() };
  list.push(reaction);
  return reaction;
}

/** Removes the caller's reaction; the answer is 200 with the removed reaction. */
function removeReaction(context: RouteContext, list: ReactionRecord[]): ReactionRecord {
  const index = list.findIndex(
    (reaction) => reaction.name === context.params.reaction_name && reaction.userId === viewerOf(context).id,
  );
  if (index < 0) throw notFound();
  return list.splice(index, 1)[0]!;
}

const recentFirst = (list: readonly ReactionRecord[]): ReactionRecord[] =>
  [...list].sort((a, b) => b.createdAt - a.createdAt);

/** `created:>=YYYY-MM created:<=YYYY-MM` terms of the statistics query; other terms are ignored. */
function createdFilter(query: string | null): (ms: number) => boolean {
  const checks = (query ?? '')
    .split(/\s+/)
    .filter((term) => term.startsWith('created:'))
    .map((term) => {
      const compare = createdComparison(term.slice('created:'.length));
      if (!compare)
        throw badRequest(`query: cannot read ${JSON.stringify(term)}; use created:>=YYYY-MM or created:<=YYYY-MM`);
      return compare;
    });
  return (ms) => checks.every((check) => check(ms));
}

export function registerReactionRoutes(routes: RouteTable): void {
  // Before /items/:item_id routes would match "reactions" as an item id.
  routes.add('GET', '/api/v2/items/reactions', 'team', (context) => {
    const inRange = createdFilter(context.request.query.get('query'));
    return listPage(
      context,
      listedItems(context, (item) => inRange(item.createdAt)),
      (item) => actionOnItemJson(context, item),
    );
  });

  routes.add('POST', '/api/v2/items/:item_id/reactions', 'team', (context) => {
    const item = findItem(context, context.params.item_id!);
    return created(reactionJson(context.world, addReaction(context, context.site.reactionsOfItem(item.id))));
  });
  routes.add('DELETE', '/api/v2/items/:item_id/reactions/:reaction_name', 'team', (context) => {
    const item = findItem(context, context.params.item_id!);
    return ok(reactionJson(context.world, removeReaction(context, context.site.reactionsOfItem(item.id))));
  });
  routes.add('GET', '/api/v2/items/:item_id/reactions', 'team', (context) => {
    const item = findItem(context, context.params.item_id!);
    return ok(
      recentFirst(context.site.reactionsOfItem(item.id)).map((reaction) => reactionJson(context.world, reaction)),
    );
  });

  routes.add('POST', '/api/v2/comments/:comment_id/reactions', 'team', (context) => {
    const comment = findComment(context, context.params.comment_id!);
    return created(reactionJson(context.world, addReaction(context, context.site.reactionsOfComment(comment.id))));
  });
  routes.add('DELETE', '/api/v2/comments/:comment_id/reactions/:reaction_name', 'team', (context) => {
    const comment = findComment(context, context.params.comment_id!);
    return ok(reactionJson(context.world, removeReaction(context, context.site.reactionsOfComment(comment.id))));
  });
  routes.add('GET', '/api/v2/comments/:comment_id/reactions', 'team', (context) => {
    const comment = findComment(context, context.params.comment_id!);
    return ok(
      recentFirst(context.site.reactionsOfComment(comment.id)).map((reaction) => reactionJson(context.world, reaction)),
    );
  });
}
