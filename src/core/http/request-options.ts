// What a caller tells the HTTP layer: the options of a client (one service host, one optional token) and of one
// request. Types only; HttpClient (client.ts) acts on them.
import type { ConditionalCacheOptions } from './etag-cache.js';
import type { RateLimitTracker } from './rate-limit.js';
import type { HttpDispatcher } from './node/dispatcher.js';
import type { RedirectHop } from './response.js';
import type { RetryOptions } from './retry-policy.js';
import type { ServiceName } from './errors.js';

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
  /** A POST that changes nothing on the service (a GraphQL query, a Markdown rendering): no write (write-guard.ts). */
  readOnly?: boolean;
  /** The GraphQL operation a POST carries, by name: the write guard's allow-list names a mutation by it. */
  operationName?: string;
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
   * The most bytes the answer may have, by its kind: `answerLimits.markdown`, `.diff`, `.graphql`…
   * (answer-limits.ts). Default: the client's `maxAnswerBytes`. A longer answer is dropped unread with
   * AnswerTooLargeError.
   */
  maxAnswerBytes?: number;
}
