// The error family of the HTTP layer. Every error names the request (method and path, never the token: paths and
// messages pass through redaction) and says whether trying again can help (`retryable`).
//
//   RequestError                   base: method, path, retryable
//   ├─ ApiError                    the server answered with a non-2xx status (status, service message/type/errors)
//   │  ├─ AuthenticationError      401
//   │  ├─ PermissionError          403 that is not a rate limit
//   │  ├─ NotFoundError            404
//   │  ├─ ConflictError            409 (e.g. a merge whose head moved)
//   │  ├─ ValidationError          400 / 422
//   │  ├─ ServerError              5xx
//   │  ├─ RateLimitError           the host's rate limit is spent (also raised without a request: fail fast)
//   │  ├─ AbuseLimitError          secondary limit: 403/429 with Retry-After
//   │  └─ RedirectedWriteError     a write answered 301/302/303, not followed (it would have become a GET)
//   ├─ NetworkError                connection refused/reset/dropped, DNS…
//   ├─ TimeoutError                the per-request timeout elapsed
//   ├─ RequestAbortedError         the caller's AbortSignal fired
//   ├─ InsecureTransportError      a token would travel over plain HTTP to a non-loopback host
//   ├─ AnswerTooLargeError         the answer passed the size the request reads (answer-limits.ts); read no further
//   └─ ResponseFormatError         the body is not the JSON it claims to be
//      └─ SchemaMismatchError      the JSON does not match the schema; names the field

export type ServiceName = 'articles' | 'github' | 'graphql' | (string & {});

export interface RequestInfo {
  method: string;
  /** Path and query below the origin, already redacted. */
  path: string;
  service?: ServiceName;
}

export class RequestError extends Error {
  readonly method: string;
  readonly path: string;
  readonly service: ServiceName | undefined;
  /** True when sending the same request again later may succeed. */
  readonly retryable: boolean;

  constructor(message: string, request: RequestInfo, retryable: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.method = request.method;
    this.path = request.path;
    this.service = request.service;
    this.retryable = retryable;
  }
}

/** One entry of GitHub's `errors[]` on 422 (and a few other) answers. */
export interface ServiceErrorDetail {
  resource?: string;
  field?: string;
  code?: string;
  message?: string;
  [key: string]: unknown;
}

/** What the service said about the failure, read from its error body. */
export interface ServiceErrorBody {
  /** Human-readable message from the body (`message`). */
  message?: string;
  /** Article service: machine-readable `type`, e.g. `not_found`. */
  type?: string;
  /** GitHub: `errors[]`. */
  errors?: ServiceErrorDetail[];
  /** GitHub: `documentation_url`. */
  documentationUrl?: string;
}

export interface ApiErrorInit extends ServiceErrorBody {
  status: number;
  request: RequestInfo;
  /** Response headers (lower-case names); never request headers, so no credentials. */
  headers?: Record<string, string>;
  retryable?: boolean;
}

export class ApiError extends RequestError {
  readonly status: number;
  readonly serviceMessage: string | undefined;
  readonly type: string | undefined;
  readonly errors: ServiceErrorDetail[] | undefined;
  readonly documentationUrl: string | undefined;
  readonly headers: Record<string, string>;

  constructor(init: ApiErrorInit) {
    super(describeApiError(init), init.request, init.retryable ?? false);
    this.status = init.status;
    this.serviceMessage = init.message;
    this.type = init.type;
    this.errors = init.errors;
    this.documentationUrl = init.documentationUrl;
    this.headers = init.headers ?? {};
  }
}

function describeApiError(init: ApiErrorInit): string {
  const said = init.message ? `: ${init.message}` : '';
  const kind = init.type ? ` (${init.type})` : '';
  const details = init.errors?.length ? ` [${init.errors.map(describeDetail).join('; ')}]` : '';
  return `${init.request.method} ${init.request.path} failed with ${init.status}${said}${kind}${details}`;
}

function describeDetail(detail: ServiceErrorDetail): string {
  if (detail.message) return detail.message;
  return [detail.resource, detail.field, detail.code].filter(Boolean).join(' ');
}

export class AuthenticationError extends ApiError {}
export class PermissionError extends ApiError {}
export class NotFoundError extends ApiError {}
export class ConflictError extends ApiError {}
export class ValidationError extends ApiError {}
export class ServerError extends ApiError {
  constructor(init: ApiErrorInit) {
    super({ ...init, retryable: init.retryable ?? true });
  }
}

/** The primary rate limit is spent until `resetAt`. `status` is 0 when the layer refused before sending. */
export class RateLimitError extends ApiError {
  readonly resetAt: Date;
  readonly limit: number | undefined;

  constructor(init: ApiErrorInit & { resetAt: Date; limit?: number; host: string }) {
    super({ ...init, retryable: true });
    this.resetAt = init.resetAt;
    this.limit = init.limit;
    this.message =
      `${init.request.method} ${init.request.path}: the rate limit of ${init.host} is spent; it ` +
      `resets at ${init.resetAt.toISOString()}`;
  }
}

/** A secondary ("abuse") limit: the server asked us to wait `retryAfterMs` before the next request. */
export class AbuseLimitError extends ApiError {
  readonly retryAfterMs: number;

  constructor(init: ApiErrorInit & { retryAfterMs: number }) {
    super({ ...init, retryable: true });
    this.retryAfterMs = init.retryAfterMs;
    this.message = `${this.message} (secondary rate limit; retry after ${Math.ceil(init.retryAfterMs / 1000)} s)`;
  }
}

/**
 * A write (any method but GET and HEAD) was answered 301, 302 or 303. Clients may, and for 303 must, repeat such
 * a request as a GET, which would make the write silently a read (an update "succeeding" with the unchanged
 * resource); repeating the write unchanged would be a guess the status does not allow. So the layer stops here.
 * A server that wants a write repeated elsewhere answers 307 or 308, which the layer follows.
 */
export class RedirectedWriteError extends ApiError {
  /** Where the server pointed, redacted like the path. */
  readonly location: string;

  constructor(init: ApiErrorInit & { location: string }) {
    super({ ...init, retryable: false });
    this.location = init.location;
    const { method, path } = init.request;
    this.message =
      `${method} ${path} was redirected (${init.status}) to ${init.location}; ` +
      `not followed, since a ${init.status} would turn the ${method} into a GET`;
  }
}

export class NetworkError extends RequestError {
  /** The system or undici error code, e.g. ECONNREFUSED, UND_ERR_SOCKET. */
  readonly code: string | undefined;

  constructor(request: RequestInfo, cause: unknown) {
    const code = (cause as { code?: string } | undefined)?.code;
    super(`${request.method} ${request.path}: network failure${code ? ` (${code})` : ''}`, request, true, { cause });
    this.code = code;
  }
}

export class TimeoutError extends RequestError {
  readonly timeoutMs: number;

  constructor(request: RequestInfo, timeoutMs: number) {
    super(`${request.method} ${request.path}: no complete answer within ${timeoutMs} ms`, request, true);
    this.timeoutMs = timeoutMs;
  }
}

export class RequestAbortedError extends RequestError {
  constructor(request: RequestInfo, cause?: unknown) {
    super(`${request.method} ${request.path}: aborted`, request, false, { cause });
  }
}

export class InsecureTransportError extends RequestError {
  constructor(request: RequestInfo, host: string) {
    super(
      `${request.method} ${request.path}: refusing to send a token over plain HTTP to ${host}; use https:// ` +
        `(plain http is allowed only for loopback hosts)`,
      request,
      false,
    );
  }
}

/** The host's answer was larger than the request reads (answer-limits.ts): the connection was dropped unread. */
export class AnswerTooLargeError extends RequestError {
  /** The host that sent it, e.g. `https://qiita.com`. */
  readonly host: string;
  readonly limitBytes: number;

  constructor(request: RequestInfo, host: string, limitBytes: number) {
    super(
      `${request.method} ${request.path}: the answer of ${host} is larger than ${formatMegabytes(limitBytes)} MB; ` +
        `not read further`,
      request,
      false,
    );
    this.host = host;
    this.limitBytes = limitBytes;
  }
}

/** Whole megabytes (MiB) when whole, else one decimal. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes) ? String(megabytes) : megabytes.toFixed(1);
}

export class ResponseFormatError extends RequestError {
  readonly status: number;

  constructor(request: RequestInfo, status: number, detail: string, options?: { cause?: unknown }) {
    super(
      `${request.method} ${request.path}: unexpected response body (${status}): ${detail}`,
      request,
      false,
      options,
    );
    this.status = status;
  }
}

export interface SchemaIssue {
  /** Dotted field path, e.g. `[3].user.id` (empty for the root). */
  field: string;
  message: string;
}

export class SchemaMismatchError extends ResponseFormatError {
  /** The first mismatching field, e.g. `[3].user.id`. */
  readonly field: string;
  readonly issues: SchemaIssue[];

  constructor(request: RequestInfo, status: number, issues: SchemaIssue[]) {
    const first = issues[0] ?? { field: '', message: 'invalid' };
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    super(request, status, `field ${first.field || '(root)'}: ${first.message}${more}`);
    this.field = first.field;
    this.issues = issues;
  }
}
