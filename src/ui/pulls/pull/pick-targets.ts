// A pull request command's target from whatever reached it (targets.ts reads the reference): a node of the view
// carries what the user saw; a reference (a description page, a test, a script) is fetched; nothing (the palette)
// is asked: the GitHub host if more than one is signed in, a repository among the view's, then a pull request among
// its open (or closed) ones, then one of its comments or changed files.
import * as vscode from 'vscode';
import type { PullRequestFile, PullRequestSummary, RepoRef, ReviewComment } from '../../../core/github/types';
import type { Accounts, GitHubClient, Host } from '../../accounts/index';
import { pickHost } from '../../accounts/index';
import { failingOn } from '../../base/error-presenter';
import { firstLine } from '../../base/markdown-text';
import { untrustedText } from '../../base/untrusted-text';
import type { TargetRule } from '../../base/write-command';
import type { FileDiff } from './data';
import { fileDiff } from './nodes';
import { workspaceRepositories } from './repositories';
import {
  commentRefOf,
  nodeData,
  pullNamed,
  pullRefOf,
  repositoryRefOf,
  type CommentId,
  type CommentKind,
} from './targets';

export interface RepositoryTarget {
  readonly host: Host;
  readonly repo: RepoRef;
}

/** A pull request as the commands read it: from the node the user saw, or fetched. */
export interface ShownPull {
  readonly number: number;
  readonly title: string;
  readonly body: string | null;
  readonly htmlUrl: string;
  /** The head the user saw: Merge and Update Branch send it, so commits pushed since are not merged unseen. */
  readonly headSha: string;
}

export interface PullTarget extends RepositoryTarget {
  readonly pull: ShownPull;
}

/**
 * A review comment shown in a diff editor's thread (../threads/ makes them, and hands PullTargets the function that
 * recognises one): where it lives and what it says.
 */
export interface ShownReviewComment {
  readonly hostId: string;
  readonly repo: RepoRef;
  /** The pull request's number. */
  readonly number: number;
  readonly comment: ReviewComment;
}

export interface CommentTarget extends RepositoryTarget {
  readonly number: number;
  readonly kind: CommentKind;
  readonly comment: { readonly id: CommentId; readonly body: string; readonly author: string };
  /** The comment's place in a diff editor's review thread, when it came from there. */
  readonly shown?: ShownReviewComment;
}

type Listed = Pick<PullRequestSummary, 'number' | 'title' | 'body' | 'html_url' | 'head'>;
const shownPull = (pull: Listed, headSha = pull.head.sha): ShownPull => ({
  number: pull.number,
  title: pull.title,
  body: pull.body ?? null,
  htmlUrl: pull.html_url,
  headSha,
});

const authorOf = (comment: { user?: { login: string } | null }) => comment.user?.login ?? 'ghost';

export class PullTargets {
  constructor(
    private readonly accounts: Accounts,
    /**
     * A diff editor's comment, if `from` is one (the threads' own objects, which VS Code's comment menus hand over).
     */
    private readonly shownComment: (from: unknown) => ShownReviewComment | undefined = () => undefined,
  ) {}

  /** The host a reference names; from the palette, the signed-in GitHub host, picked if more than one. */
  async host(hostId?: string): Promise<Host | undefined> {
    if (hostId) return this.accounts.host(hostId);
    const signedIn = await this.accounts.signedIn('github');
    if (signedIn.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Sign in to GitHub first: DevDesk: Sign In…'));
      return undefined;
    }
    return pickHost(signedIn, vscode.l10n.t('Which GitHub host?'));
  }

  async repository(from: unknown): Promise<RepositoryTarget | undefined> {
    const ref = repositoryRefOf(from);
    const host = await this.host(ref?.hostId);
    if (!host) return undefined;
    if (ref) return { host, repo: { owner: ref.owner, repo: ref.repo } };
    const repos = await workspaceRepositories(this.accounts, host);
    const picked = await vscode.window.showQuickPick(
      repos.map((repo) => ({ label: `${repo.owner}/${repo.repo}`, repo })),
      { title: vscode.l10n.t('Which repository?') },
    );
    return picked && { host, repo: picked.repo };
  }

  /** The rule of a write command on a repository: resolved as above, keyed by the repository it names. */
  repositoryRule(): TargetRule<RepositoryTarget> {
    return { resolve: (from) => this.repository(from), named: repositoryRefOf };
  }

  /** The rule of a write command on a pull request, keyed by the pull request (from the view or its page alike). */
  pullRule(state: 'open' | 'closed' = 'open'): TargetRule<PullTarget> {
    return { resolve: (from) => this.pull(from, state), named: pullNamed };
  }

  /** The rule of a write command on a comment, keyed by the comment. */
  commentRule(kinds: readonly CommentKind[], mine = false): TargetRule<CommentTarget> {
    return { resolve: (from) => this.comment(from, kinds, mine), named: commentRefOf };
  }

  /** `state`: which pull requests the palette offers (Reopen offers the closed ones). */
  async pull(from: unknown, state: 'open' | 'closed' = 'open'): Promise<PullTarget | undefined> {
    const data = nodeData(from, 'pull');
    const ref = pullRefOf(from);
    const where = await this.repository(ref);
    if (!where) return undefined;
    if (data) return { ...where, pull: shownPull(data.pull) };
    return failingOn(where.host, async () => {
      const client = await this.accounts.requireGitHubClient(where.host);
      if (ref) return { ...where, pull: shownPull(await client.pulls.get(where.repo, ref.number), ref.headSha) };
      const picked = await pickPull(client, where, state);
      return picked && { ...where, pull: shownPull(picked) };
    });
  }

  /** A changed file of a pull request, from the palette: the pull request as above, then which of its files. */
  async file(): Promise<FileDiff | undefined> {
    const target = await this.pull(undefined);
    if (!target) return undefined;
    return failingOn(target.host, async () => {
      const client = await this.accounts.requireGitHubClient(target.host);
      // The pull request as it is now: its base and head are the commits its files' changes sit between.
      const pull = await client.pulls.get(target.repo, target.pull.number);
      const file = await pickFile(client, target.repo, pull.number);
      return (
        file && fileDiff(target.host.id, target.repo, pull.number, { base: pull.base.sha, head: pull.head.sha }, file)
      );
    });
  }

  /** `mine`: the palette offers only the user's own comments (to edit or delete them). */
  async comment(from: unknown, kinds: readonly CommentKind[], mine = false): Promise<CommentTarget | undefined> {
    const shown = this.shownComment(from);
    if (shown) {
      const host = this.accounts.host(shown.hostId);
      return (
        host && {
          host,
          repo: shown.repo,
          number: shown.number,
          kind: 'reviewComment',
          comment: { id: shown.comment.id, body: shown.comment.body, author: authorOf(shown.comment) },
          shown,
        }
      );
    }
    const data = nodeData(from, 'issueComment', 'reviewComment');
    if (data) {
      const host = this.accounts.host(data.hostId);
      return (
        host && {
          host,
          repo: data.repo,
          number: data.number,
          kind: data.type,
          comment: { id: data.comment.id, body: data.comment.body ?? '', author: authorOf(data.comment) },
        }
      );
    }
    const ref = commentRefOf(from);
    const pull = ref
      ? await this.repository(ref).then((where) => where && { ...where, number: ref.number })
      : await this.pull(undefined).then(
          (target) => target && { host: target.host, repo: target.repo, number: target.pull.number },
        );
    if (!pull) return undefined;
    return failingOn(pull.host, async () => {
      const client = await this.accounts.requireGitHubClient(pull.host);
      if (ref) {
        const comment =
          ref.kind === 'issueComment'
            ? await client.issueComments.get(pull.repo, ref.commentId)
            : await client.reviewComments.get(pull.repo, ref.commentId);
        return {
          ...pull,
          kind: ref.kind,
          comment: { id: comment.id, body: comment.body ?? '', author: authorOf(comment) },
        };
      }
      const me = mine ? await this.accounts.login(pull.host) : undefined;
      const picked = await pickComment(client, pull.repo, pull.number, kinds, me);
      return picked && { ...pull, ...picked };
    });
  }
}

async function pickPull(
  client: GitHubClient,
  { host, repo }: RepositoryTarget,
  state: 'open' | 'closed',
): Promise<Listed | undefined> {
  const pulls: Listed[] = [];
  for await (const pull of client.pulls.list(repo, { state, perPage: 100, limit: 100 })) pulls.push(pull);
  if (pulls.length === 0) {
    const where = `${repo.owner}/${repo.repo}`;
    const none =
      state === 'open'
        ? vscode.l10n.t('{0} on {1} has no open pull requests.', where, host.label)
        : vscode.l10n.t('{0} on {1} has no closed pull requests.', where, host.label);
    void vscode.window.showInformationMessage(none);
    return undefined;
  }
  const items = pulls.map((pull) => ({ label: `#${pull.number} ${untrustedText(pull.title)}`, pull }));
  return (
    await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Which pull request?'), matchOnDescription: true })
  )?.pull;
}

async function pickFile(client: GitHubClient, repo: RepoRef, number: number): Promise<PullRequestFile | undefined> {
  const files: PullRequestFile[] = [];
  for await (const file of client.pulls.listFiles(repo, number, { perPage: 100 })) files.push(file);
  if (files.length === 0) {
    void vscode.window.showInformationMessage(
      `${repo.owner}/${repo.repo}#${number}: ${vscode.l10n.t('No files changed.')}`,
    );
    return undefined;
  }
  const items = files.map((file) => ({
    label: untrustedText(file.filename),
    description: `+${file.additions} −${file.deletions}`,
    file,
  }));
  return (await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Which file?'), matchOnDescription: true }))
    ?.file;
}

async function pickComment(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  kinds: readonly CommentKind[],
  me: string | undefined,
): Promise<Pick<CommentTarget, 'kind' | 'comment'> | undefined> {
  const found: Array<Pick<CommentTarget, 'kind' | 'comment'>> = [];
  if (kinds.includes('issueComment'))
    for await (const comment of client.issueComments.list(repo, number, { perPage: 100 }))
      found.push({
        kind: 'issueComment',
        comment: { id: comment.id, body: comment.body ?? '', author: authorOf(comment) },
      });
  if (kinds.includes('reviewComment'))
    for await (const comment of client.reviewComments.listForPull(repo, number, { perPage: 100 }))
      found.push({ kind: 'reviewComment', comment: { id: comment.id, body: comment.body, author: authorOf(comment) } });
  const offered = me === undefined ? found : found.filter((each) => each.comment.author === me);
  if (offered.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('#{0} has no comment to choose.', number));
    return undefined;
  }
  const items = offered.map((each) => ({
    label: `@${untrustedText(each.comment.author)}`,
    description: untrustedText(firstLine(each.comment.body)),
    each,
  }));
  return (
    await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Which comment?'), matchOnDescription: true })
  )?.each;
}
