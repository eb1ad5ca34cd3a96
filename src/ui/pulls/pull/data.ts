// What each node of the Pull Requests view stands for. Every node carries its host and repository.
import type { IssueComment, PullRequestCommit, PullRequestFile, PullRequestSummary, RepoRef, ReviewComment } from '../../../core/github/types';
import type { HostGroupData } from '../../base/tree/host-groups';
import type { ItemNode } from '../../base/tree/nodes';
import type { PullQueryNodeData } from '../queries/pull-query-data';
import type { ReviewNodeData } from '../reviews/review-data';
import type { ChecksNodeData } from '../checks/check-data';
import type { TeamNodeData } from '../teams/github-team-data';
import type { CompareNodeData } from '../compare/compare-data';
import type { FileFolderNodeData } from '../files/file-folder-data';

export type PullGroup = 'open' | 'reviewRequested' | 'mine' | 'closed';
export type PullPart = 'files' | 'commits' | 'reviewComments' | 'conversation';

/** The base and head SHAs of a pull request, as the user saw it: the diff is between these. */
export interface Commits {
  readonly base: string;
  readonly head: string;
}

interface Where {
  readonly hostId: string;
  readonly repo: RepoRef;
}

export type PullNodeData =
  | (Where & { readonly type: 'repo' })
  | (Where & { readonly type: 'group'; readonly group: PullGroup })
  | (Where & { readonly type: 'pull'; readonly pull: PullRequestSummary })
  | (Where & { readonly type: 'part'; readonly part: PullPart; readonly number: number; readonly commits: Commits })
  | (Where & { readonly type: 'file'; readonly number: number; readonly file: PullRequestFile; readonly commits: Commits })
  | (Where & { readonly type: 'commit'; readonly commit: PullRequestCommit })
  | (Where & { readonly type: 'thread'; readonly number: number; readonly comments: readonly ReviewComment[] })
  | (Where & { readonly type: 'reviewComment'; readonly number: number; readonly comment: ReviewComment })
  | (Where & { readonly type: 'issueComment'; readonly number: number; readonly comment: IssueComment })
  | HostGroupData
  | TeamNodeData
  | PullQueryNodeData
  | ReviewNodeData
  | ChecksNodeData
  | CompareNodeData
  | FileFolderNodeData;

export type PullTreeNode = ItemNode<PullNodeData>;
