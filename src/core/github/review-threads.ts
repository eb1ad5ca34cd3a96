// A pull request's review threads as GraphQL knows them
// (https://docs.github.com/graphql/reference/objects#pullrequestreviewthread): whether each is resolved or outdated,
// which REST's review comments do not say, read for the whole pull request in one query (a page of 100 threads; a
// second page only past that). A thread is matched to REST's comments by its first comment's database id. Resolving and
// unresolving are GraphQL only (resolveReviewThread, unresolveReviewThread), and so is a reply that joins one's pending
// review (addPullRequestReviewThreadReply,
// https://docs.github.com/graphql/reference/mutations#addpullrequestreviewthreadreply): REST's reply route takes no
// review.
import * as z from 'zod/mini';
import { validate } from '../http/validate.js';
import type { GraphQLRequester } from './pull-states.js';
import type { CallOptions, RepoRef } from './types.js';

export interface ReviewThreadState {
  /** The thread's global id, which the mutations take. */
  readonly id: string;
  /** The database id of the thread's first comment (REST's `id`, which replies name in `in_reply_to_id`). */
  readonly rootCommentId: number;
  readonly path: string;
  readonly isResolved: boolean;
  readonly isOutdated: boolean;
  /** A thread on the whole file (`subjectType: FILE`) rather than on lines. */
  readonly onFile?: boolean;
  readonly viewerCanResolve: boolean;
  readonly viewerCanUnresolve: boolean;
}

const threadsQuery = `query DevDeskReviewThreads($owner: String!, $name: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id path isResolved isOutdated subjectType viewerCanResolve viewerCanUnresolve
          comments(first: 1) { nodes { fullDatabaseId } }
        }
      }
    }
  }
}`;

const threadSchema = z.object({
  id: z.string(),
  path: z.string(),
  isResolved: z.boolean(),
  isOutdated: z.boolean(),
  subjectType: z.optional(z.nullable(z.string())),
  viewerCanResolve: z.boolean(),
  viewerCanUnresolve: z.boolean(),
  comments: z.object({ nodes: z.nullable(z.array(z.nullable(z.object({ fullDatabaseId: z.nullable(z.string()) })))) }),
});

const threadsSchema = z.object({
  repository: z.nullable(
    z.object({
      pullRequest: z.nullable(
        z.object({
          reviewThreads: z.object({
            pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.nullable(z.string()) }),
            nodes: z.nullable(z.array(z.nullable(threadSchema))),
          }),
        }),
      ),
    }),
  ),
});

type ThreadPage = NonNullable<NonNullable<z.infer<typeof threadsSchema>['repository']>['pullRequest']>['reviewThreads'];

/** At most this many pages of 100 threads are read (a pull request with more is not one a person reviews). */
const maxPages = 10;

/** The pull request's threads with their states, oldest first. */
export async function fetchReviewThreads(
  graphql: GraphQLRequester,
  repo: RepoRef,
  number: number,
  options: CallOptions = {},
): Promise<ReviewThreadState[]> {
  const threads: ReviewThreadState[] = [];
  let after: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const data: unknown = await graphql.request<unknown>({
      query: threadsQuery,
      variables: { owner: repo.owner, name: repo.repo, number, after },
      signal: options.signal,
    });
    const connection: ThreadPage | undefined = validate(
      threadsSchema,
      data,
      { method: 'POST', path: 'graphql DevDeskReviewThreads' },
      200,
    ).repository?.pullRequest?.reviewThreads;
    for (const node of connection?.nodes ?? []) {
      const root = Number(node?.comments.nodes?.[0]?.fullDatabaseId);
      if (node && Number.isSafeInteger(root))
        threads.push({
          id: node.id,
          rootCommentId: root,
          path: node.path,
          isResolved: node.isResolved,
          isOutdated: node.isOutdated,
          onFile: node.subjectType === 'FILE',
          viewerCanResolve: node.viewerCanResolve,
          viewerCanUnresolve: node.viewerCanUnresolve,
        });
    }
    if (!connection?.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  return threads;
}

const resolveMutation =
  'mutation DevDeskResolveThread($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { isResolved } } }';
const unresolveMutation =
  'mutation DevDeskUnresolveThread($id: ID!) { unresolveReviewThread(input: { threadId: $id }) { thread { ' +
  'isResolved } } }';
const resolvedSchema = z.record(
  z.string(),
  z.nullable(z.object({ thread: z.nullable(z.object({ isResolved: z.boolean() })) })),
);

/** Resolves or unresolves a thread (its global id); answers the state GitHub reports afterwards. */
export async function setReviewThreadResolved(
  graphql: GraphQLRequester,
  threadId: string,
  resolved: boolean,
  options: CallOptions = {},
): Promise<boolean> {
  const data = await graphql.request<unknown>({
    query: resolved ? resolveMutation : unresolveMutation,
    variables: { id: threadId },
    signal: options.signal,
  });
  const answer = validate(
    resolvedSchema,
    data,
    { method: 'POST', path: `graphql ${resolved ? 'resolveReviewThread' : 'unresolveReviewThread'}` },
    200,
  );
  return answer[resolved ? 'resolveReviewThread' : 'unresolveReviewThread']?.thread?.isResolved ?? resolved;
}

const replyMutation = `mutation DevDeskAddThreadReply($review: ID!, $thread: ID!, $body: String!) {
  addPullRequestReviewThreadReply(
    input: { pullRequestReviewId: $review, pullRequestReviewThreadId: $thread, body: $body }
  ) { comment { fullDatabaseId } }
}`;
const replySchema = z.object({
  addPullRequestReviewThreadReply: z.nullable(
    z.object({ comment: z.nullable(z.object({ fullDatabaseId: z.nullable(z.string()) })) }),
  ),
});

/** Adds a reply to a thread inside one's pending review (its `node_id`); answers the reply's database id. */
export async function addPendingThreadReply(
  graphql: GraphQLRequester,
  reviewNodeId: string,
  threadId: string,
  body: string,
  options: CallOptions = {},
): Promise<number> {
  const data = await graphql.request<unknown>({
    query: replyMutation,
    variables: { review: reviewNodeId, thread: threadId, body },
    signal: options.signal,
  });
  const answer = validate(replySchema, data, { method: 'POST', path: 'graphql addPullRequestReviewThreadReply' }, 200);
  const id = Number(answer.addPullRequestReviewThreadReply?.comment?.fullDatabaseId);
  if (!Number.isSafeInteger(id)) throw new Error('GitHub added the reply without naming it');
  return id;
}
