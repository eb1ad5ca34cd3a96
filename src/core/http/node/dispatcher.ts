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
//
// Why the Agent is imported from its own module, not from the package entry `undici`: the entry loads everything
// undici offers (fetch, WebSocket, EventSource, cookies, the cache stores, the mock agents, every interceptor), all
// of it evaluated on load. In dist/core.js that was about 260 KB more and most of undici's share of the core's
// `require` time, paid when the first view opens, for nothing DevDesk calls. The entry also adds `request()`,
// `stream()` and the like to every dispatcher; the client only dispatches, so `HttpDispatcher` offers no more.
// The path is undici's own file layout, not its documented API: test/unit/http/dispatcher.test.ts fails if it no
// longer holds the class the entry exports.
//
// Why it is required when the first dispatcher is made, not with the core: the Agent brings the rest of the client
// (pools, the HTTP/1.1 client and its parser's tables, node:http and node:assert), about a fifth of
// `require('dist/core.js')`. The core is also loaded for work that sends nothing (where an article file belongs, its
// diagnostics), and a client is made just before its first request, so only the callers who send pay for it. The
// build leaves this `require` to a chunk beside the bundles, dist/undici-agent.chunk.js
// (scripts/esbuild-undici-agent-chunk.mjs), so the bundles do not carry undici either.
import type { Dispatcher } from 'undici';
import type UndiciAgent from 'undici/lib/dispatcher/agent.js';

/** What the HTTP layer asks of a dispatcher: to send, and to be closed. Any undici Dispatcher is one. */
export type HttpDispatcher = Pick<Dispatcher, 'dispatch' | 'close' | 'destroy'>;

export interface DispatcherOptions {
  /** Idle keep-alive sockets live this long (ms). Default 30 s. */
  keepAliveTimeoutMs?: number;
  /** Connections per origin. Default 8. */
  connectionsPerOrigin?: number;
}

function agentClass(): typeof UndiciAgent {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('undici/lib/dispatcher/agent.js') as typeof UndiciAgent;
}

export function createDispatcher(options: DispatcherOptions = {}): HttpDispatcher {
  const Agent = agentClass();
  return new Agent({
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
    keepAliveMaxTimeout: 10 * 60_000,
    connections: options.connectionsPerOrigin ?? 8,
  });
}

let shared: HttpDispatcher | undefined;

/** The process-wide dispatcher, created on first use. */
export function sharedDispatcher(): HttpDispatcher {
  shared ??= createDispatcher();
  return shared;
}

/** Closes the process-wide dispatcher (tests, extension deactivation). */
export async function closeSharedDispatcher(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}
