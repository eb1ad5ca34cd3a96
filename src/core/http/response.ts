// The answer as the client hands it out, and the mapping of failed answers onto the typed error family.
import {
  AbuseLimitError,
  ApiError,
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ResponseFormatError,
  ServerError,
  ValidationError,
  type ApiErrorInit,
  type RequestInfo,
  type ServiceErrorBody,
  type ServiceErrorDetail,
} from './errors.js';
import { parseLinkHeader, type Links } from './link.js';
import { parseRetryAfter, readRateLimitHeaders } from './rate-limit.js';

/** One redirect the client followed on the way to an answer. */
export interface RedirectHop {
  status: number;
  from: string;
  to: string;
}

export interface HttpResponse {
  status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** The URL that produced this answer (after redirects). */
  url: string;
  body: Buffer;
  /** True when the server said 304 and the body comes from the conditional cache. */
  fromCache: boolean;
  /** `Link` header relations (`next`, `last`, `first`, `prev`), URLs as the server wrote them. */
  links: Links;
  /** `Total-Count` when the service sent it. */
  totalCount: number | undefined;
  /** The redirects followed to get here, in order (empty when none); e.g. to remember a 301. */
  redirects: RedirectHop[];
  text(): string;
  /** Parses the body; a body that is not JSON raises ResponseFormatError. */
  json(): unknown;
}

export function normalizeHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of Object.keys(raw)) {
    const value = raw[name];
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

interface ResponseInit {
  status: number;
  headers: Record<string, string>;
  url: string;
  body: Buffer;
  fromCache: boolean;
}

/** Links and Total-Count are read on first use: most answers are not lists. */
class ReceivedResponse implements HttpResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly url: string;
  readonly body: Buffer;
  readonly fromCache: boolean;
  redirects: RedirectHop[] = [];
  private parsedLinks: Links | undefined;

  constructor(
    init: ResponseInit,
    private readonly request: RequestInfo,
  ) {
    this.status = init.status;
    this.headers = init.headers;
    this.url = init.url;
    this.body = init.body;
    this.fromCache = init.fromCache;
  }

  get links(): Links {
    this.parsedLinks ??= parseLinkHeader(this.headers.link, this.url);
    return this.parsedLinks;
  }

  get totalCount(): number | undefined {
    const value = this.headers['total-count']?.trim();
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
  }

  text(): string {
    return this.body.toString('utf8');
  }

  json(): unknown {
    return parseJson(this.body, this.request, this.status);
  }
}

export function createResponse(init: ResponseInit, request: RequestInfo): HttpResponse {
  return new ReceivedResponse(init, request);
}

export function parseJson(body: Buffer, request: RequestInfo, status: number): unknown {
  const text = body.toString('utf8');
  if (text.trim() === '') throw new ResponseFormatError(request, status, 'empty body where JSON was expected');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ResponseFormatError(request, status, `malformed JSON (${(error as Error).message})`, { cause: error });
  }
}

/** Reads `message`, `type`, `errors[]`, `documentation_url` from an error body; tolerates any body. */
export function readServiceError(body: Buffer): ServiceErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    const text = body.toString('utf8').trim();
    return text && text.length < 300 && !text.startsWith('<') ? { message: text } : {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const record = parsed as Record<string, unknown>;
  return {
    message: typeof record.message === 'string' ? record.message : undefined,
    type: typeof record.type === 'string' ? record.type : undefined,
    errors: Array.isArray(record.errors) ? record.errors.map(toDetail) : undefined,
    documentationUrl: typeof record.documentation_url === 'string' ? record.documentation_url : undefined,
  };
}

function toDetail(entry: unknown): ServiceErrorDetail {
  if (entry && typeof entry === 'object') return entry as ServiceErrorDetail;
  return { message: String(entry) };
}

/** Builds the typed error for a non-2xx answer. `host` names the rate-limit budget in messages. */
export function toApiError(response: HttpResponse, request: RequestInfo, host: string): ApiError {
  const init: ApiErrorInit = {
    status: response.status,
    request,
    headers: response.headers,
    ...readServiceError(response.body),
  };
  const limit = readRateLimitHeaders(response.headers);
  const status = response.status;
  if ((status === 403 || status === 429) && limit?.remaining === 0 && limit.resetAt) {
    return new RateLimitError({ ...init, resetAt: limit.resetAt, limit: limit.limit, host });
  }
  const retryAfterMs = parseRetryAfter(response.headers['retry-after']);
  if (status === 429 || (status === 403 && retryAfterMs !== undefined)) {
    return new AbuseLimitError({ ...init, retryAfterMs: retryAfterMs ?? 60_000 });
  }
  return new (errorClassFor(status))(init);
}

function errorClassFor(status: number): new (init: ApiErrorInit) => ApiError {
  if (status === 401) return AuthenticationError;
  if (status === 403) return PermissionError;
  if (status === 404) return NotFoundError;
  if (status === 409) return ConflictError;
  if (status === 400 || status === 422) return ValidationError;
  if (status >= 500) return ServerError;
  return ApiError;
}
