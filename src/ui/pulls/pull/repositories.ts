// The repositories of this workspace on a GitHub host: the remotes of each folder's clone on that host (`origin`'s
// first), then the entries of `devdesk.github.repositories` that belong to it (remotes.ts says which).
import * as vscode from 'vscode';
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import { gitHubWebAddress, gitHubWebHost, repositoryOnHost } from '../../base/core';
import { gitRemoteUrls } from '../../base/git-config';
import { reposFromSetting, uniqueRepos } from './remotes';

async function folderRemotes(folder: vscode.WorkspaceFolder, host: string): Promise<RepoRef[]> {
  return (await gitRemoteUrls(folder.uri)).flatMap((url) => repositoryOnHost(url, host) ?? []);
}

/**
 * Plain `owner/name` entries mean the first signed-in GitHub host (github.com when it is), else the first configured.
 */
async function takesPlainNames(accounts: Accounts, host: Host): Promise<boolean> {
  const [first] = await accounts.signedIn('github');
  return (first ?? accounts.hosts('github')[0])?.id === host.id;
}

export async function workspaceRepositories(accounts: Accounts, host: Host): Promise<RepoRef[]> {
  const webHost = gitHubWebHost(host.id);
  const fromRemotes = await Promise.all(
    (vscode.workspace.workspaceFolders ?? []).map((folder) => folderRemotes(folder, webHost)),
  );
  const entries = vscode.workspace.getConfiguration('devdesk').get<string[]>('github.repositories', []);
  const fromSetting = reposFromSetting(entries, {
    address: gitHubWebAddress(host.id),
    takesPlainNames: await takesPlainNames(accounts, host),
  });
  return uniqueRepos([...fromRemotes.flat(), ...fromSetting]);
}
