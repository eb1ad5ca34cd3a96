// One host of the article service (the public edition or one team): rate limit, authentication, routing,
// scopes, then the route's handler; errors come out as `{ message, type }`.
import type { ServerResponse } from 'node:http';
import { sendEmpty, sendJson, sendText, type ServiceRequest } from '../http.js';
import type { Service } from '../service.js';
import { requireScope, type TokenRecord } from './auth.js';
import { ApiError, forbidden, notFound, unauthorized } from './errors.js';
import { anonymousLimit, authenticatedLimit, RateLimiter } from './ratelimit.js';
import { loadRenderer } from './render.js';
import type { AppState, Reply, Route, RouteContext, RouteTable } from './routing.js';
import type { Site, World } from './store.js';
import { parseJsonBody, type Body } from './validate.js';
import { serveWebPage } from './web.js';

export interface HostOptions {
  app: AppState;
  world: World;
  site: Site;
  routes: RouteTable;
  now: () => Date;
}

const rateLimitError = (): ApiError => new ApiError(403, 'rate_limit_exceeded', 'Rate limit exceeded');

export class ArticleHost implements Service {
  private readonly limiter: RateLimiter;

  constructor(private readonly options: HostOptions) {
    this.limiter = new RateLimiter(options.now);
  }

  async handle(request: ServiceRequest, response: ServerResponse): Promise<void> {
    await loadRenderer();
    // Pages a browser opens (item pages, avatars, emoji): outside the API, so no token and no rate limit.
    if (!request.path.startsWith('/api/'))
      return serveWebPage(this.options.world, this.options.site, request, response);

    let token: TokenRecord | undefined;
    let authError: ApiError | undefined;
    try {
      token = this.options.app.credentials.authenticate(headerOf(request, 'authorization'), this.options.site);
    } catch (error) {
      authError = error as ApiError;
    }
    const rate = token
      ? this.limiter.take(`token:${token.token}`, authenticatedLimit)
      : this.limiter.take(`ip:${request.raw.socket.remoteAddress ?? 'unknown'}`, anonymousLimit);
    const write = (reply: Reply): void => writeReply(response, request.method, reply, rate.headers);
    try {
      if (!rate.allowed) throw rateLimitError();
      if (authError) throw authError;
      const matched = this.options.routes.match(request.method, request.path, this.options.site.kind);
      if (!matched) throw notFound();
      const context = this.contextFor(request, matched.params, token);
      this.authorize(matched.route, context);
      write(matched.route.handler(context));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      write({ status: error.status, body: error.body() });
    }
  }

  refillRateLimit(): void {
    this.limiter.refill();
  }

  exhaustRateLimit(leaveShare = 0): void {
    this.limiter.exhaust(leaveShare);
  }

  writeFault(
    kind: 'error500' | 'abuse' | 'rateLimit' | 'unauthorized',
    response: ServerResponse,
    retryAfter: number,
  ): boolean {
    if (kind === 'unauthorized') {
      sendJson(response, 401, unauthorized().body());
    } else if (kind === 'error500') {
      sendJson(response, 500, { message: 'Internal Server Error', type: 'internal_server_error' });
    } else {
      // The service has no separate abuse mechanism: its only throttle is the rate limit.
      sendJson(response, 403, rateLimitError().body(), { 'Retry-After': retryAfter });
    }
    return true;
  }

  private contextFor(
    request: ServiceRequest,
    params: Record<string, string>,
    token: TokenRecord | undefined,
  ): RouteContext {
    const { world, site, app, now } = this.options;
    let body: Body | undefined;
    return {
      world,
      site,
      app,
      now,
      request,
      params,
      token,
      viewer: token ? world.users.get(token.userId) : undefined,
      member: token ? site.team?.members.get(token.userId) : undefined,
      json: () => (body ??= parseJsonBody(request.body)),
    };
  }

  private authorize(route: Route, context: RouteContext): void {
    if (route.auth === 'none') return;
    const { site, token } = context;
    const write = context.request.method !== 'GET' && context.request.method !== 'HEAD';
    const needsToken = route.auth !== 'default' || site.kind === 'team' || write;
    if (!token) {
      if (needsToken) throw unauthorized();
      return;
    }
    if (route.auth !== 'any-scope') requireScope(token, site, write);
    if (site.kind === 'team' && !context.member) throw forbidden('You are not a member of this team');
  }
}

function headerOf(request: ServiceRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function writeReply(response: ServerResponse, method: string, reply: Reply, rateHeaders: Record<string, string>): void {
  const headers = { ...rateHeaders, ...reply.headers };
  if (reply.html !== undefined)
    return sendText(response, reply.status, method === 'HEAD' ? '' : reply.html, 'text/html; charset=utf-8', headers);
  if (reply.body === undefined || method === 'HEAD') return sendEmpty(response, reply.status, headers);
  sendJson(response, reply.status, reply.body, headers);
}
