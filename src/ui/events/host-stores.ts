// One event store per signed-in GitHub host, each polling its own host with its own token; the view and its
// commands see them together (an unread count summed, one Refresh for all).
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import { Disposable } from '../base/dispose';
import { EventStore } from './store';

export class EventStores extends Disposable {
  private readonly changed = this.register(new vscode.EventEmitter<void>());
  /** Fires when any host's events change (or all were forgotten). */
  readonly onDidChange = this.changed.event;
  private readonly stores = new Map<string, { store: EventStore; listener: vscode.Disposable }>();
  /**
   * Set at once by start() and cleared by stop(): a start still finding the signed-in hosts when the view is hidden
   * must not set the stores polling after the stop.
   */
  private polling = false;

  constructor(private readonly accounts: Accounts) {
    super();
    this.register({ dispose: () => this.forget() });
  }

  /** The stores of the signed-in GitHub hosts, in the settings' order; a host signed out meanwhile loses its store. */
  async current(): Promise<EventStore[]> {
    const hosts = await this.accounts.signedIn('github');
    for (const [id, entry] of this.stores) {
      if (hosts.some((host) => host.id === id)) continue;
      this.drop(id, entry);
    }
    return hosts.map((host) => {
      let entry = this.stores.get(host.id);
      if (!entry) {
        const store = new EventStore(this.accounts, host);
        entry = { store, listener: store.onDidChange(() => this.changed.fire()) };
        this.stores.set(host.id, entry);
      }
      return entry.store;
    });
  }

  /** The store of a host the view showed. */
  of(hostId: string): EventStore | undefined {
    return this.stores.get(hostId)?.store;
  }

  get unread(): number {
    return [...this.stores.values()].reduce((sum, { store }) => sum + store.unread, 0);
  }

  /** Whether any host's next poll waits on its timer (tests only). */
  get pollScheduled(): boolean {
    return [...this.stores.values()].some(({ store }) => store.pollScheduled);
  }

  async start(): Promise<void> {
    this.polling = true;
    const stores = await this.current();
    if (this.polling) await Promise.all(stores.map((store) => store.start()));
  }

  /** Reads each host's feeds once if nothing was read yet, and schedules no poll (the view read while nobody looks). */
  async readOnce(): Promise<void> {
    await Promise.all((await this.current()).map((store) => store.readOnce()));
  }

  stop(): void {
    this.polling = false;
    for (const { store } of this.stores.values()) store.stop();
  }

  async pollNow(): Promise<void> {
    await Promise.all((await this.current()).map((store) => store.pollNow()));
  }

  seen(): void {
    for (const { store } of this.stores.values()) store.seen();
  }

  /** Forgets every host's events (after a sign-in or sign-out, or a change of feeds). */
  reset(): void {
    this.forget();
    this.changed.fire();
  }

  private forget(): void {
    for (const [id, entry] of this.stores) this.drop(id, entry);
  }

  private drop(id: string, entry: { store: EventStore; listener: vscode.Disposable }): void {
    entry.listener.dispose();
    entry.store.dispose();
    this.stores.delete(id);
  }
}
