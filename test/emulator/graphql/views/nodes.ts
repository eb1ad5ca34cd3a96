// `node(id)` / `nodes(ids)`: a global relay id to its view, hiding what the viewer may not read.
import type { Repo, ResolvedNode } from '../store-access.js';
import { actorView } from './actors.js';
import type { View, ViewContext } from './context.js';
import { commentView, issueView, labelView, milestoneView, reviewCommentView } from './issues.js';
import { commitView, pullRequestView } from './pull-requests.js';
import { reactionView, subjectView } from './reactions.js';
import { repositoryView } from './repository.js';

/** The view of a global id, or undefined when it is unknown or in a repository the viewer cannot read. */
export function nodeView(context: ViewContext, id: string): View | undefined {
  const resolved = context.store.node(id);
  if (!resolved || !isVisible(context, resolved)) return undefined;
  return viewOf(context, resolved) ?? undefined;
}

/** The resolved node's store record, looked up again by id, for mutations that need the record itself. */
export function resolveNode(context: ViewContext, id: string): ResolvedNode | undefined {
  const resolved = context.store.node(id);
  return resolved && isVisible(context, resolved) ? resolved : undefined;
}

function viewOf(context: ViewContext, node: ResolvedNode): View | null {
  switch (node.type) {
    case 'User':
    case 'Organization':
      return actorView(context, node.value);
    case 'Repository':
      return repositoryView(context, node.value);
    case 'Issue':
      return issueView(context, node.value);
    case 'PullRequest':
      return pullRequestView(context, node.value);
    case 'IssueComment':
      return commentView(context, node.value);
    case 'PullRequestReviewComment':
      return reviewCommentView(context, node.value);
    case 'Reaction':
      return subjectView(context, node.value.subject) ? reactionView(context, node.value) : null;
    case 'Label':
      return labelView(context, node.value);
    case 'Milestone':
      return milestoneView(context, node.value);
    case 'Commit':
      return commitView(context, node.value.repo, node.value.commit);
    case 'PullRequestReview':
      return {
        __typename: 'PullRequestReview',
        id: context.store.nodeId('PullRequestReview', node.value.id),
        databaseId: node.value.id,
        body: node.value.body,
        state: node.value.state,
      };
    case 'Team':
      return {
        __typename: 'Team',
        id: context.store.nodeId('Team', node.value.id),
        name: node.value.name,
        slug: node.value.slug,
        description: node.value.description,
      };
  }
}

function isVisible(context: ViewContext, node: ResolvedNode): boolean {
  if (node.type === 'Team') {
    const org = context.store.accounts.get(node.value.orgId);
    return (
      org !== undefined && context.store.visibleTeams(org, context.viewer.id).some((team) => team.id === node.value.id)
    );
  }
  // A pending review is its author's alone (https://docs.github.com/rest/pulls/reviews).
  if (node.type === 'PullRequestReview' && node.value.state === 'PENDING' && node.value.userId !== context.viewer.id)
    return false;
  const repo = repoOfNode(context, node);
  return repo === undefined ? node.type !== 'Reaction' : context.store.canRead(repo, context.viewer.id);
}

function repoOfNode(context: ViewContext, node: ResolvedNode): Repo | undefined {
  const { store } = context;
  switch (node.type) {
    case 'Repository':
      return node.value;
    case 'Commit':
      return node.value.repo;
    case 'Issue':
    case 'PullRequest':
    case 'IssueComment':
    case 'PullRequestReviewComment':
    case 'PullRequestReview':
    case 'Label':
    case 'Milestone':
      return store.repoById(node.value.repoId);
    case 'Reaction': {
      const subject = node.value.subject;
      const record =
        subject.kind === 'issue'
          ? store.issues.get(subject.id)
          : subject.kind === 'issueComment'
            ? store.issueComments.get(subject.id)
            : store.reviewComments.get(subject.id);
      return record ? store.repoById(record.repoId) : undefined;
    }
    default:
      return undefined;
  }
}
