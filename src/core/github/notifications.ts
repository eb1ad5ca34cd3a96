// GitHub's notifications API (https://docs.github.com/en/rest/activity/notifications): the authenticated user's
// threads, one thread, mark read / done, mark all read (all, or one repository), and thread subscriptions. Polling
// follows GitHub's advice there: send `If-Modified-Since` with the last `Last-Modified`; a 304 means nothing changed
// and costs no rate limit; wait at least `X-Poll-Interval` seconds before the next poll. GitHub serves these routes
// only to classic personal access tokens (scope `notifications` or `repo`) and OAuth apps, not to fine-grained tokens.
import * as z from 'zod/mini';
import type { HttpResponse } from '../http/index.js';
import type { GitHubApi } from './api.js';
import { isoTime } from './api.js';
import { jsonAccept } from './media-types.js';
import { subscriptionSchema, threadSchema, toThread, type NotificationThread } from './notification-schemas.js';
import type { CallOptions, RepoRef } from './types.js';

/** GitHub lists at most 50 threads a page. */
export const notificationPageSize = 50;

export interface NotificationQuery {
  /** Read threads too (GitHub: `all`). */
  readonly all?: boolean;
  /** Only threads the user takes part in or is mentioned in. */
  readonly participating?: boolean;
  readonly since?: Date | string;
  readonly before?: Date | string;
  /** One repository's threads. */
  readonly repo?: RepoRef;
}

export interface NotificationPage {
  /** 304: nothing changed since `ifModifiedSince` (then `threads` is empty). */
  readonly status: 200 | 304;
  readonly threads: NotificationThread[];
  readonly next?: string;
  /** The `Last-Modified` to send next time. */
  readonly lastModified?: string;
  /** `X-Poll-Interval` in ms, when GitHub sent one. */
  readonly pollIntervalMs?: number;
}

export interface ThreadSubscription {
  readonly subscribed: boolean;
  readonly ignored: boolean;
}

export class Notifications {
  constructor(private readonly api: GitHubApi) {}

  /** The first page; with `ifModifiedSince`, a bare 304 when nothing changed (costing no rate limit). */
  async list(
    query: NotificationQuery,
    options: CallOptions & { ifModifiedSince?: string } = {},
  ): Promise<NotificationPage> {
    const response = await this.api.http.request({
      path: query.repo ? this.api.repoPath(query.repo, '/notifications') : '/notifications',
      query: {
        all: query.all ? 'true' : undefined,
        participating: query.participating ? 'true' : undefined,
        since: isoTime(query.since),
        before: isoTime(query.before),
        per_page: notificationPageSize,
      },
      accept: jsonAccept,
      headers: options.ifModifiedSince ? { 'If-Modified-Since': options.ifModifiedSince } : {},
      okStatuses: [304],
      cache: false,
      signal: options.signal,
    });
    return this.pageOf(response);
  }

  /** A further page, by the `Link: rel="next"` URL of the one before. */
  async page(url: string, options: CallOptions = {}): Promise<NotificationPage> {
    const response = await this.api.http.request({ url, accept: jsonAccept, cache: false, signal: options.signal });
    return this.pageOf(response);
  }

  async thread(id: string, options: CallOptions = {}): Promise<NotificationThread | undefined> {
    const raw = await this.api.http.json(threadSchema, {
      path: threadPath(id),
      accept: jsonAccept,
      cache: false,
      signal: options.signal,
    });
    return toThread(raw);
  }

  /** 205: the thread is read. */
  markRead(id: string, options: CallOptions = {}): Promise<void> {
    return this.api.http.send({ method: 'PATCH', path: threadPath(id), accept: jsonAccept, signal: options.signal });
  }

  /** 204: the thread is done (gone from the inbox until new activity). */
  markDone(id: string, options: CallOptions = {}): Promise<void> {
    return this.api.http.send({ method: 'DELETE', path: threadPath(id), accept: jsonAccept, signal: options.signal });
  }

  /**
   * Marks read what was updated up to `lastReadAt` (default: now), all or one repository's. 205, or 202 when GitHub
   * finishes in the background; `'background'` then.
   */
  async markAllRead(
    scope: { repo?: RepoRef; lastReadAt?: Date | string },
    options: CallOptions = {},
  ): Promise<'done' | 'background'> {
    const response = await this.api.http.request({
      method: 'PUT',
      path: scope.repo ? this.api.repoPath(scope.repo, '/notifications') : '/notifications',
      json: { last_read_at: isoTime(scope.lastReadAt ?? new Date()) },
      accept: jsonAccept,
      signal: options.signal,
    });
    return response.status === 202 ? 'background' : 'done';
  }

  async subscription(id: string, options: CallOptions = {}): Promise<ThreadSubscription> {
    const { subscribed, ignored } = await this.api.http.json(subscriptionSchema, {
      path: `${threadPath(id)}/subscription`,
      accept: jsonAccept,
      cache: false,
      signal: options.signal,
    });
    return { subscribed, ignored };
  }

  /** `ignored: true` blocks every further notification of the thread (GitHub's "unsubscribe" that sticks). */
  async setSubscription(id: string, ignored: boolean, options: CallOptions = {}): Promise<ThreadSubscription> {
    const { subscribed, ignored: nowIgnored } = await this.api.http.json(subscriptionSchema, {
      method: 'PUT',
      path: `${threadPath(id)}/subscription`,
      json: { ignored },
      accept: jsonAccept,
      signal: options.signal,
    });
    return { subscribed, ignored: nowIgnored };
  }

  /** Mutes the thread until the user comments or is mentioned again (204). */
  deleteSubscription(id: string, options: CallOptions = {}): Promise<void> {
    return this.api.http.send({
      method: 'DELETE',
      path: `${threadPath(id)}/subscription`,
      accept: jsonAccept,
      signal: options.signal,
    });
  }

  private pageOf(response: HttpResponse): NotificationPage {
    const seconds = Number(response.headers['x-poll-interval']);
    const common = {
      ...(response.headers['last-modified'] ? { lastModified: response.headers['last-modified'] } : {}),
      ...(Number.isFinite(seconds) && seconds > 0 ? { pollIntervalMs: seconds * 1000 } : {}),
    };
    if (response.status === 304) return { status: 304, threads: [], ...common };
    const raw = this.api.parse(z.array(threadSchema), response);
    return {
      status: 200,
      threads: raw.flatMap((thread) => toThread(thread) ?? []),
      ...(response.links.next ? { next: response.links.next } : {}),
      ...common,
    };
  }
}

function threadPath(id: string): string {
  return `/notifications/threads/${encodeURIComponent(id)}`;
}
