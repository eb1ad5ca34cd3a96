// The repositories of this workspace: the `url`s of each folder's `.git/config` remotes on the signed-in GitHub
// host, then `devdesk.github.repositories`. (The built-in Git extension's API would also see remotes of nested
// repositories; reading the config needs no activation of another extension and covers the common case.)
import * as vscode from 'vscode';
import type { RepoRef } from '../../core/github/types';
import { remoteUrls, repoFromRemote, reposFromSetting, uniqueRepos, webHostOf } from './remotes';

async function folderRemotes(folder: vscode.WorkspaceFolder, host: string): Promise<RepoRef[]> {
  try {
    const config = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder.uri, '.git', 'config')));
    return remoteUrls(config).flatMap((url) => repoFromRemote(url, host) ?? []);
  } catch {
    return []; // not a clone, or .git is a file (a worktree): the setting still applies
  }
}

export async function workspaceRepositories(apiBase: string): Promise<RepoRef[]> {
  const host = webHostOf(apiBase);
  const fromRemotes = await Promise.all((vscode.workspace.workspaceFolders ?? []).map((folder) => folderRemotes(folder, host)));
  const fromSetting = reposFromSetting(vscode.workspace.getConfiguration('devdesk').get<string[]>('github.repositories', []));
  return uniqueRepos([...fromRemotes.flat(), ...fromSetting]);
}
