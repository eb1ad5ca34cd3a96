// What checking out a pull request does to a clone, decided from text alone: which remote has the head branch (the
// clone's remote for the pull request's repository, or for the fork it comes from, added when missing), the name of
// the remote added for a fork, and the local branch. Pure (test/unit/ui/pulls-checkout.test.ts).
import type { RepoRef } from '../../../core/github/types';
import { parseRemoteUrl, repositoryOnHost } from '../../base/core';

export interface CloneRemote {
  readonly name: string;
  readonly fetchUrl?: string;
  readonly pushUrl?: string;
}

/** Where a pull request's head branch is: its repository (a fork's, or the base's own) and the branch name. */
export interface PullHead {
  readonly repo: RepoRef;
  readonly ref: string;
}

export interface CheckoutPlan {
  /** The remote to fetch the head branch from (added first when `addRemote` says so). */
  readonly remote: string;
  readonly addRemote?: { readonly name: string; readonly url: string };
  /** `remote/ref`: the remote-tracking branch the local branch starts at and follows. */
  readonly remoteBranch: string;
  readonly localBranch: string;
}

const sameRepo = (a: RepoRef, b: RepoRef) =>
  a.owner.toLowerCase() === b.owner.toLowerCase() && a.repo.toLowerCase() === b.repo.toLowerCase();

/** The first remote (in the order given: pass `origin` first) whose fetch or push URL names `repo` on `webHost`. */
export function remoteFor(remotes: readonly CloneRemote[], repo: RepoRef, webHost: string): CloneRemote | undefined {
  const names = (url: string | undefined) => {
    const found = url ? repositoryOnHost(url, webHost) : undefined;
    return found !== undefined && sameRepo(found, repo);
  };
  return remotes.find((remote) => names(remote.fetchUrl) || names(remote.pushUrl));
}

/**
 * The name of the remote added for a fork: its owner's login, as a contributor would name it
 * (`git remote add alice …`), with `-2`, `-3`… when a remote of that name exists for something else.
 */
export function forkRemoteName(existing: readonly string[], owner: string): string {
  // Never led by `-` (git would read the name as an option) nor `.`.
  const base = owner
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '-')
    .replace(/^[-.]/, 'fork-');
  const taken = new Set(existing.map((name) => name.toLowerCase()));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/**
 * A fork's URL written like `template` (the clone's remote for the base repository): the same scheme, host and
 * user, so it fetches through the same credentials (an ssh clone fetches the fork over ssh). Undefined when
 * `template` is not a URL git names a repository with.
 */
export function forkRemoteUrl(template: string, fork: RepoRef): string | undefined {
  if (!parseRemoteUrl(template)) return undefined;
  const suffix = /\.git\/?$/.test(template.trim()) ? '.git' : '';
  const scp = /^([\w.-]+@[^:/]+:)(?!\/)/.exec(template.trim());
  if (scp) return `${scp[1]}${fork.owner}/${fork.repo}${suffix}`;
  const url = new URL(template.trim());
  url.pathname = `/${fork.owner}/${fork.repo}${suffix}`;
  return url.toString();
}

/**
 * The local branch: the head's own name for a branch of the base repository (as `git checkout <branch>` would make
 * it), `pr/<owner>/<branch>` for a fork's, so a fork's `main` never meets the clone's own `main`.
 */
export function localBranchName(base: RepoRef, head: PullHead): string {
  return sameRepo(base, head.repo) ? head.ref : `pr/${head.repo.owner}/${head.ref}`;
}

/**
 * How to fetch and check out `head` in a clone with `remotes` whose remote for `base` is known; undefined when the
 * clone has no remote for `base` on `webHost` (it is not a clone of the pull request's repository).
 */
export function checkoutPlan(
  remotes: readonly CloneRemote[],
  base: RepoRef,
  head: PullHead,
  webHost: string,
): CheckoutPlan | undefined {
  const baseRemote = remoteFor(remotes, base, webHost);
  if (!baseRemote) return undefined;
  const localBranch = localBranchName(base, head);
  const existing = remoteFor(remotes, head.repo, webHost);
  if (existing) return { remote: existing.name, remoteBranch: `${existing.name}/${head.ref}`, localBranch };
  const url = forkRemoteUrl(baseRemote.fetchUrl ?? baseRemote.pushUrl ?? '', head.repo);
  if (!url) return undefined;
  const name = forkRemoteName(
    remotes.map((remote) => remote.name),
    head.repo.owner,
  );
  return { remote: name, addRemote: { name, url }, remoteBranch: `${name}/${head.ref}`, localBranch };
}

/**
 * Whether git takes `ref` as a branch name (the rules of `git check-ref-format --branch`,
 * https://git-scm.com/docs/git-check-ref-format), and never as an option: not led by `-`, no `..`, `@{`, control
 * character, space or any of `~^:?*[\\`, no component led by `.` or ending in `.lock`, no `//`, no `/` or `.` at
 * either end, not `@`. GitHub refuses such names; a server that does not (an Enterprise server, a hostile one)
 * would otherwise hand the Git extension's `git fetch <remote> <ref>` (which puts no `--` before it) an option such
 * as `--upload-pack=<command>`.
 */
export function isBranchName(ref: string): boolean {
  if (ref === '' || ref === '@' || ref.startsWith('-') || ref.startsWith('/') || ref.endsWith('/') || ref.endsWith('.'))
    return false;
  // eslint-disable-next-line no-control-regex
  if (/\.\.|@\{|\/\/|[\x00-\x20\x7f~^:?*[\\]/.test(ref)) return false;
  return ref.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'));
}

/**
 * The refspec that fetches `ref` of `remote` into its remote-tracking branch, forced as the remote's default refspec
 * is (a pull request's branch may be force-pushed): led by `+refs/`, so git can never read it as an option.
 */
export function fetchRefspec(remote: string, ref: string): string {
  return `+refs/heads/${ref}:refs/remotes/${remote}/${ref}`;
}

/** The tracked changes among a clone's changes (the Git extension's statuses 7 and 8 are untracked and ignored). */
export function trackedChanges(changes: ReadonlyArray<{ readonly status: number }>): number {
  return changes.filter((change) => change.status !== 7 && change.status !== 8).length;
}

/** Remotes with `origin` first, as the clone's own repository comes before upstreams and forks. */
export function originFirst<Remote extends CloneRemote>(remotes: readonly Remote[]): Remote[] {
  return [
    ...remotes.filter((remote) => remote.name === 'origin'),
    ...remotes.filter((remote) => remote.name !== 'origin'),
  ];
}
