// What each node of the Pull Requests view that shows a pull request itself stands for: its repository, groups, the
// pull request (listed, or found by a search), its parts, files, folders of files, commits and comments. Every node
// carries its host and repository. The view's other concerns add their own members (../view-data.ts joins them).
import type { IssueSearchItem } from '../../../core/github/search';
import type {
  IssueComment,
  PullRequestCommit,
  PullRequestFile,
  PullRequestSummary,
  RepoRef,
  ReviewComment,
} from '../../../core/github/types';
import type { ItemNode } from '../../base/tree/nodes';

export type PullGroup = 'open' | 'reviewRequested' | 'mine' | 'closed';
export type PullPart = 'files' | 'commits' | 'reviewComments' | 'conversation';

/** The base and head SHAs of a pull request, as the user saw it: the diff is between these. */
export interface Commits {
  readonly base: string;
  readonly head: string;
}

/**
 * The changes a reviewer chose to look at instead of the whole pull request, as GitHub's commit picker offers them:
 * since their latest review, one commit, or a range of commits. `base` is the commit before the first one (the range's
 * base, compared as GitHub's compare API does: `base...head`), `head` the last one; `count` how many commits it holds.
 */
export interface ChosenChanges {
  readonly kind: 'sinceReview' | 'commit' | 'range';
  readonly base: string;
  readonly head: string;
  /** The first commit of a commit or a range. */
  readonly first?: string;
  readonly count: number;
  /** Whether `base` is the pull request's base: only then does GitHub anchor a base-side (LEFT) comment there. */
  readonly fromPullBase: boolean;
}

interface Where {
  readonly hostId: string;
  readonly repo: RepoRef;
}

export type PullNodeData =
  | (Where & { readonly type: 'repo' })
  | (Where & { readonly type: 'group'; readonly group: PullGroup })
  | (Where & { readonly type: 'pull'; readonly pull: PullRequestSummary })
  | (Where & {
      readonly type: 'part';
      readonly part: PullPart;
      readonly number: number;
      readonly commits: Commits;
      /** The Files node's changes when the reviewer chose a commit or a range (../compare/); absent: all changes. */
      readonly chosen?: ChosenChanges;
    })
  | (Where & {
      readonly type: 'file';
      readonly number: number;
      readonly file: PullRequestFile;
      readonly commits: Commits;
    })
  | (Where & { readonly type: 'commit'; readonly commit: PullRequestCommit })
  | (Where & { readonly type: 'thread'; readonly number: number; readonly comments: readonly ReviewComment[] })
  | (Where & { readonly type: 'reviewComment'; readonly number: number; readonly comment: ReviewComment })
  | (Where & { readonly type: 'issueComment'; readonly number: number; readonly comment: IssueComment })
  | SearchPullNodeData
  | FileFolderNodeData;

/** A pull request one of the user's own lists found (`devdesk.github.queries`, in any repository: ../queries/). */
export type SearchPullNodeData = Where & {
  readonly type: 'searchPull';
  readonly number: number;
  readonly item: IssueSearchItem;
};

/**
 * A folder of a pull request's Files node in the tree layout (../files/): which Files list it is drawn from, and its
 * path.
 */
export interface FileFolderNodeData extends Where {
  readonly type: 'fileFolder';
  readonly number: number;
  readonly commits: Commits;
  /** The Files node (and the key of its paged list) the folder belongs to. */
  readonly filesNodeId: string;
  readonly path: string;
}

/** One changed file of a pull request, as a Files node's `open` hands it over to Open Changes (diff.ts). */
export interface FileDiff {
  readonly hostId: string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  /** The file's path at the head, and before the change (a renamed file's old path). */
  readonly path: string;
  readonly basePath: string;
  readonly baseSha: string;
  readonly headSha: string;
  /** The spans of each side the patch shows (hunks.ts), e.g. `3-9,40-52`. */
  readonly baseLines?: string;
  readonly headLines?: string;
  /** The file's patch from the Files list (absent: looked up when the base side is read). */
  readonly patch?: string;
  /** Set when the diff shows chosen changes (a commit or a range): threads follow them (../threads/). */
  readonly chosen?: boolean;
}

export type PullTreeNode = ItemNode<PullNodeData>;
