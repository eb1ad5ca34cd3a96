// HttpClient: one service host, one optional token. Sends each request hop by hop (exchange.ts: the request built
// by request-building.ts with headers, credentials and conditional validators, sent through the shared undici
// dispatcher by retrying-send.ts), follows redirects (redirect-rules.ts), keeps the rate-limit state, and turns
// failures into the typed errors of errors.ts. What callers pass is in request-options.ts. See index.ts for the API
// overview.
import type * as z from 'zod/mini';
import { Credentials } from './credentials.js';
import { sharedDispatcher, type HttpDispatcher } from './node/dispatcher.js';
import {
  AbuseLimitError,
  NetworkError,
  RateLimitError,
  RedirectedWriteError,
  RequestAbortedError,
  RequestError,
  TimeoutError,
  type RequestInfo,
} from './errors.js';
import { ConditionalCache } from './etag-cache.js';
import { exchange, type Exchanger, type Hop } from './exchange.js';
import { fetchPage, paginate, type Page, type PageIterator, type PaginateOptions } from './paging.js';
import { RateLimitTracker, type RateLimitSnapshot } from './rate-limit.js';
import { redact } from './redact.js';
import { isWriteTurnedRead, redirectTarget } from './redirect-rules.js';
import { encodeQuery } from './request-building.js';
import type { HttpClientOptions, HttpRequest, Query, ServiceProfile } from './request-options.js';
import { toApiError, type HttpResponse, type RedirectHop } from './response.js';
import { CallDeadline } from './signal.js';
import { basePathOf, normalizeBaseUrl } from './urls.js';
import { validate, type ZodSchema } from './validate.js';
import { checkWrite, type WritePermit } from './write-guard.js';
import { defaultUserAgent } from '../version.js';

export type { HttpClientOptions, HttpRequest, Query, ServiceProfile } from './request-options.js';

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
  private readonly exchanger: Exchanger;
  /** Given by the write road (write-guard.ts): under tests, a write from a client without it is refused. */
  private readonly writePermit: WritePermit | undefined = undefined;

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
    const recordLimits = (url: URL, headers: Record<string, string>) => this.recordLimits(url, headers);
    const log = (line: () => string) => this.log(line);
    this.exchanger = {
      sender: { userAgent: this.userAgent, service: this.service, credentials: this.credentials },
      retryingSender: {
        dispatcher: this.dispatcher,
        get retry() {
          return options.retry ?? {};
        },
        rateLimits: this.rateLimits,
        host: this.host,
        recordLimits,
        log,
      },
      cache: this.cache,
      options,
      recordLimits,
      log,
    };
  }

  get hasToken(): boolean {
    return this.credentials.hasToken;
  }

  /** Swaps the token (sign-in/out); cached bodies of the previous identity are dropped. */
  setToken(token: string | undefined): void {
    this.credentials.setToken(token);
    this.cache?.clear();
  }

  /** This client with the write road's permit: one token, cache and budget with it, only the permit is its own. */
  withWritePermit(permit: WritePermit): HttpClient {
    return Object.create(this, { writePermit: { value: permit } }) as HttpClient;
  }

  rateLimit(resource = 'core'): RateLimitSnapshot | undefined {
    return this.rateLimits.get(this.host, resource);
  }

  /** Resolves a path (and query) against the base URL, keeping the base's path prefix. */
  urlFor(path: string, query?: Query): URL {
    const [pathname, search] = path.split('?', 2) as [string, string | undefined];
    const encoded = search === undefined && query === undefined ? '' : encodeQuery(search, query);
    // One parse of the finished string (cheaper than URL setters); the base's path prefix is kept.
    const slash = pathname.startsWith('/') ? '' : '/';
    return new URL(`${this.baseOrigin}${this.basePath}${slash}${pathname}${encoded ? `?${encoded}` : ''}`);
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
    checkWrite(info, request, this.writePermit);
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
    const info = () =>
      this.describe(request.method ?? 'GET', new URL(response.url), [
        this.credentials.secret,
        ...(request.secrets ?? []),
      ]);
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
  paginate<Item extends ZodSchema>(
    itemSchema: Item,
    request: HttpRequest,
    options: PaginateOptions = {},
  ): PageIterator<z.output<Item>> {
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
    throw new RateLimitError({
      status: 0,
      request: info,
      resetAt,
      limit: this.rateLimit(resource)?.limit,
      host: this.host,
    });
  }

  private async followRedirects(
    first: Hop,
    secrets: (string | undefined)[],
    call: CallDeadline,
  ): Promise<HttpResponse> {
    let hop = first;
    const hops: RedirectHop[] = [];
    for (let redirects = 0; ; redirects++) {
      const response = await exchange(this.exchanger, hop, secrets, call);
      const target = redirectTarget(response.status, response.headers.location, hop.url);
      if (target && isWriteTurnedRead(hop.method, response.status))
        throw this.redirectedWrite(first, response, target, secrets);
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
      const tokenNote = this.credentials.covers(hop.url) ? '' : ' (token not sent: outside its base URL)';
      this.log(() => `↪ ${response.status} to ${redact(hop.url.toString(), secrets)}${tokenNote}`);
    }
  }

  /** The error for a write answered 301/302/303; it names the path the caller asked for and where it was sent. */
  private redirectedWrite(
    first: Hop,
    response: HttpResponse,
    target: URL,
    secrets: (string | undefined)[],
  ): RedirectedWriteError {
    const location = redact(target.toString(), secrets);
    const error = new RedirectedWriteError({
      status: response.status,
      request: first.info,
      headers: response.headers,
      location,
    });
    this.log(() => `✗ ${error.message}`);
    return error;
  }

  private finish(
    method: string,
    response: HttpResponse,
    request: HttpRequest,
    secrets: (string | undefined)[],
  ): HttpResponse {
    // A 304 reaches here only when the caller sent its own validators: it gets the 304 to act on.
    if ((response.status >= 200 && response.status < 300) || response.fromCache || response.status === 304)
      return response;
    if (request.okStatuses?.includes(response.status)) return response;
    const info = this.describe(method, new URL(response.url), secrets);
    const error = toApiError(response, info, this.host);
    if (error instanceof AbuseLimitError)
      this.rateLimits.noteRetryAfter(this.host, error.retryAfterMs, request.rateLimitResource);
    this.log(() => `✗ ${error.message}`);
    throw error;
  }

  private recordLimits(url: URL, headers: Record<string, string>): void {
    this.rateLimits.update(this.credentials.covers(url) ? this.host : url.origin, headers);
  }

  /** Whatever went wrong, the caller sees one of the typed errors; the call's signal says timeout vs abort. */
  private classify(error: unknown, info: RequestInfo, call: CallDeadline, timeoutMs: number): RequestError {
    if (call.timedOut) return new TimeoutError(info, timeoutMs);
    if (call.aborted) return new RequestAbortedError(info, error);
    if (error instanceof RequestError) return error;
    return new NetworkError(info, error);
  }

  /** Lines are built only when someone listens. */
  private log(line: () => string): void {
    if (this.options.logger) this.options.logger(redact(line(), [this.credentials.secret]));
  }
}
