// The HTTP layer shared by every service client (article service, GitHub REST, GitHub GraphQL). Stable API:
//
//   const http = new HttpClient({ baseUrl, service: { name, accept, headers? }, token?, userAgent?, timeoutMs?,
//                                 retry?, cache?, rateLimits?, dispatcher?, logger?, logHeaders?, maxRedirects?,
//                                 onRedirect?, maxAnswerBytes? })
//   http.request(req)              -> HttpResponse { status, headers, url, body, fromCache, links, totalCount,
//                                                    redirects, text(), json() }; any non-2xx throws an ApiError
//                                  subclass, except statuses in req.okStatuses and a 304 to the caller's own
//                                  If-None-Match (both returned as is)
//   http.json(schema, req)         -> the body validated by a zod schema (SchemaMismatchError names the field)
//   http.send(req)                 -> void (204 answers)
//   http.page(itemSchema, req)     -> { items, total?, next?, last?, first?, prev? }; next page: { url: page.next }
//   http.paginate(itemSchema, req, { limit? })  (walkPages(fetch, { limit? }) does the same for any page function)
//                                  -> async iterable of items following Link rel="next" verbatim;
//                                     `.total` (Total-Count), `.pagesFetched`, `.pages()`
//   http.rateLimits                -> RateLimitTracker: get(host, resource), all(), onDidChange(listener)
//   http.rateLimit(resource?)      -> this host's snapshot; http.host is its key
//   http.setToken(token?)          -> sign-in/out; clears the conditional cache
//
//   req: { method?, path? | url?, query?, json? | body?+contentType?, headers?, accept?, signal?, timeoutMs?,
//          idempotent?, cache?, rateLimitResource?, secrets?, okStatuses?, maxAnswerBytes? }
//
// Behaviour, in one place:
// - Transport: undici Agent (a keep-alive pool per origin), shared process-wide (dispatcher.ts); each attempt is
//   one `dispatch` whose answer is collected whole in memory (transport.ts), up to a limit per kind of answer
//   (answer-limits.ts: JSON 64 MB by default, rendered Markdown 32 MB, diffs and GraphQL 128 MB); past it the
//   connection is dropped and the call fails with AnswerTooLargeError (not retried).
// - Credentials: `Authorization: Bearer <token>` only for URLs below baseUrl (origin + path prefix), judged per
//   redirect hop; a token over plain HTTP to a non-loopback host throws InsecureTransportError (credentials.ts).
// - Headers: User-Agent, Accept (service default or per request), the service's fixed headers, Content-Type
//   whenever a body is sent.
// - Retries: the client repeats an attempt (not undici's retry interceptor: dispatcher.ts says why) under our
//   policy: idempotent methods only, jittered exponential backoff for network failures and 5xx, one wait on
//   `Retry-After` (secondary limits); POST/PATCH never (retry-policy.ts).
// - Rate limits: per host and resource from `Rate-*` / `X-RateLimit-*`; a spent budget fails fast with
//   RateLimitError until its reset (rate-limit.ts).
// - Conditional GETs: ETag / Last-Modified kept per URL, 304 answered from a byte-bounded LRU (etag-cache.ts).
// - Redirects: followed by the client (max 5), not by undici's interceptor: see dispatcher.ts for why. A read
//   (GET, HEAD) follows any redirect as itself. A write never silently becomes a read: after 307/308 it is
//   repeated verbatim (method and body; the token judged afresh for the new URL, as above); a 301/302/303 to a
//   write is not followed and fails with RedirectedWriteError (method, path, new location; not retryable), since
//   clients may re-send those as GETs and the server cannot have counted on the write being repeated.
// - Cancellation: every call takes an AbortSignal and has a timeout (default 30 s, covering retries); they
//   surface as RequestAbortedError and TimeoutError (signal.ts), at once, even for a call still waiting for a
//   connection. Connection failures are NetworkError.
// - Logs: one line per request/answer to `logger`, with tokens and credential headers redacted.
export { HttpClient, type HttpClientOptions, type HttpRequest, type Query, type ServiceProfile } from './client.js';
export type { HttpResponse } from './response.js';
export { walkPages, type Page, type PageIterator, type PaginateOptions } from './paging.js';
export { parseLinkHeader, type Links } from './link.js';
export {
  RateLimitTracker,
  parseRetryAfter,
  readRateLimitHeaders,
  type RateLimitSnapshot,
  type RateLimitListener,
  type Disposable,
} from './rate-limit.js';
export { ConditionalCache, type ConditionalCacheOptions } from './etag-cache.js';
export {
  createDispatcher,
  sharedDispatcher,
  closeSharedDispatcher,
  type DispatcherOptions,
  type HttpDispatcher,
} from './node/dispatcher.js';
export { isLoopbackHost, isSecureEnough } from './urls.js';
export { answerLimits } from './answer-limits.js';
export { redact, redactHeaders, REDACTED } from './redact.js';
export { backoffDelay, decideRetry, type RetryOptions } from './retry-policy.js';
export * from './errors.js';
export { guardWrites, OffRoadWriteError, type AllowedWrite, type WritePermit } from './write-guard.js';
