// Tokens live only in SecretStorage, one per host id. Another window signing in or out changes the same storage;
// `secrets.onDidChange` brings that here, so every window agrees on who is signed in.
import * as vscode from 'vscode';
import { Disposable } from '../base/dispose';
import type { Log } from '../base/log';
import type { Host } from './host';

const keyPrefix = 'devdesk.token:';
/** The token's scopes, when the sign-in learnt them (OAuth, the sandbox); not a secret, but kept beside the token. */
const scopesPrefix = 'devdesk.tokenScopes:';

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

  /** Stores the token, and the scopes it was granted when known (forgetting those of an earlier token). */
  async set(host: Host, token: string, scopes?: readonly string[]): Promise<void> {
    this.log.rememberSecret(token);
    if (scopes) await this.secrets.store(scopesPrefix + host.id, JSON.stringify(scopes));
    else await this.secrets.delete(scopesPrefix + host.id);
    await this.secrets.store(keyPrefix + host.id, token);
  }

  async delete(host: Host): Promise<void> {
    await this.secrets.delete(keyPrefix + host.id);
    await this.secrets.delete(scopesPrefix + host.id);
  }

  /** The scopes recorded for the host's token; undefined when the sign-in did not learn them (a pasted token). */
  async scopes(host: Host): Promise<string[] | undefined> {
    const stored = await this.secrets.get(scopesPrefix + host.id);
    if (!stored) return undefined;
    try {
      const scopes: unknown = JSON.parse(stored);
      return Array.isArray(scopes) && scopes.every((scope) => typeof scope === 'string') ? scopes : undefined;
    } catch {
      return undefined;
    }
  }

  async signedIn(hosts: readonly Host[]): Promise<Host[]> {
    const present = await Promise.all(hosts.map(async (host) => ((await this.get(host)) ? host : undefined)));
    return present.filter((host): host is Host => host !== undefined);
  }
}
