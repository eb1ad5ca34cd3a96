// Which files of a pull request the viewer has marked viewed, GitHub's own state, so it agrees with the web page
// and other machines: `PullRequestChangedFile.viewerViewedState` read a page at a time, and the mutations
// markFileAsViewed / unmarkFileAsViewed (https://docs.github.com/graphql/reference/objects#pullrequestchangedfile,
// https://docs.github.com/graphql/reference/mutations#markfileasviewed).
import * as z from 'zod/mini';
import { validate } from '../http/validate.js';
import type { GraphQLRequester } from './pull-states.js';
import type { CallOptions, RepoRef } from './types.js';

/** DISMISSED: marked viewed, then the file changed. */
export type FileViewedState = 'VIEWED' | 'UNVIEWED' | 'DISMISSED';

/** One page of a pull request's changed files with the viewer's state of each. */
export interface ViewedFilesPage {
  /** The pull request's global id, which the mutations need. */
  readonly pullNodeId: string;
  /** How many files the pull request changes (GraphQL `changedFiles`). */
  readonly changedFiles: number;
  /** This page's files' states by path, in GitHub's order. */
  readonly states: Map<string, FileViewedState>;
  /** The cursor of the page after this one; undefined on the last page. */
  readonly after: string | undefined;
}

/** GitHub's largest page, and the REST files list's page size, so one page of each covers the same files. */
export const viewedPageSize = 100;

const filesQuery = `query DevDeskViewedFiles($owner: String!, $name: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $name) { pullRequest(number: $number) {
    id changedFiles
    files(first: ${viewedPageSize}, after: $after) {
      nodes { path viewerViewedState }
      pageInfo { hasNextPage endCursor }
    }
  } }
}`;

const answerSchema = z.object({
  repository: z.nullable(
    z.object({
      pullRequest: z.nullable(
        z.object({
          id: z.string(),
          changedFiles: z.number(),
          files: z.nullable(
            z.object({
              nodes: z.nullable(
                z.array(
                  z.nullable(
                    z.object({ path: z.string(), viewerViewedState: z.enum(['VIEWED', 'UNVIEWED', 'DISMISSED']) }),
                  ),
                ),
              ),
              pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.nullable(z.string()) }),
            }),
          ),
        }),
      ),
    }),
  ),
});

/**
 * One page of 100 files' states, after the cursor of the page before (none: the first page); undefined when
 * GitHub does not know the pull request. A page at a time, so a 3,000-file pull request costs a request per
 * hundred files the user actually lists, not thirty up front.
 */
export async function fetchViewedFilesPage(
  graphql: GraphQLRequester,
  repo: RepoRef,
  number: number,
  after: string | undefined,
  options: CallOptions = {},
): Promise<ViewedFilesPage | undefined> {
  const data: unknown = await graphql.request<unknown>({
    query: filesQuery,
    variables: { owner: repo.owner, name: repo.repo, number, after: after ?? null },
    signal: options.signal,
  });
  const pull = validate(answerSchema, data, { method: 'POST', path: 'graphql DevDeskViewedFiles' }, 200).repository
    ?.pullRequest;
  if (!pull) return undefined;
  const states = new Map<string, FileViewedState>();
  for (const file of pull.files?.nodes ?? []) if (file) states.set(file.path, file.viewerViewedState);
  const next = pull.files?.pageInfo.hasNextPage ? (pull.files.pageInfo.endCursor ?? undefined) : undefined;
  return { pullNodeId: pull.id, changedFiles: pull.changedFiles, states, after: next };
}

const markMutation =
  'mutation DevDeskMarkViewed($id: ID!, $path: String!) { markFileAsViewed(input: { pullRequestId: $id, path: ' +
  '$path }) { clientMutationId } }';
const unmarkMutation =
  'mutation DevDeskUnmarkViewed($id: ID!, $path: String!) { unmarkFileAsViewed(input: { pullRequestId: $id, path: ' +
  '$path }) { clientMutationId } }';

/** Marks (or, with `viewed` false, unmarks) one file viewed for the token's user. GraphQL errors throw. */
export async function setFileViewed(
  graphql: GraphQLRequester,
  pullNodeId: string,
  path: string,
  viewed: boolean,
  options: CallOptions = {},
): Promise<void> {
  await graphql.request<unknown>({
    query: viewed ? markMutation : unmarkMutation,
    variables: { id: pullNodeId, path },
    signal: options.signal,
  });
}
