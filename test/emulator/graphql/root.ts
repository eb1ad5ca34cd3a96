// The root views: `Query` (viewer, repository, user, organization, node, nodes, rateLimit) and `Mutation`.
import { gitHubError } from './errors.js';
import { mutationRoot } from './mutations.js';
import type { QueryAnalysis } from './query-cost.js';
import { isoSeconds, type RateLimitBucket } from './rate-limit.js';
import { actorView } from './views/actors.js';
import type { Args, View, ViewContext } from './views/context.js';
import { nodeView } from './views/nodes.js';
import { repositoryView } from './views/repository.js';

export function rootView(
  context: ViewContext,
  kind: 'query' | 'mutation',
  analysis: QueryAnalysis,
  bucket: RateLimitBucket,
): View {
  return kind === 'mutation' ? mutationRoot(context) : queryRoot(context, analysis, bucket);
}

function queryRoot(context: ViewContext, analysis: QueryAnalysis, bucket: RateLimitBucket): View {
  const { store, viewer } = context;
  const root: View = {
    __typename: 'Query',
    id: 'Query',
    viewer: () => actorView(context, viewer),
    repository: (args: Args) => {
      const owner = String(args.owner);
      const name = String(args.name);
      const found = args.followRenames === false ? store.repo(owner, name) : store.resolveRepo(owner, name)?.repo;
      if (!found || !store.canRead(found, viewer.id))
        throw gitHubError('NOT_FOUND', `Could not resolve to a Repository with the name '${owner}/${name}'.`);
      return repositoryView(context, found);
    },
    user: (args: Args) => {
      const account = store.account(String(args.login));
      if (!account || account.type !== 'User')
        throw gitHubError('NOT_FOUND', `Could not resolve to a User with the login of '${String(args.login)}'.`);
      return actorView(context, account);
    },
    organization: (args: Args) => {
      const account = store.account(String(args.login));
      if (!account || account.type !== 'Organization')
        throw gitHubError(
          'NOT_FOUND',
          `Could not resolve to an Organization with the login of '${String(args.login)}'.`,
        );
      return actorView(context, account);
    },
    repositoryOwner: (args: Args) => {
      const account = store.account(String(args.login));
      return account ? actorView(context, account) : null;
    },
    node: (args: Args) => nodeView(context, String(args.id)) ?? nodeNotFound(String(args.id)),
    // graphql-js reports an Error inside a list at that item's path and answers null there, like GitHub.
    nodes: (args: Args) => (args.ids as string[]).map((id) => nodeView(context, id) ?? nodeNotFoundError(id)),
    rateLimit: () => {
      const { limit, used, remaining, resetAt } = bucket.snapshot();
      return {
        __typename: 'RateLimit',
        cost: analysis.cost,
        limit,
        used,
        remaining,
        resetAt: isoSeconds(resetAt),
        nodeCount: analysis.nodeCount,
      };
    },
  };
  root.relay = root;
  return root;
}

function nodeNotFoundError(id: string): Error {
  return gitHubError('NOT_FOUND', `Could not resolve to a node with the global id of '${id}'`);
}

function nodeNotFound(id: string): never {
  throw nodeNotFoundError(id);
}
