// Tokens live only in SecretStorage, one per host id. Another window signing in or out changes the same storage;
// `secrets.onDidChange` brings that here, so every window agrees on who is signed in.
import * as vscode from 'vscode';
import { Disposable } from '../base/dispose';
import type { Log } from '../base/log';
import type { Host } from './host';

const keyPrefix = 'devdesk.token:';
/** What the sign-in learnt about the token (TokenInfo); not a secret, but kept beside it. */
const infoPrefix = 'devdesk.tokenInfo:';

export interface TokenInfo {
  /** The scopes the token was granted, when the sign-in learnt them (OAuth, the sandbox, VS Code's GitHub session). */
  readonly scopes?: readonly string[];
  /** `vscode`: the token of VS Code's own GitHub sign-in (a session), kept in step with it; absent: DevDesk's own. */
  readonly source?: 'vscode';
}

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

  /** Stores the token with what is known about it (forgetting what was known about an earlier token). */
  async set(host: Host, token: string, info: TokenInfo = {}): Promise<void> {
    this.log.rememberSecret(token);
    if (info.scopes || info.source) await this.secrets.store(infoPrefix + host.id, JSON.stringify(info));
    else await this.secrets.delete(infoPrefix + host.id);
    await this.secrets.store(keyPrefix + host.id, token);
  }

  async delete(host: Host): Promise<void> {
    await this.secrets.delete(keyPrefix + host.id);
    await this.secrets.delete(infoPrefix + host.id);
  }

  /** What the sign-in learnt about the host's token; empty for a pasted token. */
  async info(host: Host): Promise<TokenInfo> {
    const stored = await this.secrets.get(infoPrefix + host.id);
    if (!stored) return {};
    try {
      const info = JSON.parse(stored) as { scopes?: unknown; source?: unknown };
      const scopes =
        Array.isArray(info.scopes) && info.scopes.every((scope) => typeof scope === 'string')
          ? (info.scopes as string[])
          : undefined;
      return { scopes, source: info.source === 'vscode' ? 'vscode' : undefined };
    } catch {
      return {};
    }
  }

  /** The scopes recorded for the host's token; undefined when the sign-in did not learn them (a pasted token). */
  async scopes(host: Host): Promise<readonly string[] | undefined> {
    return (await this.info(host)).scopes;
  }

  async signedIn(hosts: readonly Host[]): Promise<Host[]> {
    const present = await Promise.all(hosts.map(async (host) => ((await this.get(host)) ? host : undefined)));
    return present.filter((host): host is Host => host !== undefined);
  }
}
