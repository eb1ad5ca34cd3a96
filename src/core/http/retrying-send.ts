// Sending one hop, repeated while retry-policy.ts allows: idempotent requests only, after a network failure or a
// failed answer. A repeated attempt re-sends the whole request (bodies are strings or Buffers, so they can be sent
// again). Done here rather than by undici's retry interceptor: see dispatcher.ts for why.
import type { HttpDispatcher } from './node/dispatcher.js';
import type { RequestInfo } from './errors.js';
import type { RateLimitTracker } from './rate-limit.js';
import type { HttpRequest } from './request-options.js';
import {
  decideRetry,
  retryableMethods,
  type RetryAttemptState,
  type RetryOptions,
  type RetryableFailure,
} from './retry-policy.js';
import { delay, type CallDeadline } from './signal.js';
import type { Answer, AttemptOptions } from './attempt.js';
import { sendOnce } from './node/transport.js';

/** What the retries need of their client. */
export interface RetryingSender {
  readonly dispatcher: HttpDispatcher;
  readonly retry: RetryOptions;
  readonly rateLimits: RateLimitTracker;
  /** The key of the client's rate-limit budget. */
  readonly host: string;
  /** Records the rate-limit headers of an answer to `url`. */
  recordLimits(url: URL, headers: Record<string, string>): void;
  log(line: () => string): void;
}

/** One hop's answer, after as many attempts as the policy allows; the last failure is thrown. */
export async function sendWithRetries(
  sender: RetryingSender,
  attempt: AttemptOptions,
  url: URL,
  request: HttpRequest,
  info: RequestInfo,
  call: CallDeadline,
): Promise<Answer> {
  const retryable = retryableMethods.has(attempt.method) && request.idempotent !== false;
  let state: RetryAttemptState | undefined; // created on the first failure: most requests never need it
  for (;;) {
    let answer: Answer;
    try {
      answer = await sendOnce(sender.dispatcher, attempt, call);
    } catch (error) {
      if (!retryable || call.aborted) throw error;
      state ??= { transientRetries: 0, waitedRetryAfter: false };
      if (await waitToRetry(sender, error as RetryableFailure, state, url, request, info, call)) continue;
      throw error;
    }
    // Below 400 nothing is worth repeating (redirects and 304s are answers, not failures).
    if (!retryable || answer.status < 400) return answer;
    state ??= { transientRetries: 0, waitedRetryAfter: false };
    if (
      !(await waitToRetry(
        sender,
        { statusCode: answer.status, headers: answer.headers },
        state,
        url,
        request,
        info,
        call,
      ))
    )
      return answer;
  }
}

/** Asks the policy about a failed attempt; when it says "again", records the pause and waits it out. */
async function waitToRetry(
  sender: RetryingSender,
  failure: RetryableFailure,
  state: RetryAttemptState,
  url: URL,
  request: HttpRequest,
  info: RequestInfo,
  call: CallDeadline,
): Promise<boolean> {
  const decision = call.aborted ? ({ retry: false } as const) : decideRetry(failure, state, sender.retry);
  if (!decision.retry) return false;
  // The answer being dropped still tells the current budget (the kept one is recorded by the client).
  if (failure.headers) sender.recordLimits(url, failure.headers as Record<string, string>);
  if (decision.reason === 'retry-after') {
    state.waitedRetryAfter = true;
    sender.rateLimits.noteRetryAfter(sender.host, decision.delayMs, request.rateLimitResource);
  } else state.transientRetries += 1;
  sender.log(
    () =>
      `↻ ${info.method} ${info.path} after ${failure.statusCode ?? failure.code}; retrying in ${decision.delayMs} ms`,
  );
  await delay(decision.delayMs, call);
  return true;
}
