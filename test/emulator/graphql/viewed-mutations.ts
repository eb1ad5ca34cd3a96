// markFileAsViewed / unmarkFileAsViewed (https://docs.github.com/graphql/reference/mutations#markfileasviewed):
// the viewer's own mark on one file of a pull request they can read; the state is the viewer's, nobody else's.
import { viewedOf } from '../github/viewed-store.js';
import { gitHubError } from './errors.js';
import type { PullIssue } from './store-access.js';
import type { View, ViewContext } from './views/context.js';
import { resolveNode } from './views/nodes.js';
import { pullRequestView } from './views/pull-requests.js';

type Input = Record<string, unknown>;

export function markFileAsViewed(context: ViewContext, input: Input, viewed: boolean): View {
  const pull = requirePull(context, String(input.pullRequestId ?? ''));
  const path = String(input.path ?? '');
  const file = pull.pull.files.find((candidate) => candidate.filename === path);
  if (!file) throw gitHubError('UNPROCESSABLE', 'Path could not be resolved');
  const book = viewedOf(context.store);
  if (viewed) book.mark(pull, context.viewer.id, file);
  else book.unmark(pull, context.viewer.id, path);
  return {
    __typename: viewed ? 'MarkFileAsViewedPayload' : 'UnmarkFileAsViewedPayload',
    clientMutationId: input.clientMutationId ?? null,
    pullRequest: () => pullRequestView(context, pull),
  };
}

function requirePull(context: ViewContext, id: string): PullIssue {
  const node = resolveNode(context, id);
  if (node?.type !== 'PullRequest')
    throw gitHubError('NOT_FOUND', `Could not resolve to a PullRequest with the global id of '${id}'.`);
  return node.value;
}
