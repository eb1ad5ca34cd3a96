// The review commands: Start Review (the diff editor's comment widget: the comment goes into one's pending review),
// Submit Review… (Approve, Request changes or Comment, the summary written in a Markdown draft that a failed
// submit keeps), Discard Pending Review (asks first) and Dismiss Review… (asks for the message). Each is a write
// command on the one road (src/ui/base/write-command.ts); GitHub's refusals are explained (review-refusals.ts).
import * as vscode from 'vscode';
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, GitHubClient } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { confirmDeletion } from '../../base/confirm';
import type { DraftPoster } from '../../base/draft-commands';
import { openDraft } from '../../base/draft-commands';
import type { Draft, DraftStore } from '../../base/drafts';
import { parsePullSubject, pullSubject } from '../../base/schemes';
import { untrustedText } from '../../base/untrusted-text';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import type { PullTarget } from '../pull/pick-targets';
import type { GitHubClients } from '../pull/road';
import { pendingReviewOf } from '../threads/pending-comments';
import { outsideDiffRefusal } from '../threads/outside-diff';
import type { ReviewThreads } from '../threads/review-threads';
import { replyRule } from '../threads/review-comment-commands';
import type { ReplyTarget } from '../threads/thread-comment';
import type { ThreadKit } from '../threads/thread-kit';
import { sendToPendingReview } from '../threads/thread-requests';
import { reviewRefusal } from './review-refusals';
import { dismissableReviewRule, reviewPullRule, type ReviewTarget } from './review-targets';

export type ReviewVerdict = 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT';
const verdicts: readonly ReviewVerdict[] = ['APPROVE', 'REQUEST_CHANGES', 'COMMENT'];

/** The draft kind of review summaries: Post Comment hands them to `reviewDraftPoster`. */
export const reviewDraftKind = 'pullReview';

function verdictLabel(verdict: ReviewVerdict): string {
  if (verdict === 'APPROVE') return vscode.l10n.t('Approve');
  return verdict === 'REQUEST_CHANGES' ? vscode.l10n.t('Request changes') : vscode.l10n.t('Comment');
}

/** Runs a review request; GitHub's refusal is answered as a Refusal saying what to do (the road shows it). */
async function explained<T>(send: () => Promise<T>): Promise<T | { refused: string }> {
  try {
    return await send();
  } catch (error) {
    const refusal = reviewRefusal(error);
    if (!refusal) throw error;
    return { refused: vscode.l10n.t(refusal.message, ...refusal.args) };
  }
}

const isRefusal = (value: unknown): value is { refused: string } =>
  typeof value === 'object' && value !== null && 'refused' in value;

/** Submits one's pending review with the verdict, or, with none pending, gives the review at once. */
async function submitReview(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
  verdict: ReviewVerdict,
  body: string,
): Promise<void> {
  const pending = await pendingReviewOf(client, repo, number);
  if (pending) await client.reviews.submit(repo, number, pending.id, verdict, body);
  else await client.reviews.create(repo, number, { event: verdict, body });
}

function doneSentence(verdict: ReviewVerdict, number: number): string {
  if (verdict === 'APPROVE') return vscode.l10n.t('Approved #{0}.', number);
  return verdict === 'REQUEST_CHANGES'
    ? vscode.l10n.t('Requested changes on #{0}.', number)
    : vscode.l10n.t('Review submitted on #{0}.', number);
}

/** Start Review in the comment widget: the comment joins one's pending review (started by the first one). */
export class StartReviewCommand extends WriteCommand<ReplyTarget, GitHubClients> {
  readonly id = 'devdesk.pulls.startReview';
  constructor(
    road: WriteRoad<GitHubClients>,
    rule: TargetRule<ReplyTarget>,
    private readonly threads: ReviewThreads,
  ) {
    super(road, rule);
  }

  protected async write(target: ReplyTarget, clients: () => Promise<GitHubClients>): Promise<WriteOutcome> {
    const { pull } = target;
    const outside = outsideDiffRefusal(target);
    if (outside) return outside;
    const added = await explained(async () => sendToPendingReview(target, await clients()));
    if (isRefusal(added)) return added;
    this.threads.attach(target, added, true);
    return vscode.l10n.t('Added to your pending review of #{0}. Submit Review… sends it.', pull.number);
  }
}

export interface SubmitReviewInput {
  readonly verdict: ReviewVerdict;
  /** The summary; without it the command opens the summary's draft and Post Comment submits it. */
  readonly body: string;
}

/** Submit Review…: asks the verdict, then opens the summary's draft (or sends the `body` a caller gives). */
export class SubmitReviewCommand extends WriteCommand<PullTarget, GitHubClient, SubmitReviewInput> {
  readonly id = 'devdesk.pulls.submitReview';
  constructor(
    road: WriteRoad<GitHubClient>,
    rule: TargetRule<PullTarget>,
    private readonly drafts: DraftStore,
    /** Told once GitHub has the review (the diff editors drop their Pending marks). */
    private readonly submitted: () => void,
  ) {
    super(road, rule);
  }

  protected async write(
    { host, repo, pull }: PullTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<SubmitReviewInput>,
  ): Promise<WriteOutcome> {
    const verdict = input.verdict ?? (await askVerdict(pull.number));
    if (!verdict) return undefined;
    if (input.body === undefined) {
      const subject = pullSubject({ owner: repo.owner, repo: repo.repo, number: pull.number });
      await openDraft(this.drafts, {
        kind: reviewDraftKind,
        hostId: host.id,
        subject,
        title: vscode.l10n.t('{0} on #{1} {2}', verdictLabel(verdict), pull.number, pull.title),
        commentId: verdict,
      });
      return undefined;
    }
    const body = input.body;
    const sent = await explained(async () => submitReview(await client(), repo, pull.number, verdict, body));
    if (isRefusal(sent)) return sent;
    this.submitted();
    return doneSentence(verdict, pull.number);
  }
}

async function askVerdict(number: number): Promise<ReviewVerdict | undefined> {
  const details: Record<ReviewVerdict, string> = {
    APPROVE: vscode.l10n.t('Give your approval to merge these changes.'),
    REQUEST_CHANGES: vscode.l10n.t('Feedback that must be addressed before merging.'),
    COMMENT: vscode.l10n.t('General feedback, without approving.'),
  };
  const items = verdicts.map((verdict) => ({ label: verdictLabel(verdict), detail: details[verdict], verdict }));
  return (await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Submit your review of #{0}', number) }))
    ?.verdict;
}

/** Post Comment on a review summary's draft: submits the review; a refusal keeps the draft and says why. */
export function reviewDraftPoster(accounts: Accounts, afterSubmit: () => void): DraftPoster {
  return {
    host: (draft) => accounts.host(draft.hostId),
    async post(draft: Draft, body: string): Promise<string> {
      const subject = parsePullSubject(draft.subject);
      const host = accounts.host(draft.hostId);
      const verdict = verdicts.find((each) => each === draft.commentId);
      if (!subject || !host || !verdict)
        throw new Error(
          vscode.l10n.t('{0} is not configured any more; the draft is kept in {1}.', draft.hostId, draft.file),
        );
      const client = await accounts.requireGitHubClient(host);
      const sent = await explained(() =>
        submitReview(client, { owner: subject.owner, repo: subject.repo }, subject.number, verdict, body),
      );
      // Shown already; the draft stays for the next try (a cancellation keeps the presenter silent).
      if (isRefusal(sent)) throw new vscode.CancellationError();
      afterSubmit();
      return doneSentence(verdict, subject.number);
    },
    withWritePermit: (permit) => reviewDraftPoster(accounts.withWritePermit(permit), afterSubmit),
  };
}

/** Discard Pending Review: deletes one's pending review and its comments, after asking. */
export class DiscardPendingReviewCommand extends WriteCommand<PullTarget, GitHubClient> {
  readonly id = 'devdesk.pulls.discardPendingReview';
  constructor(
    road: WriteRoad<GitHubClient>,
    rule: TargetRule<PullTarget>,
    private readonly threads: ReviewThreads,
  ) {
    super(road, rule);
  }

  protected async write({ repo, pull }: PullTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    const github = await client();
    const pending = await pendingReviewOf(github, repo, pull.number);
    if (!pending) {
      void vscode.window.showInformationMessage(vscode.l10n.t('You have no pending review on #{0}.', pull.number));
      return undefined;
    }
    const comments = [];
    for await (const comment of github.reviews.listComments(repo, pull.number, pending.id)) comments.push(comment.id);
    if (
      !(await confirmDeletion(
        vscode.l10n.t('Discard your pending review of #{0} and its {1} comment(s)?', pull.number, comments.length),
      ))
    )
      return undefined;
    await github.reviews.deletePending(repo, pull.number, pending.id);
    for (const id of comments) this.threads.forget(id);
    return vscode.l10n.t('Discarded your pending review of #{0}.', pull.number);
  }
}

export interface DismissInput {
  /** Why the review is dismissed (else asked). */
  readonly message: string;
}

/** Dismiss Review…: asks the message GitHub shows with the dismissal (maintainers only). */
export class DismissReviewCommand extends WriteCommand<ReviewTarget, GitHubClient, DismissInput> {
  readonly id = 'devdesk.pulls.dismissReview';
  protected async write(
    { repo, number, review }: ReviewTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<DismissInput>,
  ): Promise<WriteOutcome> {
    const reviewer = untrustedText(review.user?.login ?? 'ghost');
    const validateInput = (value: string) =>
      value.trim() ? undefined : vscode.l10n.t('GitHub needs a message to dismiss a review.');
    const message =
      input.message ??
      (await vscode.window.showInputBox({
        title: vscode.l10n.t('Dismiss the review of @{0} on #{1}', reviewer, number),
        prompt: vscode.l10n.t('Why? GitHub shows the message with the dismissal.'),
        validateInput,
      }));
    if (!message?.trim()) return undefined;
    const github = await client();
    const sent = await explained(() => github.reviews.dismiss(repo, number, review.id, message.trim()));
    return isRefusal(sent) ? sent : vscode.l10n.t('Dismissed the review of @{0} on #{1}.', reviewer, number);
  }
}

/** The review commands, for the feature's index.ts. */
export function reviewCommands(kit: ThreadKit): Command[] {
  const { roads, targets, threads } = kit;
  return [
    new StartReviewCommand(roads.both, replyRule(threads), threads),
    new SubmitReviewCommand(roads.rest, reviewPullRule(targets), kit.drafts, () => threads.reviewSubmitted()),
    new DiscardPendingReviewCommand(roads.rest, reviewPullRule(targets), threads),
    new DismissReviewCommand(roads.rest, dismissableReviewRule(kit.accounts, targets)),
  ];
}
