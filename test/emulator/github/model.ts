// The records the emulated GitHub keeps in memory. Plain data only: behaviour lives in store.ts, JSON shapes in
// representations.ts. Times are epoch milliseconds (format them with `iso()` from store.ts).

export type AccountType = 'User' | 'Organization';
/** Repository permissions, weakest first (the order matters: see `permissionRank`). */
export type RepoPermission = 'pull' | 'triage' | 'push' | 'maintain' | 'admin';
export const permissionRank: Record<RepoPermission, number> = { pull: 1, triage: 2, push: 3, maintain: 4, admin: 5 };

export type ReactionContent = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';
export const reactionContents: readonly ReactionContent[] = [
  '+1',
  '-1',
  'laugh',
  'confused',
  'heart',
  'hooray',
  'rocket',
  'eyes',
];

/** A user or an organization (GitHub keeps both in one id space). */
export interface Account {
  id: number;
  login: string;
  type: AccountType;
  name: string | null;
  email: string | null;
  bio: string | null;
  company: string | null;
  location: string | null;
  blog: string;
  siteAdmin: boolean;
  createdAt: number;
  updatedAt: number;
  /** Users this account follows (ids); users only. */
  following: number[];
  /** Repositories this account watches (ids); feeds received events. */
  watching: number[];
  /** Organizations only: members and their role. */
  orgMembers?: Map<number, 'admin' | 'member'>;
  /** Organizations only. */
  description?: string | null;
}

export interface License {
  key: string;
  name: string;
  spdxId: string;
}

export interface Repo {
  id: number;
  ownerId: number;
  name: string;
  description: string | null;
  homepage: string | null;
  private: boolean;
  fork: boolean;
  language: string | null;
  topics: string[];
  license: License | null;
  defaultBranch: string;
  /** Branch name -> head SHA. */
  branches: Map<string, string>;
  /** Direct collaborators (user id -> permission); owners and org admins have admin implicitly. */
  collaborators: Map<number, RepoPermission>;
  stargazersCount: number;
  forksCount: number;
  subscribersCount: number;
  size: number;
  archived: boolean;
  allowMergeCommit: boolean;
  allowSquashMerge: boolean;
  allowRebaseMerge: boolean;
  deleteBranchOnMerge: boolean;
  createdAt: number;
  updatedAt: number;
  pushedAt: number;
  /** Next issue/PR number. */
  nextNumber: number;
}

export interface Label {
  id: number;
  repoId: number;
  name: string;
  color: string;
  description: string | null;
  default: boolean;
}

export interface Milestone {
  id: number;
  repoId: number;
  number: number;
  title: string;
  description: string | null;
  state: 'open' | 'closed';
  creatorId: number;
  dueOn: number | null;
  createdAt: number;
  updatedAt: number;
  closedAt: number | null;
}

/** Head or base of a pull request. */
export interface BranchRef {
  repoId: number;
  ref: string;
  sha: string;
  /** The head's repository (a fork) was deleted: GitHub then answers `head.repo: null` (oddities.ts). */
  repoDeleted?: boolean;
}

export interface Commit {
  sha: string;
  message: string;
  /** GitHub user linked to the author email, when there is one. */
  authorId: number | null;
  authorName: string;
  authorEmail: string;
  committerId: number | null;
  date: number;
  parents: string[];
  treeSha: string;
  /** What this commit changed from its first parent; known for commits pushed at run time (pushes.ts). */
  files?: PullFile[];
  /**
   * The pull request's files (base to this commit) as of this commit, so a file at an older commit can be told from
   * the head. Set on commits pushed at run time and, at the first push, on the commits before it; absent: the head's.
   */
  pullFiles?: PullFile[];
}

export interface PullFile {
  sha: string;
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  additions: number;
  deletions: number;
  /** Unified diff hunks (what the API returns as `patch`). */
  patch: string;
  previousFilename?: string;
}

/**
 * The background "test merge" computation. The value is settled for `settledBaseSha`; when the PR is created or
 * edited, or its base branch moves, it is pending again until observed once or `settings.mergeableSettleMs` pass.
 */
export interface Mergeability {
  settledBaseSha: string | null;
  pendingSince: number | null;
  /** A detailed GET saw the pending state: the next one gets the value. */
  observedWhilePending: boolean;
}

export interface PullRequest {
  /** The PR's own id (distinct from its issue's id, as on GitHub). */
  id: number;
  head: BranchRef;
  base: BranchRef;
  draft: boolean;
  merged: boolean;
  mergedAt: number | null;
  mergedById: number | null;
  /** Test merge commit while open; the merge/squash/rebase result once merged. */
  mergeCommitSha: string | null;
  maintainerCanModify: boolean;
  /** Whether merging into the base would conflict (`mergeable: false`). */
  conflicts: boolean;
  mergeability: Mergeability;
  requestedReviewerIds: number[];
  requestedTeamIds: number[];
  commits: Commit[];
  files: PullFile[];
  /**
   * The base branch moved on after the pull request branched: `base.sha` is the branch as it stood when the pull
   * request was last updated, where `path` starts with `lines` more than at the merge base (the first commit's
   * parent), which the patches are written against. On GitHub `base.sha` and the merge base often differ so.
   */
  baseMovedOn?: { path: string; lines: string[] };
}

/** An issue; a pull request is an issue with `pull` set (numbers are shared, as on GitHub). */
export interface Issue {
  id: number;
  repoId: number;
  number: number;
  title: string;
  body: string | null;
  userId: number;
  state: 'open' | 'closed';
  stateReason: 'completed' | 'not_planned' | 'reopened' | null;
  locked: boolean;
  activeLockReason: string | null;
  labelIds: number[];
  assigneeIds: number[];
  milestoneId: number | null;
  createdAt: number;
  updatedAt: number;
  closedAt: number | null;
  closedById: number | null;
  pull?: PullRequest;
}

/** An issue that is a pull request. */
export type PullIssue = Issue & { pull: PullRequest };

export interface IssueComment {
  id: number;
  repoId: number;
  issueId: number;
  userId: number;
  body: string;
  createdAt: number;
  updatedAt: number;
}

export interface ReviewComment {
  id: number;
  repoId: number;
  /** The issue id of the pull request. */
  issueId: number;
  reviewId: number;
  path: string;
  diffHunk: string;
  position: number | null;
  originalPosition: number;
  line: number | null;
  originalLine: number;
  /** The first line of a multi-line comment (`start_line`); null or absent for one line. */
  startLine?: number | null;
  side: 'LEFT' | 'RIGHT';
  /** `file`: a comment on the whole file (`subject_type`), with no line; absent or `line` for a line comment. */
  subjectType?: 'line' | 'file';
  commitId: string;
  originalCommitId: string;
  inReplyToId: number | null;
  userId: number;
  body: string;
  createdAt: number;
  updatedAt: number;
}

/** What a review says (https://docs.github.com/rest/pulls/reviews); PENDING is seen only by its author. */
export type ReviewState = 'PENDING' | 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED';

/** A pull request review: a summary and a verdict, and the review comments whose `reviewId` is its id. */
export interface Review {
  id: number;
  repoId: number;
  /** The issue id of the pull request. */
  issueId: number;
  userId: number;
  body: string;
  state: ReviewState;
  /** The head commit the review was made on. */
  commitId: string;
  createdAt: number;
  /** Null while pending. */
  submittedAt: number | null;
}

export type ReactionSubject =
  { kind: 'issue'; id: number } | { kind: 'issueComment'; id: number } | { kind: 'reviewComment'; id: number };

export interface Reaction {
  id: number;
  subject: ReactionSubject;
  userId: number;
  content: ReactionContent;
  createdAt: number;
}

export interface Team {
  id: number;
  orgId: number;
  name: string;
  slug: string;
  description: string | null;
  privacy: 'secret' | 'closed';
  permission: RepoPermission;
  parentId: number | null;
  members: Map<number, 'member' | 'maintainer'>;
  repos: Map<number, RepoPermission>;
  createdAt: number;
  updatedAt: number;
}

/** Event payloads keep references; representations.ts renders them with the current state. */
export type EventPayload =
  | { type: 'PushEvent'; pushId: number; ref: string; head: string; before: string }
  | { type: 'CreateEvent'; ref: string | null; refType: 'repository' | 'branch' | 'tag'; description: string | null }
  | { type: 'DeleteEvent'; ref: string; refType: 'branch' | 'tag' }
  | { type: 'PullRequestEvent'; action: 'opened' | 'closed' | 'reopened' | 'edited' | 'merged'; issueId: number }
  | { type: 'IssuesEvent'; action: 'opened' | 'closed' | 'reopened'; issueId: number }
  | { type: 'IssueCommentEvent'; action: 'created'; issueId: number; commentId: number }
  | { type: 'PullRequestReviewCommentEvent'; action: 'created'; issueId: number; commentId: number }
  | { type: 'WatchEvent'; action: 'started' }
  | { type: 'ForkEvent'; forkRepoId: number };

export interface GitHubEvent {
  /** Numeric string, increasing with time. */
  id: string;
  actorId: number;
  repoId: number;
  /** The organization owning the repository, when there is one. */
  orgId: number | null;
  public: boolean;
  createdAt: number;
  payload: EventPayload;
}

/** Types that have a global relay id (`node_id`). */
export type NodeType =
  | 'User'
  | 'Organization'
  | 'Repository'
  | 'Issue'
  | 'PullRequest'
  | 'IssueComment'
  | 'PullRequestReviewComment'
  | 'PullRequestReview'
  | 'PullRequestReviewThread'
  | 'Reaction'
  | 'Label'
  | 'Milestone'
  | 'Team'
  | 'Commit';

export type ResolvedNode =
  | { type: 'User' | 'Organization'; value: Account }
  | { type: 'Repository'; value: Repo }
  | { type: 'Issue'; value: Issue }
  | { type: 'PullRequest'; value: PullIssue }
  | { type: 'IssueComment'; value: IssueComment }
  | { type: 'PullRequestReviewComment'; value: ReviewComment }
  | { type: 'PullRequestReview'; value: Review }
  | { type: 'Reaction'; value: Reaction }
  | { type: 'Label'; value: Label }
  | { type: 'Milestone'; value: Milestone }
  | { type: 'Team'; value: Team }
  | { type: 'Commit'; value: { repo: Repo; commit: Commit } };
