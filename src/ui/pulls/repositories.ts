// The repositories of this workspace: the remotes of each folder's clone on the signed-in GitHub host (`origin`'s
// first), then `devdesk.github.repositories`.
import * as vscode from 'vscode';
import type { RepoRef } from '../../core/github/types';
import { gitHubWebHost, repositoryOnHost } from '../base/core';
import { gitRemoteUrls } from '../base/git-config';
import { reposFromSetting, uniqueRepos } from './remotes';

async function folderRemotes(folder: vscode.WorkspaceFolder, host: string): Promise<RepoRef[]> {
  return (await gitRemoteUrls(folder.uri)).flatMap((url) => repositoryOnHost(url, host) ?? []);
}

export async function workspaceRepositories(apiBase: string): Promise<RepoRef[]> {
  const host = gitHubWebHost(apiBase);
  const fromRemotes = await Promise.all((vscode.workspace.workspaceFolders ?? []).map((folder) => folderRemotes(folder, host)));
  const fromSetting = reposFromSetting(vscode.workspace.getConfiguration('devdesk').get<string[]>('github.repositories', []));
  return uniqueRepos([...fromRemotes.flat(), ...fromSetting]);
}
