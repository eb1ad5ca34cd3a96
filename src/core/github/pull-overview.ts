// A pull request as a reviewer first needs it, in one GraphQL query
// (https://docs.github.com/graphql/reference/objects#pullrequest): its fields, the first page of its changed files
// with their change counts and the viewer's viewed state (`PullRequestChangedFile`), its review threads with their
// lines and last comment (`PullRequestReviewThread`), its latest reviews, the viewer's pending one included, and the
// head commit's checks (`statusCheckRollup`). REST needs eight requests for the same (the pull request, its files,
// reviews, review comments, the head's check runs and status, the viewer) plus GraphQL for viewed and resolved
// states. Threads past the first 100 are read a page at a time after it (`fetchMoreOverviewThreads`).
import * as z from 'zod/mini';
import { validate } from '../http/validate.js';
import type { GraphQLRequester } from './pull-states.js';
import type { CallOptions, RepoRef } from './types.js';

const threadFields = `id path isResolved isOutdated line originalLine startLine
  comments(last: 1) { totalCount nodes { author { login } body } }`;

/** `$files`: how many files the answer shows (at most 100, GitHub's page). */
const overviewQuery = `query DevDeskPullOverview($owner: String!, $name: String!, $number: Int!, $files: Int!) {
  viewer { login }
  repository(owner: $owner, name: $name) { pullRequest(number: $number) {
    title state isDraft body changedFiles baseRefName headRefName headRefOid author { login }
    files(first: $files) { nodes { path additions deletions changeType viewerViewedState } }
    reviewThreads(first: 100) { pageInfo { hasNextPage endCursor } nodes { ${threadFields} } }
    reviews(last: 100) { totalCount nodes { databaseId state body author { login } } }
    statusCheckRollup { contexts(first: 100) { nodes {
      __typename ... on CheckRun { name status conclusion } ... on StatusContext { context state }
    } } }
  } }
}`;

const moreThreadsQuery = `query DevDeskPullOverviewThreads($owner: String!, $name: String!, $number: Int!,
  $after: String!) {
  repository(owner: $owner, name: $name) { pullRequest(number: $number) {
    reviewThreads(first: 100, after: $after) { pageInfo { hasNextPage endCursor } nodes { ${threadFields} } }
  } }
}`;

const login = z.nullable(z.object({ login: z.string() }));
const list = <Item extends z.ZodMiniType>(item: Item) => z.nullable(z.array(z.nullable(item)));

const threadSchema = z.object({
  id: z.string(),
  path: z.string(),
  isResolved: z.boolean(),
  isOutdated: z.boolean(),
  line: z.nullable(z.number()),
  originalLine: z.nullable(z.number()),
  startLine: z.nullable(z.number()),
  comments: z.object({
    totalCount: z.number(),
    nodes: list(z.object({ author: login, body: z.string() })),
  }),
});

const threadsSchema = z.object({
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.nullable(z.string()) }),
  nodes: list(threadSchema),
});

const contextSchema = z.looseObject({
  __typename: z.string(),
  name: z.optional(z.string()),
  status: z.optional(z.string()),
  conclusion: z.optional(z.nullable(z.string())),
  context: z.optional(z.string()),
  state: z.optional(z.string()),
});

const pullSchema = z.object({
  title: z.string(),
  state: z.enum(['OPEN', 'CLOSED', 'MERGED']),
  isDraft: z.boolean(),
  body: z.string(),
  changedFiles: z.number(),
  baseRefName: z.string(),
  headRefName: z.string(),
  headRefOid: z.string(),
  author: login,
  files: z.nullable(
    z.object({
      nodes: list(
        z.object({
          path: z.string(),
          additions: z.number(),
          deletions: z.number(),
          changeType: z.string(),
          viewerViewedState: z.enum(['VIEWED', 'UNVIEWED', 'DISMISSED']),
        }),
      ),
    }),
  ),
  reviewThreads: threadsSchema,
  reviews: z.nullable(
    z.object({
      totalCount: z.number(),
      nodes: list(z.object({ databaseId: z.nullable(z.number()), state: z.string(), body: z.string(), author: login })),
    }),
  ),
  statusCheckRollup: z.nullable(z.object({ contexts: z.object({ nodes: list(contextSchema) }) })),
});

const overviewSchema = z.object({
  viewer: z.object({ login: z.string() }),
  repository: z.nullable(z.object({ pullRequest: z.nullable(pullSchema) })),
});

const moreThreadsSchema = z.object({
  repository: z.nullable(z.object({ pullRequest: z.nullable(z.object({ reviewThreads: threadsSchema })) })),
});

export type OverviewThread = z.infer<typeof threadSchema>;
type Pull = z.infer<typeof pullSchema>;
export type OverviewCheck = NonNullable<z.infer<typeof contextSchema>>;

export interface PullOverview extends Omit<Pull, 'reviewThreads' | 'files' | 'reviews' | 'statusCheckRollup'> {
  readonly viewer: string;
  readonly files: ReadonlyArray<NonNullable<NonNullable<NonNullable<Pull['files']>['nodes']>[number]>>;
  /** Its threads, oldest first (at most `maxThreadPages` pages of 100). */
  readonly threads: readonly OverviewThread[];
  /** Its latest 100 reviews, oldest first, and how many it has. */
  readonly reviews: ReadonlyArray<NonNullable<NonNullable<NonNullable<Pull['reviews']>['nodes']>[number]>>;
  readonly reviewCount: number;
  /** The head commit's check runs and statuses (the newest of each name, at most 100). */
  readonly checks: readonly OverviewCheck[];
}

/** At most this many pages of 100 threads are read (a pull request with more is not one a person reviews). */
export const maxThreadPages = 10;

const present = <Item>(items: ReadonlyArray<Item | null> | null | undefined): Item[] =>
  (items ?? []).filter((item): item is Item => item !== null);

/**
 * The pull request with its first `files` files (at most 100); undefined when GitHub does not know it. One query,
 * and one more per further 100 review threads.
 */
export async function fetchPullOverview(
  graphql: GraphQLRequester,
  repo: RepoRef,
  number: number,
  files: number,
  options: CallOptions = {},
): Promise<PullOverview | undefined> {
  const variables = { owner: repo.owner, name: repo.repo, number };
  const data: unknown = await graphql.request<unknown>({
    query: overviewQuery,
    variables: { ...variables, files: Math.max(0, Math.min(100, files)) },
    signal: options.signal,
  });
  const answer = validate(overviewSchema, data, { method: 'POST', path: 'graphql DevDeskPullOverview' }, 200);
  const pull = answer.repository?.pullRequest;
  if (!pull) return undefined;
  const { reviewThreads, files: changed, reviews, statusCheckRollup, ...fields } = pull;
  const threads = present(reviewThreads.nodes);
  let page = reviewThreads.pageInfo;
  for (let pages = 1; pages < maxThreadPages && page.hasNextPage && page.endCursor; pages += 1) {
    const more: unknown = await graphql.request<unknown>({
      query: moreThreadsQuery,
      variables: { ...variables, after: page.endCursor },
      signal: options.signal,
    });
    const next = validate(moreThreadsSchema, more, { method: 'POST', path: 'graphql DevDeskPullOverviewThreads' }, 200)
      .repository?.pullRequest?.reviewThreads;
    if (!next) break;
    threads.push(...present(next.nodes));
    page = next.pageInfo;
  }
  return {
    ...fields,
    viewer: answer.viewer.login,
    files: present(changed?.nodes),
    threads,
    reviews: present(reviews?.nodes),
    reviewCount: reviews?.totalCount ?? 0,
    checks: present(statusCheckRollup?.contexts.nodes),
  };
}
