// GitHub's HTTP conventions, shared by every REST route: auth, User-Agent, rate limits, media types, CORS,
// ETag / Last-Modified with 304s, Link paging, and the error bodies (basic, validation, redirects).
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { linkHeader, type ServiceRequest } from '../http.js';
import type { Account } from './store.js';

export const docsBase = 'https://docs.github.com/rest';

/** What a route handler answers; `finish` turns it into an HTTP response (conditional requests, headers, counting). */
export interface Reply {
  status: number;
  /** JSON body (ignored when `text` is set). */
  body?: unknown;
  /** Raw text body with its content type (diffs, rendered HTML, plain-text errors). */
  text?: string;
  contentType?: string;
  headers?: Record<string, string | number>;
  /** Epoch ms for `Last-Modified` (GET only). */
  lastModified?: number;
}

export function json(status: number, body: unknown, headers: Record<string, string | number> = {}): Reply {
  return { status, body, headers };
}

export function empty(status: number, headers: Record<string, string | number> = {}): Reply {
  return { status, headers };
}

/** `basic-error` as GitHub sends it today (with the string `status`). */
export function basicError(status: number, message: string, documentationUrl = docsBase): Reply {
  return json(status, { message, documentation_url: documentationUrl, status: String(status) });
}

export function notFound(): Reply {
  return basicError(404, 'Not Found');
}

export interface FieldError {
  resource: string;
  field?: string;
  code: 'missing' | 'missing_field' | 'invalid' | 'already_exists' | 'custom' | 'unprocessable' | 'too_large';
  message?: string;
  value?: string | number | null;
}

/** 422 `validation-error`. */
export function validationFailed(
  errors: FieldError[],
  documentationUrl = docsBase,
  message = 'Validation Failed',
): Reply {
  return json(422, { message, errors, documentation_url: documentationUrl, status: '422' });
}

// ---- authentication ----------------------------------------------------------------------------------------------

/** The credential in a request: `token X`, `Bearer X`, Basic (password = token) or `access_token=`. */
export function credentialOf(request: ServiceRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, value = ''] = header.trim().split(/\s+/, 2);
    const kind = scheme?.toLowerCase();
    if (kind === 'token' || kind === 'bearer') return value;
    if (kind === 'basic') {
      const decoded = Buffer.from(value, 'base64').toString('utf8');
      return decoded.slice(decoded.indexOf(':') + 1);
    }
    return value || scheme;
  }
  return request.query.get('access_token') ?? undefined;
}

// ---- rate limits ---------------------------------------------------------------------------------------------------

export interface RateState {
  limit: number;
  used: number;
  /** Epoch seconds. */
  reset: number;
  /** `core`, or `search` for the search API's own bucket. */
  resource: string;
}

/** The search API's budget: 30 requests a minute signed in, 10 anonymous (https://docs.github.com/en/rest/search/search#rate-limit). */
const searchBucket = { prefix: 'search:', windowSeconds: 60, user: 30, anonymous: 10 };

/** Per-user (authenticated, 5000/h) and per-IP (anonymous, 60/h) buckets of the `core` resource. */
export class RateLimiter {
  private readonly buckets = new Map<string, RateState>();
  /** After `exhaustAll`, buckets created before this epoch-second reset start spent too. */
  private exhaustedUntil = 0;
  /** The share of each bucket `exhaustAll` leaves. */
  private leaveShare = 0;

  constructor(private readonly now: () => number) {}

  static keyFor(
    viewer: Account | undefined,
    ip: string,
    resource: 'core' | 'search' = 'core',
  ): { key: string; limit: number } {
    if (resource === 'search')
      return viewer
        ? { key: `${searchBucket.prefix}user:${viewer.id}`, limit: searchBucket.user }
        : { key: `${searchBucket.prefix}ip:${ip}`, limit: searchBucket.anonymous };
    return viewer ? { key: `user:${viewer.id}`, limit: 5000 } : { key: `ip:${ip}`, limit: 60 };
  }

  state(key: string, limit: number): RateState {
    const nowSeconds = Math.floor(this.now() / 1000);
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.reset <= nowSeconds) {
      const spent = this.exhaustedUntil > nowSeconds;
      const search = key.startsWith(searchBucket.prefix);
      const window = search ? searchBucket.windowSeconds : 3600;
      bucket = {
        limit,
        used: spent ? limit - Math.floor(limit * this.leaveShare) : 0,
        reset: spent ? this.exhaustedUntil : nowSeconds + window,
        resource: search ? 'search' : 'core',
      };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  isSpent(key: string, limit: number): boolean {
    const bucket = this.state(key, limit);
    return bucket.used >= bucket.limit;
  }

  count(key: string, limit: number): void {
    const bucket = this.state(key, limit);
    if (bucket.used < bucket.limit) bucket.used += 1;
  }

  /** Spends every bucket (all but `leaveShare` of it), present and future, until the next reset (fault `rateLimit`). */
  exhaustAll(leaveShare = 0): void {
    const nowSeconds = Math.floor(this.now() / 1000);
    this.exhaustedUntil = nowSeconds + 3600;
    this.leaveShare = leaveShare;
    for (const bucket of this.buckets.values()) bucket.used = bucket.limit - Math.floor(bucket.limit * leaveShare);
  }

  /** Refills everything (tests). */
  resetAll(): void {
    this.exhaustedUntil = 0;
    this.leaveShare = 0;
    this.buckets.clear();
  }
}

export function rateHeaders(state: RateState): Record<string, string | number> {
  return {
    'X-RateLimit-Limit': state.limit,
    'X-RateLimit-Remaining': Math.max(0, state.limit - state.used),
    'X-RateLimit-Reset': state.reset,
    'X-RateLimit-Used': state.used,
    'X-RateLimit-Resource': state.resource,
  };
}

/** The 403 GitHub sends when the primary rate limit is spent. */
export function rateLimitExceeded(viewer: Account | undefined, ip: string, requestId: string): Reply {
  const message = viewer
    ? `API rate limit exceeded for user ID ${viewer.id}. If you reach out to GitHub Support for help, please include the request ID ${requestId}.`
    : `API rate limit exceeded for ${ip}. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.) If you reach out to GitHub Support for help, please include the request ID ${requestId}.`;
  return basicError(403, message, 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api');
}

export function secondaryRateLimit(requestId: string, retryAfter: number): Reply {
  return {
    ...basicError(
      403,
      `You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID ${requestId}.`,
      'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
    ),
    headers: { 'Retry-After': retryAfter },
  };
}

// ---- media types ---------------------------------------------------------------------------------------------------

export interface MediaType {
  /** `v3` or a preview name such as `lydian-preview`. */
  version: string;
  /** `raw`, `text`, `html`, `full`, `diff`, `patch`, `repository`... */
  param?: string;
  /** `json` unless the client asked for a non-JSON form. */
  format?: string;
}

/** Parses `application/vnd.github[.version][.param][+format]`; plain `application/json` and `*\/*` give v3/json. */
export function parseMediaType(accept: string | undefined): MediaType {
  const match = /application\/vnd\.github((?:\.[\w-]+)*)(?:\+(\w+))?/i.exec(accept ?? '');
  if (!match) return { version: 'v3', format: 'json' };
  const parts = (match[1] ?? '').split('.').filter(Boolean);
  let version = 'v3';
  if (parts[0] && (parts[0] === 'v3' || parts[0].endsWith('-preview'))) version = parts.shift()!;
  const param = parts[0];
  const format = match[2]?.toLowerCase() ?? (param ? undefined : 'json');
  return { version, ...(param ? { param: param.toLowerCase() } : {}), ...(format ? { format } : {}) };
}

/** The `X-GitHub-Media-Type` value, e.g. `github.v3; param=full; format=json`. */
export function mediaTypeHeader(media: MediaType): string {
  return [
    `github.${media.version}`,
    media.param ? `param=${media.param}` : undefined,
    media.format ? `format=${media.format}` : undefined,
  ]
    .filter(Boolean)
    .join('; ');
}

// ---- CORS ------------------------------------------------------------------------------------------------------------

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset',
};

export const preflightHeaders: Record<string, string | number> = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, X-GitHub-OTP, X-Requested-With',
  'Access-Control-Max-Age': 86400,
};

// ---- conditional requests ----------------------------------------------------------------------------------------

/** GitHub's weak entity tag over the exact bytes served. */
export function etagOf(bytes: string): string {
  return `W/"${createHash('sha256').update(bytes).digest('hex')}"`;
}

function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** Whether the client's validators say "unchanged": `If-None-Match` first, else `If-Modified-Since`. */
export function isNotModified(request: ServiceRequest, etag: string, lastModified: number | undefined): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince && lastModified !== undefined) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && Math.floor(lastModified / 1000) * 1000 <= since;
  }
  return false;
}

// ---- paging ----------------------------------------------------------------------------------------------------------

export interface PageOptions {
  /** Fixed page size (events): `per_page` is ignored. */
  fixedPerPage?: number;
  /** Highest page that can be fetched (events: 10). */
  maxPages?: number;
}

export interface Page<T> {
  items: T[];
  link?: string;
  page: number;
  lastPage: number;
}

function positiveInt(value: string | null, fallback: number): number {
  const parsed = value === null ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Slices a list per `page`/`per_page` (30 default, 100 max) and builds the `Link` header, keeping other params. */
export function paginate<T>(request: ServiceRequest, all: readonly T[], options: PageOptions = {}): Page<T> {
  const perPage = options.fixedPerPage ?? Math.min(100, positiveInt(request.query.get('per_page'), 30));
  const page = positiveInt(request.query.get('page'), 1);
  let lastPage = Math.max(1, Math.ceil(all.length / perPage));
  if (options.maxPages) lastPage = Math.min(lastPage, options.maxPages);
  const items = page > lastPage ? [] : all.slice((page - 1) * perPage, page * perPage);
  const urlFor = (target: number): string => {
    const url = new URL(request.url.href);
    url.searchParams.set('page', String(target));
    return url.href;
  };
  const links: Array<[string, string]> = [];
  if (page > 1) links.push(['prev', urlFor(Math.min(page - 1, lastPage))]);
  if (page < lastPage) links.push(['next', urlFor(page + 1)], ['last', urlFor(lastPage)]);
  if (page > 1) links.push(['first', urlFor(1)]);
  return { items, page, lastPage, ...(links.length > 0 ? { link: linkHeader(links) } : {}) };
}

/** A list reply with its `Link` header and a `Last-Modified` of the newest item. */
export function listReply<T>(page: Page<T>, render: (item: T) => unknown, lastModified?: (item: T) => number): Reply {
  const newest = lastModified && page.items.length > 0 ? Math.max(...page.items.map(lastModified)) : undefined;
  return {
    status: 200,
    body: page.items.map(render),
    headers: page.link ? { Link: page.link } : {},
    ...(newest !== undefined ? { lastModified: newest } : {}),
  };
}

// ---- bodies ----------------------------------------------------------------------------------------------------------

export type BodyResult = { ok: true; value: Record<string, unknown> } | { ok: false; reply: Reply };

/** Parses a JSON object body: 400 "Problems parsing JSON" or "Body should be a JSON object" as GitHub answers. */
export function parseJsonObject(request: ServiceRequest): BodyResult {
  const text = request.body.toString('utf8');
  if (text.trim() === '') return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reply: basicError(400, 'Problems parsing JSON') };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, reply: basicError(400, 'Body should be a JSON object') };
  return { ok: true, value: parsed as Record<string, unknown> };
}

// ---- writing -------------------------------------------------------------------------------------------------------

export function writeReply(
  response: ServerResponse,
  reply: Reply,
  headers: Record<string, string | number>,
  headOnly: boolean,
): void {
  const all: Record<string, string | number> = { ...headers, ...reply.headers };
  if (reply.status === 204 || reply.status === 304 || (reply.body === undefined && reply.text === undefined)) {
    response.writeHead(
      reply.status,
      reply.status === 304 || reply.status === 204 ? all : { ...all, 'Content-Length': 0 },
    );
    response.end();
    return;
  }
  const text = reply.text ?? JSON.stringify(reply.body);
  response.writeHead(reply.status, {
    'Content-Type': reply.contentType ?? 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...all,
  });
  response.end(headOnly ? undefined : text);
}

export const userAgentMessage =
  'Request forbidden by administrative rules. Please make sure your request has a User-Agent header (https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required). Check https://developer.github.com for other possible causes.\n';
