// A pull request's draft state, which REST cannot change: GraphQL's markPullRequestReadyForReview and
// convertPullRequestToDraft (https://docs.github.com/en/graphql/reference/mutations#markpullrequestreadyforreview,
// https://docs.github.com/en/graphql/reference/mutations#convertpullrequesttodraft), addressed by the pull
// request's global id (REST's `node_id`).
import type { GraphQLClient } from '../graphql/client.js';
import type { CallOptions } from './types.js';

const readyForReview =
  'mutation DevDeskReadyForReview($id: ID!) { markPullRequestReadyForReview(input: { pullRequestId: $id }) { ' +
  'pullRequest { isDraft } } }';
const toDraft =
  'mutation DevDeskConvertToDraft($id: ID!) { convertPullRequestToDraft(input: { pullRequestId: $id }) { ' +
  'pullRequest { isDraft } } }';

type Answer = Record<string, { pullRequest: { isDraft: boolean } | null } | null>;

/** Sets the draft state; answers the state GitHub reports afterwards. GraphQL errors throw GraphQLResponseError. */
export async function setPullDraft(
  graphql: Pick<GraphQLClient, 'request'>,
  pullNodeId: string,
  draft: boolean,
  options: CallOptions = {},
): Promise<boolean> {
  const data = await graphql.request<Answer>({
    query: draft ? toDraft : readyForReview,
    variables: { id: pullNodeId },
    signal: options.signal,
  });
  const payload = data[draft ? 'convertPullRequestToDraft' : 'markPullRequestReadyForReview'];
  return payload?.pullRequest?.isDraft ?? draft;
}
