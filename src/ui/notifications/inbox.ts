// One host's inbox: its first page of threads kept fresh the way GitHub asks
// (https://docs.github.com/en/rest/activity/notifications): `If-Modified-Since` with the last `Last-Modified`, so a
// poll while nothing changed is a 304 that costs no rate limit, at the interval `X-Poll-Interval` asks for, never
// sooner, and only while someone looks (the holder starts and stops it). Each page read brings its subjects' states
// in one GraphQL request. *Load more* appends GitHub's next page.
import * as vscode from 'vscode';
import type { NotificationThread } from '../../core/github/notification-schemas';
import type { SubjectState } from '../../core/github/notification-states';
import type { InboxState } from '../../core/github/inbox-state';
import type { Accounts, Host } from '../accounts/index';
import { loadCore } from '../base/core';
import { Disposable } from '../base/dispose';

export interface InboxFilters {
  /** Read threads too. */
  readonly includeRead: boolean;
  readonly participatingOnly: boolean;
}

/** Until GitHub states its interval (it does on every answer), wait a minute. */
const defaultIntervalMs = 60_000;

export class NotificationInbox extends Disposable {
  private readonly changed = this.register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;
  private threads: NotificationThread[] = [];
  private readonly states = new Map<string, SubjectState>();
  private next: string | undefined;
  private lastModified: string | undefined;
  private intervalMs: number | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private polling = false;
  private first: Promise<void> | undefined;
  private requests = new AbortController();
  /** The statuses of the latest polls (200 or 304), newest last, for the tests. */
  readonly pollStatuses: number[] = [];
  /** Whether the first page has been read once. */
  loaded = false;
  /** The last failure, shown at the top of the host's threads until a read succeeds. */
  lastError: unknown;

  constructor(
    private readonly accounts: Accounts,
    readonly host: Host,
    private readonly filters: () => InboxFilters,
    /** New unread review requests seen by a poll after the first read (the optional notification). */
    private readonly onReviewRequests: (host: Host, threads: NotificationThread[]) => void = () => undefined,
  ) {
    super();
    this.register({ dispose: () => this.stop() });
    this.register({ dispose: () => this.requests.abort() });
  }

  /** The host's inbox as plain data: threads with their reasons and states, unread first. */
  state(): InboxState {
    return loadCore().github.inboxState(this.host.id, this.threads, this.states);
  }

  get hasMore(): boolean {
    return this.next !== undefined;
  }

  get pollScheduled(): boolean {
    return this.timer !== undefined;
  }

  /** Reads the first page (once), then polls until stop(). */
  async start(): Promise<void> {
    this.polling = true;
    if (!this.loaded) return this.pollNow();
    if (!this.timer) this.schedule(this.waitMs());
  }

  /** Reads the first page if nothing was read yet; schedules no poll. */
  readOnce(): Promise<void> {
    return this.loaded ? Promise.resolve() : (this.first ??= this.pollNow());
  }

  stop(): void {
    this.polling = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** One poll now: a 304 when nothing changed (free); a changed inbox reads its first page and states afresh. */
  async pollNow(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const signal = this.requests.signal;
    try {
      const client = await this.accounts.requireGitHubClient(this.host);
      const { includeRead, participatingOnly } = this.filters();
      const page = await client.notifications.list(
        { all: includeRead, participating: participatingOnly },
        { signal, ...(this.loaded && this.lastModified ? { ifModifiedSince: this.lastModified } : {}) },
      );
      this.intervalMs = page.pollIntervalMs ?? this.intervalMs;
      this.pollStatuses.push(page.status);
      if (this.pollStatuses.length > 20) this.pollStatuses.shift();
      if (page.status === 200) {
        const states = await this.statesOf(page.threads, signal);
        if (signal.aborted) return;
        const before = new Set(this.threads.filter((thread) => thread.unread).map((thread) => thread.id));
        const wasLoaded = this.loaded;
        this.threads = page.threads;
        this.states.clear();
        for (const [id, state] of states) this.states.set(id, state);
        this.next = page.next;
        this.lastModified = page.lastModified;
        this.loaded = true;
        const requests = page.threads.filter(
          (thread) => thread.unread && thread.reason === 'review_requested' && !before.has(thread.id),
        );
        if (wasLoaded && requests.length > 0) this.onReviewRequests(this.host, requests);
      }
      this.lastError = undefined;
    } catch (error) {
      if (signal.aborted) return;
      this.lastError = error;
    } finally {
      this.first = undefined;
    }
    this.changed.fire();
    if (this.polling) this.schedule(this.waitMs());
  }

  /** Appends GitHub's next page (and its states). */
  async loadMore(): Promise<void> {
    const next = this.next;
    if (!next) return;
    const client = await this.accounts.requireGitHubClient(this.host);
    const page = await client.notifications.page(next, { signal: this.requests.signal });
    const states = await this.statesOf(page.threads, this.requests.signal);
    const known = new Set(this.threads.map((thread) => thread.id));
    this.threads = [...this.threads, ...page.threads.filter((thread) => !known.has(thread.id))];
    for (const [id, state] of states) this.states.set(id, state);
    this.next = page.next;
    this.changed.fire();
  }

  /** Forgets everything read (the filters changed, or the account). */
  reset(): void {
    this.requests.abort();
    this.requests = new AbortController();
    this.threads = [];
    this.states.clear();
    this.next = undefined;
    this.lastModified = undefined;
    this.loaded = false;
    this.lastError = undefined;
    this.changed.fire();
  }

  /** The threads' subjects' states in one GraphQL request; none (never a failure of the page) when it fails. */
  private async statesOf(threads: NotificationThread[], signal: AbortSignal): Promise<Map<string, SubjectState>> {
    try {
      const graphql = await this.accounts.graphqlClient(this.host);
      if (!graphql) return new Map();
      return await loadCore().github.fetchSubjectStates(graphql, threads, { signal });
    } catch {
      return new Map();
    }
  }

  private waitMs(): number {
    return loadCore().github.nextPollDelayMs(this.intervalMs, defaultIntervalMs);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pollNow(), delayMs);
  }
}
