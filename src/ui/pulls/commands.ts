// Pull request commands from the palette and the context menus: open (description, a file's patch, the web page),
// copy the link, comment (a draft in an editor, as for articles), react, close/reopen, and merge with the head SHA
// the user saw.
import * as vscode from 'vscode';
import type { ReactionSubject } from '../../core/github/reactions';
import type { ReactionContent, RepoRef } from '../../core/github/types';
import type { Accounts, GitHubClient } from '../accounts/index';
import type { Command } from '../base/commands';
import { openDraft, type DraftPoster } from '../base/draft-commands';
import type { Draft, DraftStore } from '../base/drafts';
import type { FailureContext } from '../base/error-presenter';
import { openServiceUrl } from '../base/open-service-url';
import { untrustedText } from '../base/untrusted-text';
import type { PullTreeNode } from './data';
import { pullDocumentUri } from './documents';
import { toggleReaction } from './reactions';
import { ThreadComment } from './review-threads';
import { parsePullCommentId, parsePullSubject, pullSubject } from '../base/schemes';

type PullNode = PullTreeNode & { data: { type: 'pull' } };
const isPull = (node: PullTreeNode | undefined): node is PullNode => node?.data.type === 'pull';

export class OpenDescriptionCommand implements Command {
  readonly id = 'devdesk.pulls.openDescription';
  async execute(hostId: string, owner: string, repo: string, number: number): Promise<void> {
    await vscode.commands.executeCommand('devdesk.openPreview', pullDocumentUri({ hostId, owner, repo, number }));
  }
}

export class OpenPatchCommand implements Command {
  readonly id = 'devdesk.pulls.openPatch';
  async execute(hostId: string, owner: string, repo: string, number: number, file: string): Promise<void> {
    const document = await vscode.workspace.openTextDocument(pullDocumentUri({ hostId, owner, repo, number, file }));
    await vscode.languages.setTextDocumentLanguage(document, 'diff');
    await vscode.window.showTextDocument(document, { preview: true });
  }
}

export class OpenPullOnWebCommand implements Command {
  readonly id = 'devdesk.pulls.openOnWeb';
  async execute(node?: PullTreeNode): Promise<void> {
    if (isPull(node)) await openServiceUrl(node.data.pull.html_url);
  }
}

export class CopyPullLinkCommand implements Command {
  readonly id = 'devdesk.pulls.copyLink';
  async execute(node?: PullTreeNode): Promise<void> {
    if (!isPull(node)) return;
    await vscode.env.clipboard.writeText(node.data.pull.html_url);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Copied {0}', untrustedText(node.data.pull.html_url)), 3000);
  }
}

export class CommentOnPullCommand implements Command {
  readonly id = 'devdesk.pulls.comment';
  constructor(private readonly drafts: DraftStore) {}

  async execute(node?: PullTreeNode): Promise<void> {
    if (!isPull(node)) return;
    const { repo, pull, hostId } = node.data;
    await openDraft(this.drafts, { kind: 'pull', hostId, subject: pullSubject({ owner: repo.owner, repo: repo.repo, number: pull.number }), title: `#${pull.number} ${pull.title}` });
  }
}

/**
 * What a pull request draft edits, from its `commentId`: nothing (a new comment), `body` (the description),
 * `issue:<id>` (a comment of the conversation) or `review:<id>` (a review comment).
 */
export type PullDraftTarget = { kind: 'newComment' } | { kind: 'description' } | { kind: 'issueComment' | 'reviewComment'; id: number };

export function pullDraftTarget(commentId: string | undefined): PullDraftTarget | undefined {
  if (!commentId) return { kind: 'newComment' };
  if (commentId === 'body') return { kind: 'description' };
  return parsePullCommentId(commentId);
}

/** Sends pull request drafts: a new comment, the edit of a comment, or a new description. */
export function pullDraftPoster(accounts: Accounts, afterChange: () => void): DraftPoster {
  return {
    host: (draft) => accounts.host(draft.hostId),
    async post(draft: Draft, body: string): Promise<string> {
      const subject = parsePullSubject(draft.subject);
      const host = accounts.host(draft.hostId);
      const target = pullDraftTarget(draft.commentId);
      if (!subject || !host || !target) throw new Error(vscode.l10n.t('{0} is not configured any more; the draft is kept in {1}.', draft.hostId, draft.file));
      const client = await accounts.requireGitHubClient(host);
      const repo = { owner: subject.owner, repo: subject.repo };
      const number = subject.number;
      const done = await sendPullDraft(client, repo, number, target, body);
      afterChange();
      return done === 'newComment' ? vscode.l10n.t('Comment posted on “{0}”.', draft.title) : done === 'description' ? vscode.l10n.t('Description of #{0} updated.', number) : vscode.l10n.t('Comment updated.');
    },
  };
}

async function sendPullDraft(client: GitHubClient, repo: RepoRef, number: number, target: PullDraftTarget, body: string): Promise<PullDraftTarget['kind']> {
  switch (target.kind) {
    case 'newComment':
      await client.issueComments.create(repo, number, body);
      break;
    case 'description':
      await client.pulls.update(repo, number, { body });
      break;
    case 'issueComment':
      await client.issueComments.update(repo, target.id, body);
      break;
    case 'reviewComment':
      await client.reviewComments.update(repo, target.id, body);
      break;
  }
  return target.kind;
}

/** What a reaction command was given: a pull request, a comment of its conversation or a review comment. */
function reactionSubject(target: unknown): { hostId: string; subject: ReactionSubject; title: string } | undefined {
  if (target instanceof ThreadComment) {
    return { hostId: target.hostId, subject: { kind: 'reviewComment', repo: target.repo, commentId: target.comment.id }, title: vscode.l10n.t('React to the comment of @{0}', target.author.name) };
  }
  const data = (target as PullTreeNode | undefined)?.data;
  switch (data?.type) {
    case 'pull':
      return { hostId: data.hostId, subject: { kind: 'issue', repo: data.repo, number: data.pull.number }, title: vscode.l10n.t('React to #{0}', data.pull.number) };
    case 'issueComment':
      return { hostId: data.hostId, subject: { kind: 'issueComment', repo: data.repo, commentId: data.comment.id }, title: vscode.l10n.t('React to the comment of @{0}', data.comment.user?.login ?? 'ghost') };
    case 'reviewComment':
      return { hostId: data.hostId, subject: { kind: 'reviewComment', repo: data.repo, commentId: data.comment.id }, title: vscode.l10n.t('React to the comment of @{0}', data.comment.user?.login ?? 'ghost') };
    default:
      return undefined;
  }
}

/**
 * React (or take one's reaction back) on a pull request (`devdesk.pulls.react`) or a comment
 * (`devdesk.pulls.reactToComment`, from the view or a comment in the diff editor). A script may pass the content.
 */
export class ReactCommand implements Command {
  constructor(
    readonly id: 'devdesk.pulls.react' | 'devdesk.pulls.reactToComment',
    private readonly accounts: Accounts,
  ) {}

  async execute(target?: unknown, content?: ReactionContent): Promise<void> {
    const found = reactionSubject(target);
    const host = found && this.accounts.host(found.hostId);
    if (!found || !host) return;
    const client = await this.accounts.requireGitHubClient(host);
    await toggleReaction(client, await this.accounts.login(host), found.subject, found.title, content);
  }

  failureContext(_error: unknown, target?: unknown): FailureContext {
    const found = reactionSubject(target);
    return { host: found && this.accounts.host(found.hostId) };
  }
}

export class SetPullStateCommand implements Command {
  readonly id: string;
  constructor(
    private readonly state: 'open' | 'closed',
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {
    this.id = state === 'closed' ? 'devdesk.pulls.close' : 'devdesk.pulls.reopen';
  }

  async execute(node?: PullTreeNode): Promise<void> {
    if (!isPull(node)) return;
    const host = this.accounts.host(node.data.hostId);
    if (!host) return;
    await (await this.accounts.requireGitHubClient(host)).pulls.update(node.data.repo, node.data.pull.number, { state: this.state });
    vscode.window.setStatusBarMessage(this.state === 'closed' ? vscode.l10n.t('Closed #{0}.', node.data.pull.number) : vscode.l10n.t('Reopened #{0}.', node.data.pull.number), 5000);
    this.afterChange();
  }

  failureContext(_error: unknown, node?: PullTreeNode): FailureContext {
    return { host: node && this.accounts.host(node.data.hostId) };
  }
}
