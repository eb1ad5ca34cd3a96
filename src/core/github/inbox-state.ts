// The inbox as plain data, for the Notifications view and any other reader (a tool that answers "what asks for me"):
// a host's threads with their reasons and subjects' states, unread first, grouped by repository or by reason, and
// the poll schedule GitHub asks for (https://docs.github.com/en/rest/activity/notifications: never sooner than
// `X-Poll-Interval`). Pure: no I/O.
import type { NotificationThread } from './notification-schemas.js';
import type { SubjectState } from './notification-states.js';

export interface InboxEntry {
  readonly thread: NotificationThread;
  /** Issues and pull requests: their state when the page's query gave one. */
  readonly state?: SubjectState;
}

export interface InboxState {
  /** The GitHub host (its REST base). */
  readonly hostId: string;
  /** Unread first, then most recently updated. */
  readonly entries: readonly InboxEntry[];
  readonly unread: number;
}

export type InboxGrouping = 'repository' | 'reason';

/** Unread threads first, each part most recently updated first. */
export function unreadFirst(entries: readonly InboxEntry[]): InboxEntry[] {
  return [...entries].sort(
    (a, b) => Number(b.thread.unread) - Number(a.thread.unread) || b.thread.updatedAt.localeCompare(a.thread.updatedAt),
  );
}

/** A host's inbox from its threads and the states read for them. */
export function inboxState(
  hostId: string,
  threads: readonly NotificationThread[],
  states: ReadonlyMap<string, SubjectState>,
): InboxState {
  const entries = unreadFirst(
    threads.map((thread) => {
      const state = states.get(thread.id);
      return state ? { thread, state } : { thread };
    }),
  );
  return { hostId, entries, unread: entries.filter((entry) => entry.thread.unread).length };
}

/** `owner/name` of a thread's repository. */
export function repositoryName(thread: NotificationThread): string {
  return `${thread.repository.owner}/${thread.repository.name}`;
}

/**
 * Groups in order of their first entry (so a group with unread threads comes before one with only read ones), each
 * keeping its entries' order.
 */
export function groupEntries(
  entries: readonly InboxEntry[],
  by: InboxGrouping,
): Array<{ readonly key: string; readonly entries: InboxEntry[] }> {
  const groups = new Map<string, InboxEntry[]>();
  for (const entry of entries) {
    const key = by === 'repository' ? repositoryName(entry.thread) : entry.thread.reason;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.entries()].map(([key, grouped]) => ({ key, entries: grouped }));
}

/**
 * How long to wait before the next poll: the server's `X-Poll-Interval` (never sooner), or our default until it
 * stated one, and never below our own floor.
 */
export function nextPollDelayMs(serverIntervalMs: number | undefined, defaultMs: number, floorMs = 0): number {
  return Math.max(serverIntervalMs ?? defaultMs, floorMs);
}
