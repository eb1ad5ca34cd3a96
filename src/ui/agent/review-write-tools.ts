// The write tools that stand on what GitHub's review already offers (each through write-tool.ts, so each asks first
// and walks the write road): resolve or unresolve a review thread and reply to one (docs.github.com/graphql/reference/
// mutations#resolvereviewthread, docs.github.com/rest/pulls/comments), mark a file viewed
// (docs.github.com/graphql/reference/mutations#markfileasviewed), submit the viewer's pending review
// (docs.github.com/rest/pulls/reviews#submit-a-review-for-a-pull-request).
import * as vscode from 'vscode';
import type { Accounts, GitHubClient, GraphQLClient, Host } from '../accounts/index';
import { loadCore } from '../base/core';
import type { PullRef } from '../base/schemes';
import { pullOf, ToolInputError } from './tool-hosts';
import type { WriteTool } from './write-tool';

interface Target {
  readonly pullRequest?: string;
  readonly host?: string;
}

interface Place {
  readonly host: Host;
  readonly pull: PullRef;
  readonly repo: { owner: string; repo: string };
  readonly where: string;
  readonly as: string;
}

async function placeOf(accounts: Accounts, input: Target): Promise<Place> {
  const { host, pull } = await pullOf(accounts, input);
  const where = `${pull.owner}/${pull.repo}#${pull.number}`;
  return { host, pull, repo: { owner: pull.owner, repo: pull.repo }, where, as: await accounts.login(host) };
}

async function threadOf(accounts: Accounts, place: Place, threadId: string, signal: AbortSignal) {
  const graphql = await accounts.requireGraphQLClient(place.host);
  const threads = await loadCore().github.fetchReviewThreads(graphql, place.repo, place.pull.number, { signal });
  const thread = threads.find((each) => each.id === threadId);
  if (!thread) throw new ToolInputError(`${place.where} has no review thread ${JSON.stringify(threadId)}.`);
  return thread;
}

export function resolveThreadTool(
  accounts: Accounts,
): WriteTool<Target & { threadId: string; resolved?: boolean }, GraphQLClient> {
  return {
    name: 'devdesk_resolveThread',
    check: (agent, input) => agent.checkToolInput(agent.resolveThreadInput, input),
    async plan(input, signal) {
      const place = await placeOf(accounts, input);
      const thread = await threadOf(accounts, place, input.threadId, signal);
      const resolved = input.resolved ?? true;
      return {
        ...place,
        what: resolved
          ? vscode.l10n.t('Resolve the review thread on {0} ({1})', thread.path, thread.id)
          : vscode.l10n.t('Unresolve the review thread on {0} ({1})', thread.path, thread.id),
        client: () => accounts.requireGraphQLClient(place.host),
        async send(graphql) {
          const now = await loadCore().github.setReviewThreadResolved(graphql, thread.id, resolved);
          return `The thread ${thread.id} is now ${now ? 'resolved' : 'unresolved'}.`;
        },
      };
    },
  };
}

export function replyToThreadTool(
  accounts: Accounts,
): WriteTool<Target & { threadId: string; body: string }, GitHubClient> {
  return {
    name: 'devdesk_replyToThread',
    check: (agent, input) => agent.checkToolInput(agent.replyToThreadInput, input),
    async plan(input, signal) {
      const place = await placeOf(accounts, input);
      const thread = await threadOf(accounts, place, input.threadId, signal);
      return {
        ...place,
        what: vscode.l10n.t('Reply to the review thread on {0} ({1})', thread.path, thread.id),
        text: input.body,
        client: () => accounts.requireGitHubClient(place.host),
        async send(client) {
          const reply = await client.reviewComments.reply(
            place.repo,
            place.pull.number,
            thread.rootCommentId,
            input.body,
          );
          return `Replied to ${thread.id} as comment ${reply.data.id}.`;
        },
      };
    },
  };
}

export function markFileViewedTool(
  accounts: Accounts,
): WriteTool<Target & { path: string; viewed?: boolean }, GraphQLClient> {
  return {
    name: 'devdesk_markFileViewed',
    check: (agent, input) => agent.checkToolInput(agent.markFileViewedInput, input),
    async plan(input, signal) {
      const place = await placeOf(accounts, input);
      const graphql = await accounts.requireGraphQLClient(place.host);
      const page = await loadCore().github.fetchViewedFilesPage(graphql, place.repo, place.pull.number, undefined, {
        signal,
      });
      if (!page) throw new ToolInputError(`GitHub does not know ${place.where}.`);
      const viewed = input.viewed ?? true;
      return {
        ...place,
        what: viewed ? vscode.l10n.t('Mark {0} viewed', input.path) : vscode.l10n.t('Mark {0} not viewed', input.path),
        client: () => accounts.requireGraphQLClient(place.host),
        async send(client) {
          await loadCore().github.setFileViewed(client, page.pullNodeId, input.path, viewed);
          return `${input.path} is now marked ${viewed ? 'viewed' : 'not viewed'} on ${place.where}.`;
        },
      };
    },
  };
}

type ReviewEvent = 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT';

export function submitReviewTool(
  accounts: Accounts,
): WriteTool<Target & { event: ReviewEvent; body?: string }, GitHubClient> {
  return {
    name: 'devdesk_submitReview',
    check: (agent, input) => agent.checkToolInput(agent.submitReviewInput, input),
    async plan(input, signal) {
      const place = await placeOf(accounts, input);
      const client = await accounts.requireGitHubClient(place.host);
      let pending: { id: number | bigint } | undefined;
      for await (const review of client.reviews.list(place.repo, place.pull.number, { signal }))
        if (review.state === 'PENDING' && review.user?.login === place.as) pending = review;
      if (!pending) throw new ToolInputError(`${place.as} has no pending review on ${place.where} to submit.`);
      const reviewId = pending.id;
      const verdicts: Record<ReviewEvent, string> = {
        APPROVE: vscode.l10n.t('Submit your pending review, approving'),
        REQUEST_CHANGES: vscode.l10n.t('Submit your pending review, requesting changes'),
        COMMENT: vscode.l10n.t('Submit your pending review as comments'),
      };
      return {
        ...place,
        what: verdicts[input.event],
        text: input.body,
        client: () => accounts.requireGitHubClient(place.host),
        async send(road) {
          const review = await road.reviews.submit(
            place.repo,
            place.pull.number,
            reviewId,
            input.event,
            input.body ?? '',
          );
          return `Review ${review.id} submitted on ${place.where}: ${review.state}.`;
        },
      };
    },
  };
}
