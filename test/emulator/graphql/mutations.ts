// The emulated mutations: addReaction, removeReaction, addComment, mergePullRequest, markPullRequestReadyForReview,
// convertPullRequestToDraft, markFileAsViewed, unmarkFileAsViewed (review threads' in thread-mutations.ts). Each writes
// through the shared
// store, so REST sees the change at once. Other mutations answer NOT_EMULATED (see default-resolver.ts).
import { mayChangeDraft, setDraft } from '../github/issue-people.js';
import { encodeCursor } from './connection.js';
import { gitHubError } from './errors.js';
import {
  type Issue,
  type MergeMethod,
  type PullIssue,
  type Repo,
  type ReactionContent,
  type ReactionSubject,
  type ResolvedNode,
} from './store-access.js';
import { actorView } from './views/actors.js';
import { reactionFromEnum, type Args, type View, type ViewContext } from './views/context.js';
import { commentView, issueOrPullView } from './views/issues.js';
import { resolveNode } from './views/nodes.js';
import { pullRequestView } from './views/pull-requests.js';
import { reactableFields, reactionView, subjectView } from './views/reactions.js';
import { addPullRequestReviewThread } from './review-mutations.js';
import { addPullRequestReviewThreadReply, setThreadResolved } from './thread-mutations.js';
import { markFileAsViewed } from './viewed-mutations.js';

type Input = Record<string, unknown>;

export function mutationRoot(context: ViewContext): View {
  const withInput = (run: (input: Input) => View) => (args: Args) => run(args.input as Input);
  return {
    __typename: 'Mutation',
    addReaction: withInput((input) => addReaction(context, input)),
    removeReaction: withInput((input) => removeReaction(context, input)),
    addComment: withInput((input) => addComment(context, input)),
    mergePullRequest: withInput((input) => mergePullRequest(context, input)),
    addPullRequestReviewThread: withInput((input) => addPullRequestReviewThread(context, input)),
    addPullRequestReviewThreadReply: withInput((input) => addPullRequestReviewThreadReply(context, input)),
    resolveReviewThread: withInput((input) => setThreadResolved(context, input, true)),
    unresolveReviewThread: withInput((input) => setThreadResolved(context, input, false)),
    markPullRequestReadyForReview: withInput((input) => changeDraft(context, input, false)),
    convertPullRequestToDraft: withInput((input) => changeDraft(context, input, true)),
    markFileAsViewed: withInput((input) => markFileAsViewed(context, input, true)),
    unmarkFileAsViewed: withInput((input) => markFileAsViewed(context, input, false)),
  };
}

function addReaction(context: ViewContext, input: Input): View {
  const { subject, content } = reactionTarget(context, input, 'AddReaction');
  const { reaction } = context.store.addReaction(subject, context.viewer.id, content);
  return reactionPayload(context, 'AddReactionPayload', input, subject, reactionView(context, reaction));
}

function removeReaction(context: ViewContext, input: Input): View {
  const { subject, content } = reactionTarget(context, input, 'RemoveReaction');
  const removed = context.store.removeReactionByContent(subject, context.viewer.id, content);
  return reactionPayload(
    context,
    'RemoveReactionPayload',
    input,
    subject,
    removed ? reactionView(context, removed) : null,
  );
}

function reactionPayload(
  context: ViewContext,
  typename: string,
  input: Input,
  subject: ReactionSubject,
  reaction: View | null,
): View {
  return {
    __typename: typename,
    clientMutationId: input.clientMutationId ?? null,
    reaction,
    subject: () => subjectView(context, subject),
    reactionGroups: () => (reactableFields(context, subject, () => true).reactionGroups as () => View[])(),
  };
}

/** The subject and content of addReaction/removeReaction, after GitHub's checks. */
function reactionTarget(
  context: ViewContext,
  input: Input,
  mutation: string,
): { subject: ReactionSubject; content: ReactionContent } {
  const node = requireNode(context, String(input.subjectId));
  const subject = reactionSubjectOf(node);
  if (!subject)
    throw gitHubError(
      'UNPROCESSABLE',
      `The subject with the global id of '${String(input.subjectId)}' cannot be reacted to.`,
    );
  const view = subjectView(context, subject);
  if (!view || (view.viewerCanReact as () => boolean)() !== true) throw forbidden(context, mutation);
  // graphql-js has already validated the enum; the mapping cannot miss.
  return { subject, content: reactionFromEnum(String(input.content))! };
}

function reactionSubjectOf(node: ResolvedNode): ReactionSubject | undefined {
  switch (node.type) {
    case 'Issue':
    case 'PullRequest':
      return { kind: 'issue', id: node.value.id };
    case 'IssueComment':
      return { kind: 'issueComment', id: node.value.id };
    case 'PullRequestReviewComment':
      return { kind: 'reviewComment', id: node.value.id };
    default:
      return undefined;
  }
}

function addComment(context: ViewContext, input: Input): View {
  const { store, viewer } = context;
  const node = requireNode(context, String(input.subjectId));
  const issue: Issue | undefined = node.type === 'Issue' || node.type === 'PullRequest' ? node.value : undefined;
  if (!issue)
    throw gitHubError(
      'UNPROCESSABLE',
      `The subject with the global id of '${String(input.subjectId)}' cannot be commented on.`,
    );
  const body = typeof input.body === 'string' ? input.body : '';
  if (body.trim() === '') throw gitHubError('UNPROCESSABLE', "Body can't be blank");
  if (issue.locked && !store.canWrite(store.repoById(issue.repoId)!, viewer.id)) throw forbidden(context, 'AddComment');

  const comment = store.addIssueComment(issue, viewer.id, body);
  const edge = {
    __typename: 'IssueCommentEdge',
    cursor: encodeCursor(store.commentsOf(issue).length - 1),
    node: commentView(context, comment),
  };
  return {
    __typename: 'AddCommentPayload',
    clientMutationId: input.clientMutationId ?? null,
    commentEdge: edge,
    timelineEdge: { ...edge, __typename: 'IssueTimelineItemEdge' },
    subject: () => issueOrPullView(context, issue),
  };
}

const mergeMethods: Record<string, { method: MergeMethod; allowed: (repo: Repo) => boolean; refusal: string }> = {
  MERGE: {
    method: 'merge',
    allowed: (repo) => repo.allowMergeCommit,
    refusal: 'Merge commits are not allowed on this repository.',
  },
  SQUASH: {
    method: 'squash',
    allowed: (repo) => repo.allowSquashMerge,
    refusal: 'Squash merges are not allowed on this repository.',
  },
  REBASE: {
    method: 'rebase',
    allowed: (repo) => repo.allowRebaseMerge,
    refusal: 'Rebase merges are not allowed on this repository.',
  },
};

function mergePullRequest(context: ViewContext, input: Input): View {
  const { store, viewer } = context;
  const node = requireNode(context, String(input.pullRequestId));
  if (node.type !== 'PullRequest')
    throw gitHubError(
      'NOT_FOUND',
      `Could not resolve to a PullRequest with the global id of '${String(input.pullRequestId)}'.`,
    );
  const pull: PullIssue = node.value;
  const repo = store.repoById(pull.repoId)!;
  if (!store.canWrite(repo, viewer.id)) throw forbidden(context, 'MergePullRequest');
  const method =
    mergeMethods[typeof input.mergeMethod === 'string' ? input.mergeMethod : 'MERGE'] ?? mergeMethods.MERGE!;
  if (!method.allowed(repo)) throw gitHubError('UNPROCESSABLE', method.refusal);

  const result = store.mergePull(pull, viewer.id, {
    mergeMethod: method.method,
    ...(typeof input.expectedHeadOid === 'string' ? { sha: input.expectedHeadOid } : {}),
    ...(typeof input.commitHeadline === 'string' ? { commitTitle: input.commitHeadline } : {}),
    ...(typeof input.commitBody === 'string' ? { commitMessage: input.commitBody } : {}),
  });
  if (!result.ok) throw gitHubError('UNPROCESSABLE', result.message);
  return {
    __typename: 'MergePullRequestPayload',
    clientMutationId: input.clientMutationId ?? null,
    pullRequest: () => pullRequestView(context, pull),
    actor: () => actorView(context, viewer),
  };
}

/**
 * markPullRequestReadyForReview / convertPullRequestToDraft (https://docs.github.com/en/graphql/reference/mutations):
 * the author or anyone who can push; an open pull request only.
 */
function changeDraft(context: ViewContext, input: Input, draft: boolean): View {
  const mutation = draft ? 'ConvertPullRequestToDraft' : 'MarkPullRequestReadyForReview';
  const node = requireNode(context, String(input.pullRequestId));
  if (node.type !== 'PullRequest')
    throw gitHubError(
      'NOT_FOUND',
      `Could not resolve to a PullRequest with the global id of '${String(input.pullRequestId)}'.`,
    );
  const pull: PullIssue = node.value;
  if (!mayChangeDraft(context.store, pull, context.viewer.id)) throw forbidden(context, mutation);
  if (pull.state !== 'open') throw gitHubError('UNPROCESSABLE', 'Pull request is closed');
  setDraft(context.store, pull, draft);
  return {
    __typename: draft ? 'ConvertPullRequestToDraftPayload' : 'MarkPullRequestReadyForReviewPayload',
    clientMutationId: input.clientMutationId ?? null,
    pullRequest: () => pullRequestView(context, pull),
  };
}

function requireNode(context: ViewContext, id: string): ResolvedNode {
  const node = resolveNode(context, id);
  if (!node) throw gitHubError('NOT_FOUND', `Could not resolve to a node with the global id of '${id}'`);
  return node;
}

function forbidden(context: ViewContext, mutation: string): Error {
  return gitHubError(
    'FORBIDDEN',
    `${context.viewer.login} does not have the correct permissions to execute \`${mutation}\``,
  );
}
