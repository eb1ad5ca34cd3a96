// Building one request on the wire from what the caller asked: its URL's query, its headers (the service's, the
// caller's, the token only where the credentials allow it), its body, and the conditional cache's key for it.
import type { Credentials } from './credentials.js';
import type { RequestInfo } from './errors.js';
import type { HttpRequest, Query, ServiceProfile } from './request-options.js';

/** The query of a path merged with `query` (its values win), form-encoded; '' when there is none. */
export function encodeQuery(search: string | undefined, query: Query | undefined): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  return params.toString();
}

/** Who is sending: the client's User-Agent, its service's defaults and its credentials. */
export interface RequestSender {
  readonly userAgent: string;
  readonly service: ServiceProfile;
  readonly credentials: Credentials;
}

/** The headers of a request to `url`, names in lower case. */
export function requestHeaders(
  sender: RequestSender,
  url: URL,
  request: HttpRequest,
  info: RequestInfo,
): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': sender.userAgent,
    accept: request.accept ?? sender.service.accept,
  };
  // Never let a caller-supplied header smuggle a credential past the base-URL rule: copyHeaders drops it.
  copyHeaders(headers, sender.service.headers);
  copyHeaders(headers, request.headers);
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  else if (request.body !== undefined) headers['content-type'] = request.contentType ?? 'application/octet-stream';
  const authorization = sender.credentials.authorizationFor(url, info);
  if (authorization) headers.authorization = authorization;
  return headers;
}

export function requestBody(request: HttpRequest): string | Buffer | undefined {
  if (request.json !== undefined) return JSON.stringify(request.json);
  return request.body;
}

/** The conditional cache's key for a GET (per Accept and identity), or undefined when the cache stays out of it. */
export function conditionalCacheKey(
  method: string,
  url: URL,
  request: HttpRequest,
  headers: Record<string, string>,
): string | undefined {
  if (method !== 'GET' || request.cache === false) return undefined;
  if (headers['if-none-match'] || headers['if-modified-since']) return undefined; // the caller validates itself
  return `${headers.accept} ${headers.authorization ? 'auth' : 'anon'} ${url.toString()}`;
}

/** Copies `headers` into `into` with lower-case names, leaving out `Authorization` (the credentials' business). */
function copyHeaders(into: Record<string, string>, headers: Record<string, string> | undefined): void {
  if (!headers) return;
  for (const name of Object.keys(headers)) {
    const lowerName = name.toLowerCase();
    if (lowerName !== 'authorization') into[lowerName] = headers[name]!;
  }
}
