// Polling an event feed the way GitHub asks (https://docs.github.com/en/rest/activity/events and
// https://docs.github.com/en/rest/using-the-rest-api/best-practices-for-using-the-rest-api):
// - every poll sends `If-None-Match` with the feed's last ETag; a 304 means "nothing new" and costs no rate limit;
// - the next poll waits `X-Poll-Interval` seconds, never less (the server may raise it under load);
// - a changed feed is read newest first, following `Link` only while every event on the page is new, and never
//   beyond 10 pages / 300 events; events already delivered are dropped by id (pages shift as events arrive);
// - failures back off: until the reset for a spent rate limit, `Retry-After` for a secondary limit, otherwise
//   doubling from the poll interval up to a ceiling.
// The clock is injectable (`sleep`), so tests run many cycles without waiting.
import * as z from 'zod/mini';
import { AbuseLimitError, RateLimitError, type HttpResponse } from '../http/index.js';
import type { GitHubApi } from './api.js';
import { eventFeedPath, eventSchema, maxEventPages, maxEvents, type EventFeed } from './events.js';
import { jsonAccept } from './media-types.js';
import { realSleep, type Sleep } from './sleep.js';
import type { GitHubEvent } from './types.js';

export interface PollCycle {
  /** 1 for the first poll. */
  cycle: number;
  /** 200 (the feed changed), 304 (nothing new) or 0 (the poll failed). */
  status: number;
  newEvents: number;
  /** Requests sent in this cycle (a 304 cycle sends one). */
  requests: number;
  /** The interval the server asked for (`X-Poll-Interval`), in ms. */
  pollIntervalMs: number;
  /** How long the poller waits before the next cycle, in ms. */
  nextDelayMs: number;
  error?: unknown;
}

export interface EventPollOptions {
  signal: AbortSignal;
  /** New events, newest first; called only when there are some. */
  onEvents: (events: GitHubEvent[], cycle: PollCycle) => void | Promise<void>;
  /** Every finished cycle, 304s and failures included (badges, logs, tests). */
  onCycle?: (cycle: PollCycle) => void;
  /** A failed cycle and the wait before the next try. */
  onError?: (error: unknown, retryInMs: number) => void;
  sleep?: Sleep;
  /** Used until the server states `X-Poll-Interval`. Default 60 s. */
  defaultIntervalMs?: number;
  /** A floor of our own on the wait; the server's interval is always honoured too. Default 0. */
  minIntervalMs?: number;
  /** Ceiling of the error backoff. Default 15 min. */
  maxBackoffMs?: number;
  /** Pages read on a changed feed, at most 10. */
  maxPages?: number;
}

/** Delivered ids kept for de-duplication: comfortably more than one full read (300). */
const rememberedIds = 2000;

export class EventPoller {
  private etag: string | undefined;
  private intervalMs: number;
  private failures = 0;
  private cycles = 0;
  private readonly seen = new Set<string>();
  private readonly path: string;

  constructor(
    private readonly api: GitHubApi,
    feed: EventFeed,
    private readonly options: Omit<EventPollOptions, 'signal' | 'onEvents'> &
      Partial<Pick<EventPollOptions, 'onEvents'>> = {},
  ) {
    this.path = eventFeedPath(feed, api);
    this.intervalMs = options.defaultIntervalMs ?? 60_000;
  }

  /** Runs cycles until the signal fires; resolves then (never rejects for an abort). */
  async run(signal: AbortSignal): Promise<void> {
    const sleep = this.options.sleep ?? realSleep;
    while (!signal.aborted) {
      const cycle = await this.pollOnce(signal);
      if (signal.aborted) return;
      this.options.onCycle?.(cycle);
      if (cycle.error !== undefined) this.options.onError?.(cycle.error, cycle.nextDelayMs);
      try {
        await sleep(cycle.nextDelayMs, signal);
      } catch {
        return;
      }
    }
  }

  /** One poll: never throws; a failure is reported in the cycle with the backoff to apply. */
  async pollOnce(signal?: AbortSignal): Promise<PollCycle> {
    this.cycles += 1;
    try {
      const { fresh, requests, status } = await this.read(signal);
      this.failures = 0;
      const cycle = this.cycleOf(status, fresh.length, requests, this.waitMs());
      if (fresh.length > 0) await this.deliver(fresh, cycle);
      return cycle;
    } catch (error) {
      this.failures += 1;
      return { ...this.cycleOf(0, 0, 0, this.backoffMs(error)), error };
    }
  }

  private async read(
    signal: AbortSignal | undefined,
  ): Promise<{ fresh: GitHubEvent[]; requests: number; status: number }> {
    const first = await this.api.http.request({
      path: this.path,
      accept: jsonAccept,
      headers: this.etag ? { 'If-None-Match': this.etag } : {},
      okStatuses: [304],
      cache: false,
      signal,
    });
    this.notePollInterval(first);
    if (first.status === 304) return { fresh: [], requests: 1, status: 304 };

    // Nothing is committed (ids, ETag) until the whole read succeeded: a failure on page 3 must not lose the
    // events of pages 1-2 behind a 304 next time.
    const fresh: GitHubEvent[] = [];
    const inThisRead = new Set<string>();
    const isNew = (event: GitHubEvent): boolean => !this.seen.has(event.id) && !inThisRead.has(event.id);
    let page: { items: GitHubEvent[]; next?: string | undefined } = this.parse(first);
    let requests = 1;
    for (;;) {
      const unseen = page.items.filter(isNew);
      for (const event of unseen) inThisRead.add(event.id);
      fresh.push(...unseen);
      const everyEventNew = unseen.length === page.items.length;
      if (
        !page.next ||
        !everyEventNew ||
        requests >= Math.min(this.options.maxPages ?? maxEventPages, maxEventPages) ||
        fresh.length >= maxEvents
      )
        break;
      page = await this.api.http.page(eventSchema, { url: page.next, accept: jsonAccept, signal });
      requests += 1;
    }
    const delivered = fresh.slice(0, maxEvents);
    for (const event of delivered) this.remember(event.id);
    this.etag = first.headers.etag ?? this.etag;
    return { fresh: delivered, requests, status: first.status };
  }

  private parse(response: HttpResponse): { items: GitHubEvent[]; next?: string | undefined } {
    return { items: this.api.parse(z.array(eventSchema), response), next: response.links.next };
  }

  /** Remembers a delivered id, forgetting the oldest beyond the bound. */
  private remember(id: string): void {
    this.seen.add(id);
    if (this.seen.size > rememberedIds) this.seen.delete(this.seen.values().next().value as string);
  }

  private notePollInterval(response: HttpResponse): void {
    const seconds = Number(response.headers['x-poll-interval']);
    if (Number.isFinite(seconds) && seconds > 0) this.intervalMs = seconds * 1000;
  }

  private waitMs(): number {
    return Math.max(this.intervalMs, this.options.minIntervalMs ?? 0);
  }

  private backoffMs(error: unknown): number {
    const floor = this.waitMs();
    if (error instanceof RateLimitError) return Math.max(floor, error.resetAt.getTime() - Date.now());
    if (error instanceof AbuseLimitError) return Math.max(floor, error.retryAfterMs);
    return Math.min(
      Math.max(floor, floor * 2 ** this.failures),
      Math.max(floor, this.options.maxBackoffMs ?? 15 * 60_000),
    );
  }

  private cycleOf(status: number, newEvents: number, requests: number, nextDelayMs: number): PollCycle {
    return { cycle: this.cycles, status, newEvents, requests, pollIntervalMs: this.intervalMs, nextDelayMs };
  }

  private async deliver(events: GitHubEvent[], cycle: PollCycle): Promise<void> {
    try {
      await this.options.onEvents?.(events, cycle);
    } catch (error) {
      // A failing listener must not stop the polling; the events count as delivered.
      this.options.onError?.(error, cycle.nextDelayMs);
    }
  }
}

/** Polls `feed` until `options.signal` fires. */
export function pollEvents(api: GitHubApi, feed: EventFeed, options: EventPollOptions): Promise<void> {
  const { signal, ...rest } = options;
  return new EventPoller(api, feed, rest).run(signal);
}
