// A pull request's review state in GraphQL: `latestReviews` (each reviewer's newest submitted review),
// `latestOpinionatedReviews` (the newest approval or change request of each), `reviewDecision` and `reviews` (every
// review the viewer may see, oldest first, the viewer's own pending one included, narrowed by `states` and `author`)
// (https://docs.github.com/graphql/reference/objects#pullrequest). GitHub answers `reviewDecision` only when the
// base branch's protection requires reviews; the emulator has no branch protection, so it is null, as on an
// unprotected repository. The reviews themselves are the REST store's `reviews` book (review-store.ts).
import { paginate } from '../connection.js';
import type { PullIssue, Review } from '../store-access.js';
import { actorView } from './actors.js';
import { databaseIds, dateTime, syntheticNodeId, type Args, type View, type ViewContext } from './context.js';

/** The reviews the viewer may see (another user's pending review is left out), oldest first. */
function reviewsOf(context: ViewContext, pull: PullIssue): Review[] {
  return context.store.reviews.of(pull, context.viewer.id);
}

/** The newest review of each reviewer among `reviews` (oldest first in, newest per user out). */
function latestPerUser(reviews: readonly Review[]): Review[] {
  const latest = new Map<number, Review>();
  for (const review of reviews) latest.set(review.userId, review);
  return [...latest.values()];
}

function reviewView(context: ViewContext, review: Review): View {
  const author = context.store.accounts.get(review.userId);
  return {
    __typename: 'PullRequestReview',
    id: syntheticNodeId('PullRequestReview', review.id),
    ...databaseIds(review.id),
    state: review.state,
    body: review.body,
    submittedAt: dateTime(review.submittedAt),
    author: () => (author ? actorView(context, author) : null),
  };
}

export function reviewStateFields(context: ViewContext, pull: PullIssue): Record<string, unknown> {
  const submitted = (): Review[] => reviewsOf(context, pull).filter((review) => review.state !== 'PENDING');
  const opinionated = (): Review[] =>
    latestPerUser(submitted().filter((review) => review.state === 'APPROVED' || review.state === 'CHANGES_REQUESTED'));
  const reviews = (args: Args): Review[] => {
    const states = Array.isArray(args.states) ? (args.states as string[]) : undefined;
    const author = typeof args.author === 'string' ? context.store.account(args.author)?.id : undefined;
    return reviewsOf(context, pull).filter(
      (review) =>
        (states === undefined || states.includes(review.state)) &&
        (typeof args.author !== 'string' || review.userId === author),
    );
  };
  return {
    reviews: (args: Args) => paginate(reviews(args), args, (review) => reviewView(context, review)),
    latestReviews: (args: Args) => paginate(latestPerUser(submitted()), args, (review) => reviewView(context, review)),
    latestOpinionatedReviews: (args: Args) => paginate(opinionated(), args, (review) => reviewView(context, review)),
    reviewDecision: null,
  };
}

/** `reviewRequests`: the users and the teams asked for a review. */
export function reviewRequestViews(context: ViewContext, pull: PullIssue): View[] {
  const { store } = context;
  const users = pull.pull.requestedReviewerIds.flatMap((id) => {
    const reviewer = store.accounts.get(id);
    return reviewer
      ? [
          {
            __typename: 'ReviewRequest',
            id: syntheticNodeId('ReviewRequest', `${pull.pull.id}:${id}`),
            asCodeOwner: false,
            requestedReviewer: actorView(context, reviewer),
          },
        ]
      : [];
  });
  const teams = pull.pull.requestedTeamIds.flatMap((id) => {
    const team = store.teams.get(id);
    const org = team ? store.accounts.get(team.orgId) : undefined;
    if (!team || !org) return [];
    const requestedReviewer = {
      __typename: 'Team',
      id: store.nodeId('Team', team.id),
      ...databaseIds(team.id),
      name: team.name,
      slug: team.slug,
      combinedSlug: `${org.login}/${team.slug}`,
      description: team.description,
      url: `${store.webUrl}/orgs/${org.login}/teams/${team.slug}`,
    };
    return [
      {
        __typename: 'ReviewRequest',
        id: syntheticNodeId('ReviewRequest', `${pull.pull.id}:team:${id}`),
        asCodeOwner: false,
        requestedReviewer,
      },
    ];
  });
  return [...users, ...teams];
}
