// What the comparison nodes of the Pull Requests view stand for: a pull request's *Changes Since Your Review* (the
// commit of the viewer's latest review to the head), a range of its commits picked with *Compare Commits…*, and
// each file changed between the two. One member of PullNodeData (../data.ts).
import type { PullRequestFile, RepoRef } from '../../../core/github/types';
import type { ItemNode } from '../../base/tree/nodes';

/** Two commits of a pull request, compared as GitHub's compare API does (`base...head`). */
export interface CommitRange {
  readonly base: string;
  readonly head: string;
}

/** A range picked with *Compare Commits…*: `first` is its first commit, `base` the commit before it. */
export interface PickedRange extends CommitRange {
  readonly first: string;
}

export type ComparePlace =
  /** Resolved when expanded: the viewer's latest review gives `base`, the head the user saw is `headSha`. */
  | { readonly kind: 'sinceReview'; readonly headSha: string }
  | { readonly kind: 'range'; readonly range: CommitRange }
  | { readonly kind: 'file'; readonly range: CommitRange; readonly file: PullRequestFile };

export interface CompareNodeData {
  readonly type: 'compare';
  readonly hostId: string;
  readonly repo: RepoRef;
  /** The pull request's number. */
  readonly number: number;
  readonly at: ComparePlace;
}

export type CompareTreeNode = ItemNode<CompareNodeData>;
