// The events the view shows of one GitHub host, kept fresh by the core's pollers (one per feed): conditional requests,
// so nothing costs rate limit while nothing changes, at the interval GitHub asks for (X-Poll-Interval), and only while
// someone looks (the view is visible, or the background setting is on). The first read of a feed takes one page.
import * as vscode from 'vscode';
import type { EventPoller } from '../../core/github/events-poller';
import type { GitHubEvent } from '../../core/github/types';
import type { Accounts, Host } from '../accounts/index';
import { Disposable } from '../base/dispose';
import { feedsFor } from './feeds';

/** GitHub serves at most 300 events of a feed; the view keeps as many, newest first. */
const maxKept = 300;

export class EventStore extends Disposable {
  private readonly changed = this.register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;
  private readonly events = new Map<string, GitHubEvent>();
  private pollers: EventPoller[] | undefined;
  /** The feeds (by index) that have had one successful read. */
  private primed = new Set<number>();
  private setup: Promise<void> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private polling = false;
  private polls = new AbortController();
  /** Events that arrived while nobody looked: the view's badge. */
  unread = 0;
  /** The last failure of a poll, shown at the top of the view until a poll succeeds. */
  lastError: unknown;

  constructor(
    private readonly accounts: Accounts,
    readonly host: Host,
  ) {
    super();
    this.register({ dispose: () => this.stop() });
  }

  list(): GitHubEvent[] {
    return [...this.events.values()].sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
  }

  /** Reads every feed once (the first time), then keeps polling until stop(); a no-op while polling. */
  async start(): Promise<void> {
    if (this.polling && this.setup) return this.setup;
    this.polling = true;
    if (!this.pollers) return this.pollNow();
    this.schedule(0);
  }

  /** Reads every feed once if nothing was read yet, and schedules no poll (the view read while nobody looks). */
  async readOnce(): Promise<void> {
    if (this.setup) return this.setup;
    return this.pollNow();
  }

  stop(): void {
    this.polling = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Forgets everything (after a sign-in or sign-out, or a change of feeds). */
  reset(): void {
    this.stop();
    this.polls.abort();
    this.polls = new AbortController();
    this.pollers = undefined;
    this.setup = undefined;
    this.events.clear();
    this.unread = 0;
    this.lastError = undefined;
    this.changed.fire();
  }

  /** One poll of every feed now (the Refresh button): a 304 costs nothing. */
  async pollNow(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await (this.setup ??= this.createPollers());
    if (!this.pollers) return;
    const primed = this.primed; // a reset meanwhile brings new feeds: these answers prime only the ones asked
    const cycles = await Promise.all(this.pollers.map((poller) => poller.pollOnce(this.polls.signal)));
    cycles.forEach((cycle, index) => cycle.error === undefined && primed.add(index));
    this.lastError = cycles.find((cycle) => cycle.error !== undefined)?.error;
    this.changed.fire();
    if (this.polling) this.schedule(Math.max(...cycles.map((cycle) => cycle.nextDelayMs)));
  }

  /** Whether a next poll is waiting on its timer (tests only: nothing is asked of the service while there is none). */
  get pollScheduled(): boolean {
    return this.timer !== undefined;
  }

  seen(): void {
    if (this.unread === 0) return;
    this.unread = 0;
    this.changed.fire();
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pollNow(), delayMs);
  }

  private async createPollers(): Promise<void> {
    const host = this.host;
    const client = await this.accounts.requireGitHubClient(host);
    const me = await this.accounts.login(host);
    const entries = vscode.workspace.getConfiguration('devdesk').get<string[]>('events.feeds', []);
    // What a feed's first successful read brings is history, not news: only later events count as unread.
    this.primed = new Set();
    this.pollers = feedsFor(me, entries).map((feed, index) =>
      client.eventPoller(feed, { maxPages: 1, onEvents: (events) => this.add(events, !this.primed.has(index)) }),
    );
  }

  private add(events: GitHubEvent[], initial: boolean): void {
    for (const event of events) this.events.set(event.id, event);
    for (const old of this.list().slice(maxKept)) this.events.delete(old.id);
    if (!initial) this.unread += events.length;
  }
}
