// The Notifications view as plain data: a host's threads grouped by repository or by reason (groups in order of
// their newest unread thread), each thread a line in words: why it came, its subject and its state, and how long
// ago; then *Load more* when GitHub has another page. Pure (test/unit/ui/notifications.test.ts).
import type { InboxEntry, InboxGrouping } from '../../core/github/inbox-state';
import { groupEntries, repositoryName } from '../base/core';
import type { HostGroupData } from '../base/tree/host-groups';
import { escapeMarkdown } from '../base/markdown-text';
import { nodeId, type ItemNode, type TreeNode } from '../base/tree/nodes';
import { relativeTime } from '../base/relative-time';
import { phrase, type Phrase } from '../base/text';
import { reasonPhrase, statePhrase, subjectIcon, subjectTypePhrase } from './words';

/** A thread as tests and scripts name it. */
export interface ThreadRef {
  readonly hostId: string;
  readonly threadId: string;
}

export type NotificationNodeData =
  | {
      readonly type: 'group';
      readonly hostId: string;
      readonly by: InboxGrouping;
      readonly key: string;
      readonly entries: readonly InboxEntry[];
    }
  | { readonly type: 'thread'; readonly hostId: string; readonly entry: InboxEntry }
  | { readonly type: 'more'; readonly hostId: string }
  | HostGroupData;

export type NotificationNode = TreeNode<NotificationNodeData>;

export interface InboxClock {
  readonly now: number;
  /** The display language the times are said in. */
  readonly language: string;
}

export interface InboxPlace {
  readonly hostId: string;
  /** The host's node when the view groups by host (the top level otherwise). */
  readonly parentId?: string;
}

/** A host's groups (each open), and *Load more* when there is another page. */
export function groupNodes(
  entries: readonly InboxEntry[],
  by: InboxGrouping,
  place: InboxPlace,
  hasMore: boolean,
): NotificationNode[] {
  const groups: NotificationNode[] = groupEntries(entries, by).map(({ key, entries: grouped }) => {
    const unread = grouped.filter((entry) => entry.thread.unread).length;
    const first = grouped[0]!.thread;
    return {
      kind: 'item',
      id: nodeId(place.parentId, 'notifications', by, key),
      label: by === 'repository' ? key : reasonPhrase(first),
      description: unread === 0 ? phrase('all read') : phrase('{0} unread', unread),
      icon: { id: by === 'repository' ? 'repo' : 'bell' },
      expandable: 'expanded',
      contextValue: by === 'repository' ? 'devdesk.notificationRepository' : 'devdesk.notificationReason',
      data: { type: 'group', hostId: place.hostId, by, key, entries: grouped },
    };
  });
  if (hasMore)
    groups.push({
      kind: 'item',
      id: nodeId(place.parentId, 'notifications', 'more'),
      label: phrase('Load more notifications'),
      icon: { id: 'more' },
      open: { command: 'devdesk.notifications.loadMore', args: [{ hostId: place.hostId }], title: 'Load more' },
      data: { type: 'more', hostId: place.hostId },
    });
  return groups;
}

/** The threads of a group: reason (when grouped by repository, the repository otherwise), state, time. */
export function threadNodes(
  parentId: string,
  hostId: string,
  by: InboxGrouping,
  entries: readonly InboxEntry[],
  clock: InboxClock,
): Array<ItemNode<NotificationNodeData>> {
  return entries.map((entry) => {
    const { thread, state } = entry;
    const said: Array<string | Phrase> = [by === 'repository' ? reasonPhrase(thread) : repositoryName(thread)];
    if (state) said.push(statePhrase(state));
    said.push(relativeTime(thread.updatedAt, clock.now, clock.language));
    if (!thread.unread) said.push(phrase('read'));
    const ref: ThreadRef = { hostId, threadId: thread.id };
    return {
      kind: 'item',
      id: nodeId(parentId, thread.id),
      label: thread.subject.title,
      description: said[0],
      descriptionMore: said.slice(1),
      tooltip: `${escapeMarkdown(repositoryName(thread))}\n\n**${escapeMarkdown(thread.subject.title)}**`,
      icon: subjectIcon(thread, state),
      contextValue: thread.unread ? 'devdesk.notification.unread' : 'devdesk.notification.read',
      open: { command: 'devdesk.notifications.open', args: [ref], title: 'Open' },
      data: { type: 'thread', hostId, entry },
    };
  });
}

/** The tooltip's kind line, for adapters that show a thread's kind (the palette's pick). */
export function threadKind(entry: InboxEntry): string | Phrase {
  return subjectTypePhrase(entry.thread.subject.type);
}
