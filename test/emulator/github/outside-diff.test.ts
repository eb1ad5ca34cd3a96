// A review comment on a line the pull request's diff does not show is refused as GitHub refuses it (diff-anchors.ts):
// a single comment's 422 field errors, a review's one sentence, and GraphQL's thread that never appears. Nothing is
// stored for any of them; a line inside the diff still goes through.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hunkOfLine } from './diff-anchors.js';
import type { PullFile, PullIssue } from './store.js';
import { startGitHub, type GitHubTestClient } from './test-client.js';

const repo = '/repos/devdesk-org/monorepo';

describe('GitHub REST emulator: review comments outside the diff', () => {
  let client: GitHubTestClient;
  let issue: PullIssue;
  let file: PullFile;
  let inside: number;
  let outside: number;
  const stored = () => client.store.reviewCommentsOf(issue).length;

  before(async () => {
    client = await startGitHub();
    const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
    const mona = client.store.account('mona')!.id;
    const candidates = client.store
      .listPulls(monorepo, { state: 'open' })
      .filter((candidate) => candidate.userId !== mona);
    issue = candidates.find((candidate) => candidate.pull.files.some((entry) => entry.status === 'modified'))!;
    file = issue.pull.files.find((entry) => entry.status === 'modified')!;
    const lines = Array.from({ length: 400 }, (_, index) => index + 1);
    inside = lines.find((line) => hunkOfLine(file.patch, line, 'RIGHT') !== undefined)!;
    outside = lines.find((line) => line > inside && hunkOfLine(file.patch, line, 'RIGHT') === undefined)!;
  });
  after(() => client.emulator.close());

  it('POST …/pulls/{n}/comments: 422 with the field errors GitHub gives, nothing stored', async () => {
    const before = stored();
    const comment = {
      body: 'Out of the diff',
      commit_id: issue.pull.head.sha,
      path: file.filename,
      line: outside,
      side: 'RIGHT',
    };
    const refused = await client.request('POST', `${repo}/pulls/${issue.number}/comments`, { body: comment });
    assert.equal(refused.status, 422);
    assert.equal(refused.body.message, 'Validation Failed');
    assert.deepEqual(refused.body.errors, [
      {
        resource: 'PullRequestReviewComment',
        code: 'custom',
        field: 'pull_request_review_thread.line',
        message: 'pull_request_review_thread.line must be part of the diff',
      },
      { resource: 'PullRequestReviewComment', code: 'missing_field', field: 'pull_request_review_thread.diff_hunk' },
    ]);
    // `inside` is the diff's first line on the right, so the line before it lies outside every hunk.
    assert.ok(inside > 1);
    const spanning = await client.request('POST', `${repo}/pulls/${issue.number}/comments`, {
      body: { ...comment, line: inside, start_line: inside - 1 },
    });
    assert.equal(spanning.status, 422);
    assert.deepEqual(
      spanning.body.errors.map((error: { field: string }) => error.field),
      ['pull_request_review_thread.start_line'],
    );
    assert.equal(stored(), before);
    const accepted = await client.request('POST', `${repo}/pulls/${issue.number}/comments`, {
      body: { ...comment, line: inside },
    });
    assert.equal(accepted.status, 201, accepted.text);
    assert.equal(stored(), before + 1);
  });

  it("POST …/pulls/{n}/reviews with such a comments[] entry: 422 and GitHub's sentence, no review made", async () => {
    const reviews = client.store.reviews.pendingOf(issue, client.store.account('mona')!.id);
    assert.equal(reviews, undefined);
    const refused = await client.request('POST', `${repo}/pulls/${issue.number}/reviews`, {
      body: { body: '', comments: [{ path: file.filename, line: outside, side: 'RIGHT', body: 'Out' }] },
    });
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.errors, [
      "Pull request review thread line must be part of the diff and Pull request review thread diff hunk can't be blank",
    ]);
    assert.equal(refused.body.message, 'Unprocessable Entity');
    assert.equal(client.store.reviews.pendingOf(issue, client.store.account('mona')!.id), undefined);
  });

  it('GraphQL addPullRequestReviewThread: no error, a null thread, nothing added to the pending review', async () => {
    const pending = await client.request('POST', `${repo}/pulls/${issue.number}/reviews`, { body: { body: '' } });
    assert.equal(pending.status, 200, pending.text);
    const before = stored();
    const mutation = `mutation ($review: ID!, $path: String!, $line: Int!) { addPullRequestReviewThread(input: {
      pullRequestReviewId: $review, path: $path, line: $line, side: RIGHT, body: "Out" }) { thread { id } } }`;
    const post = (line: number) =>
      fetch(client.emulator.info.graphql, {
        method: 'POST',
        headers: {
          'User-Agent': 'devdesk-tests',
          Authorization: `bearer ${client.emulator.tokens.github}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          query: mutation,
          variables: { review: pending.body.node_id, path: file.filename, line },
        }),
      }).then(
        (response) =>
          response.json() as Promise<{
            data?: { addPullRequestReviewThread: { thread: { id: string } | null } };
            errors?: unknown;
          }>,
      );
    const outsideAnswer = await post(outside);
    assert.equal(outsideAnswer.errors, undefined);
    assert.equal(outsideAnswer.data?.addPullRequestReviewThread.thread, null);
    assert.equal(stored(), before);
    const insideAnswer = await post(inside);
    assert.ok(insideAnswer.data?.addPullRequestReviewThread.thread?.id);
    assert.equal(stored(), before + 1);
  });
});
