import * as vscode from 'vscode';
import type { Host, HostKind } from './hosts';

const keyPrefix = 'devdesk.token:';

/** Tokens live only in SecretStorage, one per host id; context keys tell views whether a kind has any. */
export class TokenStore {
  private readonly changed = new vscode.EventEmitter<string>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly secrets: vscode.SecretStorage) {}

  get(host: Host): Thenable<string | undefined> {
    return this.secrets.get(keyPrefix + host.id);
  }

  async set(host: Host, token: string): Promise<void> {
    await this.secrets.store(keyPrefix + host.id, token);
    this.changed.fire(host.id);
  }

  async delete(host: Host): Promise<void> {
    await this.secrets.delete(keyPrefix + host.id);
    this.changed.fire(host.id);
  }

  async signedIn(hosts: readonly Host[]): Promise<Host[]> {
    const present = await Promise.all(hosts.map(async (host) => ((await this.get(host)) ? host : undefined)));
    return present.filter((host): host is Host => host !== undefined);
  }

  /** Sets `devdesk.signedIn.<kind>` and `devdesk.hasTeamHosts` for the views' welcome content and menus. */
  async updateContextKeys(hosts: readonly Host[]): Promise<void> {
    const signedIn = await this.signedIn(hosts);
    const kinds: HostKind[] = ['articles', 'team', 'github'];
    await Promise.all([
      ...kinds.map((kind) => vscode.commands.executeCommand('setContext', `devdesk.signedIn.${kind}`, signedIn.some((h) => h.kind === kind))),
      vscode.commands.executeCommand('setContext', 'devdesk.hasTeamHosts', hosts.some((h) => h.kind === 'team')),
    ]);
  }

  dispose(): void {
    this.changed.dispose();
  }
}
