// The browser twin of node/transport.ts: the same `sendOnce` contract over `fetch`, for DevDesk in a web worker
// (vscode.dev, github.dev). What the desktop transport guarantees holds here too:
// - the answer is read up to `maxAnswerBytes` (answer-limits.ts): a Content-Length past it is refused before the
//   body, and the body stream is cancelled as soon as it passes it;
// - the call's deadline and the caller's abort cancel the fetch (its AbortSignal) and reject with the call's reason;
// - header names are lower-case and repeated headers joined with `, ` (the Fetch standard's Headers does both:
//   https://fetch.spec.whatwg.org/#concept-header-list-get);
// - redirects are never followed by the browser (`redirect: 'manual'`): the client follows them itself, judging the
//   token per hop, but a browser hides a redirect's status and Location from the page (an "opaque-redirect" answer,
//   https://fetch.spec.whatwg.org/#concept-filtered-response-opaque-redirect). So a redirect fails as the desktop's
//   redirected write fails (RedirectedWriteError), whatever the method: nothing is sent after it.
// - the browser's HTTP cache is left out (`cache: 'no-store'`), so the client's own conditional requests
//   (etag-cache.ts) see the server's 304 rather than a 200 the browser revalidated for itself.
// A fetch that rejects with a TypeError (a server that refuses cross-origin requests, or one out of reach: a page is
// not told which) becomes BrowserFetchRefusedError, naming the host and what to do.
import type { HttpDispatcher } from './dispatcher.js';
import { AnswerLimitExceeded, type Answer, type AttemptOptions } from '../attempt.js';
import { RedirectedWriteError } from '../errors.js';
import { redact } from '../redact.js';
import type { CallDeadline } from '../signal.js';

/** The code NetworkError carries for a fetch the browser refused (ui/base/errors.ts reads it). */
export const browserFetchRefusedCode = 'BROWSER_FETCH_REFUSED';

/** fetch rejected before any answer: a cross-origin refusal (CORS) or a host out of reach. */
export class BrowserFetchRefusedError extends Error {
  override readonly name = 'BrowserFetchRefusedError';
  readonly code = browserFetchRefusedCode;

  constructor(
    /** The origin asked, e.g. `https://ghe.example.com`. */
    readonly host: string,
    cause: unknown,
  ) {
    super(
      `the browser could not read an answer from ${host}: the server refuses cross-origin requests or cannot be ` +
        `reached. Use desktop VS Code, or allow this origin in the server's CORS setting.`,
      { cause },
    );
  }
}

/** A redirect the browser hid from DevDesk; not followed, so a write is never turned into a read. */
export class OpaqueRedirectError extends RedirectedWriteError {
  constructor(method: string, path: string, service?: string) {
    super({ status: 0, request: { method, path, service }, location: '(not shown to a browser)' });
    this.message = `${method} ${path} was redirected; a browser does not show where to, so it was not followed`;
  }
}

/** The answer's bytes with the one Buffer method the HTTP layer reads (`toString('utf8')`, response.ts). */
export class AnswerBytes extends Uint8Array {
  override toString(encoding: 'utf8' | 'utf-8' = 'utf8'): string {
    return new TextDecoder(encoding).decode(this);
  }
}

/**
 * Sends the request once and resolves with the whole answer, whatever its status. Rejects with
 * BrowserFetchRefusedError when fetch does, with AnswerLimitExceeded as soon as the body passes `maxAnswerBytes`, with
 * OpaqueRedirectError for a redirect, or with the call's reason as soon as the call is aborted or times out.
 */
export async function sendOnce(
  dispatcher: HttpDispatcher,
  options: AttemptOptions,
  call: CallDeadline,
): Promise<Answer> {
  if (call.aborted) throw call.reason;
  const controller = new AbortController();
  const stopListening = call.listen((reason) => controller.abort(reason));
  try {
    let response: Response;
    try {
      response = await dispatcher.fetch(`${options.origin}${options.path}`, {
        method: options.method,
        headers: options.headers,
        body: options.body as BodyInit | undefined,
        redirect: 'manual',
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
    } catch (error) {
      if (call.aborted) throw call.reason;
      throw error instanceof TypeError ? new BrowserFetchRefusedError(options.origin, error) : error;
    }
    if (response.type === 'opaqueredirect') {
      await response.body?.cancel().catch(() => {});
      throw new OpaqueRedirectError(options.method, pathForErrors(options));
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    const body = await readLimited(response, options.maxAnswerBytes, call);
    return { status: response.status, headers, body: body as unknown as Buffer };
  } finally {
    stopListening();
  }
}

/** The whole body, refused (and its stream cancelled) once it passes `limit` bytes. */
async function readLimited(response: Response, limit: number, call: CallDeadline): Promise<AnswerBytes> {
  if (Number(response.headers.get('content-length')) > limit) {
    await response.body?.cancel().catch(() => {});
    throw new AnswerLimitExceeded(limit);
  }
  if (!response.body) return new AnswerBytes(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > limit) {
        await reader.cancel().catch(() => {});
        throw new AnswerLimitExceeded(limit);
      }
      chunks.push(value);
    }
  } catch (error) {
    throw call.aborted ? call.reason : error;
  }
  const bytes = new AnswerBytes(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The path as an error names it: without its query, and with the request's token masked like every log line. */
function pathForErrors(options: AttemptOptions): string {
  const token = /^(?:bearer|token)\s+(.+)$/i.exec(options.headers.authorization ?? '')?.[1];
  return redact(new URL(options.path, options.origin).pathname, [token]);
}
