// The Events view as plain data: days (newest first) holding their events (test/unit/ui/events.test.ts).
import type { GitHubEvent } from '../../core/github/types';
import type { HostGroupData } from '../base/tree/host-groups';
import { nodeId, type ItemNode, type TreeNode } from '../base/tree/nodes';
import { phrase } from '../base/text';
import { relativeTime } from '../base/relative-time';
import { dayOf, eventIcon, eventTarget, eventText } from './describe';

export type EventNodeData =
  | { readonly type: 'day'; readonly hostId: string; readonly day: string; readonly events: readonly GitHubEvent[] }
  | { readonly type: 'event'; readonly event: GitHubEvent }
  | HostGroupData;

export interface Clock {
  readonly now: number;
  readonly timezoneOffsetMinutes: number;
  /** The display language the times are said in. */
  readonly language: string;
}

/** Where days are listed: their host, and the host's node when the view groups by host (the top level otherwise). */
export interface DaysPlace {
  readonly hostId: string;
  readonly parentId?: string;
}

/** Days with events, newest first; the newest day, today's and yesterday's open. */
export function dayNodes(
  events: readonly GitHubEvent[],
  clock: Clock,
  place: DaysPlace,
): Array<ItemNode<EventNodeData>> {
  const byDay = new Map<string, GitHubEvent[]>();
  for (const event of events) {
    const day = dayOf(event.created_at ?? new Date(clock.now).toISOString(), clock.timezoneOffsetMinutes);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const today = dayOf(new Date(clock.now).toISOString(), clock.timezoneOffsetMinutes);
  const yesterday = dayOf(new Date(clock.now - 24 * 3600_000).toISOString(), clock.timezoneOffsetMinutes);
  return [...byDay.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([day, dayEvents], index) => ({
      kind: 'item',
      id: nodeId(place.parentId, 'day', day),
      label: day === today ? phrase('Today') : day === yesterday ? phrase('Yesterday') : day,
      description: dayEvents.length === 1 ? phrase('1 event') : phrase('{0} events', dayEvents.length),
      icon: { id: 'calendar' },
      expandable: index === 0 || day === today || day === yesterday ? 'expanded' : 'collapsed',
      data: { type: 'day', hostId: place.hostId, day, events: dayEvents },
    }));
}

export function eventNodes(
  parentId: string,
  hostId: string,
  events: readonly GitHubEvent[],
  clock: Clock,
  webOrigin: string,
): Array<TreeNode<EventNodeData>> {
  return events.map((event) => {
    const target = eventTarget(event, webOrigin);
    return {
      kind: 'item',
      id: nodeId(parentId, event.id),
      label: eventText(event),
      description: event.created_at ? relativeTime(event.created_at, clock.now, clock.language) : undefined,
      icon: { id: eventIcon(event) },
      contextValue: 'devdesk.event',
      open:
        target.kind === 'pull'
          ? {
              command: 'devdesk.pulls.openDescription',
              args: [hostId, target.owner, target.repo, target.number],
              title: 'Open',
            }
          : { command: 'devdesk.events.openOnWeb', args: [target.url], title: 'Open' },
      data: { type: 'event', event },
    };
  });
}
