// `Repository` and its issue, pull request and label lists.
import { paginate } from '../connection.js';
import { gitHubError } from '../errors.js';
import { isPull, type Issue, type Label, type PullIssue, type Repo } from '../store-access.js';
import { actorView } from './actors.js';
import {
  databaseIds,
  dateTime,
  lazy,
  orderArg,
  repoWebUrl,
  sortByKey,
  syntheticNodeId,
  type Args,
  type View,
  type ViewContext,
} from './context.js';
import { issueOrPullView, issueView, labelView, pullRequestState, pullRequestView } from './issues.js';
import { shaCommitView } from './pull-requests.js';

const permissionEnum = { pull: 'READ', triage: 'TRIAGE', push: 'WRITE', maintain: 'MAINTAIN', admin: 'ADMIN' } as const;

export function repositoryView(context: ViewContext, repo: Repo): View {
  const { store, viewer } = context;
  const owner = store.ownerOf(repo);
  const url = repoWebUrl(context, repo);
  const permission = lazy(() => store.permissionFor(repo, viewer.id));
  return {
    __typename: 'Repository',
    id: store.nodeId('Repository', repo.id),
    ...databaseIds(repo.id),
    name: repo.name,
    nameWithOwner: store.fullName(repo),
    owner: () => actorView(context, owner),
    url,
    resourcePath: `/${store.fullName(repo)}`,
    sshUrl: `git@${new URL(store.webUrl).host}:${store.fullName(repo)}.git`,
    description: repo.description,
    descriptionHTML: repo.description ? `<div>${escapeHtml(repo.description)}</div>` : '<div></div>',
    homepageUrl: repo.homepage || null,
    isPrivate: repo.private,
    visibility: repo.private ? 'PRIVATE' : 'PUBLIC',
    isFork: repo.fork,
    isArchived: repo.archived,
    isInOrganization: owner.type === 'Organization',
    isEmpty: false,
    isDisabled: false,
    isLocked: false,
    isMirror: false,
    isTemplate: false,
    hasIssuesEnabled: true,
    stargazerCount: repo.stargazersCount,
    forkCount: repo.forksCount,
    diskUsage: repo.size,
    createdAt: dateTime(repo.createdAt),
    updatedAt: dateTime(repo.updatedAt),
    pushedAt: dateTime(repo.pushedAt),
    mergeCommitAllowed: repo.allowMergeCommit,
    squashMergeAllowed: repo.allowSquashMerge,
    rebaseMergeAllowed: repo.allowRebaseMerge,
    deleteBranchOnMerge: repo.deleteBranchOnMerge,
    viewerPermission: () => {
      const level = permission();
      return level ? permissionEnum[level] : null;
    },
    viewerCanAdminister: () => permission() === 'admin',
    primaryLanguage: repo.language
      ? { __typename: 'Language', id: syntheticNodeId('Language', repo.language), name: repo.language, color: null }
      : null,
    licenseInfo: repo.license
      ? {
          __typename: 'License',
          key: repo.license.key,
          name: repo.license.name,
          spdxId: repo.license.spdxId,
          nickname: null,
          url: null,
        }
      : null,
    defaultBranchRef: () => branchRefView(context, repo, repo.defaultBranch),
    ref: (args: Args) => branchRefView(context, repo, String(args.qualifiedName).replace(/^refs\/heads\//, '')),
    issues: (args: Args) => paginate(filterIssues(context, repo, args), args, (issue) => issueView(context, issue)),
    issue: (args: Args) => {
      const issue = store.issue(repo, args.number as number);
      if (!issue || isPull(issue))
        throw gitHubError('NOT_FOUND', `Could not resolve to an Issue with the number of ${String(args.number)}.`);
      return issueView(context, issue);
    },
    pullRequests: (args: Args) =>
      paginate(filterPulls(context, repo, args), args, (pull) => pullRequestView(context, pull)),
    pullRequest: (args: Args) => {
      const pull = store.pull(repo, args.number as number);
      if (!pull)
        throw gitHubError('NOT_FOUND', `Could not resolve to a PullRequest with the number of ${String(args.number)}.`);
      return pullRequestView(context, pull);
    },
    issueOrPullRequest: (args: Args) => {
      const issue = store.issue(repo, args.number as number);
      if (!issue)
        throw gitHubError(
          'NOT_FOUND',
          `Could not resolve to an issue or pull request with the number of ${String(args.number)}.`,
        );
      return issueOrPullView(context, issue);
    },
    labels: (args: Args) => paginate(filterLabels(context, repo, args), args, (label) => labelView(context, label)),
    label: (args: Args) => {
      const label = store.labelByName(repo, String(args.name));
      return label ? labelView(context, label) : null;
    },
    repositoryTopics: (args: Args) =>
      paginate(
        repo.topics.map((name) => ({
          __typename: 'RepositoryTopic',
          id: syntheticNodeId('RepositoryTopic', `${repo.id}:${name}`),
          url: `${store.webUrl}/topics/${name}`,
          resourcePath: `/topics/${name}`,
          topic: { __typename: 'Topic', id: syntheticNodeId('Topic', name), name },
        })),
        args,
      ),
  };
}

/** A branch as a `Ref` whose target is a commit known only by its SHA. */
export function branchRefView(context: ViewContext, repo: Repo, branch: string): View | null {
  const sha = repo.branches.get(branch);
  if (sha === undefined) return null;
  return {
    __typename: 'Ref',
    id: syntheticNodeId('Ref', `${repo.id}:refs/heads/${branch}`),
    name: branch,
    prefix: 'refs/heads/',
    repository: () => repositoryView(context, repo),
    target: () => shaCommitView(context, repo, sha),
  };
}

/** `issues(states, labels, orderBy, filterBy)`: plain issues only, oldest first unless ordered otherwise. */
export function filterIssues(context: ViewContext, repo: Repo, args: Args): Issue[] {
  const filterBy = (args.filterBy ?? {}) as {
    states?: string[] | null;
    labels?: string[] | null;
    createdBy?: string | null;
    assignee?: string | null;
    since?: string | null;
  };
  const states = (args.states ?? filterBy.states) as string[] | null | undefined;
  const issues = context.store
    .issuesOfRepo(repo)
    .filter((issue) => !isPull(issue))
    .filter((issue) => !states || states.length === 0 || states.includes(issue.state.toUpperCase()))
    .filter((issue) => hasLabels(context, issue, (args.labels ?? filterBy.labels) as string[] | null | undefined))
    .filter(
      (issue) =>
        !filterBy.createdBy ||
        context.store.accounts.get(issue.userId)?.login.toLowerCase() === filterBy.createdBy.toLowerCase(),
    )
    .filter(
      (issue) =>
        !filterBy.assignee ||
        issue.assigneeIds.some(
          (id) => context.store.accounts.get(id)?.login.toLowerCase() === filterBy.assignee!.toLowerCase(),
        ),
    )
    .filter((issue) => !filterBy.since || issue.updatedAt >= Date.parse(filterBy.since));
  return orderIssues(context, issues, args);
}

/** `pullRequests(states, labels, headRefName, baseRefName, orderBy)`, oldest first unless ordered otherwise. */
export function filterPulls(context: ViewContext, repo: Repo, args: Args): PullIssue[] {
  const states = args.states as string[] | null | undefined;
  const pulls = context.store
    .issuesOfRepo(repo)
    .filter(isPull)
    .filter((pull) => !states || states.length === 0 || states.includes(pullRequestState(pull)))
    .filter((pull) => hasLabels(context, pull, args.labels as string[] | null | undefined))
    .filter((pull) => !args.headRefName || pull.pull.head.ref === args.headRefName)
    .filter((pull) => !args.baseRefName || pull.pull.base.ref === args.baseRefName);
  return orderIssues(context, pulls, args);
}

function hasLabels(context: ViewContext, issue: Issue, names: string[] | null | undefined): boolean {
  if (!names || names.length === 0) return true;
  // GitHub's `labels` argument matches issues carrying ANY of the labels.
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  return context.store.labelsOf(issue).some((label) => wanted.has(label.name.toLowerCase()));
}

function orderIssues<T extends Issue>(context: ViewContext, issues: T[], args: Args): T[] {
  const order = orderArg(args) ?? { field: 'CREATED_AT', direction: 'ASC' as const };
  const keys: Record<string, (issue: T) => number> = {
    CREATED_AT: (issue) => issue.createdAt,
    UPDATED_AT: (issue) => issue.updatedAt,
    COMMENTS: (issue) => context.store.commentsOf(issue).length,
  };
  return sortByKey(issues, keys[order.field] ?? keys.CREATED_AT!, order.direction);
}

function filterLabels(context: ViewContext, repo: Repo, args: Args): Label[] {
  const query = typeof args.query === 'string' ? args.query.toLowerCase() : '';
  const labels = context.store
    .repoLabels(repo)
    .filter(
      (label) =>
        !query || label.name.toLowerCase().includes(query) || (label.description ?? '').toLowerCase().includes(query),
    );
  const order = orderArg(args);
  if (order?.field !== 'NAME') return sortByKey(labels, (label) => label.id, order?.direction ?? 'ASC');
  const sorted = [...labels].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  return order.direction === 'DESC' ? sorted.reverse() : sorted;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
