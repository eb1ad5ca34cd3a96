// Tokens live only in SecretStorage, one per host id. Another window signing in or out changes the same storage;
// `secrets.onDidChange` brings that here, so every window agrees on who is signed in.
import * as vscode from 'vscode';
import { Disposable } from '../base/dispose';
import type { Log } from '../base/log';
import type { Host } from './host';

const keyPrefix = 'devdesk.token:';

export class TokenStore extends Disposable {
  private readonly changed = this.register(new vscode.EventEmitter<string>());
  /** Fires with the host id whose token was stored or deleted, in this window or another. */
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly secrets: vscode.SecretStorage,
    private readonly log: Log,
  ) {
    super();
    this.register(
      secrets.onDidChange((event) => {
        if (event.key.startsWith(keyPrefix)) this.changed.fire(event.key.slice(keyPrefix.length));
      }),
    );
  }

  async get(host: Host): Promise<string | undefined> {
    const token = await this.secrets.get(keyPrefix + host.id);
    if (token) this.log.rememberSecret(token);
    return token;
  }

  async set(host: Host, token: string): Promise<void> {
    this.log.rememberSecret(token);
    await this.secrets.store(keyPrefix + host.id, token);
  }

  async delete(host: Host): Promise<void> {
    await this.secrets.delete(keyPrefix + host.id);
  }

  async signedIn(hosts: readonly Host[]): Promise<Host[]> {
    const present = await Promise.all(hosts.map(async (host) => ((await this.get(host)) ? host : undefined)));
    return present.filter((host): host is Host => host !== undefined);
  }
}
