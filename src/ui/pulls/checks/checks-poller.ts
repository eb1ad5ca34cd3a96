// Polls a Checks node while one of its checks is pending and the node is on screen (the view visible, neither it
// nor its pull request collapsed): after each load it is scheduled again, never sooner than the service asks
// (`X-Poll-Interval`) and never sooner than our own floor, since GitHub's checks API states no interval of its own
// (https://docs.github.com/rest/using-the-rest-api/best-practices-for-using-the-rest-api). Each redraw reads the
// checks with conditional requests: an unchanged commit costs two 304s and no rate limit.

/** Our floor when the service states no interval. */
export const defaultCheckPollMs = 30_000;

export interface PollerClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: PollerClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class ChecksPoller {
  private readonly timers = new Map<string, unknown>();

  constructor(
    /** Redraws the node (its children are loaded again). */
    private readonly redraw: (nodeId: string) => void,
    /** Whether the node is on screen now. */
    private readonly shown: (nodeId: string) => boolean,
    private readonly clock: PollerClock = realClock,
  ) {}

  /** The wait before the next look: the service's interval, at least our floor. */
  static delayMs(serviceIntervalMs: number | undefined): number {
    return Math.max(serviceIntervalMs ?? 0, defaultCheckPollMs);
  }

  /** Looks again after `delayMs` (replacing a look already planned for the node). */
  schedule(nodeId: string, delayMs: number): void {
    this.cancel(nodeId);
    this.timers.set(
      nodeId,
      this.clock.setTimeout(() => {
        this.timers.delete(nodeId);
        // Off screen: no request. Expanding the node again loads it, and schedules the next look if still pending.
        if (this.shown(nodeId)) this.redraw(nodeId);
      }, delayMs),
    );
  }

  cancel(nodeId: string): void {
    const timer = this.timers.get(nodeId);
    if (timer !== undefined) this.clock.clearTimeout(timer);
    this.timers.delete(nodeId);
  }

  /** Stops the looks under a collapsed node (the node itself or its descendants). */
  cancelUnder(nodeId: string): void {
    for (const id of [...this.timers.keys()]) if (id === nodeId || id.startsWith(`${nodeId}/`)) this.cancel(id);
  }

  get planned(): readonly string[] {
    return [...this.timers.keys()];
  }

  dispose(): void {
    for (const id of [...this.timers.keys()]) this.cancel(id);
  }
}
