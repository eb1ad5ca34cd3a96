// One hop of a request (client.ts follows the redirects): the headers built, the conditional cache consulted, the
// request sent with retries (retrying-send.ts), the rate limits recorded, and the answer read into an HttpResponse.
import { answerLimits } from './answer-limits.js';
import { AnswerLimitExceeded } from './attempt.js';
import { AnswerTooLargeError, type RequestInfo } from './errors.js';
import type { ConditionalCache } from './etag-cache.js';
import { redactHeaders } from './redact.js';
import { conditionalCacheKey, requestBody, requestHeaders, type RequestSender } from './request-building.js';
import type { HttpClientOptions, HttpRequest } from './request-options.js';
import { createResponse, type HttpResponse } from './response.js';
import { sendWithRetries, type RetryingSender } from './retrying-send.js';
import type { CallDeadline } from './signal.js';

/** One request on the way to the answer: the first, or one made to follow a redirect. */
export interface Hop {
  method: string;
  url: URL;
  request: HttpRequest;
  /** Method and redacted path, as logs and errors name this hop. */
  info: RequestInfo;
}

/** What a hop needs of its client. */
export interface Exchanger {
  readonly sender: RequestSender;
  readonly retryingSender: RetryingSender;
  readonly cache: ConditionalCache | undefined;
  readonly options: HttpClientOptions;
  recordLimits(url: URL, headers: Record<string, string>): void;
  /** Lines are built only when someone listens. */
  log(line: () => string): void;
}

/** One hop: build, send (with retries), read, record limits, consult the conditional cache. */
export async function exchange(
  client: Exchanger,
  { method, url, request, info }: Hop,
  secrets: (string | undefined)[],
  call: CallDeadline,
): Promise<HttpResponse> {
  const headers = requestHeaders(client.sender, url, request, info);
  const cacheKey = client.cache ? conditionalCacheKey(method, url, request, headers) : undefined;
  const cached = cacheKey ? client.cache?.get(cacheKey) : undefined;
  if (cached?.etag) headers['if-none-match'] = cached.etag;
  if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
  const started = Date.now();
  const sentHeaders = () => (client.options.logHeaders ? ` ${JSON.stringify(redactHeaders(headers, secrets))}` : '');
  client.log(() => `→ ${info.method} ${info.path}${sentHeaders()}`);

  const maxAnswerBytes = request.maxAnswerBytes ?? client.options.maxAnswerBytes ?? answerLimits.json;
  const attempt = {
    origin: url.origin,
    path: `${url.pathname}${url.search}`,
    method,
    headers,
    body: requestBody(request),
    maxAnswerBytes,
  };
  const answer = await sendWithRetries(client.retryingSender, attempt, url, request, info, call).catch(
    (error: unknown) => {
      // Named after the host that sent it, which after a redirect is not the client's own.
      throw error instanceof AnswerLimitExceeded ? new AnswerTooLargeError(info, url.origin, error.limitBytes) : error;
    },
  );
  client.recordLimits(url, answer.headers);

  const fromCache = answer.status === 304 && cached !== undefined;
  const response = fromCache
    ? createResponse(
        {
          status: cached.status,
          headers: { ...cached.headers, ...answer.headers },
          url: url.toString(),
          body: cached.body,
          fromCache,
        },
        info,
      )
    : createResponse(
        { status: answer.status, headers: answer.headers, url: url.toString(), body: answer.body, fromCache },
        info,
      );
  if (cacheKey && !fromCache && answer.status === 200) remember(client.cache, cacheKey, response);
  client.log(
    () =>
      `← ${answer.status} ${info.method} ${info.path} ${Date.now() - started} ms${fromCache ? ' (cached body)' : ''}`,
  );
  return response;
}

function remember(cache: ConditionalCache | undefined, cacheKey: string, response: HttpResponse): void {
  cache?.set(cacheKey, {
    etag: response.headers.etag,
    lastModified: response.headers['last-modified'],
    status: response.status,
    headers: response.headers,
    body: response.body,
  });
}
