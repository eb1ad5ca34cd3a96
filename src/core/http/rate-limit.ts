// Rate-limit state per host (per configured base URL, since team hosts and Enterprise installs are separate
// budgets) and per resource (GitHub's `X-RateLimit-Resource`: core, search, graphql…). Read from the headers of
// every answer, 304s included; observable so the UI can show "12 requests left until 13:05".
//
// Article service headers: `Rate-Limit`, `Rate-Remaining`, `Rate-Reset` (epoch seconds).
// GitHub headers: `X-RateLimit-Limit`, `-Remaining`, `-Reset` (epoch seconds), `-Used`, `-Resource`.

export interface RateLimitSnapshot {
  /** The base URL the budget belongs to, e.g. `https://qiita.com`. */
  host: string;
  /** `core` unless the service names another bucket. */
  resource: string;
  limit: number | undefined;
  remaining: number | undefined;
  used: number | undefined;
  resetAt: Date | undefined;
  /** Set after a secondary-limit answer with `Retry-After`: the server asked for quiet until then. */
  retryAfterUntil: Date | undefined;
  updatedAt: Date;
}

export type RateLimitListener = (snapshot: RateLimitSnapshot) => void;

export interface Disposable {
  dispose(): void;
}

const defaultResource = 'core';

interface HeaderFamily {
  limit: string;
  remaining: string;
  reset: string;
  used?: string;
  resource?: string;
}

const families: HeaderFamily[] = [
  {
    limit: 'x-ratelimit-limit',
    remaining: 'x-ratelimit-remaining',
    reset: 'x-ratelimit-reset',
    used: 'x-ratelimit-used',
    resource: 'x-ratelimit-resource',
  },
  { limit: 'rate-limit', remaining: 'rate-remaining', reset: 'rate-reset' },
];

function toInteger(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? Math.trunc(number) : undefined;
}

/** Reads the rate-limit headers of either service; undefined when the answer carries none. */
export function readRateLimitHeaders(
  headers: Record<string, string>,
): Omit<RateLimitSnapshot, 'host' | 'updatedAt' | 'retryAfterUntil'> | undefined {
  const family = families.find((candidate) => headers[candidate.remaining] !== undefined);
  if (!family) return undefined;
  const reset = toInteger(headers[family.reset]);
  return {
    resource: (family.resource && headers[family.resource]) || defaultResource,
    limit: toInteger(headers[family.limit]),
    remaining: toInteger(headers[family.remaining]),
    used: family.used ? toInteger(headers[family.used]) : undefined,
    resetAt: reset === undefined ? undefined : new Date(reset * 1000),
  };
}

/** Parses `Retry-After` (seconds or an HTTP date) into milliseconds from now. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export class RateLimitTracker {
  private readonly states = new Map<string, RateLimitSnapshot>();
  private readonly listeners = new Set<RateLimitListener>();

  /** Records the rate-limit headers of one answer from `host`; returns the new snapshot, if any. */
  update(host: string, headers: Record<string, string>, now = new Date()): RateLimitSnapshot | undefined {
    const read = readRateLimitHeaders(headers);
    if (!read) return undefined;
    const previous = this.states.get(key(host, read.resource));
    const snapshot: RateLimitSnapshot = { host, ...read, retryAfterUntil: previous?.retryAfterUntil, updatedAt: now };
    this.store(snapshot);
    return snapshot;
  }

  /** Records that `host` asked for quiet for `retryAfterMs` (secondary limit). */
  noteRetryAfter(host: string, retryAfterMs: number, resource = defaultResource, now = new Date()): void {
    const previous = this.states.get(key(host, resource));
    const base: RateLimitSnapshot = previous ?? {
      host,
      resource,
      limit: undefined,
      remaining: undefined,
      used: undefined,
      resetAt: undefined,
      retryAfterUntil: undefined,
      updatedAt: now,
    };
    this.store({ ...base, retryAfterUntil: new Date(now.getTime() + retryAfterMs), updatedAt: now });
  }

  get(host: string, resource = defaultResource): RateLimitSnapshot | undefined {
    return this.states.get(key(host, resource));
  }

  all(): RateLimitSnapshot[] {
    return [...this.states.values()];
  }

  /** The snapshot of a spent budget (nothing left, reset still ahead), or undefined when requests may go. */
  spent(host: string, resource = defaultResource, now = Date.now()): RateLimitSnapshot | undefined {
    const state = this.states.get(key(host, resource));
    if (!state || state.remaining !== 0 || !state.resetAt) return undefined;
    return state.resetAt.getTime() > now ? state : undefined;
  }

  onDidChange(listener: RateLimitListener): Disposable {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  private store(snapshot: RateLimitSnapshot): void {
    this.states.set(key(snapshot.host, snapshot.resource), snapshot);
    for (const listener of this.listeners) {
      try {
        listener(snapshot);
      } catch {
        // A failing observer must not break the request that reported the headers.
      }
    }
  }
}

function key(host: string, resource: string): string {
  return `${host} ${resource}`;
}
