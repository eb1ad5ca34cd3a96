// One store per signed-in GitHub host, each reading its own host with its own token; a view and its commands see
// them together (the Events view's feeds, the Notifications view's inboxes). A host signed out loses its store;
// reset() forgets them all (after a sign-in or sign-out, or a change of settings).
import * as vscode from 'vscode';
import { Disposable } from './dispose';

/** A signed-in host, as the accounts feature names it. */
export interface StoreHost {
  readonly id: string;
}

/** What a per-host store gives its holder. */
export interface HostStore<Host extends StoreHost> extends vscode.Disposable {
  readonly host: Host;
  readonly onDidChange: vscode.Event<void>;
}

export class HostStores<Host extends StoreHost, Store extends HostStore<Host>> extends Disposable {
  private readonly changed = this.register(new vscode.EventEmitter<void>());
  /** Fires when any host's store changes (or all were forgotten). */
  readonly onDidChange = this.changed.event;
  private readonly stores = new Map<string, { store: Store; listener: vscode.Disposable }>();

  constructor(
    /** The signed-in GitHub hosts, in the settings' order. */
    private readonly signedIn: () => Promise<Host[]>,
    private readonly create: (host: Host) => Store,
  ) {
    super();
    this.register({ dispose: () => this.forget() });
  }

  /** The stores of the signed-in GitHub hosts, in the settings' order; a host signed out meanwhile loses its store. */
  async current(): Promise<Store[]> {
    const hosts = await this.signedIn();
    for (const [id, entry] of this.stores) {
      if (hosts.some((host) => host.id === id)) continue;
      this.drop(id, entry);
    }
    return hosts.map((host) => {
      let entry = this.stores.get(host.id);
      if (!entry) {
        const store = this.create(host);
        entry = { store, listener: store.onDidChange(() => this.changed.fire()) };
        this.stores.set(host.id, entry);
      }
      return entry.store;
    });
  }

  /** The store of a host the view showed. */
  of(hostId: string): Store | undefined {
    return this.stores.get(hostId)?.store;
  }

  /** The stores made so far (no look-up of the signed-in hosts). */
  protected all(): Store[] {
    return [...this.stores.values()].map(({ store }) => store);
  }

  /** Forgets every host's store. */
  reset(): void {
    this.forget();
    this.changed.fire();
  }

  private forget(): void {
    for (const [id, entry] of this.stores) this.drop(id, entry);
  }

  private drop(id: string, entry: { store: Store; listener: vscode.Disposable }): void {
    entry.listener.dispose();
    entry.store.dispose();
    this.stores.delete(id);
  }
}
