// The Pull Requests feature's roads for its write commands (../../base/write-command.ts): each hands out the
// clients of the target's host, fetched once the user has said what to send, and redraws after a change. Most
// writes need GitHub's REST client; a write that REST cannot do goes through GraphQL; a few need both (Start
// Review and Add to Review: REST starts the pending review, GraphQL adds to it).
import type { Accounts, GitHubClient, GraphQLClient, Host } from '../../accounts/index';
import type { WriteRoad } from '../../base/write-command';

/** Both clients of one GitHub host. */
export interface GitHubClients {
  readonly rest: GitHubClient;
  readonly graphql: GraphQLClient;
}

export interface PullsRoads {
  readonly rest: WriteRoad<GitHubClient>;
  readonly graphql: WriteRoad<GraphQLClient>;
  readonly both: WriteRoad<GitHubClients>;
}

export function pullsRoads(accounts: Accounts, afterChange: () => void): PullsRoads {
  return {
    rest: { client: (host: Host) => accounts.requireGitHubClient(host), afterChange },
    graphql: { client: (host: Host) => accounts.requireGraphQLClient(host), afterChange },
    both: {
      client: async (host: Host) =>
        bothClients(await accounts.requireGitHubClient(host), await accounts.requireGraphQLClient(host)),
      afterChange,
    },
  };
}

/** Both clients, each given the road's permit when the road hands them out (base/write-road.ts, `roadClient`). */
function bothClients(
  rest: GitHubClient,
  graphql: GraphQLClient,
): GitHubClients & { withWritePermit(permit: object): GitHubClients } {
  return {
    rest,
    graphql,
    withWritePermit: (permit) => bothClients(rest.withWritePermit(permit), graphql.withWritePermit(permit)),
  };
}
