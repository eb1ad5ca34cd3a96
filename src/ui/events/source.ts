// What the Events view shows: nothing while signed out (the welcome text asks to sign in), else the days of the
// events the store holds, with the last poll's failure on top when there is one.
import { describeError } from '../base/errors';
import type { TreeNode } from '../base/tree/nodes';
import type { TreeSource } from '../base/tree/provider';
import { phrase } from '../base/text';
import { dayNodes, eventNodes, type Clock, type EventNodeData } from './nodes';
import type { EventStore } from './store';
import { gitHubWebOrigin } from '../base/core';

export class EventsSource implements TreeSource<EventNodeData> {
  /**
   * `language`: VS Code's display language, for the times (vscode.env.language). `looking`: whether someone looks
   * (the view is visible, or polling in the background is on): only then does reading the view keep polling.
   */
  constructor(
    private readonly store: EventStore,
    private readonly language: string,
    private readonly looking: () => boolean,
  ) {}

  private clock(): Clock {
    return { now: Date.now(), timezoneOffsetMinutes: new Date().getTimezoneOffset(), language: this.language };
  }

  async children(parent: TreeNode<EventNodeData> | undefined): Promise<Array<TreeNode<EventNodeData>>> {
    if (parent?.kind === 'item' && parent.data.type === 'day') {
      const host = this.store.host;
      return host ? eventNodes(parent.id, host.id, parent.data.events, this.clock(), gitHubWebOrigin(host.id)) : [];
    }
    if (parent) return [];
    await (this.looking() ? this.store.start() : this.store.readOnce());
    if (!this.store.host) return [];
    const nodes: Array<TreeNode<EventNodeData>> = [];
    if (this.store.lastError !== undefined) nodes.push({ kind: 'error', id: 'events#error', parentId: undefined, error: describeError(this.store.lastError), host: this.store.host });
    const days = dayNodes(this.store.list(), this.clock());
    if (days.length === 0 && nodes.length === 0) nodes.push({ kind: 'message', id: 'events#empty', text: phrase('No events yet. New ones appear here as they happen.') });
    return [...nodes, ...days];
  }
}
