// The Reviews of a pull request as plain data (test/unit/ui/pulls-review-nodes.test.ts). No `vscode` here.
// GitHub shows each reviewer's latest verdict: a later comment-only review does not undo an approval or a request
// for changes (https://docs.github.com/articles/about-pull-request-reviews).
import type { PullRequestSummary, RepoRef, Review, ReviewOwnComment } from '../../../core/github/types';
import { escapeMarkdown, firstLine } from '../../base/markdown-text';
import { nodeId } from '../../base/tree/nodes';
import { phrase, type Phrase } from '../../base/text';
import type { ReviewPlace, ReviewTreeNode, ShownReview } from './review-data';

const verdicts = new Set(['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED']);

const stateText: Record<string, { text: Phrase | string; icon: string; color?: string }> = {
  APPROVED: { text: phrase('approved'), icon: 'pass', color: 'charts.green' },
  CHANGES_REQUESTED: { text: phrase('changes requested'), icon: 'request-changes', color: 'charts.red' },
  COMMENTED: { text: phrase('commented'), icon: 'comment' },
  DISMISSED: { text: phrase('dismissed'), icon: 'circle-slash', color: 'descriptionForeground' },
  PENDING: { text: phrase('pending (only you see it)'), icon: 'edit', color: 'charts.yellow' },
};

const textOf = (state: string): { text: Phrase | string; icon: string; color?: string } =>
  stateText[state] ?? { text: state.toLowerCase(), icon: 'comment' };

/** A reviewer's latest verdict among their submitted reviews (oldest first): the last decisive one, else the last. */
export function latestVerdict(reviews: readonly ShownReview[]): ShownReview | undefined {
  const submitted = reviews.filter(({ review }) => review.state !== 'PENDING');
  return [...submitted].reverse().find(({ review }) => verdicts.has(review.state)) ?? submitted.at(-1);
}

/** Reviews grouped by reviewer, in the order each first reviewed; a review on an older head is stale. */
export function reviewsByReviewer(
  reviews: readonly Review[],
  headSha: string,
): Array<{ login: string; reviews: ShownReview[] }> {
  const byLogin = new Map<string, ShownReview[]>();
  for (const review of reviews) {
    const login = review.user?.login ?? 'ghost';
    const shown = {
      review,
      stale: review.state !== 'PENDING' && review.commit_id !== null && review.commit_id !== headSha,
    };
    byLogin.set(login, [...(byLogin.get(login) ?? []), shown]);
  }
  return [...byLogin].map(([login, shown]) => ({ login, reviews: shown }));
}

/** The Reviews node under a pull request. */
export function reviewsNode(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  pull: Pick<PullRequestSummary, 'number' | 'head'>,
): ReviewTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, 'reviews'),
    label: phrase('Reviews'),
    icon: { id: 'checklist' },
    expandable: 'collapsed',
    data: { type: 'reviews', hostId, repo, number: pull.number, at: { kind: 'reviews', headSha: pull.head.sha } },
  };
}

function node(
  parentId: string,
  key: string | number,
  base: Omit<ReviewTreeNode, 'kind' | 'id' | 'data'>,
  where: Omit<ReviewTreeNode['data'], 'type' | 'at'>,
  at: ReviewPlace,
): ReviewTreeNode {
  return { kind: 'item', id: nodeId(parentId, String(key)), ...base, data: { type: 'reviews', ...where, at } };
}

const staleText: Record<string, Phrase> = {
  APPROVED: phrase('approved · stale (older commit)'),
  CHANGES_REQUESTED: phrase('changes requested · stale (older commit)'),
  COMMENTED: phrase('commented · stale (older commit)'),
};

/** What a review's state says, marked stale when it was given on a commit that is no longer the head. */
export function stateLine(shown: ShownReview): Phrase | string {
  return (shown.stale && staleText[shown.review.state]) || textOf(shown.review.state).text;
}

/**
 * Each reviewer's latest verdict as the description page lists it (`@alice approved`), pending reviews left out
 * (only their author sees them); empty when nobody reviewed.
 */
export function reviewSummary(
  reviews: readonly Review[],
  headSha: string,
): Array<{ login: string; state: Phrase | string }> {
  return reviewsByReviewer(reviews, headSha).flatMap(({ login, reviews: shown }) => {
    const latest = latestVerdict(shown);
    return latest ? [{ login, state: stateLine(latest) }] : [];
  });
}

/** One node per reviewer: their latest verdict, and their reviews below it. */
export function reviewerNodes(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  number: number,
  reviews: readonly Review[],
  headSha: string,
): ReviewTreeNode[] {
  return reviewsByReviewer(reviews, headSha).map(({ login, reviews: shown }) => {
    const latest = latestVerdict(shown) ?? shown.at(-1)!;
    const look = textOf(latest.review.state);
    return node(
      parentId,
      login,
      {
        label: `@${login}`,
        description: stateLine(latest),
        tooltip: escapeMarkdown(latest.review.body || ''),
        icon: { id: look.icon, color: look.color },
        expandable: 'collapsed',
        contextValue: 'devdesk.reviewer',
      },
      { hostId, repo, number },
      { kind: 'reviewer', login, reviews: shown },
    );
  });
}

/** A reviewer's reviews, newest first: the summary (or the state when there is none) and what it says. */
export function reviewNodes(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  number: number,
  reviews: readonly ShownReview[],
): ReviewTreeNode[] {
  return [...reviews].reverse().map((shown) => {
    const { review } = shown;
    const look = textOf(review.state);
    const dismissable = review.state === 'APPROVED' || review.state === 'CHANGES_REQUESTED';
    return node(
      parentId,
      String(review.id),
      {
        label: review.body ? firstLine(review.body) : look.text,
        description: stateLine(shown),
        tooltip: escapeMarkdown(review.body || ''),
        icon: { id: look.icon, color: look.color },
        expandable: 'collapsed',
        contextValue:
          review.state === 'PENDING'
            ? 'devdesk.review;pending'
            : dismissable
              ? 'devdesk.review;dismissable'
              : 'devdesk.review',
      },
      { hostId, repo, number },
      { kind: 'review', shown },
    );
  });
}

export function reviewCommentNodes(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  number: number,
  comments: readonly ReviewOwnComment[],
): ReviewTreeNode[] {
  return comments.map((comment) =>
    node(
      parentId,
      String(comment.id),
      {
        label: firstLine(comment.body),
        description: comment.path,
        tooltip: escapeMarkdown(comment.body),
        icon: { id: 'comment' },
      },
      { hostId, repo, number },
      { kind: 'comment', comment },
    ),
  );
}
