// `devdesk_pullRequest` (#devdeskPullRequest): a pull request as a reviewer needs it: title, state, base and head, the
// viewer's pending review, its files (the first 100) with their viewed state and change counts, unresolved review
// threads with their lines and last comments, the head's checks and the reviews. Reads only, through the accounts'
// clients (docs.github.com/rest/pulls/pulls, /rest/pulls/reviews, /rest/checks/runs, and GraphQL's reviewThreads and
// viewerViewedState), so it stands on no other feature.
import type { Accounts } from '../accounts/index';
import { loadCore } from '../base/core';
import type { ReadTool } from './tool';
import { pullOf } from './tool-hosts';

const maxFiles = 100;
const maxThreads = 50;
const maxBody = 600;

async function collect<Item>(items: AsyncIterable<Item>): Promise<Item[]> {
  const all: Item[] = [];
  for await (const item of items) all.push(item);
  return all;
}

export function pullRequestTool(accounts: Accounts): ReadTool<{ pullRequest?: string; host?: string }> {
  return {
    name: 'devdesk_pullRequest',
    check: (agent, input) => agent.checkToolInput(agent.pullRequestInput, input),
    async answer(input, signal) {
      const { host, pull } = await pullOf(accounts, input);
      const core = loadCore();
      const client = await accounts.requireGitHubClient(host);
      const graphql = await accounts.requireGraphQLClient(host);
      const repo = { owner: pull.owner, repo: pull.repo };
      // Everything at once: only the checks wait for the pull request (its head commit), so the first read costs
      // the longest of these round trips plus one, rather than one more before all of them.
      const detailsRead = client.pulls.get(repo, pull.number, { signal });
      const [details, login, reviews, files, viewed, threads, comments, checks] = await Promise.all([
        detailsRead,
        accounts.login(host),
        collect(client.reviews.list(repo, pull.number, { signal })),
        collect(client.pulls.listFiles(repo, pull.number, { limit: maxFiles, signal })),
        core.github.fetchViewedFilesPage(graphql, repo, pull.number, undefined, { signal }),
        core.github.fetchReviewThreads(graphql, repo, pull.number, { signal }),
        collect(client.reviewComments.listForPull(repo, pull.number, { signal })),
        detailsRead.then((read) => client.checks.forCommit(repo, read.head.sha, { signal })),
      ]);
      const { clip, toolAnswer } = core.agent;
      const pending = reviews.find((review) => review.state === 'PENDING' && review.user?.login === login);
      const unresolved = threads.filter((thread) => !thread.isResolved);
      const data = {
        pullRequest: `${pull.owner}/${pull.repo}#${pull.number}`,
        host: host.id,
        viewer: login,
        title: details.title,
        state: details.merged ? 'merged' : details.state,
        draft: details.draft ?? false,
        author: details.user?.login,
        base: details.base.ref,
        head: details.head.ref,
        headSha: details.head.sha,
        description: clip(details.body ?? '', 2000),
        pendingReview: pending ? { id: pending.id, body: clip(pending.body ?? '', maxBody) } : null,
        changedFiles: details.changed_files,
        files: files.map((file) => ({
          path: file.filename,
          status: file.status,
          additions: file.additions,
          deletions: file.deletions,
          viewed: viewed?.states.get(file.filename) ?? 'UNVIEWED',
        })),
        unresolvedThreads: unresolved.slice(0, maxThreads).map((thread) => {
          const own = comments.filter(
            (comment) => comment.id === thread.rootCommentId || comment.in_reply_to_id === thread.rootCommentId,
          );
          const root = own.find((comment) => comment.id === thread.rootCommentId);
          const last = own.at(-1);
          return {
            threadId: thread.id,
            path: thread.path,
            line: root?.line ?? root?.original_line ?? null,
            startLine: root?.start_line ?? null,
            outdated: thread.isOutdated,
            comments: own.length,
            lastComment: last ? { author: last.user?.login, body: clip(last.body, maxBody) } : null,
          };
        }),
        checks: [
          ...checks.runs.map((run) => ({ name: run.name, status: run.status, conclusion: run.conclusion })),
          ...checks.statuses.map((status) => ({ name: status.context, status: 'completed', conclusion: status.state })),
        ],
        reviews: reviews
          .filter((review) => review.state !== 'PENDING')
          .map((review) => ({ author: review.user?.login, state: review.state, body: clip(review.body ?? '', 300) })),
      };
      const summary =
        `Pull request ${data.pullRequest} on ${host.id}: ${files.length} of ${details.changed_files} files listed, ` +
        `${unresolved.length} unresolved threads, ${data.checks.length} checks, ${data.reviews.length} reviews.`;
      return toolAnswer(summary, 'GitHub', data);
    },
  };
}
