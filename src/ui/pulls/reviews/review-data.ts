// What the review nodes of the Pull Requests view stand for: a pull request's Reviews, each reviewer with their
// latest verdict, each of their reviews (summary), and a review's comments. One member of PullNodeData (data.ts).
import type { RepoRef, Review, ReviewOwnComment } from '../../../core/github/types';
import type { ItemNode } from '../../base/tree/nodes';

/** A review as the view shows it: `stale` when it was given on a commit that is no longer the head. */
export interface ShownReview {
  readonly review: Review;
  readonly stale: boolean;
}

export type ReviewPlace =
  | { readonly kind: 'reviews'; readonly headSha: string }
  | { readonly kind: 'reviewer'; readonly login: string; readonly reviews: readonly ShownReview[] }
  | { readonly kind: 'review'; readonly shown: ShownReview }
  | { readonly kind: 'comment'; readonly comment: ReviewOwnComment };

export interface ReviewNodeData {
  readonly type: 'reviews';
  readonly hostId: string;
  readonly repo: RepoRef;
  /** The pull request's number. */
  readonly number: number;
  readonly at: ReviewPlace;
}

export type ReviewTreeNode = ItemNode<ReviewNodeData>;
