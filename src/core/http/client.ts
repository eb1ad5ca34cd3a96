// HttpClient: one service host, one optional token. Builds each request (headers, credentials, conditional
// validators), sends it through the shared undici dispatcher, follows redirects hop by hop, keeps the rate-limit
// state, and turns failures into the typed errors of errors.ts. See index.ts for the API overview.
import type * as z from 'zod/mini';
import { Credentials } from './credentials.js';
import { sharedDispatcher, type HttpDispatcher } from './dispatcher.js';
import { answerLimits } from './answer-limits.js';
import {
  AbuseLimitError,
  AnswerTooLargeError,
  NetworkError,
  RateLimitError,
  RedirectedWriteError,
  RequestAbortedError,
  RequestError,
  TimeoutError,
  type RequestInfo,
  type ServiceName,
} from './errors.js';
import { ConditionalCache, type ConditionalCacheOptions } from './etag-cache.js';
import { fetchPage, paginate, type Page, type PageIterator, type PaginateOptions } from './paging.js';
import { RateLimitTracker, type RateLimitSnapshot } from './rate-limit.js';
import { redact, redactHeaders } from './redact.js';
import { createResponse, toApiError, type HttpResponse, type RedirectHop } from './response.js';
import { decideRetry, retryableMethods, type RetryAttemptState, type RetryOptions, type RetryableFailure } from './retry-policy.js';
import { CallDeadline, delay } from './signal.js';
import { AnswerLimitExceeded, sendOnce, type Answer, type AttemptOptions } from './transport.js';
import { basePathOf, normalizeBaseUrl } from './urls.js';
import { validate, type ZodSchema } from './validate.js';
import { defaultUserAgent } from '../version.js';

/** What distinguishes one service's requests: its name (for errors) and the headers it requires. */
export interface ServiceProfile {
  name: ServiceName;
  /** Default `Accept`. */
  accept: string;
  /** Headers sent with every request, e.g. `X-GitHub-Api-Version`. */
  headers?: Record<string, string>;
}

export interface HttpClientOptions {
  /** The service host, e.g. `https://qiita.com`, `https://team.qiita.com`, `http://127.0.0.1:4000/qiita`. */
  baseUrl: string;
  service: ServiceProfile;
  /** Sent as `Authorization: Bearer <token>`, only to URLs below `baseUrl`. */
  token?: string;
  /** Default: `defaultUserAgent()`, `DevDesk/<version> (<platform>; node <version>)`. */
  userAgent?: string;
  /** Default per-call timeout in ms (covers retries and redirects). Default 30000; 0 disables. */
  timeoutMs?: number;
  retry?: RetryOptions;
  /** Conditional-request cache for GETs; `false` turns it off. */
  cache?: ConditionalCacheOptions | false;
  /** Share one tracker between clients so the UI observes every host in one place. */
  rateLimits?: RateLimitTracker;
  /** Defaults to the process-wide keep-alive dispatcher. */
  dispatcher?: HttpDispatcher;
  /** Receives one redacted line per request and answer. */
  logger?: (line: string) => void;
  /** Also log the (redacted) request headers. */
  logHeaders?: boolean;
  maxRedirects?: number;
  /** Observes every redirect followed (e.g. GitHub's client remembers a 301 for a renamed repository). */
  onRedirect?: (hop: RedirectHop) => void;
  /** The most bytes an answer may have, unless a request says otherwise. Default `answerLimits.json`. */
  maxAnswerBytes?: number;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface HttpRequest {
  method?: string;
  /** Path below the base URL (`/api/v2/items`); alternatively `url`. */
  path?: string;
  /** An absolute URL used verbatim (e.g. a `Link` next URL); credentials still follow the base-URL rule. */
  url?: string;
  query?: Query;
  /** A JSON body (sets `Content-Type: application/json`). */
  json?: unknown;
  /** A raw body; give `contentType` with it. */
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  accept?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Set false for a PUT/DELETE that is unsafe to repeat. POST and PATCH are never retried. */
  idempotent?: boolean;
  /** Set false to skip the conditional cache for this GET. */
  cache?: boolean;
  /** Rate-limit bucket this request spends (GitHub: core, search, graphql…). Default `core`. */
  rateLimitResource?: string;
  /** Extra values to redact from logs and errors (e.g. a token that is part of the path). */
  secrets?: string[];
  /**
   * Non-2xx statuses handed back as answers instead of thrown: e.g. 304 for a caller that sends its own
   * `If-None-Match` and wants to see the bare 304 (with its headers), or 404 where it means "no" (a check).
   */
  okStatuses?: readonly number[];
  /**
   * The most bytes the answer may have, by its kind: `answerLimits.markdown`, `.diff`, `.graphql`… (answer-limits.ts).
   * Default: the client's `maxAnswerBytes`. A longer answer is dropped unread with AnswerTooLargeError.
   */
  maxAnswerBytes?: number;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
/** Statuses after which a client may (301, 302) or must (303) switch to GET: a write is not followed through them. */
const redirectsToGet = new Set([301, 302, 303]);
const readMethods = new Set(['GET', 'HEAD']);

/** One request on the way to the answer: the first, or one made to follow a redirect. */
interface Hop {
  method: string;
  url: URL;
  request: HttpRequest;
  /** Method and redacted path, as logs and errors name this hop. */
  info: RequestInfo;
}

export class HttpClient {
  readonly baseUrl: URL;
  readonly service: ServiceProfile;
  readonly rateLimits: RateLimitTracker;
  private readonly credentials: Credentials;
  private readonly cache: ConditionalCache | undefined;
  private readonly dispatcher: HttpDispatcher;
  private readonly options: HttpClientOptions;
  private readonly userAgent: string;
  /** The key of this host's rate-limit budget. */
  readonly host: string;
  private readonly baseOrigin: string;
  private readonly basePath: string;

  constructor(options: HttpClientOptions) {
    this.options = options;
    this.baseUrl = normalizeBaseUrl(options.baseUrl);
    this.host = this.baseUrl.toString().replace(/\/$/, '');
    this.baseOrigin = this.baseUrl.origin;
    this.basePath = basePathOf(this.baseUrl);
    this.service = options.service;
    this.userAgent = options.userAgent ?? defaultUserAgent();
    this.credentials = new Credentials({ baseUrl: this.baseUrl, token: options.token });
    this.cache = options.cache === false ? undefined : new ConditionalCache(options.cache);
    this.rateLimits = options.rateLimits ?? new RateLimitTracker();
    this.dispatcher = options.dispatcher ?? sharedDispatcher();
  }

  get hasToken(): boolean {
    return this.credentials.hasToken;
  }

  /** Swaps the token (sign-in/out); cached bodies of the previous identity are dropped. */
  setToken(token: string | undefined): void {
    this.credentials.setToken(token);
    this.cache?.clear();
  }

  rateLimit(resource = 'core'): RateLimitSnapshot | undefined {
    return this.rateLimits.get(this.host, resource);
  }

  /** Resolves a path (and query) against the base URL, keeping the base's path prefix. */
  urlFor(path: string, query?: Query): URL {
    const [pathname, search] = path.split('?', 2) as [string, string | undefined];
    const encoded = search === undefined && query === undefined ? '' : encodeQuery(search, query);
    // One parse of the finished string (cheaper than URL setters); the base's path prefix is kept.
    return new URL(`${this.baseOrigin}${this.basePath}${pathname.startsWith('/') ? '' : '/'}${pathname}${encoded ? `?${encoded}` : ''}`);
  }


  /**
   * Sends one request; resolves with any 2xx, a 304 answered from the cache (`fromCache`), or the bare 304 of a
   * request that carried the caller's own `If-None-Match`/`If-Modified-Since`; throws the typed error otherwise.
   */
  async request(request: HttpRequest): Promise<HttpResponse> {
    const method = (request.method ?? 'GET').toUpperCase();
    const url = request.url ? new URL(request.url) : this.urlFor(request.path ?? '/', request.query);
    const secrets = [this.credentials.secret, ...(request.secrets ?? [])];
    const info = this.describe(method, url, secrets);
    this.failFastIfSpent(info, request.rateLimitResource);
    const timeoutMs = request.timeoutMs ?? this.options.timeoutMs ?? 30_000;
    const call = new CallDeadline(request.signal, timeoutMs);
    try {
      const response = await this.followRedirects({ method, url, request, info }, secrets, call);
      if (call.aborted) throw call.reason;
      return response;
    } catch (error) {
      throw this.classify(error, info, call, timeoutMs);
    } finally {
      call.dispose();
    }
  }

  /** GET (or any method) and validate the JSON body with `schema`. */
  async json<Schema extends ZodSchema>(schema: Schema, request: HttpRequest): Promise<z.output<Schema>> {
    const response = await this.request(request);
    const info = () => this.describe(request.method ?? 'GET', new URL(response.url), [this.credentials.secret, ...(request.secrets ?? [])]);
    return validate(schema, response.json(), info, response.status);
  }

  /** A request whose answer has no body worth reading (204). */
  async send(request: HttpRequest): Promise<void> {
    await this.request(request);
  }

  /** One page of a list: `{ items, total?, next?, last? }`. Pass `{ url: page.next }` for the following page. */
  page<Item extends ZodSchema>(itemSchema: Item, request: HttpRequest): Promise<Page<z.output<Item>>> {
    return fetchPage(this, itemSchema, request);
  }

  /** Every item of a list across pages, following `Link: rel="next"`; stops at `options.limit`. */
  paginate<Item extends ZodSchema>(itemSchema: Item, request: HttpRequest, options: PaginateOptions = {}): PageIterator<z.output<Item>> {
    return paginate(this, itemSchema, request, options);
  }

  /** Method and redacted path of a request, as errors and logs name it. */
  describe(method: string, url: URL, secrets: readonly (string | undefined)[] = []): RequestInfo {
    const path = redact(`${url.pathname}${url.search}`, [this.credentials.secret, ...secrets]);
    return { method: method.toUpperCase(), path, service: this.service.name };
  }

  private failFastIfSpent(info: RequestInfo, resource = 'core'): void {
    const resetAt = this.rateLimits.spent(this.host, resource)?.resetAt;
    if (!resetAt) return;
    this.log(() => `✗ ${info.method} ${info.path}: rate limit spent until ${resetAt.toISOString()}, not sent`);
    throw new RateLimitError({ status: 0, request: info, resetAt, limit: this.rateLimit(resource)?.limit, host: this.host });
  }

  private async followRedirects(first: Hop, secrets: (string | undefined)[], call: CallDeadline): Promise<HttpResponse> {
    let hop = first;
    const hops: RedirectHop[] = [];
    for (let redirects = 0; ; redirects++) {
      const response = await this.exchange(hop, secrets, call);
      const location = response.headers.location;
      const target = redirectStatuses.has(response.status) && location ? new URL(location, hop.url) : undefined;
      if (target && isWriteTurnedRead(hop.method, response.status)) throw this.redirectedWrite(first, response, target, secrets);
      if (!target || redirects >= (this.options.maxRedirects ?? 5)) {
        response.redirects = hops;
        return this.finish(hop.method, response, first.request, secrets);
      }
      const from = hop.url.toString();
      // The same request again at the new address: a read stays a read, a write goes on only after 307/308.
      // The token is judged afresh for the new URL (headersFor), so it never follows a hop outside its base.
      hop = { method: hop.method, url: target, request: hop.request, info: this.describe(hop.method, target, secrets) };
      const followed = { status: response.status, from, to: hop.url.toString() };
      hops.push(followed);
      this.options.onRedirect?.(followed);
      this.log(() => `↪ ${response.status} to ${redact(hop.url.toString(), secrets)}${this.credentials.covers(hop.url) ? '' : ' (token not sent: outside its base URL)'}`);
    }
  }

  /** The error for a write answered 301/302/303; it names the path the caller asked for and where it was sent. */
  private redirectedWrite(first: Hop, response: HttpResponse, target: URL, secrets: (string | undefined)[]): RedirectedWriteError {
    const location = redact(target.toString(), secrets);
    const error = new RedirectedWriteError({ status: response.status, request: first.info, headers: response.headers, location });
    this.log(() => `✗ ${error.message}`);
    return error;
  }

  private finish(method: string, response: HttpResponse, request: HttpRequest, secrets: (string | undefined)[]): HttpResponse {
    // A 304 reaches here only when the caller sent its own validators: it gets the 304 to act on.
    if ((response.status >= 200 && response.status < 300) || response.fromCache || response.status === 304) return response;
    if (request.okStatuses?.includes(response.status)) return response;
    const info = this.describe(method, new URL(response.url), secrets);
    const error = toApiError(response, info, this.host);
    if (error instanceof AbuseLimitError) this.rateLimits.noteRetryAfter(this.host, error.retryAfterMs, request.rateLimitResource);
    this.log(() => `✗ ${error.message}`);
    throw error;
  }

  /** One hop: build, send (with retries), read, record limits, consult the conditional cache. */
  private async exchange({ method, url, request, info }: Hop, secrets: (string | undefined)[], call: CallDeadline): Promise<HttpResponse> {
    const headers = this.headersFor(url, request, info);
    const cacheKey = this.cacheKeyFor(method, url, request, headers);
    const cached = cacheKey ? this.cache?.get(cacheKey) : undefined;
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
    const started = Date.now();
    this.log(() => `→ ${info.method} ${info.path}${this.options.logHeaders ? ` ${JSON.stringify(redactHeaders(headers, secrets))}` : ''}`);

    const maxAnswerBytes = request.maxAnswerBytes ?? this.options.maxAnswerBytes ?? answerLimits.json;
    const attempt = { origin: url.origin, path: `${url.pathname}${url.search}`, method, headers, body: this.bodyOf(request), maxAnswerBytes };
    const answer = await this.sendWithRetries(attempt, url, request, info, call);
    this.recordLimits(url, answer.headers);

    const fromCache = answer.status === 304 && cached !== undefined;
    const response = fromCache
      ? createResponse({ status: cached.status, headers: { ...cached.headers, ...answer.headers }, url: url.toString(), body: cached.body, fromCache }, info)
      : createResponse({ status: answer.status, headers: answer.headers, url: url.toString(), body: answer.body, fromCache }, info);
    if (cacheKey && !fromCache && answer.status === 200) this.remember(cacheKey, response);
    this.log(() => `← ${answer.status} ${info.method} ${info.path} ${Date.now() - started} ms${fromCache ? ' (cached body)' : ''}`);
    return response;
  }

  private headersFor(url: URL, request: HttpRequest, info: RequestInfo): Record<string, string> {
    const headers: Record<string, string> = {
      'user-agent': this.userAgent,
      accept: request.accept ?? this.service.accept,
    };
    // Never let a caller-supplied header smuggle a credential past the base-URL rule: copyHeaders drops it.
    copyHeaders(headers, this.service.headers);
    copyHeaders(headers, request.headers);
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    else if (request.body !== undefined) headers['content-type'] = request.contentType ?? 'application/octet-stream';
    const authorization = this.credentials.authorizationFor(url, info);
    if (authorization) headers.authorization = authorization;
    return headers;
  }

  private bodyOf(request: HttpRequest): string | Buffer | undefined {
    if (request.json !== undefined) return JSON.stringify(request.json);
    return request.body;
  }

  private cacheKeyFor(method: string, url: URL, request: HttpRequest, headers: Record<string, string>): string | undefined {
    if (!this.cache || method !== 'GET' || request.cache === false) return undefined;
    if (headers['if-none-match'] || headers['if-modified-since']) return undefined; // the caller validates itself
    return `${headers.accept} ${headers.authorization ? 'auth' : 'anon'} ${url.toString()}`;
  }

  private remember(cacheKey: string, response: HttpResponse): void {
    this.cache?.set(cacheKey, {
      etag: response.headers.etag,
      lastModified: response.headers['last-modified'],
      status: response.status,
      headers: response.headers,
      body: response.body,
    });
  }

  private recordLimits(url: URL, headers: Record<string, string>): void {
    this.rateLimits.update(this.credentials.covers(url) ? this.host : url.origin, headers);
  }

  /**
   * Sends one hop, repeating it while retry-policy.ts allows: idempotent requests only, after a network failure
   * or a failed answer. A repeated attempt re-sends the whole request (bodies are strings or Buffers, so they can
   * be sent again). Done here rather than by undici's retry interceptor: see dispatcher.ts for why.
   */
  private async sendWithRetries(attempt: AttemptOptions, url: URL, request: HttpRequest, info: RequestInfo, call: CallDeadline): Promise<Answer> {
    const retryable = retryableMethods.has(attempt.method) && request.idempotent !== false;
    let state: RetryAttemptState | undefined; // created on the first failure: most requests never need it
    for (;;) {
      let answer: Answer;
      try {
        answer = await sendOnce(this.dispatcher, attempt, call);
      } catch (error) {
        if (!retryable || call.aborted) throw error;
        state ??= { transientRetries: 0, waitedRetryAfter: false };
        if (await this.waitToRetry(error as RetryableFailure, state, url, request, info, call)) continue;
        throw error;
      }
      // Below 400 nothing is worth repeating (redirects and 304s are answers, not failures).
      if (!retryable || answer.status < 400) return answer;
      state ??= { transientRetries: 0, waitedRetryAfter: false };
      if (!(await this.waitToRetry({ statusCode: answer.status, headers: answer.headers }, state, url, request, info, call))) return answer;
    }
  }

  /** Asks the policy about a failed attempt; when it says "again", records the pause and waits it out. */
  private async waitToRetry(failure: RetryableFailure, state: RetryAttemptState, url: URL, request: HttpRequest, info: RequestInfo, call: CallDeadline): Promise<boolean> {
    const decision = call.aborted ? ({ retry: false } as const) : decideRetry(failure, state, this.options.retry ?? {});
    if (!decision.retry) return false;
    // The answer being dropped still tells the current budget (the kept one is recorded by exchange()).
    if (failure.headers) this.recordLimits(url, failure.headers as Record<string, string>);
    if (decision.reason === 'retry-after') {
      state.waitedRetryAfter = true;
      this.rateLimits.noteRetryAfter(this.host, decision.delayMs, request.rateLimitResource);
    } else state.transientRetries += 1;
    this.log(() => `↻ ${info.method} ${info.path} after ${failure.statusCode ?? failure.code}; retrying in ${decision.delayMs} ms`);
    await delay(decision.delayMs, call);
    return true;
  }

  /** Whatever went wrong, the caller sees one of the typed errors; the call's signal says timeout vs abort. */
  private classify(error: unknown, info: RequestInfo, call: CallDeadline, timeoutMs: number): RequestError {
    if (call.timedOut) return new TimeoutError(info, timeoutMs);
    if (call.aborted) return new RequestAbortedError(info, error);
    if (error instanceof RequestError) return error;
    if (error instanceof AnswerLimitExceeded) return new AnswerTooLargeError(info, this.host, error.limitBytes);
    return new NetworkError(info, error);
  }

  /** Lines are built only when someone listens. */
  private log(line: () => string): void {
    if (this.options.logger) this.options.logger(redact(line(), [this.credentials.secret]));
  }
}

/**
 * True when following this redirect could turn a write into a read: RFC 9110 lets a client re-send a POST
 * answered 301/302 as a GET and requires it after 303, so a server cannot count on the write being repeated.
 */
function isWriteTurnedRead(method: string, status: number): boolean {
  return !readMethods.has(method) && redirectsToGet.has(status);
}

/** The query of a path merged with `query` (its values win), form-encoded; '' when there is none. */
function encodeQuery(search: string | undefined, query: Query | undefined): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  return params.toString();
}

/** Copies `headers` into `into` with lower-case names, leaving out `Authorization` (the credentials' business). */
function copyHeaders(into: Record<string, string>, headers: Record<string, string> | undefined): void {
  if (!headers) return;
  for (const name of Object.keys(headers)) {
    const lowerName = name.toLowerCase();
    if (lowerName !== 'authorization') into[lowerName] = headers[name]!;
  }
}
