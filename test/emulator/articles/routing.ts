// The route table of the article service: `METHOD /path/:param` patterns, each tagged with the edition(s) that
// serve it and how it authenticates. A route missing from an edition answers 404 there, as the real service does.
import { compilePathPattern, type ServiceRequest } from '../http.js';
import type { Credentials, TokenRecord } from './auth.js';
import type { View } from './resources.js';
import type { TeamMember, UserRecord } from './store.js';
import type { Body } from './validate.js';

export type Edition = 'public' | 'team' | 'both';

/**
 * - `default`: a token is needed on team hosts and for every non-GET; scopes are checked (read for GET, write
 *   otherwise); public GETs work without one.
 * - `required`: like default, and a token is needed even for a public GET (e.g. /authenticated_user).
 * - `any-scope`: a valid token of any scope (deactivating one's own token).
 * - `none`: no token involved (authorization pages, token creation).
 */
export type AuthMode = 'default' | 'required' | 'any-scope' | 'none';

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** An HTML page instead of JSON. */
  html?: string;
}

export interface AppState {
  credentials: Credentials;
  seed: number;
  /** A fresh 20-hex id for a created item or comment. */
  newId(kind: string): string;
}

export interface RouteContext extends View {
  request: ServiceRequest;
  params: Record<string, string>;
  token: TokenRecord | undefined;
  /** The caller's membership when the host is a team. */
  member: TeamMember | undefined;
  app: AppState;
  /** The JSON body (parsed once; 400 when malformed). */
  json(): Body;
}

export type RouteHandler = (context: RouteContext) => Reply;

export interface Route {
  method: string;
  edition: Edition;
  auth: AuthMode;
  handler: RouteHandler;
  pattern: RegExp;
  names: string[];
  /** The path as written, e.g. `/api/v2/items/:item_id` (used by the coverage report). */
  path: string;
}

export class RouteTable {
  readonly routes: Route[] = [];

  add(method: string, path: string, edition: Edition, handler: RouteHandler, auth: AuthMode = 'default'): this {
    this.routes.push({ method, path, edition, auth, handler, ...compilePathPattern(path) });
    return this;
  }

  /** The route for a request on an edition; routes are tried in the order they were added. */
  match(
    method: string,
    path: string,
    kind: 'public' | 'team',
  ): { route: Route; params: Record<string, string> } | undefined {
    const wanted = method === 'HEAD' ? 'GET' : method;
    for (const route of this.routes) {
      if (route.method !== wanted || (route.edition !== 'both' && route.edition !== kind)) continue;
      const found = route.pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      try {
        route.names.forEach((name, index) => (params[name] = decodeURIComponent(found[index + 1]!)));
      } catch {
        return undefined;
      }
      return { route, params };
    }
    return undefined;
  }
}

export const ok = (body: unknown, headers?: Record<string, string>): Reply => ({
  status: 200,
  body,
  ...(headers ? { headers } : {}),
});
export const created = (body: unknown): Reply => ({ status: 201, body });
export const noContent = (): Reply => ({ status: 204 });

export function viewerOf(context: RouteContext): UserRecord {
  // Routes that call this run behind an auth mode that guarantees a token.
  return context.viewer!;
}
