// `#devdeskPullRequest`'s answer from one GraphQL overview (github/pull-overview.ts), in the words REST uses for the
// same things (a file's `status`, a check run's `status` and `conclusion`, a state in lower case), so the answer reads
// as GitHub's REST documentation describes it: https://docs.github.com/rest/pulls/pulls,
// https://docs.github.com/rest/checks/runs.
import type { PullOverview } from '../github/pull-overview.js';
import { clip, counted, toolAnswer } from './answers.js';

/** The files the answer lists (GitHub's page; each costs about 110 characters of the 24,000). */
export const maxPullFiles = 100;
const maxThreads = 50;
const maxBody = 600;

/** GraphQL's `PatchStatus` in REST's words (a file's `status` in docs.github.com/rest/pulls/pulls#list-pull-…). */
const fileStatus: Readonly<Record<string, string>> = {
  ADDED: 'added',
  DELETED: 'removed',
  MODIFIED: 'modified',
  RENAMED: 'renamed',
  COPIED: 'copied',
  CHANGED: 'changed',
};

const lower = (value: string | null | undefined): string | null => (value == null ? null : value.toLowerCase());

export function pullAnswer(overview: PullOverview, names: { pullRequest: string; host: string }): string {
  const pending = overview.reviews.find(
    (review) => review.state === 'PENDING' && review.author?.login === overview.viewer,
  );
  const unresolved = overview.threads.filter((thread) => !thread.isResolved);
  const submitted = overview.reviews.filter((review) => review.state !== 'PENDING');
  const data = {
    pullRequest: names.pullRequest,
    host: names.host,
    viewer: overview.viewer,
    title: overview.title,
    state: overview.state.toLowerCase(),
    draft: overview.isDraft,
    author: overview.author?.login,
    base: overview.baseRefName,
    head: overview.headRefName,
    headSha: overview.headRefOid,
    description: clip(overview.body, 2000),
    pendingReview: pending ? { id: pending.databaseId, body: clip(pending.body, maxBody) } : null,
    changedFiles: overview.changedFiles,
    files: overview.files.map((file) => ({
      path: file.path,
      status: fileStatus[file.changeType] ?? file.changeType.toLowerCase(),
      additions: file.additions,
      deletions: file.deletions,
      viewed: file.viewerViewedState,
    })),
    unresolvedThreads: unresolved.slice(0, maxThreads).map((thread) => {
      const last = thread.comments.nodes?.at(-1);
      return {
        threadId: thread.id,
        path: thread.path,
        line: thread.line ?? thread.originalLine,
        startLine: thread.startLine,
        outdated: thread.isOutdated,
        comments: thread.comments.totalCount,
        lastComment: last ? { author: last.author?.login, body: clip(last.body, maxBody) } : null,
      };
    }),
    checks: overview.checks.map((check) =>
      check.__typename === 'StatusContext'
        ? { name: check.context, status: 'completed', conclusion: lower(check.state) }
        : { name: check.name, status: lower(check.status), conclusion: lower(check.conclusion) },
    ),
    reviews: submitted.map((review) => ({
      author: review.author?.login,
      state: review.state,
      body: clip(review.body, 300),
    })),
  };
  const reviewsNote =
    overview.reviewCount > overview.reviews.length
      ? ` (from the latest ${overview.reviews.length} of ${overview.reviewCount})`
      : '';
  const summary =
    `Pull request ${names.pullRequest} on ${names.host}: ${data.files.length} of ` +
    `${counted(overview.changedFiles, 'file')} listed, ${counted(unresolved.length, 'unresolved thread')}, ` +
    `${counted(data.checks.length, 'check')}, ${counted(data.reviews.length, 'review')}${reviewsNote}.`;
  return toolAnswer(summary, 'GitHub', data);
}
