// What the review commands act on. A pull request reaches them from its node, its Reviews, a reference
// (`{ hostId, owner, repo, number }`, the description page's buttons), a diff editor (its `devdesk-pr-file:` URI,
// from the editor title), a comment thread (the Comments panel), or nothing (the palette asks, ../pick-targets.ts).
// A review to dismiss comes from its node or a reference (`{ hostId, owner, repo, number, reviewId }`).
import * as vscode from 'vscode';
import type { Review } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import { failingOn } from '../../base/error-presenter';
import { firstLine } from '../../base/markdown-text';
import { untrustedText } from '../../base/untrusted-text';
import type { TargetRule } from '../../base/write-command';
import { fileAtCommitOf } from '../pull/file-system';
import type { PullTarget, PullTargets } from '../pull/pick-targets';
import { nodeData, pullNamed, type PullRef } from '../pull/targets';
import type { ReviewNodeData } from './review-data';

export interface ReviewRef extends PullRef {
  readonly reviewId: number;
}

export interface ReviewTarget {
  readonly host: Host;
  readonly repo: { owner: string; repo: string };
  readonly number: number;
  readonly review: Review;
}

/**
 * The pull request a review node, a diff editor's URI or one of its comment threads belongs to; else `from` as is.
 * With nothing (the palette, the Comments panel's title), the pull request of the diff editor in front, if any.
 */
export function reviewPullFrom(from: unknown): unknown {
  if (from === undefined || Array.isArray(from)) {
    const active = vscode.window.activeTextEditor?.document.uri;
    return active && fileAtCommitOf(active)?.pull ? reviewPullFrom(active) : from;
  }
  const data = nodeData<ReviewNodeData>(from, 'reviews');
  if (data)
    return { hostId: data.hostId, owner: data.repo.owner, repo: data.repo.repo, number: data.number } satisfies PullRef;
  const uri = from instanceof vscode.Uri ? from : (from as { uri?: unknown } | undefined)?.uri;
  const file = uri instanceof vscode.Uri ? fileAtCommitOf(uri) : undefined;
  if (file?.pull)
    return { hostId: file.hostId, owner: file.owner, repo: file.repo, number: file.pull.number } satisfies PullRef;
  // A comment of a diff editor's thread (ThreadComment) carries its repository as `{ owner, repo }`.
  const comment = from as
    { hostId?: unknown; repo?: { owner?: unknown; repo?: unknown }; number?: unknown } | undefined;
  if (
    typeof comment?.hostId === 'string' &&
    typeof comment.number === 'number' &&
    typeof comment.repo?.owner === 'string' &&
    typeof comment.repo.repo === 'string'
  )
    return {
      hostId: comment.hostId,
      owner: comment.repo.owner,
      repo: comment.repo.repo,
      number: comment.number,
    } satisfies PullRef;
  return from;
}

/** The rule of the review commands on a pull request, keyed by the pull request however it came. */
export function reviewPullRule(targets: PullTargets): TargetRule<PullTarget> {
  return { resolve: (from) => targets.pull(reviewPullFrom(from)), named: (from) => pullNamed(reviewPullFrom(from)) };
}

function reviewRefOf(from: unknown): ReviewRef | undefined {
  const data = nodeData<ReviewNodeData>(from, 'reviews');
  if (data?.at.kind === 'review')
    return {
      hostId: data.hostId,
      owner: data.repo.owner,
      repo: data.repo.repo,
      number: data.number,
      reviewId: Number(data.at.shown.review.id),
    };
  const ref = from as Partial<ReviewRef> | undefined;
  return typeof ref?.hostId === 'string' &&
    typeof ref.owner === 'string' &&
    typeof ref.repo === 'string' &&
    typeof ref.number === 'number' &&
    typeof ref.reviewId === 'number'
    ? (ref as ReviewRef)
    : undefined;
}

/** The rule of Dismiss Review…: a review node or reference; from the palette, a pull request and then its review. */
export function dismissableReviewRule(accounts: Accounts, targets: PullTargets): TargetRule<ReviewTarget> {
  return {
    named: (from) => {
      const ref = reviewRefOf(from);
      return (
        ref && { hostId: ref.hostId, owner: ref.owner, repo: ref.repo, number: ref.number, reviewId: ref.reviewId }
      );
    },
    async resolve(from) {
      const data = nodeData<ReviewNodeData>(from, 'reviews');
      const ref = reviewRefOf(from);
      const pull = await targets.pull(ref ?? reviewPullFrom(from));
      if (!pull) return undefined;
      const where = { host: pull.host, repo: pull.repo, number: pull.pull.number };
      if (data?.at.kind === 'review') return { ...where, review: data.at.shown.review };
      return failingOn(pull.host, async () => {
        const client = await accounts.requireGitHubClient(pull.host);
        if (ref) return { ...where, review: await client.reviews.get(pull.repo, where.number, ref.reviewId) };
        const reviews = [];
        for await (const review of client.reviews.list(pull.repo, where.number))
          if (review.state === 'APPROVED' || review.state === 'CHANGES_REQUESTED') reviews.push(review);
        if (reviews.length === 0) {
          void vscode.window.showInformationMessage(
            vscode.l10n.t('#{0} has no approval or request for changes to dismiss.', where.number),
          );
          return undefined;
        }
        const items = reviews.map((review) => ({
          label: `@${untrustedText(review.user?.login ?? 'ghost')}`,
          description: untrustedText(`${review.state} ${firstLine(review.body)}`),
          review,
        }));
        const picked = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Dismiss which review?') });
        return picked && { ...where, review: picked.review };
      });
    },
  };
}
