// `PullRequest.statusCheckRollup` (https://docs.github.com/graphql/reference/objects#statuscheckrollup): the head
// commit's check runs and newest commit statuses, the same records REST lists (github/check-store.ts).
import { checkRunState, checksOf, rollupState, type CheckRun, type CommitStatus } from '../../github/check-store.js';
import { paginate } from '../connection.js';
import type { Repo } from '../store-access.js';
import { actorView } from './actors.js';
import {
  databaseIds,
  dateTime,
  repoWebUrl,
  syntheticNodeId,
  type Args,
  type View,
  type ViewContext,
} from './context.js';

export function statusCheckRollupView(context: ViewContext, repo: Repo, sha: string): View | null {
  const book = checksOf(context.store);
  const all = book.runsFor(repo, sha);
  // The latest run of each name, as the pull request page shows them.
  const runs = all.filter((run) => !all.some((other) => other.name === run.name && other.id > run.id));
  const statuses = book.latestStatuses(repo, sha);
  const state = rollupState(runs, statuses);
  if (!state) return null;
  const contexts: Array<CheckRun | CommitStatus> = [...runs, ...statuses];
  const counts = (states: string[]): Array<{ state: string; count: number }> =>
    [...new Set(states)].map((each) => ({ state: each, count: states.filter((other) => other === each).length }));
  return {
    __typename: 'StatusCheckRollup',
    id: syntheticNodeId('StatusCheckRollup', `${repo.id}:${sha}`),
    state,
    contexts: (args: Args) => ({
      ...paginate(contexts, args, (item) =>
        'headSha' in item ? checkRunView(context, repo, item) : statusContextView(context, item),
      ),
      checkRunCount: runs.length,
      checkRunCountsByState: counts(runs.map(checkRunState)),
      statusContextCount: statuses.length,
      statusContextCountsByState: counts(statuses.map((status) => status.state.toUpperCase())),
    }),
  };
}

function checkRunView(context: ViewContext, repo: Repo, run: CheckRun): View {
  const url = `${repoWebUrl(context, repo)}/runs/${run.id}`;
  return {
    __typename: 'CheckRun',
    id: syntheticNodeId('CheckRun', run.id),
    ...databaseIds(run.id),
    name: run.name,
    status: run.status.toUpperCase(),
    conclusion: run.conclusion?.toUpperCase() ?? null,
    startedAt: dateTime(run.startedAt),
    completedAt: dateTime(run.completedAt),
    detailsUrl: url,
    permalink: url,
    url,
    resourcePath: new URL(url).pathname,
    title: run.title,
    summary: run.summary,
    text: null,
    externalId: '',
    isRequired: false,
  };
}

function statusContextView(context: ViewContext, status: CommitStatus): View {
  const creator = context.store.accounts.get(status.creatorId);
  return {
    __typename: 'StatusContext',
    id: syntheticNodeId('StatusContext', status.id),
    context: status.context,
    state: status.state.toUpperCase(),
    description: status.description,
    targetUrl: status.targetUrl,
    createdAt: dateTime(status.createdAt),
    creator: () => (creator ? actorView(context, creator) : null),
    isRequired: false,
  };
}
