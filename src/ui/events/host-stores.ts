// One event store per signed-in GitHub host, each polling its own host with its own token; the view and its
// commands see them together (an unread count summed, one Refresh for all).
import type { Accounts, Host } from '../accounts/index';
import { HostStores } from '../base/host-stores';
import { EventStore } from './store';

export class EventStores extends HostStores<Host, EventStore> {
  /**
   * Set at once by start() and cleared by stop(): a start still finding the signed-in hosts when the view is hidden
   * must not set the stores polling after the stop.
   */
  private polling = false;

  constructor(accounts: Accounts) {
    super(
      () => accounts.signedIn('github'),
      (host) => new EventStore(accounts, host),
    );
  }

  get unread(): number {
    return this.all().reduce((sum, store) => sum + store.unread, 0);
  }

  /** Whether any host's next poll waits on its timer (tests only). */
  get pollScheduled(): boolean {
    return this.all().some((store) => store.pollScheduled);
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
    for (const store of this.all()) store.stop();
  }

  async pollNow(): Promise<void> {
    await Promise.all((await this.current()).map((store) => store.pollNow()));
  }

  seen(): void {
    for (const store of this.all()) store.seen();
  }
}
