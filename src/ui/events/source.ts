// What the Events view shows: nothing while signed out (the welcome text asks to sign in), else the days of the
// events each store holds, with the last poll's failure on top when there is one; a node per GitHub host above
// them when more than one is signed in.
import { describeError } from '../base/errors';
import { hostGroupedRoots } from '../base/tree/host-groups';
import { nodeId, type TreeNode } from '../base/tree/nodes';
import type { TreeSource } from '../base/tree/provider';
import { phrase } from '../base/text';
import { dayNodes, eventNodes, type Clock, type EventNodeData } from './nodes';
import type { EventStores } from './host-stores';
import type { EventStore } from './store';
import { gitHubWebOrigin } from '../base/core';

type Node = TreeNode<EventNodeData>;

export class EventsSource implements TreeSource<EventNodeData> {
  /**
   * `language`: VS Code's display language, for the times (vscode.env.language). `looking`: whether someone looks
   * (the view is visible, or polling in the background is on): only then does reading the view keep polling.
   */
  constructor(
    private readonly stores: EventStores,
    private readonly language: string,
    private readonly looking: () => boolean,
  ) {}

  private clock(): Clock {
    return { now: Date.now(), timezoneOffsetMinutes: new Date().getTimezoneOffset(), language: this.language };
  }

  async children(parent: Node | undefined): Promise<Node[]> {
    if (parent?.kind === 'item' && parent.data.type === 'day') {
      const host = this.stores.of(parent.data.hostId)?.host;
      return host ? eventNodes(parent.id, host.id, parent.data.events, this.clock(), gitHubWebOrigin(host.id)) : [];
    }
    if (parent?.kind === 'item' && parent.data.type === 'hostGroup') {
      const store = this.stores.of(parent.data.hostId);
      return store ? this.hostDays(store, parent.id) : [];
    }
    if (parent) return [];
    await (this.looking() ? this.stores.start() : this.stores.readOnce());
    const stores = await this.stores.current();
    return hostGroupedRoots(
      'events',
      stores.map((store) => store.host),
      (host) =>
        this.hostDays(
          stores.find((store) => store.host === host)!,
          undefined,
        ),
    );
  }

  /** One host's days, under its node (`parentId`) or at the top level. */
  private async hostDays(store: EventStore, parentId: string | undefined): Promise<Node[]> {
    const nodes: Node[] = [];
    if (store.lastError !== undefined)
      nodes.push({
        kind: 'error',
        id: nodeId(parentId, 'events#error'),
        parentId,
        error: describeError(store.lastError),
        host: store.host,
      });
    const days = dayNodes(store.list(), this.clock(), { hostId: store.host.id, parentId });
    if (days.length === 0 && nodes.length === 0)
      nodes.push({
        kind: 'message',
        id: nodeId(parentId, 'events#empty'),
        text: phrase('No events yet. New ones appear here as they happen.'),
      });
    return [...nodes, ...days];
  }
}
