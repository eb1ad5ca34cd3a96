// What the Notifications view shows: nothing while signed out (the welcome text asks to sign in), else each host's
// groups of threads (a node per host above them when more than one is signed in), with the last read's failure on
// top; a fine-grained token's refusal is said in words with what to do.
import * as vscode from 'vscode';
import { describeError } from '../base/errors';
import { hostGroupedRoots } from '../base/tree/host-groups';
import { nodeId } from '../base/tree/nodes';
import type { TreeSource } from '../base/tree/provider';
import { phrase } from '../base/text';
import type { NotificationInbox } from './inbox';
import type { NotificationInboxes } from './inboxes';
import { groupNodes, threadNodes, type NotificationNode, type NotificationNodeData } from './nodes';
import { refusalOf } from './refusals';

export class NotificationsSource implements TreeSource<NotificationNodeData> {
  constructor(
    private readonly inboxes: NotificationInboxes,
    private readonly language: string,
    /** Whether someone looks (the view is visible, or background polling is on): only then does a read poll. */
    private readonly looking: () => boolean,
  ) {}

  async children(parent: NotificationNode | undefined): Promise<NotificationNode[]> {
    const by = vscode.workspace.getConfiguration('devdesk.notifications').get<'repository' | 'reason'>('groupBy');
    const grouping = by === 'reason' ? 'reason' : 'repository';
    if (parent?.kind === 'item' && parent.data.type === 'group')
      return threadNodes(parent.id, parent.data.hostId, parent.data.by, parent.data.entries, {
        now: Date.now(),
        language: this.language,
      });
    if (parent?.kind === 'item' && parent.data.type === 'hostGroup') {
      const inbox = this.inboxes.of(parent.data.hostId);
      return inbox ? this.hostNodes(inbox, grouping, parent.id) : [];
    }
    if (parent) return [];
    await (this.looking() ? this.inboxes.start() : this.inboxes.readOnce());
    const inboxes = await this.inboxes.current();
    return hostGroupedRoots(
      'notifications',
      inboxes.map((inbox) => inbox.host),
      (host) =>
        this.hostNodes(
          inboxes.find((inbox) => inbox.host === host)!,
          grouping,
          undefined,
        ),
    );
  }

  private async hostNodes(
    inbox: NotificationInbox,
    grouping: 'repository' | 'reason',
    parentId: string | undefined,
  ): Promise<NotificationNode[]> {
    const refusal = inbox.lastError === undefined ? undefined : refusalOf(inbox.lastError, inbox.host);
    if (refusal)
      return [{ kind: 'message', id: nodeId(parentId, 'notifications#refused'), text: refusal, icon: { id: 'key' } }];
    const nodes: NotificationNode[] = [];
    if (inbox.lastError !== undefined)
      nodes.push({
        kind: 'error',
        id: nodeId(parentId, 'notifications#error'),
        parentId,
        error: describeError(inbox.lastError),
        host: inbox.host,
      });
    const { entries } = inbox.state();
    if (entries.length === 0 && inbox.loaded)
      nodes.push({
        kind: 'message',
        id: nodeId(parentId, 'notifications#empty'),
        text: phrase('All caught up: no unread notifications.'),
        icon: { id: 'check' },
      });
    return [...nodes, ...groupNodes(entries, grouping, { hostId: inbox.host.id, parentId }, inbox.hasMore)];
  }
}
