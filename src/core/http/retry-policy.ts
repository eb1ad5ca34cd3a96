// When to try a request again, and how long to wait. The client's attempt loop (HttpClient.sendWithRetries)
// asks after every network failure or failed answer of an idempotent request; this file only decides.
//
// - Only idempotent requests are retried (GET, HEAD, and PUT/DELETE unless the endpoint says a repeat is unsafe);
//   POST and PATCH never are, so a 500 after a comment was stored cannot post it twice.
// - Transient failures (connection reset/refused/dropped, 500/502/503/504) back off exponentially with full jitter.
// - A secondary limit (403/429 with `Retry-After`, budget not spent) is waited out once, if the wait is reasonable.
// - A spent primary limit (remaining 0) is never retried: the caller gets a RateLimitError at once.
// - An aborted or timed-out request stops waiting immediately.
import { parseRetryAfter } from './rate-limit.js';

export interface RetryOptions {
  /** Retries after the first attempt for transient failures. Default 2. */
  maxRetries?: number;
  /** First backoff step in ms; doubles per attempt, jittered. Default 300. */
  baseDelayMs?: number;
  /** Ceiling of one backoff wait in ms. Default 5000. */
  maxDelayMs?: number;
  /** Longest `Retry-After` the layer waits out by itself; longer ones fail with AbuseLimitError. Default 60000. */
  maxRetryAfterMs?: number;
}

export const retryableMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

const transientStatuses = new Set([500, 502, 503, 504]);
const transientCodes = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ENETDOWN',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** What undici hands the retry callback: a network error (code) or a failed answer (statusCode, headers). */
export interface RetryableFailure {
  code?: string;
  statusCode?: number;
  headers?: Record<string, string | string[] | undefined>;
}

export type RetryDecision = { retry: false } | { retry: true; delayMs: number; reason: 'transient' | 'retry-after' };

export interface RetryAttemptState {
  /** Transient retries made so far. */
  transientRetries: number;
  /** Whether a `Retry-After` wait was already spent on this request. */
  waitedRetryAfter: boolean;
}

function header(failure: RetryableFailure, name: string): string | undefined {
  const value = failure.headers?.[name];
  return Array.isArray(value) ? value[0] : value;
}

export function decideRetry(
  failure: RetryableFailure,
  state: RetryAttemptState,
  options: RetryOptions,
  random = Math.random,
): RetryDecision {
  const status = failure.statusCode;
  if (status === 403 || status === 429) return decideLimitRetry(failure, state, options);
  const transient =
    status !== undefined
      ? transientStatuses.has(status)
      : failure.code !== undefined && transientCodes.has(failure.code);
  if (!transient || state.transientRetries >= (options.maxRetries ?? 2)) return { retry: false };
  return { retry: true, delayMs: backoffDelay(state.transientRetries, options, random), reason: 'transient' };
}

function decideLimitRetry(failure: RetryableFailure, state: RetryAttemptState, options: RetryOptions): RetryDecision {
  const remaining = header(failure, 'x-ratelimit-remaining') ?? header(failure, 'rate-remaining');
  if (remaining === '0') return { retry: false };
  const waitMs = parseRetryAfter(header(failure, 'retry-after'));
  if (waitMs === undefined || state.waitedRetryAfter || waitMs > (options.maxRetryAfterMs ?? 60_000))
    return { retry: false };
  return { retry: true, delayMs: waitMs, reason: 'retry-after' };
}

/** Full jitter: a uniform wait in [0, min(max, base * 2^attempt)], never below a tenth of the step. */
export function backoffDelay(attempt: number, options: RetryOptions, random = Math.random): number {
  const step = Math.min(options.maxDelayMs ?? 5000, (options.baseDelayMs ?? 300) * 2 ** attempt);
  return Math.round(step / 10 + random() * step * 0.9);
}
