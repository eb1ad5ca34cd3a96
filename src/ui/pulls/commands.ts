// Pull request commands from the palette, the context menus and the description page's buttons: open (description,
// a file's patch, the web page), copy the link, post a comment's draft (opened by edit-commands.ts, as for
// articles), react and close/reopen. Each takes a node of the view, a reference (targets.ts) or nothing, and then asks
// (pick-targets.ts).
import * as vscode from 'vscode';
import type { ReactionSubject } from '../../core/github/reactions';
import type { ReactionContent, RepoRef } from '../../core/github/types';
import type { Accounts, GitHubClient } from '../accounts/index';
import type { Command } from '../base/commands';
import type { DraftPoster } from '../base/draft-commands';
import type { Draft } from '../base/drafts';
import { openServiceUrl } from '../base/open-service-url';
import { untrustedText } from '../base/untrusted-text';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../base/write-command';
import { pullDocumentUri } from './documents';
import type { CommentTarget, PullTarget, PullTargets } from './pull/pick-targets';
import { toggleReaction } from './reactions';
import { parsePullCommentId, parsePullSubject } from '../base/schemes';

/** From a node's `open` and the Events view: (hostId, owner, repo, number); from the palette or a reference: asked. */
export class OpenDescriptionCommand implements Command {
  readonly id = 'devdesk.pulls.openDescription';
  constructor(private readonly targets: PullTargets) {}

  async execute(from?: unknown, owner?: string, repo?: string, number?: number): Promise<void> {
    const target =
      typeof from === 'string' && owner && repo && number !== undefined
        ? { hostId: from, owner, repo, number }
        : await this.asked(from);
    if (target) await vscode.commands.executeCommand('devdesk.openPreview', pullDocumentUri(target));
  }

  private async asked(from: unknown) {
    const target = await this.targets.pull(from);
    return (
      target && { hostId: target.host.id, owner: target.repo.owner, repo: target.repo.repo, number: target.pull.number }
    );
  }
}

/** From Open Changes (a binary or too large file): (hostId, owner, repo, number, file); from the palette: asked. */
export class OpenPatchCommand implements Command {
  readonly id = 'devdesk.pulls.openPatch';
  constructor(private readonly targets: PullTargets) {}

  async execute(hostId?: unknown, owner?: string, repo?: string, number?: number, file?: string): Promise<void> {
    const target =
      typeof hostId === 'string' && owner && repo && number !== undefined && file
        ? { hostId, owner, repo, number, file }
        : await this.asked();
    if (target) await this.open(target);
  }

  private async asked() {
    const diff = await this.targets.file();
    return diff && { hostId: diff.hostId, owner: diff.owner, repo: diff.repo, number: diff.number, file: diff.path };
  }

  private async open(target: {
    hostId: string;
    owner: string;
    repo: string;
    number: number;
    file: string;
  }): Promise<void> {
    const document = await vscode.workspace.openTextDocument(pullDocumentUri(target));
    await vscode.languages.setTextDocumentLanguage(document, 'diff');
    await vscode.window.showTextDocument(document, { preview: true });
  }
}

export class OpenPullOnWebCommand implements Command {
  readonly id = 'devdesk.pulls.openOnWeb';
  constructor(private readonly targets: PullTargets) {}

  async execute(from?: unknown): Promise<void> {
    const target = await this.targets.pull(from);
    if (target) await openServiceUrl(target.pull.htmlUrl);
  }
}

export class CopyPullLinkCommand implements Command {
  readonly id = 'devdesk.pulls.copyLink';
  constructor(private readonly targets: PullTargets) {}

  async execute(from?: unknown): Promise<void> {
    const target = await this.targets.pull(from);
    if (!target) return;
    await vscode.env.clipboard.writeText(target.pull.htmlUrl);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Copied {0}', untrustedText(target.pull.htmlUrl)), 3000);
  }
}

/**
 * What a pull request draft edits, from its `commentId`: nothing (a new comment), `body` (the description),
 * `issue:<id>` (a comment of the conversation) or `review:<id>` (a review comment).
 */
export type PullDraftTarget =
  { kind: 'newComment' } | { kind: 'description' } | { kind: 'issueComment' | 'reviewComment'; id: number };

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
      if (!subject || !host || !target)
        throw new Error(
          vscode.l10n.t('{0} is not configured any more; the draft is kept in {1}.', draft.hostId, draft.file),
        );
      const client = await accounts.requireGitHubClient(host);
      const repo = { owner: subject.owner, repo: subject.repo };
      const number = subject.number;
      const done = await sendPullDraft(client, repo, number, target, body);
      afterChange();
      return done === 'newComment'
        ? vscode.l10n.t('Comment posted on “{0}”.', draft.title)
        : done === 'description'
          ? vscode.l10n.t('Description of #{0} updated.', number)
          : vscode.l10n.t('Comment updated.');
    },
    withWritePermit: (permit) => pullDraftPoster(accounts.withWritePermit(permit), afterChange),
  };
}

async function sendPullDraft(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  target: PullDraftTarget,
  body: string,
): Promise<PullDraftTarget['kind']> {
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

interface ReactionTarget {
  readonly host: PullTarget['host'];
  readonly subject: ReactionSubject;
  readonly title: string;
}

export interface ReactionInput {
  /** The reaction (else asked); giving one the user already gave takes it back. */
  readonly content: ReactionContent;
}

const onPull = ({ host, repo, pull }: PullTarget): ReactionTarget => ({
  host,
  subject: { kind: 'issue', repo, number: pull.number },
  title: vscode.l10n.t('React to #{0}', pull.number),
});
const onComment = ({ host, repo, kind, comment }: CommentTarget): ReactionTarget => ({
  host,
  subject: { kind, repo, commentId: comment.id },
  title: vscode.l10n.t('React to the comment of @{0}', comment.author),
});

/**
 * React (or take one's reaction back) on a pull request (`devdesk.pulls.react`) or a comment
 * (`devdesk.pulls.reactToComment`, from the view, a comment in the diff editor, or the palette).
 */
export class ReactCommand extends WriteCommand<ReactionTarget, GitHubClient, ReactionInput> {
  constructor(
    road: WriteRoad<GitHubClient>,
    rule: TargetRule<ReactionTarget>,
    readonly id: 'devdesk.pulls.react' | 'devdesk.pulls.reactToComment',
    private readonly accounts: Accounts,
  ) {
    super(road, rule);
  }

  protected async write(
    { host, subject, title }: ReactionTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<ReactionInput>,
  ): Promise<WriteOutcome> {
    return toggleReaction(await client(), await this.accounts.login(host), subject, title, input.content);
  }
}

/** The reaction target of a pull request or a comment, keyed as the pull request or the comment it is. */
function reactionRule<Target>(
  rule: TargetRule<Target>,
  reactionOn: (target: Target) => ReactionTarget,
): TargetRule<ReactionTarget> {
  return {
    resolve: async (from) => Promise.resolve(rule.resolve(from)).then((target) => target && reactionOn(target)),
    named: rule.named,
  };
}

export function reactCommands(road: WriteRoad<GitHubClient>, targets: PullTargets, accounts: Accounts): Command[] {
  return [
    new ReactCommand(road, reactionRule(targets.pullRule(), onPull), 'devdesk.pulls.react', accounts),
    new ReactCommand(
      road,
      reactionRule(targets.commentRule(['issueComment', 'reviewComment']), onComment),
      'devdesk.pulls.reactToComment',
      accounts,
    ),
  ];
}

export class SetPullStateCommand extends WriteCommand<PullTarget, GitHubClient> {
  readonly id: string;
  constructor(
    road: WriteRoad<GitHubClient>,
    rule: TargetRule<PullTarget>,
    private readonly state: 'open' | 'closed',
  ) {
    super(road, rule);
    this.id = state === 'closed' ? 'devdesk.pulls.close' : 'devdesk.pulls.reopen';
  }

  protected async write({ repo, pull }: PullTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    await (await client()).pulls.update(repo, pull.number, { state: this.state });
    return this.state === 'closed'
      ? vscode.l10n.t('Closed #{0}.', pull.number)
      : vscode.l10n.t('Reopened #{0}.', pull.number);
  }
}

/** Close and Reopen: from the palette, Close offers the open pull requests and Reopen the closed ones. */
export function pullStateCommands(road: WriteRoad<GitHubClient>, targets: PullTargets): Command[] {
  return [
    new SetPullStateCommand(road, targets.pullRule('open'), 'closed'),
    new SetPullStateCommand(road, targets.pullRule('closed'), 'open'),
  ];
}
