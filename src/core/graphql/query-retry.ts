// Sending a query again after a transient failure. The HTTP layer never repeats a POST (retry-policy.ts): it cannot
// tell a GraphQL query, which only reads, from a mutation, which must never run twice. This client can
// (operation.ts), so for queries alone it applies the layer's own policy (decideRetry: which failures, how long to
// wait) around whole calls. Mutations and documents it cannot read are sent once.
import {
  AbuseLimitError,
  NetworkError,
  RequestAbortedError,
  ServerError,
  decideRetry,
  type RequestInfo,
  type RetryOptions,
} from '../http/index.js';

type RetryAttemptState = Parameters<typeof decideRetry>[1];
type RetryableFailure = Parameters<typeof decideRetry>[0];

export interface QueryRetryOptions {
  retry: RetryOptions;
  signal: AbortSignal | undefined;
  /** Names the request in the error raised when the caller aborts during a wait. */
  describe: () => RequestInfo;
}

/** Runs `call`, repeating it while the layer's policy calls the failure transient; `call` must be a read. */
export async function withQueryRetries<T>(call: () => Promise<T>, options: QueryRetryOptions): Promise<T> {
  const state: RetryAttemptState = { transientRetries: 0, waitedRetryAfter: false };
  for (;;) {
    try {
      return await call();
    } catch (error) {
      const failure = retryableFailureOf(error);
      const decision =
        failure && !options.signal?.aborted ? decideRetry(failure, state, options.retry) : { retry: false as const };
      if (!decision.retry) throw error;
      if (decision.reason === 'retry-after') state.waitedRetryAfter = true;
      else state.transientRetries += 1;
      await wait(decision.delayMs, options);
    }
  }
}

/** The layer's errors as the policy reads failures: a network error's code, or a failed answer's status and headers. */
function retryableFailureOf(error: unknown): RetryableFailure | undefined {
  if (error instanceof NetworkError) return { code: error.code };
  if (error instanceof ServerError || error instanceof AbuseLimitError)
    return { statusCode: error.status, headers: error.headers };
  return undefined; // 4xx, a spent budget (RateLimitError), timeouts and aborts are not worth repeating at once
}

function wait(ms: number, options: QueryRetryOptions): Promise<void> {
  const { signal } = options;
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new RequestAbortedError(options.describe(), signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}
