// The writes still sent off the write road, which the tests' write guard (src/core/http/write-guard.ts) lets pass.
// Each names who sends it; the list only shrinks. Paths end where the service's route ends (a GitHub Enterprise
// base or the emulator's mount comes before them).
import type { AllowedWrite } from '../../core/index';

const repo = String.raw`/repos/[^/]+/[^/]+`;
const graphql = /\/graphql$/;

export const offRoadWrites: readonly AllowedWrite[] = [
  // off the road until the pulls restructure lands: Comment, Edit Comment and the description of a pull request,
  // sent by the pull request's comment poster (pulls/commands.ts, pullDraftPoster).
  { method: 'POST', path: new RegExp(`${repo}/issues/\\d+/comments$`) },
  { method: 'PATCH', path: new RegExp(`${repo}/issues/comments/\\d+$`) },
  { method: 'PATCH', path: new RegExp(`${repo}/pulls/\\d+$`) },
  // off the road until the pulls restructure lands: a review's summary, submitted by its poster
  // (pulls/reviews/review-commands.ts, reviewDraftPoster), and Start Review's first comment.
  { method: 'POST', path: new RegExp(`${repo}/pulls/\\d+/reviews(/\\d+/events)?$`) },
  // off the road until the pulls restructure lands: Start Review's later comments (its own GraphQL client).
  { method: 'POST', path: graphql, operation: 'AddPendingReviewComment' },
  // off the road until the pulls restructure lands: Add to Review (pulls/threads/thread-commands.ts).
  { method: 'POST', path: graphql, operation: 'DevDeskAddThreadReply' },
  // off the road until the pulls restructure lands: Ready for Review / Convert to Draft
  // (pulls/people/people-draft-state.ts).
  { method: 'POST', path: graphql, operation: 'DevDeskReadyForReview' },
  { method: 'POST', path: graphql, operation: 'DevDeskConvertToDraft' },
];
