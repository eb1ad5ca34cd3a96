// Pull request reviews through the client: a pending review started with a comment, a second comment added through
// GraphQL (addPullRequestReviewThread), submitted as Request changes; multi-line comments (start_line) both ways; GitHub's refusal of one's own approval as a
// ValidationError carrying its sentence; a pending review deleted; an approval dismissed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ValidationError } from '../../../src/core/http/index.js';
import { addPendingFileComment, addPendingReviewComment } from '../../../src/core/github/index.js';
import { collect, firstPull, monorepo, graphqlClientOf, startGitHubFixture, type GitHubFixture } from './fixtures.js';
import type { PullIssue } from '../../emulator/github/store.js';

const firstLine = (issue: PullIssue) => ({
  path: issue.pull.files[0]!.filename,
  line: Number(/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(issue.pull.files[0]!.patch)![1]),
});

describe('GitHub client: reviews', () => {
  let fixture: GitHubFixture;
  let mona: number;
  before(async () => {
    fixture = await startGitHubFixture();
    mona = fixture.store.account('mona')!.id;
  });
  after(() => fixture.close());

  const openBy = (mine: boolean, skip: number[] = []) =>
    firstPull(
      fixture,
      monorepo,
      (issue) =>
        issue.state === 'open' &&
        (issue.userId === mona) === mine &&
        issue.pull.files.length > 0 &&
        !skip.includes(issue.number),
    );

  it('starts a pending review, adds a comment through GraphQL, and submits it as Request changes', async () => {
    const issue = openBy(false);
    const pending = await fixture.client.reviews.create(monorepo, issue.number, {
      comments: [{ ...firstLine(issue), body: 'One' }],
    });
    assert.equal(pending.state, 'PENDING');
    const graphql = graphqlClientOf(fixture);
    const added = await addPendingReviewComment(graphql, pending.node_id, { ...firstLine(issue), body: 'Two' });
    assert.equal(fixture.store.reviewComments.get(added)?.reviewId, pending.id);
    const comments = await collect(fixture.client.reviews.listComments(monorepo, issue.number, pending.id));
    assert.deepEqual(
      comments.map((comment) => comment.body),
      ['One', 'Two'],
    );
    const submitted = await fixture.client.reviews.submit(
      monorepo,
      issue.number,
      pending.id,
      'REQUEST_CHANGES',
      'Please split.',
    );
    assert.equal(submitted.state, 'CHANGES_REQUESTED');
    assert.equal(fixture.store.reviews.byId.get(Number(pending.id))?.body, 'Please split.');
  });

  it('a pending review keeps multi-line comments (start_line..line), started over REST and added through GraphQL', async () => {
    const issue = openBy(false, [openBy(false).number]);
    const { path, line } = firstLine(issue);
    const pending = await fixture.client.reviews.create(monorepo, issue.number, {
      comments: [{ path, start_line: line, line: line + 1, body: 'Over two lines' }],
    });
    try {
      const graphql = graphqlClientOf(fixture);
      const added = await addPendingReviewComment(graphql, pending.node_id, {
        path,
        start_line: line + 1,
        line: line + 2,
        body: 'And two more',
      });
      const comments = await collect(fixture.client.reviewComments.listForPull(monorepo, issue.number));
      const ranges = comments
        .filter((comment) => comment.pull_request_review_id === pending.id)
        .map((comment) => [comment.start_line, comment.line]);
      assert.deepEqual(ranges, [
        [line, line + 1],
        [line + 1, line + 2],
      ]);
      assert.equal(fixture.store.reviewComments.get(added)?.startLine, line + 1);
    } finally {
      await fixture.client.reviews.deletePending(monorepo, issue.number, pending.id); // the next tests start a review of their own
    }
  });

  it("refuses one's own approval with GitHub's sentence in errors[]", async () => {
    const issue = openBy(true);
    const refusal = await fixture.client.reviews
      .create(monorepo, issue.number, { event: 'APPROVE' })
      .catch((error: unknown) => error);
    assert.ok(refusal instanceof ValidationError);
    assert.deepEqual(
      refusal.errors?.map((detail) => detail.message),
      ['Can not approve your own pull request'],
    );
  });

  it('deletes a pending review, and dismisses an approval', async () => {
    const first = openBy(false);
    const issue = openBy(false, [first.number]);
    const pending = await fixture.client.reviews.create(monorepo, issue.number, {
      comments: [{ ...firstLine(issue), body: 'Maybe' }],
    });
    await fixture.client.reviews.deletePending(monorepo, issue.number, pending.id);
    assert.equal(fixture.store.reviews.byId.has(Number(pending.id)), false);
    const approval = await fixture.client.reviews.create(monorepo, issue.number, { event: 'APPROVE', body: 'LGTM' });
    const dismissed = await fixture.client.reviews.dismiss(monorepo, issue.number, approval.id, 'Outdated');
    assert.equal(dismissed.state, 'DISMISSED');
    const listed = await collect(fixture.client.reviews.list(monorepo, issue.number));
    assert.deepEqual(
      listed.filter((review) => review.id === approval.id).map((review) => review.state),
      ['DISMISSED'],
    );
  });
});

describe('GitHub client: a thread GitHub did not make', () => {
  // GitHub's addPullRequestReviewThread may answer `thread: null` without an error; that is said, not read as NaN.
  const answeringNoThread = { request: async () => ({ addPullRequestReviewThread: { thread: null } }) };

  it('says so for a line comment and for a file comment', async () => {
    await assert.rejects(
      addPendingReviewComment(answeringNoThread as never, 'PRR_x', { path: 'a.ts', line: 1, body: 'x' }),
      /GitHub added no thread on the line/,
    );
    await assert.rejects(
      addPendingFileComment(answeringNoThread as never, 'PRR_x', { path: 'a.ts', body: 'x' }),
      /GitHub added no thread on the file/,
    );
  });
});
