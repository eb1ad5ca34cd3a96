// Reactions: `Reaction`, the `Reactable` fields (reactions, reactionGroups, viewerCanReact) and reaction subjects.
import { paginate } from '../connection.js';
import type { Reaction, ReactionContent, ReactionSubject } from '../store-access.js';
import { actorView } from './actors.js';
import {
  databaseIds,
  dateTime,
  reactionFromEnum,
  reactionOrder,
  reactionToEnum,
  type Args,
  type View,
  type ViewContext,
} from './context.js';
import { commentView, issueOrPullView, reviewCommentView } from './issues.js';

export function reactionView(context: ViewContext, reaction: Reaction): View {
  const user = context.store.accounts.get(reaction.userId);
  return {
    __typename: 'Reaction',
    id: context.store.nodeId('Reaction', reaction.id),
    ...databaseIds(reaction.id),
    content: reactionToEnum(reaction.content),
    createdAt: dateTime(reaction.createdAt),
    user: () => (user ? actorView(context, user) : null),
    reactable: () => subjectView(context, reaction.subject),
  };
}

/** The view of a reaction's subject (an issue, a pull request or a comment); null when it is gone. */
export function subjectView(context: ViewContext, subject: ReactionSubject): View | null {
  const { store } = context;
  if (subject.kind === 'issue') {
    const issue = store.issues.get(subject.id);
    return issue ? issueOrPullView(context, issue) : null;
  }
  if (subject.kind === 'issueComment') {
    const comment = store.issueComments.get(subject.id);
    return comment ? commentView(context, comment) : null;
  }
  const comment = store.reviewComments.get(subject.id);
  return comment ? reviewCommentView(context, comment) : null;
}

/** The `Reactable` fields of a subject. */
export function reactableFields(
  context: ViewContext,
  subject: ReactionSubject,
  viewerCanReact: () => boolean,
): Record<string, unknown> {
  const { store, viewer } = context;
  return {
    viewerCanReact,
    reactions: (args: Args) => {
      const content = typeof args.content === 'string' ? reactionFromEnum(args.content) : undefined;
      const reactions = store.reactionsOf(subject, content);
      const ordered =
        (args.orderBy as { direction?: string } | null | undefined)?.direction === 'DESC'
          ? [...reactions].reverse()
          : reactions;
      return {
        ...paginate(ordered, args, (reaction) => reactionView(context, reaction)),
        viewerHasReacted: reactions.some((reaction) => reaction.userId === viewer.id),
      };
    },
    reactionGroups: () => reactionOrder.map((content) => reactionGroupView(context, subject, content)),
  };
}

function reactionGroupView(context: ViewContext, subject: ReactionSubject, content: ReactionContent): View {
  const { store, viewer } = context;
  const reactions = store.reactionsOf(subject, content);
  const reactors = (args: Args) =>
    paginate(
      reactions
        .map((reaction) => store.accounts.get(reaction.userId))
        .flatMap((account) => (account ? [actorView(context, account)] : [])),
      args,
    );
  return {
    __typename: 'ReactionGroup',
    content: reactionToEnum(content),
    createdAt: dateTime(reactions[0]?.createdAt),
    viewerHasReacted: reactions.some((reaction) => reaction.userId === viewer.id),
    reactors,
    users: reactors,
    subject: () => subjectView(context, subject),
  };
}
