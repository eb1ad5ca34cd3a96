// What arrived, per path and method: how many requests and how many were being answered at once (the most since the
// last reset). Tests of client pacing read it (`GET /__emulator/requests?path=<prefix>[&method=POST]`) instead of
// trusting the client: a debounced preview, one request in flight at a time, one write per press. A GraphQL mutation
// is counted twice: as the `POST` it travels as, and as `MUTATION` on the same path (server.ts), so a test can tell
// writes from the reads that are POSTs too. With `&token=`, only the requests that carried that credential count:
// which host a token went to (`GET /__emulator/requests?path=/ghes&token=<the other host's token>` must count 0).
// `GET /__emulator/requests/timeline` lists each request since the last reset (method, path, a GraphQL operation's
// name, when it arrived and how long its answer took), so a benchmark can say where a client's time went.
import type { IncomingMessage } from 'node:http';

/** The pseudo-method a GraphQL mutation is counted under besides its `POST`. */
export const mutation = 'MUTATION';

export interface PathStats {
  /** Requests that arrived (faults and latency included). */
  count: number;
  /** Being answered now. */
  inFlight: number;
  /** The most answered at once since the last reset. */
  maxInFlight: number;
}

/** Counts of one method on one path. */
interface Counted {
  readonly method: string;
  readonly path: string;
  readonly stats: PathStats;
  /** How many of the requests carried each credential. */
  readonly credentials: Map<string, number>;
}

/** One request as the timeline lists it. */
export interface TimedRequest {
  readonly method: string;
  readonly path: string;
  /** A GraphQL request's operation name (`anonymous` when it has none). */
  readonly operation?: string;
  /** When it arrived, in ms since the last reset. */
  readonly atMs: number;
  /** How long its answer took (arrival to the answer's end); undefined while it is being answered. */
  ms?: number;
}

/** The timeline keeps at most this many requests (a test run that never resets must not grow without end). */
const timelineSize = 2_000;

export class RequestStats {
  private readonly paths = new Map<string, Counted>();
  private timeline: TimedRequest[] = [];
  private since = performance.now();

  /** The requests since the last reset whose path starts with `prefix`, in the order they arrived. */
  timed(prefix = '/'): TimedRequest[] {
    return this.timeline.filter((request) => request.path.startsWith(prefix));
  }

  /**
   * Counts a request in (and, with `operation` or for any method but `MUTATION`, onto the timeline); call the
   * returned function once its answer is finished (or the connection gone).
   */
  start(path: string, method = 'GET', credential?: string, operation?: string): () => void {
    const key = `${method} ${path}`;
    let entry = this.paths.get(key);
    if (!entry)
      this.paths.set(
        key,
        (entry = { method, path, stats: { count: 0, inFlight: 0, maxInFlight: 0 }, credentials: new Map() }),
      );
    if (credential !== undefined) entry.credentials.set(credential, (entry.credentials.get(credential) ?? 0) + 1);
    const counted = entry.stats;
    counted.count += 1;
    counted.inFlight += 1;
    counted.maxInFlight = Math.max(counted.maxInFlight, counted.inFlight);
    const started = performance.now();
    const timed: TimedRequest | undefined =
      method === mutation ? undefined : { method, path, operation, atMs: started - this.since };
    if (timed && this.timeline.length < timelineSize) this.timeline.push(timed);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      counted.inFlight -= 1;
      if (timed) timed.ms = performance.now() - started;
    };
  }

  /**
   * The sum over every path starting with `prefix`, of one method or all (maxInFlight: the largest of any one path
   * and method). With `credential`, `count` is only the requests that carried it. "All" leaves out `MUTATION`,
   * which counts a second time requests already counted as their `POST`.
   */
  get(prefix = '/', method?: string, credential?: string): PathStats {
    const total: PathStats = { count: 0, inFlight: 0, maxInFlight: 0 };
    for (const { method: counted, path, stats, credentials } of this.paths.values()) {
      if (!path.startsWith(prefix) || (method === undefined ? counted === mutation : counted !== method)) continue;
      total.count += credential === undefined ? stats.count : (credentials.get(credential) ?? 0);
      total.inFlight += stats.inFlight;
      total.maxInFlight = Math.max(total.maxInFlight, stats.maxInFlight);
    }
    return total;
  }

  /** Forgets the counts; requests still being answered stay in flight. */
  reset(): void {
    this.timeline = [];
    this.since = performance.now();
    for (const { stats, credentials } of this.paths.values()) {
      stats.count = 0;
      credentials.clear();
      stats.maxInFlight = stats.inFlight;
    }
  }
}

/**
 * The credential a request carried, whatever the service: `Authorization: token|Bearer X`, Basic (the password), or
 * an `access_token` query parameter (https://docs.github.com/en/rest/authentication/authenticating-to-the-rest-api).
 */
export function credentialOf(request: Pick<IncomingMessage, 'headers'>, url: URL): string | undefined {
  const authorization = request.headers.authorization?.trim();
  const scheme = authorization ? /^(\S+)\s+(.+)$/.exec(authorization) : null;
  if (scheme && /^(token|bearer)$/i.test(scheme[1]!)) return scheme[2];
  if (scheme && /^basic$/i.test(scheme[1]!))
    return Buffer.from(scheme[2]!, 'base64').toString('utf8').split(':').slice(1).join(':');
  return url.searchParams.get('access_token') ?? undefined;
}
