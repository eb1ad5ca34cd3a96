// The undici dispatcher every client shares: an Agent (one keep-alive connection pool per origin) composed with
// undici's retry interceptor. The interceptor does the re-dispatching; each request brings its own `retry`
// callback (see retry-policy.ts and client.ts), so the decision stays with the layer that knows the method, the
// endpoint's idempotency, the rate-limit state and the caller's AbortSignal.
//
// Not composed here, on purpose:
// - undici's redirect interceptor: it strips `Authorization` only when the *origin* changes, but a token here
//   belongs to a base URL (origin + path prefix: a team host behind an Enterprise-style prefix shares the origin
//   of another service), and every hop must also pass the plain-HTTP check. client.ts follows redirects itself
//   and decides the credentials per hop.
// - undici's cache interceptor: see etag-cache.ts for why conditional requests are done by the client.
import { Agent, interceptors, type Dispatcher } from 'undici';

export interface DispatcherOptions {
  /** Idle keep-alive sockets live this long (ms). Default 30 s. */
  keepAliveTimeoutMs?: number;
  /** Connections per origin. Default 8. */
  connectionsPerOrigin?: number;
}

export function createDispatcher(options: DispatcherOptions = {}): Dispatcher {
  const agent = new Agent({
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
    keepAliveMaxTimeout: 10 * 60_000,
    connections: options.connectionsPerOrigin ?? 8,
  });
  // throwOnError: false hands the last failed answer (with its body) back to the client, which turns it into a
  // typed ApiError carrying the service's message, instead of undici's generic RequestRetryError.
  return agent.compose(interceptors.retry({ throwOnError: false, maxRetries: 0 }));
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
