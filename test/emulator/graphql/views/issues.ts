// `Issue`, `IssueComment`, `Label`, `Milestone`, review comments, and the fields issues share with pull requests.
import { paginate } from '../connection.js';
import {
  isPull,
  repoOf,
  type Issue,
  type IssueComment,
  type Label,
  type Milestone,
  type Repo,
  type ReviewComment,
} from '../store-access.js';
import { actorView } from './actors.js';
import {
  databaseIds,
  dateTime,
  lazy,
  orderArg,
  repoWebUrl,
  type Args,
  type View,
  type ViewContext,
} from './context.js';
import { pullRequestView } from './pull-requests.js';
import { reactableFields } from './reactions.js';
import { escapeHtml, filterIssues, filterPulls, repositoryView } from './repository.js';

export { pullRequestState, pullRequestView } from './pull-requests.js';

export function issueOrPullView(context: ViewContext, issue: Issue): View {
  return isPull(issue) ? pullRequestView(context, issue) : issueView(context, issue);
}

export function issueView(context: ViewContext, issue: Issue): View {
  return {
    ...issueLikeFields(context, issue, 'issues'),
    __typename: 'Issue',
    id: context.store.nodeId('Issue', issue.id),
    state: issue.state.toUpperCase(),
    stateReason: issue.stateReason ? issue.stateReason.toUpperCase() : null,
  };
}

/** Fields issues and pull requests share (Comment, Closable, Labelable, Lockable, Reactable, RepositoryNode...). */
export function issueLikeFields(context: ViewContext, issue: Issue, path: 'issues' | 'pull'): Record<string, unknown> {
  const { store, viewer } = context;
  const repo = repoOf(store, issue);
  const author = store.accounts.get(issue.userId);
  const canWrite = lazy(() => store.canWrite(repo, viewer.id));
  const isAuthor = issue.userId === viewer.id;
  return {
    ...databaseIds(issue.id),
    number: issue.number,
    title: issue.title,
    titleHTML: escapeHtml(issue.title),
    body: issue.body ?? '',
    bodyText: issue.body ?? '',
    bodyHTML: issue.body ? `<p>${escapeHtml(issue.body)}</p>` : '',
    url: `${repoWebUrl(context, repo)}/${path}/${issue.number}`,
    resourcePath: `/${store.fullName(repo)}/${path}/${issue.number}`,
    closed: issue.state === 'closed',
    closedAt: dateTime(issue.closedAt),
    createdAt: dateTime(issue.createdAt),
    publishedAt: dateTime(issue.createdAt),
    updatedAt: dateTime(issue.updatedAt),
    lastEditedAt: null,
    locked: issue.locked,
    activeLockReason: issue.activeLockReason ? issue.activeLockReason.toUpperCase().replace(/[- ]/g, '_') : null,
    author: () => (author ? actorView(context, author) : null),
    authorAssociation: authorAssociation(context, repo, issue.userId),
    createdViaEmail: false,
    includesCreatedEdit: false,
    repository: () => repositoryView(context, repo),
    labels: (args: Args) =>
      paginate(orderLabels(store.labelsOf(issue), args), args, (label) => labelView(context, label)),
    comments: (args: Args) => {
      const comments = store.commentsOf(issue);
      const ordered = orderArg(args)?.direction === 'DESC' ? [...comments].reverse() : comments;
      return paginate(ordered, args, (comment) => commentView(context, comment));
    },
    assignees: (args: Args) => paginate(accountViews(context, issue.assigneeIds), args),
    participants: (args: Args) =>
      paginate(
        accountViews(context, [
          ...new Set([issue.userId, ...store.commentsOf(issue).map((comment) => comment.userId)]),
        ]),
        args,
      ),
    milestone: () => {
      const milestone = store.milestoneOf(issue);
      return milestone ? milestoneView(context, milestone) : null;
    },
    ...reactableFields(
      context,
      { kind: 'issue', id: issue.id },
      () => store.canRead(repo, viewer.id) && (!issue.locked || canWrite()),
    ),
    viewerDidAuthor: isAuthor,
    viewerCanUpdate: () => canWrite() || isAuthor,
    viewerCanClose: () => canWrite() || isAuthor,
    viewerCanReopen: () => canWrite() || isAuthor,
    viewerCanLabel: canWrite,
    viewerCanDelete: () => store.permissionFor(repo, viewer.id) === 'admin',
    viewerCanSubscribe: true,
    viewerCannotUpdateReasons: () => (canWrite() || isAuthor ? [] : ['INSUFFICIENT_ACCESS']),
    viewerSubscription: 'UNSUBSCRIBED',
  };
}

export function commentView(context: ViewContext, comment: IssueComment): View {
  const { store, viewer } = context;
  const issue = store.issues.get(comment.issueId);
  const repo = store.repoById(comment.repoId)!;
  const author = store.accounts.get(comment.userId);
  const issuePath = issue && isPull(issue) ? 'pull' : 'issues';
  const isAuthor = comment.userId === viewer.id;
  const canWrite = lazy(() => store.canWrite(repo, viewer.id));
  return {
    __typename: 'IssueComment',
    id: store.nodeId('IssueComment', comment.id),
    ...databaseIds(comment.id),
    body: comment.body,
    bodyText: comment.body,
    bodyHTML: `<p>${escapeHtml(comment.body)}</p>`,
    url: `${repoWebUrl(context, repo)}/${issuePath}/${issue?.number ?? 0}#issuecomment-${comment.id}`,
    resourcePath: `/${store.fullName(repo)}/${issuePath}/${issue?.number ?? 0}#issuecomment-${comment.id}`,
    createdAt: dateTime(comment.createdAt),
    publishedAt: dateTime(comment.createdAt),
    updatedAt: dateTime(comment.updatedAt),
    lastEditedAt: comment.updatedAt !== comment.createdAt ? dateTime(comment.updatedAt) : null,
    author: () => (author ? actorView(context, author) : null),
    authorAssociation: authorAssociation(context, repo, comment.userId),
    createdViaEmail: false,
    includesCreatedEdit: comment.updatedAt !== comment.createdAt,
    isMinimized: false,
    minimizedReason: null,
    issue: () => (issue ? issueOrPullView(context, issue) : null),
    pullRequest: () => (issue && isPull(issue) ? pullRequestView(context, issue) : null),
    repository: () => repositoryView(context, repo),
    ...reactableFields(context, { kind: 'issueComment', id: comment.id }, () => store.canRead(repo, viewer.id)),
    viewerDidAuthor: isAuthor,
    viewerCanUpdate: () => isAuthor || canWrite(),
    viewerCanDelete: () => isAuthor || canWrite(),
    viewerCanMinimize: canWrite,
    viewerCannotUpdateReasons: () => (isAuthor || canWrite() ? [] : ['INSUFFICIENT_ACCESS']),
  };
}

/** A pull request review comment, as far as reactions and `node(id)` need it. */
export function reviewCommentView(context: ViewContext, comment: ReviewComment): View {
  const { store, viewer } = context;
  const issue = store.issues.get(comment.issueId);
  const repo = store.repoById(comment.repoId)!;
  const author = store.accounts.get(comment.userId);
  return {
    __typename: 'PullRequestReviewComment',
    id: store.nodeId('PullRequestReviewComment', comment.id),
    ...databaseIds(comment.id),
    body: comment.body,
    bodyText: comment.body,
    path: comment.path,
    diffHunk: comment.diffHunk,
    position: comment.position,
    line: comment.line,
    originalPosition: comment.originalPosition,
    originalLine: comment.originalLine,
    outdated: comment.position === null,
    createdAt: dateTime(comment.createdAt),
    updatedAt: dateTime(comment.updatedAt),
    url: `${repoWebUrl(context, repo)}/pull/${issue?.number ?? 0}#discussion_r${comment.id}`,
    author: () => (author ? actorView(context, author) : null),
    authorAssociation: authorAssociation(context, repo, comment.userId),
    pullRequest: () => (issue && isPull(issue) ? pullRequestView(context, issue) : null),
    repository: () => repositoryView(context, repo),
    ...reactableFields(context, { kind: 'reviewComment', id: comment.id }, () => store.canRead(repo, viewer.id)),
    viewerDidAuthor: comment.userId === viewer.id,
  };
}

export function labelView(context: ViewContext, label: Label): View {
  const { store } = context;
  const repo = store.repoById(label.repoId)!;
  return {
    __typename: 'Label',
    id: store.nodeId('Label', label.id),
    name: label.name,
    color: label.color,
    description: label.description,
    isDefault: label.default,
    createdAt: null,
    updatedAt: null,
    url: `${repoWebUrl(context, repo)}/labels/${encodeURIComponent(label.name)}`,
    resourcePath: `/${store.fullName(repo)}/labels/${encodeURIComponent(label.name)}`,
    repository: () => repositoryView(context, repo),
    issues: (args: Args) =>
      paginate(filterIssues(context, repo, { ...args, labels: [label.name] }), args, (issue) =>
        issueView(context, issue),
      ),
    pullRequests: (args: Args) =>
      paginate(filterPulls(context, repo, { ...args, labels: [label.name] }), args, (pull) =>
        pullRequestView(context, pull),
      ),
  };
}

export function milestoneView(context: ViewContext, milestone: Milestone): View {
  const { store } = context;
  const repo = store.repoById(milestone.repoId)!;
  const counts = store.milestoneCounts(milestone);
  const total = counts.open + counts.closed;
  const creator = store.accounts.get(milestone.creatorId);
  return {
    __typename: 'Milestone',
    id: store.nodeId('Milestone', milestone.id),
    number: milestone.number,
    title: milestone.title,
    description: milestone.description,
    state: milestone.state.toUpperCase(),
    closed: milestone.state === 'closed',
    closedAt: dateTime(milestone.closedAt),
    dueOn: dateTime(milestone.dueOn),
    createdAt: dateTime(milestone.createdAt),
    updatedAt: dateTime(milestone.updatedAt),
    progressPercentage: total === 0 ? 0 : (counts.closed / total) * 100,
    url: `${repoWebUrl(context, repo)}/milestone/${milestone.number}`,
    resourcePath: `/${store.fullName(repo)}/milestone/${milestone.number}`,
    creator: () => (creator ? actorView(context, creator) : null),
    repository: () => repositoryView(context, repo),
  };
}

function accountViews(context: ViewContext, ids: number[]): View[] {
  return ids.flatMap((id) => {
    const account = context.store.accounts.get(id);
    return account ? [actorView(context, account)] : [];
  });
}

function orderLabels(labels: Label[], args: Args): Label[] {
  const order = orderArg(args);
  if (!order) return labels;
  const sorted = [...labels].sort((a, b) => (order.field === 'NAME' ? a.name.localeCompare(b.name) : a.id - b.id));
  return order.direction === 'DESC' ? sorted.reverse() : sorted;
}

/** `authorAssociation`: the author's relation to the repository. */
export function authorAssociation(context: ViewContext, repo: Repo, userId: number): string {
  const { store } = context;
  if (repo.ownerId === userId) return 'OWNER';
  const owner = store.ownerOf(repo);
  if (owner.type === 'Organization' && store.isOrgMember(owner, userId)) return 'MEMBER';
  if (repo.collaborators.has(userId)) return 'COLLABORATOR';
  return 'NONE';
}
