// A pull request's review state in words for its node (`✓ 2 approved · ✗ changes requested by bob · review
// requested from you`), and whether a review is requested from the user, in person or through one of their teams.
// Pure (test/unit/ui/pulls-checks.test.ts).
import type { PullStates, RequestedReviewer } from '../../../core/github/pull-states';
import type { PullRequestSummary } from '../../../core/github/types';
import { phrase, type Phrase } from '../../base/text';

/** Who the user is: their login and the `org/slug` of their teams (lower case). */
export interface Me {
  readonly login: string;
  readonly teams: readonly string[];
}

/** The first request that reaches the user: `you` in person, else the team's name. */
export function requestReaching(
  requested: readonly RequestedReviewer[],
  me: Me,
): { readonly kind: 'you' } | { readonly kind: 'team'; readonly name: string } | undefined {
  const login = me.login.toLowerCase();
  if (requested.some((reviewer) => reviewer.kind === 'user' && reviewer.login.toLowerCase() === login))
    return { kind: 'you' };
  const team = requested.find(
    (reviewer): reviewer is Extract<RequestedReviewer, { kind: 'team' }> =>
      reviewer.kind === 'team' && me.teams.includes(reviewer.name.toLowerCase()),
  );
  return team ? { kind: 'team', name: team.name } : undefined;
}

/** The requests of a REST pull request summary (users by login, teams as `owner/slug` of the base repository). */
export function requestedOf(
  pull: Pick<PullRequestSummary, 'requested_reviewers' | 'requested_teams' | 'base'>,
): RequestedReviewer[] {
  const org = pull.base.repo?.owner?.login ?? '';
  return [
    ...(pull.requested_reviewers ?? []).map((user): RequestedReviewer => ({ kind: 'user', login: user.login })),
    ...(pull.requested_teams ?? []).map((team): RequestedReviewer => ({
      kind: 'team',
      name: `${org}/${team.slug}`.toLowerCase(),
    })),
  ];
}

/** The parts of the description, in GitHub's order of weight: approvals, change requests, a request to the user. */
export function reviewStateParts(states: Pick<PullStates, 'reviews' | 'requested'>, me: Me): Phrase[] {
  const parts: Phrase[] = [];
  const approved = states.reviews.filter((review) => review.state === 'APPROVED').length;
  const changes = states.reviews.filter((review) => review.state === 'CHANGES_REQUESTED').map((review) => review.login);
  if (approved > 0) parts.push(phrase('✓ {0} approved', approved));
  if (changes.length > 0) parts.push(phrase('✗ changes requested by {0}', changes.join(', ')));
  const reaching = requestReaching(states.requested, me);
  if (reaching?.kind === 'you') parts.push(phrase('review requested from you'));
  else if (reaching) parts.push(phrase('review requested from your team {0}', reaching.name));
  return parts;
}
