// Which GitHub host a GraphQL document belongs to, when it names no endpoint: the host of its workspace folder's
// clone, else a signed-in host (base/document-github-hosts.ts orders them). The folders' remotes come from the
// window's shared cache (base/git-remotes.ts), which reads a `.git/config` again once it changed, so a document
// follows `git remote set-url`.
import * as vscode from 'vscode';
import type { Accounts, Host } from '../accounts/index';
import type { GitRemotes } from '../base/git-remotes';
import { hostsForDocument } from '../base/document-github-hosts';

export class DocumentHosts {
  constructor(
    private readonly accounts: Accounts,
    private readonly gitRemotes: GitRemotes,
  ) {}

  /** The GitHub hosts, the document's own first. */
  async of(uri: vscode.Uri | undefined): Promise<Host[]> {
    const folder = uri && vscode.workspace.getWorkspaceFolder(uri);
    const [remotes, signedIn] = await Promise.all([
      folder ? this.gitRemotes.of(folder.uri).catch(() => []) : [],
      this.accounts.signedIn('github'),
    ]);
    return hostsForDocument(
      this.accounts.hosts('github'),
      remotes,
      signedIn.map((host) => host.id),
    );
  }
}
