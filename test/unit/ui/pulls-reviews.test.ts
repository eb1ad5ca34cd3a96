// The Reviews of a pull request as nodes: each reviewer's latest verdict (a later comment does not undo an approval
// or a request for changes), stale and dismissed reviews marked, the pending review only its author sees; and
// GitHub's refusals of a review said as what to do.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Review } from '../../../src/core/github/types';
import type { Phrase } from '../../../src/ui/base/text';
import {
  latestVerdict,
  reviewerNodes,
  reviewNodes,
  reviewsByReviewer,
  reviewSummary,
} from '../../../src/ui/pulls/reviews/review-nodes';
import { reviewRefusal } from '../../../src/ui/pulls/reviews/review-refusals';

const head = 'a'.repeat(40);
const older = 'b'.repeat(40);
const repo = { owner: 'acme', repo: 'widgets' };

let nextId = 1;
function review(login: string, state: string, body = '', commit = head): Review {
  return {
    id: nextId++,
    node_id: 'x',
    user: { login, id: 1, avatar_url: '', html_url: '', type: 'User' },
    body,
    state,
    html_url: '',
    pull_request_url: '',
    _links: { html: { href: '' }, pull_request: { href: '' } },
    commit_id: commit,
    author_association: 'MEMBER',
  } as Review;
}

const text = (value: string | Phrase | undefined) => (typeof value === 'object' ? value.message : value);

describe('pull request reviews as nodes', () => {
  it("a reviewer's latest verdict: a later comment keeps the request for changes; a dismissal replaces it", () => {
    const bob = [review('bob', 'CHANGES_REQUESTED', 'Split it'), review('bob', 'COMMENTED', 'One more thing')];
    assert.equal(latestVerdict(reviewsByReviewer(bob, head)[0]!.reviews)?.review.state, 'CHANGES_REQUESTED');
    const carol = [review('carol', 'APPROVED'), review('carol', 'DISMISSED')];
    assert.equal(latestVerdict(reviewsByReviewer(carol, head)[0]!.reviews)?.review.state, 'DISMISSED');
  });

  it('one node per reviewer with their verdict; an approval on an older commit is marked stale', () => {
    const nodes = reviewerNodes(
      'pull',
      'https://api.github.com',
      repo,
      7,
      [
        review('ann', 'APPROVED', 'LGTM', older),
        review('bob', 'CHANGES_REQUESTED', 'Split it'),
        review('bob', 'COMMENTED'),
      ],
      head,
    );
    assert.deepEqual(
      nodes.map((node) => [node.label, text(node.description)]),
      [
        ['@ann', 'approved · stale (older commit)'],
        ['@bob', 'changes requested'],
      ],
    );
  });

  it("a reviewer's reviews newest first: summaries, a dismissed one marked, only approvals and change requests dismissable, the pending one its own", () => {
    const shown = reviewsByReviewer(
      [
        review('me', 'APPROVED', 'Nice', older),
        review('me', 'DISMISSED', 'Was fine'),
        review('me', 'CHANGES_REQUESTED', 'Fix the test'),
        review('me', 'PENDING', 'draft'),
      ],
      head,
    )[0]!.reviews;
    const nodes = reviewNodes('me', 'https://api.github.com', repo, 7, shown);
    assert.deepEqual(
      nodes.map((node) => [text(node.label), text(node.description), node.contextValue]),
      [
        ['draft', 'pending (only you see it)', 'devdesk.review;pending'],
        ['Fix the test', 'changes requested', 'devdesk.review;dismissable'],
        ['Was fine', 'dismissed', 'devdesk.review'],
        ['Nice', 'approved · stale (older commit)', 'devdesk.review;dismissable'],
      ],
    );
  });
});

describe("the reviews line of a pull request's description", () => {
  it('names each reviewer once with their latest verdict, stale ones marked, a pending review left out', () => {
    const summary = reviewSummary(
      [
        review('alice', 'APPROVED', '', older),
        review('bob', 'CHANGES_REQUESTED'),
        review('bob', 'COMMENTED'),
        review('carol', 'PENDING'),
      ],
      head,
    );
    assert.deepEqual(
      summary.map(({ login, state }) => `${login} ${text(state)}`),
      ['alice approved · stale (older commit)', 'bob changes requested'],
    );
  });
});

describe("GitHub's refusals of a review", () => {
  const refused = (sentence: string) => ({ name: 'ValidationError', status: 422, errors: [{ message: sentence }] });

  it('explains each rule GitHub gives as a sentence of what to do', () => {
    assert.match(
      reviewRefusal(refused('Can not approve your own pull request'))!.message,
      /approve your own pull request/,
    );
    assert.match(
      reviewRefusal(refused('Can not request changes on your own pull request'))!.message,
      /request changes on your own/,
    );
    assert.match(
      reviewRefusal(refused('Body is required when using REQUEST_CHANGES or COMMENT events'))!.message,
      /need a summary/,
    );
    assert.match(
      reviewRefusal(refused('User can only have one pending review per pull request'))!.message,
      /already have a pending review/,
    );
  });

  it('leaves other failures to the error presenter', () => {
    assert.equal(reviewRefusal({ status: 404, errors: [] }), undefined);
    assert.equal(reviewRefusal(refused('Something else')), undefined);
    assert.equal(reviewRefusal(new Error('network')), undefined);
  });
});
