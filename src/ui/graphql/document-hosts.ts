// Which GitHub host a GraphQL document belongs to, when it names no endpoint: the host of its workspace folder's
// clone, else a signed-in host (base/document-github-hosts.ts orders them). The folders' remotes are read once per folder.
import * as vscode from 'vscode';
import type { Accounts, Host } from '../accounts/index';
import { gitRemoteUrls } from '../base/git-config';
import { hostsForDocument } from '../base/document-github-hosts';

export class DocumentHosts {
  private readonly remotes = new Map<string, Promise<string[]>>();

  constructor(private readonly accounts: Accounts) {}

  /** The GitHub hosts, the document's own first. */
  async of(uri: vscode.Uri | undefined): Promise<Host[]> {
    const folder = uri && vscode.workspace.getWorkspaceFolder(uri);
    const [remotes, signedIn] = await Promise.all([folder ? this.remotesOf(folder) : [], this.accounts.signedIn('github')]);
    return hostsForDocument(this.accounts.hosts('github'), remotes, signedIn.map((host) => host.id));
  }

  private remotesOf(folder: vscode.WorkspaceFolder): Promise<string[]> {
    const key = folder.uri.toString();
    let remotes = this.remotes.get(key);
    if (!remotes) {
      remotes = gitRemoteUrls(folder.uri).catch(() => []);
      this.remotes.set(key, remotes);
    }
    return remotes;
  }
}
