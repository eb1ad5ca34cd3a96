// What arrived, per path and method: how many requests and how many were being answered at once (the most since the
// last reset). Tests of client pacing read it (`GET /__emulator/requests?path=<prefix>[&method=POST]`) instead of
// trusting the client: a debounced preview, one request in flight at a time, one write per press. A GraphQL mutation
// is counted twice: as the `POST` it travels as, and as `MUTATION` on the same path (server.ts), so a test can tell
// writes from the reads that are POSTs too.

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
}

export class RequestStats {
  private readonly paths = new Map<string, Counted>();

  /** Counts a request in; call the returned function once its answer is finished (or the connection gone). */
  start(path: string, method = 'GET'): () => void {
    const key = `${method} ${path}`;
    let entry = this.paths.get(key);
    if (!entry) this.paths.set(key, (entry = { method, path, stats: { count: 0, inFlight: 0, maxInFlight: 0 } }));
    const counted = entry.stats;
    counted.count += 1;
    counted.inFlight += 1;
    counted.maxInFlight = Math.max(counted.maxInFlight, counted.inFlight);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      counted.inFlight -= 1;
    };
  }

  /**
   * The sum over every path starting with `prefix`, of one method or all (maxInFlight: the largest of any one path
   * and method).
   */
  get(prefix = '/', method?: string): PathStats {
    const total: PathStats = { count: 0, inFlight: 0, maxInFlight: 0 };
    for (const { method: counted, path, stats } of this.paths.values()) {
      if (!path.startsWith(prefix) || (method !== undefined && counted !== method)) continue;
      total.count += stats.count;
      total.inFlight += stats.inFlight;
      total.maxInFlight = Math.max(total.maxInFlight, stats.maxInFlight);
    }
    return total;
  }

  /** Forgets the counts; requests still being answered stay in flight. */
  reset(): void {
    for (const { stats } of this.paths.values()) {
      stats.count = 0;
      stats.maxInFlight = stats.inFlight;
    }
  }
}
