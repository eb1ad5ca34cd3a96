// `PullRequest`, its commits and changed files.
import { viewedOf } from '../../github/viewed-store.js';
import { paginate } from '../connection.js';
import { avatarUrl, diffStats, repoOf, type Commit, type PullIssue, type Repo } from '../store-access.js';
import { actorView } from './actors.js';
import {
  databaseIds,
  dateTime,
  lazy,
  repoWebUrl,
  syntheticNodeId,
  type Args,
  type View,
  type ViewContext,
} from './context.js';
import { issueLikeFields } from './issues.js';
import { branchRefView, repositoryView } from './repository.js';
import { statusCheckRollupView } from './checks.js';
import { reviewRequestViews, reviewStateFields } from './review-states.js';
import { reviewThreadViews } from './review-threads.js';

/** `PullRequestState`: merged pull requests are MERGED, not CLOSED. */
export function pullRequestState(pull: PullIssue): 'OPEN' | 'CLOSED' | 'MERGED' {
  if (pull.pull.merged) return 'MERGED';
  return pull.state === 'open' ? 'OPEN' : 'CLOSED';
}

const mergeStateEnum = {
  clean: 'CLEAN',
  dirty: 'DIRTY',
  unknown: 'UNKNOWN',
  draft: 'DRAFT',
  blocked: 'BLOCKED',
} as const;
const changeTypeEnum = { added: 'ADDED', removed: 'DELETED', modified: 'MODIFIED', renamed: 'RENAMED' } as const;

export function pullRequestView(context: ViewContext, pull: PullIssue): View {
  const { store, viewer } = context;
  const repo = repoOf(store, pull);
  const headRepo = store.repoById(pull.pull.head.repoId);
  const baseRepo = store.repoById(pull.pull.base.repoId);
  const stats = lazy(() => diffStats(pull));
  const url = `${repoWebUrl(context, repo)}/pull/${pull.number}`;
  // GitHub computes mergeability in the background: the first look may say UNKNOWN (same rule as REST's `null`).
  // Observe it at most once per view so `mergeable` and `mergeStateStatus` agree.
  let observed: { value: boolean | null } | undefined;
  const mergeable = (): boolean | null => (observed ??= { value: store.observeMergeable(pull) }).value;
  const mergedBy = pull.pull.mergedById === null ? undefined : store.accounts.get(pull.pull.mergedById);
  return {
    ...issueLikeFields(context, pull, 'pull'),
    __typename: 'PullRequest',
    id: store.nodeId('PullRequest', pull.pull.id),
    ...databaseIds(pull.pull.id),
    state: pullRequestState(pull),
    permalink: url,
    headRefName: pull.pull.head.ref,
    headRefOid: pull.pull.head.sha,
    baseRefName: pull.pull.base.ref,
    baseRefOid: pull.pull.base.sha,
    headRef: () => (headRepo ? branchRefView(context, headRepo, pull.pull.head.ref) : null),
    baseRef: () => (baseRepo ? branchRefView(context, baseRepo, pull.pull.base.ref) : null),
    headRepository: () => (headRepo ? repositoryView(context, headRepo) : null),
    headRepositoryOwner: () => (headRepo ? actorView(context, store.ownerOf(headRepo)) : null),
    baseRepository: () => (baseRepo ? repositoryView(context, baseRepo) : null),
    isCrossRepository: pull.pull.head.repoId !== pull.pull.base.repoId,
    isDraft: pull.pull.draft,
    merged: pull.pull.merged,
    mergedAt: dateTime(pull.pull.mergedAt),
    mergedBy: () => (mergedBy ? actorView(context, mergedBy) : null),
    mergeable: () => {
      const value = mergeable();
      return value === null ? 'UNKNOWN' : value ? 'MERGEABLE' : 'CONFLICTING';
    },
    mergeStateStatus: () => mergeStateEnum[store.mergeableState(pull, mergeable())],
    mergeCommit: () =>
      pull.pull.merged && pull.pull.mergeCommitSha ? shaCommitView(context, repo, pull.pull.mergeCommitSha) : null,
    potentialMergeCommit: () =>
      !pull.pull.merged && pull.pull.mergeCommitSha ? shaCommitView(context, repo, pull.pull.mergeCommitSha) : null,
    maintainerCanModify: pull.pull.maintainerCanModify,
    additions: () => stats().additions,
    deletions: () => stats().deletions,
    changedFiles: () => stats().changedFiles,
    totalCommentsCount: () => store.commentsOf(pull).length + store.reviewCommentsOf(pull).length,
    isInMergeQueue: false,
    isMergeQueueEnabled: false,
    canBeRebased: !pull.pull.conflicts,
    viewerCanMergeAsAdmin: () => store.permissionFor(repo, viewer.id) === 'admin',
    viewerCanUpdateBranch: () => store.canWrite(repo, viewer.id) && pull.state === 'open',
    commits: (args: Args) =>
      paginate(
        pull.pull.commits.map((commit) => ({
          __typename: 'PullRequestCommit',
          id: syntheticNodeId('PullRequestCommit', `${pull.pull.id}:${commit.sha}`),
          url: `${url}/commits/${commit.sha}`,
          resourcePath: new URL(`${url}/commits/${commit.sha}`).pathname,
          commit: commitView(context, repo, commit),
          pullRequest: () => pullRequestView(context, pull),
        })),
        args,
      ),
    files: (args: Args) =>
      paginate(
        pull.pull.files.map((file) => ({
          __typename: 'PullRequestChangedFile',
          path: file.filename,
          additions: file.additions,
          deletions: file.deletions,
          changeType: changeTypeEnum[file.status],
          viewerViewedState: () => viewedOf(store).stateOf(pull, viewer.id, file),
        })),
        args,
      ),
    reviewRequests: (args: Args) => paginate(reviewRequestViews(context, pull), args),
    reviewThreads: (args: Args) => paginate(reviewThreadViews(context, pull), args),
    statusCheckRollup: () => statusCheckRollupView(context, repo, pull.pull.head.sha),
    ...reviewStateFields(context, pull),
  };
}

export function commitView(context: ViewContext, repo: Repo, commit: Commit): View {
  const { store } = context;
  const [headline = '', ...rest] = commit.message.split('\n');
  const gitActor = (userId: number | null): View => {
    const user = userId === null ? undefined : store.accounts.get(userId);
    return {
      __typename: 'GitActor',
      name: commit.authorName,
      email: commit.authorEmail,
      date: dateTime(commit.date),
      avatarUrl: user ? avatarUrl(store, user) : `${store.webUrl}/avatars/u/0?v=4`,
      user: () => (user ? actorView(context, user) : null),
    };
  };
  return {
    ...shaCommitView(context, repo, commit.sha),
    message: commit.message,
    messageHeadline: headline,
    messageBody: rest.join('\n').trim(),
    authoredDate: dateTime(commit.date),
    committedDate: dateTime(commit.date),
    author: () => gitActor(commit.authorId),
    committer: () => gitActor(commit.committerId),
  };
}

/** A commit known only by its SHA (branch heads, merge commits). */
export function shaCommitView(context: ViewContext, repo: Repo, sha: string): View {
  const url = `${repoWebUrl(context, repo)}/commit/${sha}`;
  return {
    __typename: 'Commit',
    id: context.store.nodeId('Commit', `${repo.id}:${sha}`),
    oid: sha,
    abbreviatedOid: sha.slice(0, 7),
    url,
    commitUrl: url,
    resourcePath: new URL(url).pathname,
    repository: () => repositoryView(context, repo),
  };
}
