// `devdesk_addReviewComment` (#devdeskAddReviewComment): a comment, or a suggested change (a ```suggestion block,
// docs.github.com/articles/incorporating-feedback-in-your-pull-request), added to the signed-in user's pending review
// on lines of the pull request's diff; the pending review is started when there is none (REST `POST …/reviews`
// without `event`), and added to otherwise through GraphQL's addPullRequestReviewThread
// (docs.github.com/graphql/reference/mutations#addpullrequestreviewthread), since REST cannot add to it. Lines outside
// the file's hunks are refused before anything is asked or sent, by the rule and the sentence the Pull Requests view
// refuses them with (core/github/hunks.ts: GitHub answers 422 there, or drops the comment from a pending review).
import * as vscode from 'vscode';
import type { ReviewCommentInput } from '../../core/agent/more-inputs';
import type { Accounts, GitHubClient, GraphQLClient } from '../accounts/index';
import { hunksOf, loadCore, withinOneHunk } from '../base/core';
import { pullOf, ToolInputError } from './tool-hosts';
import type { WriteTool } from './write-tool';

interface Clients {
  readonly rest: GitHubClient;
  readonly graphql: GraphQLClient;
}

/** Both clients, each given the road's permit when the road hands them out (base/write-road.ts, `roadClient`). */
function bothClients(rest: GitHubClient, graphql: GraphQLClient): Clients & { withWritePermit(p: object): Clients } {
  return {
    rest,
    graphql,
    withWritePermit: (permit) => bothClients(rest.withWritePermit(permit), graphql.withWritePermit(permit)),
  };
}

/** The comment's body: the text, then the suggestion block when there is one. */
export function commentBody(input: ReviewCommentInput): string {
  if (input.suggestion === undefined) return input.body!;
  const block = loadCore().github.suggestionBlock(input.suggestion === '' ? [] : input.suggestion.split(/\r?\n/));
  return /\S/.test(input.body ?? '') ? `${input.body!.trimEnd()}\n\n${block}` : block;
}

export function reviewCommentTool(accounts: Accounts): WriteTool<ReviewCommentInput, Clients> {
  return {
    name: 'devdesk_addReviewComment',
    check(agent, input) {
      const checked = agent.checkToolInput(agent.reviewCommentInput, input);
      const problem = checked.ok ? agent.reviewCommentProblem(checked.value) : undefined;
      return problem ? { ok: false, error: problem } : checked;
    },
    async plan(input, signal) {
      const { host, pull } = await pullOf(accounts, input);
      const where = `${pull.owner}/${pull.repo}#${pull.number}`;
      const repo = { owner: pull.owner, repo: pull.repo };
      const client = await accounts.requireGitHubClient(host);
      const [as, file] = await Promise.all([
        accounts.login(host),
        (async () => {
          for await (const each of client.pulls.listFiles(repo, pull.number, { signal }))
            if (each.filename === input.path) return each;
          return undefined;
        })(),
      ]);
      if (!file) throw new ToolInputError(`${where} changes no file ${JSON.stringify(input.path)}: nothing was sent.`);
      const side = input.side ?? 'RIGHT';
      const hunks = hunksOf(file.patch);
      if (!withinOneHunk(side === 'LEFT' ? hunks.base : hunks.head, input.startLine ?? input.line, input.line))
        throw new ToolInputError(
          vscode.l10n.t(
            'GitHub takes a line comment only on lines the diff shows, and line {0} is outside it: nothing was sent.',
            input.line,
          ),
        );
      let pending: { id: number | bigint; node_id: string } | undefined;
      for await (const review of client.reviews.list(repo, pull.number, { signal }))
        if (review.state === 'PENDING' && review.user?.login === as) pending = review;
      const lines =
        input.startLine !== undefined && input.startLine < input.line
          ? vscode.l10n.t('lines {0}–{1}', input.startLine, input.line)
          : vscode.l10n.t('line {0}', input.line);
      const kind = input.suggestion === undefined ? vscode.l10n.t('a comment') : vscode.l10n.t('a suggestion');
      const what = pending
        ? vscode.l10n.t('Add {0} to your pending review on {1}, {2} ({3})', kind, file.filename, lines, side)
        : vscode.l10n.t('Start a pending review with {0} on {1}, {2} ({3})', kind, file.filename, lines, side);
      const comment = {
        path: file.filename,
        line: input.line,
        side,
        body: commentBody(input),
        ...(input.startLine !== undefined && input.startLine < input.line ? { start_line: input.startLine } : {}),
      } as const;
      return {
        host,
        where,
        as,
        what,
        text: comment.body,
        client: async () => bothClients(client, await accounts.requireGraphQLClient(host)),
        async send({ rest, graphql }) {
          if (pending) {
            const id = await loadCore().github.addPendingReviewComment(graphql, pending.node_id, comment);
            return `Added comment ${id} to pending review ${pending.id} on ${where} (${file.filename}, ${lines}).`;
          }
          const review = await rest.reviews.create(repo, pull.number, { comments: [comment] });
          return `Started pending review ${review.id} on ${where} with a comment on ${file.filename}, ${lines}.`;
        },
      };
    },
  };
}
