// GitHub's refusals of a review (422 with its sentence in `errors[]`, https://docs.github.com/rest/pulls/reviews),
// explained as what the user can do. Pure (test/unit/ui/pulls-review-nodes.test.ts).
import { phrase, type Phrase } from '../../base/text';

const explained: Array<[RegExp, Phrase]> = [
  [
    /approve your own pull request/i,
    phrase(
      'GitHub does not let you approve your own pull request. Ask another reviewer, or submit your review as a ' +
        'comment.',
    ),
  ],
  [
    /request changes on your own pull request/i,
    phrase(
      'GitHub does not let you request changes on your own pull request. Submit your review as a comment instead.',
    ),
  ],
  [
    /body is required|body can't be blank/i,
    phrase('Request changes and Comment need a summary: write one in the draft and submit again.'),
  ],
  [
    /one pending review/i,
    phrase(
      'You already have a pending review on this pull request (perhaps started on github.com or in another ' +
        'window): submit or discard it first.',
    ),
  ],
  [/not pending/i, phrase('This review was already submitted: only a pending review can be submitted or discarded.')],
  [/can not dismiss|not an approval/i, phrase('Only an approval or a request for changes can be dismissed.')],
];

/** The sentence for GitHub's refusal, when the error carries one GitHub gives for reviews. */
export function reviewRefusal(error: unknown): Phrase | undefined {
  const shape = error as { status?: number; errors?: Array<{ message?: string }> } | undefined;
  if (shape?.status !== 422) return undefined;
  const said = (shape.errors ?? []).map((detail) => detail.message ?? '').join(' ');
  return explained.find(([pattern]) => pattern.test(said))?.[1];
}
