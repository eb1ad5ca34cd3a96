// Which files of a pull request the viewer has marked viewed, GitHub's own state, so it agrees with the web page
// and other machines: `PullRequestChangedFile.viewerViewedState` read page by page, and the mutations
// markFileAsViewed / unmarkFileAsViewed (https://docs.github.com/graphql/reference/objects#pullrequestchangedfile,
// https://docs.github.com/graphql/reference/mutations#markfileasviewed).
import * as z from 'zod/mini';
import { validate } from '../http/validate.js';
import type { GraphQLRequester } from './pull-states.js';
import type { CallOptions, RepoRef } from './types.js';

/** DISMISSED: marked viewed, then the file changed. */
export type FileViewedState = 'VIEWED' | 'UNVIEWED' | 'DISMISSED';

export interface ViewedFiles {
  /** The pull request's global id, which the mutations need. */
  readonly pullNodeId: string;
  /** Each changed file's state by path. */
  readonly states: Map<string, FileViewedState>;
}

/** GitHub's largest page. */
const pageSize = 100;

const filesQuery = `query DevDeskViewedFiles($owner: String!, $name: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $name) { pullRequest(number: $number) {
    id
    files(first: ${pageSize}, after: $after) { nodes { path viewerViewedState } pageInfo { hasNextPage endCursor } }
  } }
}`;

const answerSchema = z.object({
  repository: z.nullable(
    z.object({
      pullRequest: z.nullable(
        z.object({
          id: z.string(),
          files: z.nullable(
            z.object({
              nodes: z.nullable(z.array(z.nullable(z.object({ path: z.string(), viewerViewedState: z.enum(['VIEWED', 'UNVIEWED', 'DISMISSED']) })))),
              pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.nullable(z.string()) }),
            }),
          ),
        }),
      ),
    }),
  ),
});

type PullAnswer = NonNullable<z.infer<typeof answerSchema>['repository']>['pullRequest'];

/** Every file's viewed state, a page of 100 at a time; undefined when GitHub does not know the pull request. */
export async function fetchViewedFiles(graphql: GraphQLRequester, repo: RepoRef, number: number, options: CallOptions = {}): Promise<ViewedFiles | undefined> {
  const states = new Map<string, FileViewedState>();
  let pullNodeId = '';
  let after: string | null = null;
  do {
    const data: unknown = await graphql.request<unknown>({ query: filesQuery, variables: { owner: repo.owner, name: repo.repo, number, after }, signal: options.signal });
    const pull: PullAnswer | undefined = validate(answerSchema, data, { method: 'POST', path: 'graphql DevDeskViewedFiles' }, 200).repository?.pullRequest;
    if (!pull) return undefined;
    pullNodeId = pull.id;
    for (const file of pull.files?.nodes ?? []) if (file) states.set(file.path, file.viewerViewedState);
    after = pull.files?.pageInfo.hasNextPage ? pull.files.pageInfo.endCursor : null;
  } while (after);
  return { pullNodeId, states };
}

const markMutation = 'mutation DevDeskMarkViewed($id: ID!, $path: String!) { markFileAsViewed(input: { pullRequestId: $id, path: $path }) { clientMutationId } }';
const unmarkMutation = 'mutation DevDeskUnmarkViewed($id: ID!, $path: String!) { unmarkFileAsViewed(input: { pullRequestId: $id, path: $path }) { clientMutationId } }';

/** Marks (or, with `viewed` false, unmarks) one file viewed for the token's user. GraphQL errors throw. */
export async function setFileViewed(graphql: GraphQLRequester, pullNodeId: string, path: string, viewed: boolean, options: CallOptions = {}): Promise<void> {
  await graphql.request<unknown>({ query: viewed ? markMutation : unmarkMutation, variables: { id: pullNodeId, path }, signal: options.signal });
}
