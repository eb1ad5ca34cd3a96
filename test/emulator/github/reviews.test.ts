// Pull request reviews: pending reviews and their comments (seen only by their author), submitting with a verdict,
// GitHub's refusals (422 with `errors[]`), deleting a pending review, dismissing, and a review's comments.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGraphQLClient, type GraphQLTestClient } from '../graphql/test-client.js';
import { viewerLogin } from './seed.js';
import { startGitHub, type GitHubTestClient } from './test-client.js';
import type { PullIssue } from './store.js';

const repo = '/repos/devdesk-org/monorepo';

/** An open pull request of devdesk-org/monorepo, by the viewer or by someone else, with a file to comment on. */
function openPull(client: { store: GitHubTestClient['store'] }, byViewer: boolean, skip: number[] = []): PullIssue {
  const store = client.store;
  const viewer = store.account(viewerLogin)!;
  const monorepo = store.repo('devdesk-org', 'monorepo')!;
  return store
    .listPulls(monorepo, { state: 'open' })
    .find(
      (issue) =>
        (issue.userId === viewer.id) === byViewer && issue.pull.files.length > 0 && !skip.includes(issue.number),
    )!;
}

/** A line the pull request's first file shows on the head side. */
function commentable(pull: PullIssue): { path: string; line: number } {
  const file = pull.pull.files[0]!;
  const start = Number(/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(file.patch)![1]);
  return { path: file.filename, line: start };
}

describe('GitHub REST emulator: pull request reviews', () => {
  let client: GitHubTestClient;
  let theirs: PullIssue;
  let mine: PullIssue;
  before(async () => {
    client = await startGitHub();
    theirs = openPull(client, false);
    mine = openPull(client, true);
  });
  after(() => client.emulator.close());

  it("a review without event is pending: its comments are the author's alone until it is submitted", async () => {
    const spot = commentable(theirs);
    const created = await client.request('POST', `${repo}/pulls/${theirs.number}/reviews`, {
      body: { comments: [{ ...spot, body: 'First thought' }] },
    });
    assert.equal(created.status, 200);
    assert.equal(created.body.state, 'PENDING');
    assert.equal(created.body.submitted_at, undefined);
    const other = client.store.issueToken(client.store.account('hubot')!.id);
    const visible = async (token?: string) =>
      (
        (await client.get(`${repo}/pulls/${theirs.number}/comments`, { token })).body as Array<{
          body: string;
          pull_request_review_id: number;
        }>
      ).filter((comment) => comment.pull_request_review_id === created.body.id);
    assert.deepEqual(
      (await visible()).map((comment) => comment.body),
      ['First thought'],
    );
    assert.deepEqual(await visible(other), []);
    assert.equal(
      (await client.get(`${repo}/pulls/${theirs.number}/reviews/${created.body.id}`, { token: other })).status,
      404,
    );
    const comments = await client.get(`${repo}/pulls/${theirs.number}/reviews/${created.body.id}/comments`);
    assert.deepEqual(
      comments.body.map((comment: { body: string }) => comment.body),
      ['First thought'],
    );

    const second = await client.request('POST', `${repo}/pulls/${theirs.number}/reviews`, { body: {} });
    assert.equal(second.status, 422);
    assert.deepEqual(second.body.errors, ['User can only have one pending review per pull request']);

    const noBody = await client.request('POST', `${repo}/pulls/${theirs.number}/reviews/${created.body.id}/events`, {
      body: { event: 'REQUEST_CHANGES' },
    });
    assert.equal(noBody.status, 422);
    assert.deepEqual(noBody.body.errors, ['Body is required when using REQUEST_CHANGES or COMMENT events']);
    const submitted = await client.request('POST', `${repo}/pulls/${theirs.number}/reviews/${created.body.id}/events`, {
      body: { event: 'REQUEST_CHANGES', body: 'Please split this.' },
    });
    assert.equal(submitted.status, 200);
    assert.equal(submitted.body.state, 'CHANGES_REQUESTED');
    assert.equal(submitted.body.body, 'Please split this.');
    assert.deepEqual(
      (await visible(other)).map((comment) => comment.body),
      ['First thought'],
    );
    const listed = (await client.get(`${repo}/pulls/${theirs.number}/reviews`, { token: other })).body as Array<{
      id: number;
      state: string;
    }>;
    assert.equal(listed.find((review) => review.id === created.body.id)?.state, 'CHANGES_REQUESTED');
    assert.equal(
      (await client.request('DELETE', `${repo}/pulls/${theirs.number}/reviews/${created.body.id}`)).status,
      422,
      'a submitted review is not deleted',
    );
  });

  it("refuses to approve or request changes on one's own pull request, with GitHub's sentences", async () => {
    const approve = await client.request('POST', `${repo}/pulls/${mine.number}/reviews`, {
      body: { event: 'APPROVE' },
    });
    assert.equal(approve.status, 422);
    assert.deepEqual(approve.body.errors, ['Can not approve your own pull request']);
    const changes = await client.request('POST', `${repo}/pulls/${mine.number}/reviews`, {
      body: { event: 'REQUEST_CHANGES', body: 'x' },
    });
    assert.deepEqual(changes.body.errors, ['Can not request changes on your own pull request']);
    const comment = await client.request('POST', `${repo}/pulls/${mine.number}/reviews`, {
      body: { event: 'COMMENT', body: 'Notes to self' },
    });
    assert.equal(comment.status, 200);
    assert.equal(comment.body.state, 'COMMENTED');
    assert.equal(
      client.store.reviews
        .of(mine, undefined)
        .filter((review) => review.state === 'APPROVED' || review.state === 'CHANGES_REQUESTED').length,
      0,
    );
  });

  it("an approval answers the viewer's review request; updates and deletes a pending review", async () => {
    const pull = openPull(client, false, [theirs.number]);
    const viewer = client.store.account(viewerLogin)!;
    pull.pull.requestedReviewerIds.push(viewer.id);
    const approval = await client.request('POST', `${repo}/pulls/${pull.number}/reviews`, {
      body: { event: 'APPROVE' },
    });
    assert.equal(approval.body.state, 'APPROVED');
    assert.ok(!pull.pull.requestedReviewerIds.includes(viewer.id));

    const pending = await client.request('POST', `${repo}/pulls/${pull.number}/reviews`, {
      body: { body: 'draft', comments: [{ ...commentable(pull), body: 'Pending note' }] },
    });
    const updated = await client.request('PUT', `${repo}/pulls/${pull.number}/reviews/${pending.body.id}`, {
      body: { body: 'better draft' },
    });
    assert.equal(updated.body.body, 'better draft');
    const deleted = await client.request('DELETE', `${repo}/pulls/${pull.number}/reviews/${pending.body.id}`);
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.state, 'PENDING');
    assert.equal(client.store.reviews.byId.has(pending.body.id), false);
    assert.ok(
      !client.store.reviewCommentsOf(pull).some((comment) => comment.body === 'Pending note'),
      'its comments went with it',
    );
  });

  it('dismisses an approval with a message (push access needed); a comment review cannot be dismissed', async () => {
    const pull = openPull(client, false, [theirs.number]);
    const approval = client.store.reviews.of(pull, undefined).find((review) => review.state === 'APPROVED')!;
    const outsider = client.store.issueToken(client.store.account('outsider')!.id);
    assert.equal(
      (
        await client.request('PUT', `${repo}/pulls/${pull.number}/reviews/${approval.id}/dismissals`, {
          body: { message: 'stale' },
          token: outsider,
        })
      ).status,
      403,
    );
    assert.equal(
      (await client.request('PUT', `${repo}/pulls/${pull.number}/reviews/${approval.id}/dismissals`, { body: {} }))
        .status,
      422,
    );
    const dismissed = await client.request('PUT', `${repo}/pulls/${pull.number}/reviews/${approval.id}/dismissals`, {
      body: { message: 'New commits since', event: 'DISMISS' },
    });
    assert.equal(dismissed.status, 200);
    assert.equal(dismissed.body.state, 'DISMISSED');
    const commented = client.store.reviews.of(mine, undefined).find((review) => review.state === 'COMMENTED')!;
    const refused = await client.request('PUT', `${repo}/pulls/${mine.number}/reviews/${commented.id}/dismissals`, {
      body: { message: 'no' },
    });
    assert.equal(refused.status, 422);
  });

  it('a single review comment makes a COMMENTED review of its own', async () => {
    const pull = openPull(client, false, [theirs.number]);
    const spot = commentable(pull);
    const comment = await client.request('POST', `${repo}/pulls/${pull.number}/comments`, {
      body: { body: 'Single', commit_id: pull.pull.head.sha, path: spot.path, line: spot.line, side: 'RIGHT' },
    });
    const review = await client.get(`${repo}/pulls/${pull.number}/reviews/${comment.body.pull_request_review_id}`);
    assert.equal(review.body.state, 'COMMENTED');
  });
});

describe('GraphQL emulator: addPullRequestReviewThread adds a comment to a pending review', () => {
  let client: GraphQLTestClient;
  before(async () => {
    client = await startGraphQLClient();
  });
  after(() => client.close());

  const mutation =
    'mutation($review: ID!, $path: String!, $line: Int!, $body: String!) { addPullRequestReviewThread(input: { pullRequestReviewId: $review, path: $path, line: $line, side: RIGHT, body: $body }) { thread { id comments(first: 1) { nodes { databaseId body } } } } }';

  it("adds the comment to the viewer's pending review, and refuses a review that is not pending", async () => {
    const store = client.emulator.githubStore;
    const pull = openPull({ store }, false);
    const viewer = store.account(viewerLogin)!;
    const review = store.reviews.create(pull, viewer.id, { body: '' });
    const spot = commentable(pull);
    const data = await client.data(mutation, {
      review: store.nodeId('PullRequestReview', review.id),
      ...spot,
      body: 'Second thought',
    });
    const added = data.addPullRequestReviewThread.thread.comments.nodes[0];
    assert.equal(added.body, 'Second thought');
    assert.equal(store.reviewComments.get(added.databaseId)?.reviewId, review.id);
    store.reviews.submit(pull, review, 'COMMENT', 'done');
    const refused = await client.post(mutation, {
      review: store.nodeId('PullRequestReview', review.id),
      ...spot,
      body: 'Too late',
    });
    assert.match(JSON.stringify(refused.body.errors), /not pending/);
  });

  it('adds a comment on a whole file (subjectType FILE): a thread with no line', async () => {
    const store = client.emulator.githubStore;
    const pull = openPull({ store }, false);
    const viewer = store.account(viewerLogin)!;
    const review = store.reviews.create(pull, viewer.id, { body: '' });
    const { path } = commentable(pull);
    const data = await client.data(
      'mutation($review: ID!, $path: String!) { addPullRequestReviewThread(input: { pullRequestReviewId: $review, path: $path, subjectType: FILE, body: "Whole file" }) { thread { subjectType line isOutdated comments(first: 1) { nodes { databaseId } } } } }',
      { review: store.nodeId('PullRequestReview', review.id), path },
    );
    const thread = data.addPullRequestReviewThread.thread;
    assert.deepEqual([thread.subjectType, thread.line, thread.isOutdated], ['FILE', null, false]);
    const stored = store.reviewComments.get(thread.comments.nodes[0].databaseId)!;
    assert.deepEqual([stored.subjectType, stored.line, stored.reviewId], ['file', null, review.id]);
  });
});
