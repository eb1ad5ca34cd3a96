// Every route of the article service, in matching order, plus the list of abolished endpoints (absent: 404).
import { RouteTable } from '../routing.js';
import { registerCommentRoutes } from './comments.js';
import { registerGroupRoutes } from './groups.js';
import { registerItemRoutes } from './items.js';
import { registerOAuthRoutes } from './oauth.js';
import { registerPreviewRoutes } from './preview.js';
import { registerReactionRoutes } from './reactions.js';
import { registerSchemaRoutes } from './schema.js';
import { registerTagRoutes } from './tags.js';
import { registerTeamRoutes } from './teams.js';
import { registerTemplateRoutes } from './templates.js';
import { registerTokenRoutes } from './tokens.js';
import { registerUserRoutes } from './users.js';

export function buildRoutes(): RouteTable {
  const routes = new RouteTable();
  registerOAuthRoutes(routes);
  registerTokenRoutes(routes);
  registerSchemaRoutes(routes);
  registerPreviewRoutes(routes);
  // Reactions first: `/items/reactions` must win over `/items/:item_id`.
  registerReactionRoutes(routes);
  registerUserRoutes(routes);
  registerItemRoutes(routes);
  registerCommentRoutes(routes);
  registerTagRoutes(routes);
  registerTeamRoutes(routes);
  registerGroupRoutes(routes);
  registerTemplateRoutes(routes);
  return routes;
}

/**
 * Endpoints the service abolished: none is routed, so each answers 404 `not_found` like any unknown path.
 * `edition` says where: the like API is abolished on the team edition only (the public edition keeps it).
 */
export const abolishedEndpoints: Array<{ method: string; path: string; edition: 'both' | 'team'; since: string }> = [
  { method: 'PUT', path: '/api/v2/comments/:comment_id/thank', edition: 'both', since: '2020-11-04' },
  { method: 'DELETE', path: '/api/v2/comments/:comment_id/thank', edition: 'both', since: '2020-11-04' },
  { method: 'GET', path: '/api/v2/items/:item_id/likes', edition: 'team', since: '2020-11-04' },
  { method: 'PUT', path: '/api/v2/items/:item_id/like', edition: 'team', since: '2020-11-04' },
  { method: 'DELETE', path: '/api/v2/items/:item_id/like', edition: 'team', since: '2020-11-04' },
  { method: 'GET', path: '/api/v2/items/:item_id/like', edition: 'team', since: '2020-11-04' },
  { method: 'GET', path: '/api/v2/projects', edition: 'both', since: '2022-10-01' },
  { method: 'POST', path: '/api/v2/projects', edition: 'both', since: '2022-10-01' },
  { method: 'GET', path: '/api/v2/projects/:project_id', edition: 'both', since: '2022-10-01' },
  { method: 'PATCH', path: '/api/v2/projects/:project_id', edition: 'both', since: '2022-10-01' },
  { method: 'DELETE', path: '/api/v2/projects/:project_id', edition: 'both', since: '2022-10-01' },
  { method: 'POST', path: '/api/v2/imported_projects', edition: 'both', since: '2022-10-01' },
  { method: 'GET', path: '/api/v2/projects/:project_id/comments', edition: 'both', since: '2022-10-01' },
  { method: 'POST', path: '/api/v2/projects/:project_id/comments', edition: 'both', since: '2022-10-01' },
  { method: 'POST', path: '/api/v2/projects/:project_id/imported_comments', edition: 'both', since: '2022-10-01' },
  { method: 'GET', path: '/api/v2/projects/:project_id/reactions', edition: 'both', since: '2022-10-01' },
  { method: 'POST', path: '/api/v2/projects/:project_id/reactions', edition: 'both', since: '2022-10-01' },
  {
    method: 'DELETE',
    path: '/api/v2/projects/:project_id/reactions/:reaction_name',
    edition: 'both',
    since: '2022-10-01',
  },
];
