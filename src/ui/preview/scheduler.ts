// When a preview asks its renderer, pure (no vscode; test/unit/ui/preview-scheduler.test.ts with fake timers):
//
// - debounced: a render starts `delayMs` after the last update (an update with `immediate` starts at once: the
//   first render, a retry, a change of renderer);
// - one request in flight: a render that starts while another runs aborts the older one first and waits for it to
//   settle, so two never overlap;
// - the newest wins: an answer for text that is no longer current is dropped;
// - unchanged input is not sent again: answers are kept in a small cache by key (text hash and renderer), and an
//   update whose key is cached is answered from it without a request. Failures are not cached.

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SchedulerOptions<Input, Output> {
  /** The quiet time before a render starts; a function when a setting may change it. */
  delayMs: number | (() => number);
  /** Which answers are the same: e.g. a hash of the text and the renderer. */
  keyOf(input: Input): string;
  render(input: Input, signal: AbortSignal): Promise<Output>;
  /** The answer for the current input (fromCache when no request was made); not called for an aborted render. */
  onResult(input: Input, result: { output: Output; fromCache: boolean } | { error: unknown }): void;
  /**
   * After a render settles (answered, dropped or aborted) and no other starts straight after it: a wait for
   * "nothing on its way" (`inFlight`, `pending`) checks again here rather than polling.
   */
  onSettled?(): void;
  /** Whether an answer may be kept (default: all). A fallback answer is not worth keeping, say. */
  cacheable?(output: Output): boolean;
  cacheSize?: number;
  timers?: Timers;
}

export interface SchedulerStats {
  /** Renders started (requests, for a service renderer). */
  started: number;
  /** Updates answered from the cache. */
  cacheHits: number;
  /** Renders aborted because newer input arrived. */
  aborted: number;
  inFlight: number;
  maxInFlight: number;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A small LRU: the most recently used entries survive. */
export class LruCache<Value> {
  private readonly entries = new Map<string, Value>();
  constructor(private readonly size: number) {}

  get(key: string): Value | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
  }

  get length(): number {
    return this.entries.size;
  }
}

export class RenderScheduler<Input, Output> {
  private readonly cache: LruCache<Output>;
  private readonly timers: Timers;
  private timer: unknown;
  private next: Input | undefined;
  private running: { controller: AbortController; settled: Promise<void> } | undefined;
  /** Increases with every update: an answer is delivered only for the latest. */
  private generation = 0;
  private disposed = false;
  readonly stats: SchedulerStats = { started: 0, cacheHits: 0, aborted: 0, inFlight: 0, maxInFlight: 0 };

  constructor(private readonly options: SchedulerOptions<Input, Output>) {
    this.cache = new LruCache(options.cacheSize ?? 16);
    this.timers = options.timers ?? realTimers;
  }

  update(input: Input, { immediate = false }: { immediate?: boolean } = {}): void {
    if (this.disposed) return;
    this.generation += 1;
    this.cancelTimer();
    const cached = this.cache.get(this.options.keyOf(input));
    if (cached !== undefined) {
      this.next = undefined;
      this.abortRunning();
      this.stats.cacheHits += 1;
      this.options.onResult(input, { output: cached, fromCache: true });
      return;
    }
    this.next = input;
    if (immediate) void this.start();
    else
      this.timer = this.timers.setTimeout(
        () => void this.start(),
        typeof this.options.delayMs === 'number' ? this.options.delayMs : this.options.delayMs(),
      );
  }

  /** Whether an answer for this input is kept: an update with it would make no request. */
  has(input: Input): boolean {
    return this.cache.get(this.options.keyOf(input)) !== undefined;
  }

  /** Drops the update waiting for its debounce, if any (a running render goes on). */
  cancelPending(): void {
    this.cancelTimer();
    this.next = undefined;
    this.generation += 1;
    this.options.onSettled?.();
  }

  /** An update is waiting for its debounce or for the running render to settle. */
  get pending(): boolean {
    return this.next !== undefined || this.timer !== undefined;
  }

  /** Forgets every kept answer (e.g. the account changed, or the user asked to retry). */
  clearCache(): void {
    this.cache.clear();
  }

  dispose(): void {
    this.disposed = true;
    this.cancelTimer();
    this.next = undefined;
    this.abortRunning();
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private abortRunning(): void {
    if (!this.running || this.running.controller.signal.aborted) return;
    this.running.controller.abort();
    this.stats.aborted += 1;
  }

  private async start(): Promise<void> {
    this.timer = undefined;
    if (this.running) {
      this.abortRunning();
      await this.running.settled;
      // A later start (a newer update meanwhile) took over while this one waited.
      if (this.running) return;
    }
    const input = this.next;
    if (input === undefined || this.disposed) return;
    this.next = undefined;
    const generation = this.generation;
    const controller = new AbortController();
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    this.running = { controller, settled };
    this.stats.started += 1;
    this.stats.inFlight += 1;
    this.stats.maxInFlight = Math.max(this.stats.maxInFlight, this.stats.inFlight);
    let result: { output: Output } | { error: unknown };
    try {
      result = { output: await this.options.render(input, controller.signal) };
    } catch (error) {
      result = { error };
    }
    this.stats.inFlight -= 1;
    this.running = undefined;
    settle();
    if ('output' in result && (this.options.cacheable?.(result.output) ?? true))
      this.cache.set(this.options.keyOf(input), result.output);
    if (!controller.signal.aborted && generation === this.generation && !this.disposed) {
      this.options.onResult(
        input,
        'output' in result ? { output: result.output, fromCache: false } : { error: result.error },
      );
    }
    // An update that arrived while this ran, and whose timer already fired, waits for nobody now.
    if (this.next !== undefined && this.timer === undefined && !this.disposed) void this.start();
    else this.options.onSettled?.();
  }
}
