// The workspace's clones as the built-in Git extension knows them (../pull/local-git.ts fetches its API): the API a
// checkout needs, and the clone of a GitHub repository (a repository whose remote names it on the host).
import * as vscode from 'vscode';
import type { RepoRef } from '../../../core/github/types';
import type { GitApi, GitRepository } from '../pull/git-api';
import { gitApi } from '../pull/local-git';
import { originFirst, remoteFor } from './checkout-plan';

/** Why a checkout stops before touching the clone: a sentence the user reads, never a failure to retry. */
export class CheckoutRefusal extends Error {}

/** The Git extension's API, activated if needed; a refusal when it is missing or disabled (`git.enabled`). */
export async function requireGitApi(): Promise<GitApi> {
  const api = await gitApi(true);
  if (!api)
    throw new CheckoutRefusal(
      vscode.l10n.t(
        'The built-in Git extension is not available (is git.enabled off?), so DevDesk cannot check out branches.',
      ),
    );
  return api;
}

/** The first clone the Git extension has open with a remote for `repo` on `webHost` (its `origin` looked at first). */
export function cloneOf(api: GitApi, repo: RepoRef, webHost: string): GitRepository | undefined {
  return api.repositories.find((clone) => remoteFor(originFirst(clone.state.remotes), repo, webHost));
}

/** The clone of `repo`, or a refusal saying which repository is missing and what to do. */
export function requireCloneOf(api: GitApi, repo: RepoRef, webHost: string): GitRepository {
  const clone = cloneOf(api, repo, webHost);
  if (clone) return clone;
  throw new CheckoutRefusal(
    vscode.l10n.t(
      'No git repository open in this window has a remote for {0}/{1} on {2}. Open a clone of it (File > Open ' +
        'Folder…, or Git: Clone), or add a remote for it to the clone you have, then check out again.',
      repo.owner,
      repo.repo,
      webHost,
    ),
  );
}

/** The commit a ref points at in `clone`, or undefined when there is no such ref. */
export async function commitOf(clone: GitRepository, ref: string): Promise<string | undefined> {
  return clone.getCommit(ref).then(
    (commit) => commit.hash,
    () => undefined,
  );
}
