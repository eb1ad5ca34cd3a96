// The undici dispatcher every client shares: an Agent (one keep-alive connection pool per origin).
//
// Not composed here, on purpose:
// - undici's retry interceptor. The client repeats failed attempts itself (client.ts, policy in retry-policy.ts),
//   because the interceptor cost more than it gave. Every request paid for it: its handler wraps ours twice, so
//   the response headers were parsed into an object, turned back into raw headers and parsed again, and the
//   options were copied twice; about 20 µs of client CPU per request against the emulator, where a small answer
//   costs about 70 µs in all. Every answer >= 300 (304s, 404s, redirects) went through the retry callback. And
//   our policy replaced all of its own (methods, status codes, backoff, Retry-After), leaving it only the
//   re-dispatch, which is a loop. Its one extra feature, resuming a half-received body with a Range request,
//   does not fit API answers (the services do not serve ranges of JSON); the client re-sends the whole
//   idempotent request instead.
// - undici's redirect interceptor: it strips `Authorization` only when the *origin* changes, but a token here
//   belongs to a base URL (origin + path prefix: a team host behind an Enterprise-style prefix shares the origin
//   of another service), and every hop must also pass the plain-HTTP check. client.ts follows redirects itself
//   and decides the credentials per hop.
// - undici's cache interceptor: see etag-cache.ts for why conditional requests are done by the client.
import { Agent, type Dispatcher } from 'undici';

export interface DispatcherOptions {
  /** Idle keep-alive sockets live this long (ms). Default 30 s. */
  keepAliveTimeoutMs?: number;
  /** Connections per origin. Default 8. */
  connectionsPerOrigin?: number;
}

export function createDispatcher(options: DispatcherOptions = {}): Dispatcher {
  return new Agent({
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
    keepAliveMaxTimeout: 10 * 60_000,
    connections: options.connectionsPerOrigin ?? 8,
  });
}

let shared: Dispatcher | undefined;

/** The process-wide dispatcher, created on first use. */
export function sharedDispatcher(): Dispatcher {
  shared ??= createDispatcher();
  return shared;
}

/** Closes the process-wide dispatcher (tests, extension deactivation). */
export async function closeSharedDispatcher(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}
