// The review and check states of a page of pull requests in one GraphQL query
// (https://docs.github.com/graphql/reference/objects#pullrequest: `statusCheckRollup`, `reviewDecision`,
// `latestReviews`, `reviewRequests`, and `reviewThreads` for the count of unresolved ones): REST would cost requests
// per pull request (its reviews, its head's check runs and status, its comments, and resolution not at all), so a
// page of 30 costs one query here, each pull request an alias of the same fragment.
import * as z from 'zod/mini';
import { validate } from '../http/validate.js';
import type { ChecksState } from './checks.js';
import type { CallOptions, RepoRef } from './types.js';

/** What a GraphQL client must offer (the core's GraphQLClient does). */
export interface GraphQLRequester {
  request<Data>(request: { query: string; variables?: Record<string, unknown>; signal?: AbortSignal }): Promise<Data>;
}

export type ReviewVerdict = 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED' | 'PENDING';
export type ReviewDecision = 'APPROVED' | 'CHANGES_REQUESTED' | 'REVIEW_REQUIRED';

/** A requested reviewer: a user by login, or a team by `org/slug`. */
export type RequestedReviewer =
  { readonly kind: 'user'; readonly login: string } | { readonly kind: 'team'; readonly name: string };

export interface PullStates {
  readonly number: number;
  /** The head commit's checks and statuses in one state; undefined when it has none. */
  readonly checks: ChecksState | undefined;
  /** GitHub's verdict when the base branch requires reviews; null otherwise. */
  readonly reviewDecision: ReviewDecision | null;
  /** Each reviewer's latest submitted review. */
  readonly reviews: ReadonlyArray<{ readonly login: string; readonly state: ReviewVerdict }>;
  readonly requested: readonly RequestedReviewer[];
  /** Review threads nobody has resolved yet (of the first 100). */
  readonly unresolvedThreads: number;
}

/** At most this many of each list per pull request (more is rare; the Reviews node lists them all). */
const listSize = 20;

const fields = `fragment DevDeskPullStates on PullRequest {
  number
  reviewDecision
  latestReviews(first: ${listSize}) { nodes { state author { login } } }
  reviewRequests(first: ${listSize}) {
    nodes { requestedReviewer { __typename ... on User { login } ... on Team { combinedSlug } } }
  }
  statusCheckRollup { state }
  reviewThreads(first: 100) { nodes { isResolved } }
}`;

/** The query for a page: one alias per number (numbers are integers, checked, so the text is safe to build). */
export function pullStatesQuery(numbers: readonly number[]): string {
  // An empty selection is not valid GraphQL: a caller with no pull requests has nothing to ask.
  if (numbers.length === 0) throw new RangeError('no pull request numbers to ask states for');
  for (const number of numbers)
    if (!Number.isSafeInteger(number) || number <= 0) throw new TypeError(`not a pull request number: ${number}`);
  const aliases = numbers
    .map((number) => `    pr${number}: pullRequest(number: ${number}) { ...DevDeskPullStates }`)
    .join('\n');
  return (
    `query DevDeskPullStates($owner: String!, $name: String!) {\n  viewer { login }\n  repository(owner: ` +
    `$owner, name: $name) {\n${aliases}\n  }\n}\n${fields}`
  );
}

const pullSchema = z.object({
  number: z.number(),
  reviewDecision: z.nullable(z.enum(['APPROVED', 'CHANGES_REQUESTED', 'REVIEW_REQUIRED'])),
  latestReviews: z.nullable(
    z.object({
      nodes: z.nullable(
        z.array(
          z.nullable(
            z.object({
              state: z.enum(['APPROVED', 'CHANGES_REQUESTED', 'COMMENTED', 'DISMISSED', 'PENDING']),
              author: z.nullable(z.object({ login: z.string() })),
            }),
          ),
        ),
      ),
    }),
  ),
  reviewRequests: z.nullable(
    z.object({
      nodes: z.nullable(
        z.array(
          z.nullable(
            z.object({
              requestedReviewer: z.nullable(
                z.looseObject({
                  __typename: z.string(),
                  login: z.optional(z.string()),
                  combinedSlug: z.optional(z.string()),
                }),
              ),
            }),
          ),
        ),
      ),
    }),
  ),
  statusCheckRollup: z.nullable(z.object({ state: z.enum(['ERROR', 'EXPECTED', 'FAILURE', 'PENDING', 'SUCCESS']) })),
  reviewThreads: z.optional(
    z.nullable(z.object({ nodes: z.nullable(z.array(z.nullable(z.object({ isResolved: z.boolean() })))) })),
  ),
});

const answerSchema = z.object({
  viewer: z.object({ login: z.string() }),
  repository: z.nullable(z.record(z.string(), z.nullable(pullSchema))),
});

const rollupStates = {
  SUCCESS: 'passing',
  FAILURE: 'failing',
  ERROR: 'failing',
  PENDING: 'pending',
  EXPECTED: 'pending',
} as const;

/** A page's states by number (a number GitHub does not know is left out), and who asked (the token's user). */
export interface PageStates {
  readonly viewerLogin: string;
  readonly states: Map<number, PullStates>;
}

/** The states of the given pull requests of one repository, with the viewer's login, in one query. */
export async function fetchPullStates(
  graphql: GraphQLRequester,
  repo: RepoRef,
  numbers: readonly number[],
  options: CallOptions = {},
): Promise<PageStates> {
  const states = new Map<number, PullStates>();
  const data = await graphql.request<unknown>({
    query: pullStatesQuery(numbers),
    variables: { owner: repo.owner, name: repo.repo },
    signal: options.signal,
  });
  const answer = validate(answerSchema, data, { method: 'POST', path: 'graphql DevDeskPullStates' }, 200);
  for (const pull of Object.values(answer.repository ?? {})) {
    if (!pull) continue;
    states.set(pull.number, {
      number: pull.number,
      checks: pull.statusCheckRollup ? rollupStates[pull.statusCheckRollup.state] : undefined,
      reviewDecision: pull.reviewDecision,
      reviews: (pull.latestReviews?.nodes ?? []).flatMap((review) =>
        review?.author ? [{ login: review.author.login, state: review.state }] : [],
      ),
      requested: (pull.reviewRequests?.nodes ?? []).flatMap((request): RequestedReviewer[] => {
        const reviewer = request?.requestedReviewer;
        if (reviewer?.login) return [{ kind: 'user', login: reviewer.login }];
        if (reviewer?.combinedSlug) return [{ kind: 'team', name: reviewer.combinedSlug.toLowerCase() }];
        return [];
      }),
      unresolvedThreads: (pull.reviewThreads?.nodes ?? []).filter((thread) => thread && !thread.isResolved).length,
    });
  }
  return { viewerLogin: answer.viewer.login, states };
}
