// What a local clone knows when creating a pull request: its current branch and that branch's last commit, read
// through the built-in Git extension's API (https://github.com/microsoft/vscode/blob/main/extensions/git/src/api/git.d.ts)
// when it is there; without it (or without a clone) DevDesk asks the service only.
import * as vscode from 'vscode';
import type { RepoRef } from '../../../core/github/types';
import { repositoryOnHost } from '../../base/core';

/** The few parts of the Git extension's API used here. */
interface GitApi {
  readonly repositories: ReadonlyArray<{
    readonly state: { readonly HEAD?: { readonly name?: string; readonly commit?: string }; readonly remotes: ReadonlyArray<{ readonly fetchUrl?: string; readonly pushUrl?: string }> };
    getCommit(ref: string): Promise<{ readonly message: string }>;
  }>;
}

export interface LocalBranch {
  readonly name: string;
  /** The last commit's subject and body, for the pull request's title and description. */
  readonly subject?: string;
  readonly body?: string;
}

async function gitApi(): Promise<GitApi | undefined> {
  const extension = vscode.extensions.getExtension<{ getAPI(version: 1): GitApi }>('vscode.git');
  if (!extension) return undefined;
  try {
    return (extension.isActive ? extension.exports : await extension.activate()).getAPI(1);
  } catch {
    return undefined; // git missing or disabled: the service's branches still work
  }
}

/** The current branch of the workspace clone whose remote is `repo` on `webHost`, with its last commit. */
export async function currentLocalBranch(repo: RepoRef, webHost: string): Promise<LocalBranch | undefined> {
  const api = await gitApi();
  const same = (url: string | undefined) => {
    const found = url ? repositoryOnHost(url, webHost) : undefined;
    return found?.owner.toLowerCase() === repo.owner.toLowerCase() && found.repo.toLowerCase() === repo.repo.toLowerCase();
  };
  const clone = api?.repositories.find((each) => each.state.remotes.some((remote) => same(remote.fetchUrl) || same(remote.pushUrl)));
  const head = clone?.state.HEAD;
  if (!clone || !head?.name) return undefined;
  const message = head.commit ? await clone.getCommit(head.commit).then((commit) => commit.message, () => '') : '';
  const [subject, ...rest] = message.split('\n');
  return { name: head.name, subject: subject?.trim() || undefined, body: rest.join('\n').trim() || undefined };
}
