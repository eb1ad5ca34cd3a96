// Comments on items (comments on projects were abolished with projects).
import { forbidden } from '../errors.js';
import { commentJson } from '../resources.js';
import { created, noContent, ok, viewerOf, type RouteContext, type RouteTable } from '../routing.js';
import type { CommentRecord } from '../store.js';
import { requiredString } from '../validate.js';
import { findComment, findItem, importedAuthorship, newestFirst } from './common.js';

function ownComment(context: RouteContext): CommentRecord {
  const comment = findComment(context, context.params.comment_id!);
  if (comment.userId !== viewerOf(context).id) throw forbidden('Only the author can change this comment');
  return comment;
}

function addComment(context: RouteContext, userId: string, createdAt: number, updatedAt: number): CommentRecord {
  const item = findItem(context, context.params.item_id!);
  const comment: CommentRecord = {
    id: context.app.newId('comment'),
    itemId: item.id,
    userId,
    body: requiredString(context.json(), 'body'),
    createdAt,
    updatedAt,
  };
  context.site.addComment(comment);
  return comment;
}

export function registerCommentRoutes(routes: RouteTable): void {
  routes.add('GET', '/api/v2/comments/:comment_id', 'both', (context) =>
    ok(commentJson(context.world, findComment(context, context.params.comment_id!))),
  );

  routes.add('PATCH', '/api/v2/comments/:comment_id', 'both', (context) => {
    const comment = ownComment(context);
    comment.body = requiredString(context.json(), 'body');
    comment.updatedAt = context.now().getTime();
    return ok(commentJson(context.world, comment));
  });

  routes.add('DELETE', '/api/v2/comments/:comment_id', 'both', (context) => {
    context.site.removeComment(ownComment(context).id);
    return noContent();
  });

  routes.add('GET', '/api/v2/items/:item_id/comments', 'both', (context) => {
    const item = findItem(context, context.params.item_id!);
    return ok(
      context.site
        .commentsOf(item.id)
        .sort(newestFirst)
        .map((comment) => commentJson(context.world, comment)),
    );
  });

  routes.add('POST', '/api/v2/items/:item_id/comments', 'both', (context) => {
    const now = context.now().getTime();
    return created(commentJson(context.world, addComment(context, viewerOf(context).id, now, now)));
  });

  routes.add('POST', '/api/v2/items/:item_id/imported_comments', 'team', (context) => {
    const { userId, createdAt, updatedAt } = importedAuthorship(context);
    return created(commentJson(context.world, addComment(context, userId, createdAt, updatedAt)));
  });
}
