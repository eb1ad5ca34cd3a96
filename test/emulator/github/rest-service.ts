// The REST v3 service: one pipeline around every route (preflight, User-Agent, credentials, redirects for renamed
// repositories, rate limit, conditional requests, common headers), then the route modules.
import type { ServerResponse } from 'node:http';
import { Router, type Handler, type ServiceRequest } from '../http.js';
import type { Service } from '../service.js';
import type { GitHubContext, RouteHandler, RouteTable } from './context.js';
import {
  basicError,
  corsHeaders,
  credentialOf,
  docsBase,
  etagOf,
  isNotModified,
  json,
  mediaTypeHeader,
  notFound,
  parseMediaType,
  preflightHeaders,
  RateLimiter,
  rateHeaders,
  rateLimitExceeded,
  secondaryRateLimit,
  userAgentMessage,
  writeReply,
  type Reply,
} from './http-conventions.js';
import { Representations } from './representations.js';
import { registerCheckRoutes } from './routes/checks.js';
import { registerCommentRoutes } from './routes/comments.js';
import { registerCompareRoutes } from './routes/compare.js';
import { registerContentRoutes } from './routes/contents.js';
import { registerEventRoutes } from './routes/events.js';
import { registerIssueRoutes } from './routes/issues.js';
import { registerLabelRoutes } from './routes/labels.js';
import { registerMarkdownRoutes } from './routes/markdown.js';
import { registerMetaRoutes } from './routes/meta.js';
import { registerNotificationRoutes } from './routes/notifications.js';
import { registerPeopleRoutes } from './routes/people.js';
import { registerPullRoutes } from './routes/pulls.js';
import { registerSearchRoutes } from './routes/search.js';
import { registerStatusRoutes } from './routes/statuses.js';
import { registerReviewRoutes } from './routes/reviews.js';
import { registerTeamRoutes } from './routes/teams.js';
import { registerUserTeamRoutes } from './routes/user-teams.js';
import { repositoryIdPath, requestByName, withRepositoryIdLinks } from './repository-ids.js';
import type { Account, GitHubStore } from './store.js';

const repoPath = /^\/(repos|networks)\/([^/]+)\/([^/]+)(\/.*)?$/;

/** A route whose last segment is `*name`: that parameter takes the rest of the path, slashes included. */
interface RestRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: RouteHandler;
}

function compileRestRoute(method: string, path: string, handler: RouteHandler): RestRoute {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith('*')) {
        names.push(segment.slice(1));
        return '(.+?)';
      }
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}/?$`), names, handler };
}

export class GitHubRestService implements Service {
  readonly limiter: RateLimiter;
  private readonly router = new Router();
  private readonly handlers = new Map<Handler, RouteHandler>();
  /** Routes with a `*rest` parameter (the shared Router matches one segment per parameter). */
  private readonly restRoutes: RestRoute[] = [];
  /** Every route served, as registered (`/repos/:owner/:repo/pulls`): the OpenAPI test checks each. */
  readonly routes: Array<{ method: string; path: string }> = [];
  private requestCount = 0;

  constructor(readonly store: GitHubStore) {
    this.limiter = new RateLimiter(() => store.now());
    const table: RouteTable = {
      on: (method, path, handler) => {
        this.routes.push({ method, path });
        if (path.includes('/*')) {
          this.restRoutes.push(compileRestRoute(method, path, handler));
          return;
        }
        // The shared Router matches; our handlers need the GitHub context, so the Router holds a key to them.
        const key: Handler = () => undefined;
        this.handlers.set(key, handler);
        this.router.on(method, path, key);
      },
    };
    registerMetaRoutes(table, (context) => this.limiter.state(...this.bucketOf(context.viewer, context.request)));
    // Comment routes first: `/pulls/comments` must not be read as pull request number "comments".
    registerCommentRoutes(table);
    registerPullRoutes(table);
    registerReviewRoutes(table);
    registerPeopleRoutes(table);
    registerIssueRoutes(table);
    registerMarkdownRoutes(table);
    registerEventRoutes(table);
    registerTeamRoutes(table);
    registerContentRoutes(table);
    registerCompareRoutes(table);
    registerSearchRoutes(table);
    registerCheckRoutes(table);
    registerUserTeamRoutes(table);
    registerStatusRoutes(table);
    registerLabelRoutes(table);
    registerNotificationRoutes(table);
  }

  refillRateLimit(): void {
    this.limiter.resetAll();
  }

  exhaustRateLimit(leaveShare = 0): void {
    this.limiter.exhaustAll(leaveShare);
  }

  writeFault(
    kind: 'error500' | 'abuse' | 'rateLimit' | 'unauthorized',
    response: ServerResponse,
    retryAfter: number,
  ): boolean {
    const requestId = this.nextRequestId();
    const headers = {
      ...corsHeaders,
      'X-GitHub-Media-Type': 'github.v3; format=json',
      'X-GitHub-Request-Id': requestId,
    };
    if (kind === 'unauthorized') {
      writeReply(response, basicError(401, 'Bad credentials'), headers, false);
      return true;
    }
    if (kind === 'abuse') {
      writeReply(response, secondaryRateLimit(requestId, retryAfter), { ...headers, Connection: 'close' }, false);
      return true;
    }
    if (kind === 'error500') {
      writeReply(
        response,
        json(500, { message: 'Server Error', documentation_url: docsBase, status: '500' }),
        headers,
        false,
      );
      return true;
    }
    return false;
  }

  async handle(request: ServiceRequest, response: ServerResponse): Promise<void> {
    const requestId = this.nextRequestId();
    const media = parseMediaType(request.headers.accept);
    const headers: Record<string, string | number> = {
      ...corsHeaders,
      'X-GitHub-Media-Type': mediaTypeHeader(media),
      'X-GitHub-Request-Id': requestId,
      'X-GitHub-Api-Version-Selected': '2022-11-28',
      Vary: 'Accept, Authorization, Cookie, X-GitHub-OTP',
    };
    const headOnly = request.method === 'HEAD';
    if (request.method === 'OPTIONS')
      return writeReply(response, { status: 204 }, { ...headers, ...preflightHeaders }, false);
    if (!request.headers['user-agent']) {
      return writeReply(
        response,
        { status: 403, text: userAgentMessage, contentType: 'text/plain; charset=utf-8' },
        { 'X-GitHub-Request-Id': requestId },
        headOnly,
      );
    }

    const credential = credentialOf(request);
    const viewer = credential ? this.store.userForToken(credential) : undefined;
    const [bucketKey, limit] = this.bucketOf(viewer, request);
    if (credential && !viewer) {
      this.limiter.count(bucketKey, limit);
      return writeReply(
        response,
        basicError(401, 'Bad credentials'),
        { ...headers, ...rateHeaders(this.limiter.state(bucketKey, limit)) },
        headOnly,
      );
    }
    if (viewer) {
      // A classic token's scopes; a fine-grained token has none, and GitHub sends no X-OAuth-Scopes for it.
      const scopes = this.store.notifications.tokenKinds.scopesOf(credential!);
      if (scopes !== undefined) headers['X-OAuth-Scopes'] = scopes;
      headers['X-Accepted-OAuth-Scopes'] =
        request.path.includes('/teams') || request.path.includes('/team/')
          ? 'admin:org, read:org, repo, user, write:org'
          : '';
    }

    const context: GitHubContext = {
      request,
      store: this.store,
      viewer,
      rep: new Representations(this.store, viewer?.id),
      media,
      requestId,
    };
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const free = request.path === '/rate_limit';
    const spent = (): boolean => !free && this.limiter.isSpent(bucketKey, limit);
    // Writes are refused before they happen; reads run first so an unchanged resource can still answer 304.
    let reply: Reply =
      !isRead && spent() ? rateLimitExceeded(viewer, this.ipOf(request), requestId) : await this.route(context);
    let etag: string | undefined;
    if (isRead && reply.status === 200) {
      reply.text ??= JSON.stringify(reply.body);
      etag = etagOf(reply.text);
      if (isNotModified(request, etag, reply.lastModified)) {
        // 304s never count against the rate limit; they still say how often to poll (X-Poll-Interval).
        const poll = reply.headers?.['X-Poll-Interval'];
        return writeReply(
          response,
          { status: 304 },
          {
            ...headers,
            ...rateHeaders(this.limiter.state(bucketKey, limit)),
            ETag: etag,
            ...this.cacheHeaders(viewer, reply),
            ...(poll !== undefined ? { 'X-Poll-Interval': poll } : {}),
          },
          true,
        );
      }
    }
    if (isRead && spent()) {
      reply = rateLimitExceeded(viewer, this.ipOf(request), requestId);
      etag = undefined;
    }
    // Counting saturates at the limit, so a refused request leaves `used` at the limit.
    if (!free) this.limiter.count(bucketKey, limit);
    const rate = rateHeaders(this.limiter.state(bucketKey, limit));
    const extra: Record<string, string | number> = { ...rate };
    if (etag) Object.assign(extra, { ETag: etag }, this.cacheHeaders(viewer, reply));
    writeReply(response, this.jsonp(request, reply, rate), { ...headers, ...extra }, headOnly);
  }

  /** A `/repositories/{id}/…` request answers as the repository's name would; lists link their pages by id. */
  private async route(context: GitHubContext): Promise<Reply> {
    const byName = requestByName(this.store, context.request);
    if (byName === null) return notFound();
    return withRepositoryIdLinks(
      this.store,
      await this.routeByName(byName ? { ...context, request: byName } : context),
    );
  }

  private async routeByName(context: GitHubContext): Promise<Reply> {
    const request = context.request;
    const redirect = this.renamedRepoRedirect(context);
    if (redirect) return redirect;
    const match = this.router.match(request.method, request.path);
    if ('handler' in match) return this.handlers.get(match.handler)!(context, match.params);
    for (const route of this.restRoutes) {
      const found =
        route.method === request.method || (request.method === 'HEAD' && route.method === 'GET')
          ? route.pattern.exec(request.path)
          : null;
      if (!found) continue;
      try {
        const params = Object.fromEntries(
          route.names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]),
        );
        return await route.handler(context, params);
      } catch (error) {
        if (error instanceof URIError) return notFound();
        throw error;
      }
    }
    return notFound();
  }

  /** 301 (GET/HEAD) or 307 (others) from a former repository name to the repository's id, keeping the tail. */
  private renamedRepoRedirect(context: GitHubContext): Reply | undefined {
    const found = repoPath.exec(context.request.path);
    if (!found) return undefined;
    const [, kind, owner, name, tail = ''] = found;
    if (this.store.repo(owner!, name!)) return undefined;
    const resolved = this.store.resolveRepo(owner!, name!);
    if (!resolved || !this.store.canRead(resolved.repo, context.viewer?.id)) return undefined;
    const search = context.request.url.search;
    const byId = kind === 'repos' ? repositoryIdPath(resolved.repo, tail, search) : undefined;
    const location = `${this.store.apiUrl}${byId ?? `/${kind}/${this.store.fullName(resolved.repo)}${tail}${search}`}`;
    const permanent = context.request.method === 'GET' || context.request.method === 'HEAD';
    return json(
      permanent ? 301 : 307,
      {
        message: permanent ? 'Moved Permanently' : 'Temporary Redirect',
        url: location,
        documentation_url: 'https://docs.github.com/rest/guides/best-practices-for-using-the-rest-api#follow-redirects',
      },
      { Location: location },
    );
  }

  private cacheHeaders(viewer: Account | undefined, reply: Reply): Record<string, string> {
    return {
      'Cache-Control': `${viewer ? 'private' : 'public'}, max-age=60, s-maxage=60`,
      ...(reply.lastModified !== undefined ? { 'Last-Modified': new Date(reply.lastModified).toUTCString() } : {}),
    };
  }

  /** JSONP: `?callback=fn` on a GET wraps {meta, data} (GitHub's documented form). */
  private jsonp(request: ServiceRequest, reply: Reply, rate: Record<string, string | number>): Reply {
    const callback = request.query.get('callback');
    if (request.method !== 'GET' || !callback || !/^[\w.$]+$/.test(callback) || reply.body === undefined) return reply;
    const link = reply.headers?.Link
      ? String(reply.headers.Link)
          .split(', ')
          .map((part) => {
            const [, url, rel] = /<([^>]+)>; rel="(\w+)"/.exec(part) ?? [];
            return [url, { rel }];
          })
      : undefined;
    const meta = {
      status: reply.status,
      'X-RateLimit-Limit': String(rate['X-RateLimit-Limit']),
      'X-RateLimit-Remaining': String(rate['X-RateLimit-Remaining']),
      'X-RateLimit-Reset': String(rate['X-RateLimit-Reset']),
      ...(link ? { Link: link } : {}),
    };
    return {
      status: 200,
      text: `/**/${callback}(${JSON.stringify({ meta, data: reply.body })})`,
      contentType: 'application/javascript; charset=utf-8',
    };
  }

  private bucketOf(viewer: Account | undefined, request: ServiceRequest): [string, number] {
    const { key, limit } = RateLimiter.keyFor(
      viewer,
      this.ipOf(request),
      request.path.startsWith('/search/') ? 'search' : 'core',
    );
    return [key, limit];
  }

  private ipOf(request: ServiceRequest): string {
    return (request.raw.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  }

  private nextRequestId(): string {
    this.requestCount += 1;
    const hex = (value: number, width: number): string => value.toString(16).toUpperCase().padStart(width, '0');
    return `C0DE:${hex(this.requestCount % 0xffff, 4)}:${hex(this.requestCount * 7919, 6)}:${hex(this.requestCount * 104729, 7)}:${hex(Math.floor(this.store.now() / 1000), 8)}`;
  }
}
