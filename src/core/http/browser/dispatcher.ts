// The browser twin of node/dispatcher.ts (same exports): in a web worker the browser keeps the connections, so a
// "dispatcher" is only the `fetch` the transport calls (browser/transport.ts). Tests give one of their own.

/** What the browser transport sends with: `fetch`, and nothing to close. */
export interface HttpDispatcher {
  readonly fetch: typeof fetch;
  close(): Promise<void>;
  destroy(): Promise<void>;
}

/** Kept for the node twin's signature; a browser's connection pool is its own. */
export interface DispatcherOptions {
  keepAliveTimeoutMs?: number;
  connectionsPerOrigin?: number;
}

export function createDispatcher(_options: DispatcherOptions = {}): HttpDispatcher {
  return {
    // Called through globalThis each time, so a page's (or a test's) replaced fetch is the one used.
    fetch: (input, init) => globalThis.fetch(input, init),
    close: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
  };
}

let shared: HttpDispatcher | undefined;

export function sharedDispatcher(): HttpDispatcher {
  shared ??= createDispatcher();
  return shared;
}

export async function closeSharedDispatcher(): Promise<void> {
  shared = undefined;
  await Promise.resolve();
}
