// The workspace's clones through the built-in Git extension's API (its v1, typed once in git-api.d.ts from
// https://github.com/microsoft/vscode/blob/main/extensions/git/src/api/git.d.ts): the one place DevDesk fetches it,
// for checking out (../checkout/), a checked-out pull request's local files, and what a local clone knows when
// creating a pull request (its current branch and that branch's last commit; without the API or a clone, DevDesk
// asks the service only).
import * as vscode from 'vscode';
import type { RepoRef } from '../../../core/github/types';
import { repositoryOnHost } from '../../base/core';
import type { GitApi, GitExtension } from './git-api';

export interface LocalBranch {
  readonly name: string;
  /** The last commit's subject and body, for the pull request's title and description. */
  readonly subject?: string;
  readonly body?: string;
}

/**
 * The Git extension's API, or undefined when it is missing, disabled (`git.enabled`) or fails to start. `start`:
 * activate it if it is not running yet; without, only one already running answers (a diff never starts git).
 */
export async function gitApi(start: boolean): Promise<GitApi | undefined> {
  const extension = vscode.extensions.getExtension<GitExtension>('vscode.git');
  if (!extension || (!start && !extension.isActive)) return undefined;
  try {
    const exports = extension.isActive ? extension.exports : await extension.activate();
    return exports.enabled ? exports.getAPI(1) : undefined;
  } catch {
    return undefined; // git missing or broken: the service still answers
  }
}

/** The current branch of the workspace clone whose remote is `repo` on `webHost`, with its last commit. */
export async function currentLocalBranch(repo: RepoRef, webHost: string): Promise<LocalBranch | undefined> {
  const api = await gitApi(true);
  const same = (url: string | undefined) => {
    const found = url ? repositoryOnHost(url, webHost) : undefined;
    return (
      found?.owner.toLowerCase() === repo.owner.toLowerCase() && found.repo.toLowerCase() === repo.repo.toLowerCase()
    );
  };
  const clone = api?.repositories.find((each) =>
    each.state.remotes.some((remote) => same(remote.fetchUrl) || same(remote.pushUrl)),
  );
  const head = clone?.state.HEAD;
  if (!clone || !head?.name) return undefined;
  const message = head.commit
    ? await clone.getCommit(head.commit).then(
        (commit) => commit.message,
        () => '',
      )
    : '';
  const [subject, ...rest] = message.split('\n');
  return { name: head.name, subject: subject?.trim() || undefined, body: rest.join('\n').trim() || undefined };
}
