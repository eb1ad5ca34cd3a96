// `PullRequest.reviewThreads` and the thread mutations (resolveReviewThread, unresolveReviewThread,
// addPullRequestReviewThreadReply) agree with REST's review comments of the same pull request.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGraphQLClient, type GraphQLTestClient } from './test-client.js';

const threadsQuery = `query ($number: Int!) { repository(owner: "devdesk-org", name: "docs-site") { pullRequest(number: $number) {
  id
  reviewThreads(first: 100) { totalCount nodes { id path line originalLine diffSide isResolved isOutdated viewerCanResolve viewerCanUnresolve
    resolvedBy { login } comments(first: 100) { nodes { databaseId body outdated diffHunk } } } }
} } }`;

interface Thread {
  id: string;
  path: string;
  line: number | null;
  originalLine: number | null;
  isResolved: boolean;
  isOutdated: boolean;
  viewerCanResolve: boolean;
  viewerCanUnresolve: boolean;
  resolvedBy: { login: string } | null;
  comments: { nodes: Array<{ databaseId: number; body: string; outdated: boolean; diffHunk: string }> };
}

describe('GraphQL: review threads', () => {
  let client: GraphQLTestClient;
  const threads = async (number: number): Promise<Thread[]> =>
    (await client.data(threadsQuery, { number })).repository.pullRequest.reviewThreads.nodes;
  const rest = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${client.emulator.info.github}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${client.emulator.tokens.github}`,
        accept: 'application/vnd.github+json',
        'content-type': 'application/json',
      },
    });
    return response.json() as Promise<unknown>;
  };
  before(async () => {
    client = await startGraphQLClient();
  });
  after(() => client.close());

  it('groups the review comments into threads as REST replies point, with the outdated one marked', async () => {
    const comments = (await rest('/repos/devdesk-org/docs-site/pulls/4/comments')) as Array<{
      id: number;
      in_reply_to_id?: number;
      position: number | null;
      original_line: number;
      diff_hunk: string;
    }>;
    const [thread] = await threads(4);
    assert.ok(thread);
    assert.deepEqual(
      thread.comments.nodes.map((comment) => comment.databaseId),
      comments.map((comment) => comment.id),
    );
    assert.equal(comments[1]!.in_reply_to_id, comments[0]!.id);
    assert.deepEqual(
      [thread.isOutdated, thread.line, thread.originalLine, thread.path],
      [true, null, comments[0]!.original_line, 'docs/setup.md'],
    );
    assert.equal(comments[0]!.position, null);
    assert.equal(thread.comments.nodes[0]!.diffHunk, comments[0]!.diff_hunk);
    assert.equal(thread.comments.nodes[0]!.outdated, true);
  });

  it('keeps a REST reply to an outdated thread outdated with it (no position, no line)', async () => {
    const [root] = (await rest('/repos/devdesk-org/docs-site/pulls/4/comments')) as Array<{ id: number }>;
    const reply = (await rest(`/repos/devdesk-org/docs-site/pulls/4/comments/${root!.id}/replies`, {
      method: 'POST',
      body: JSON.stringify({ body: 'Still here?' }),
    })) as { position: number | null; line: number | null; in_reply_to_id: number };
    assert.deepEqual([reply.position, reply.line, reply.in_reply_to_id], [null, null, root!.id]);
    assert.equal((await threads(4))[0]!.isOutdated, true);
  });

  it('resolves and unresolves a thread, naming who resolved it', async () => {
    const [thread] = await threads(4);
    assert.deepEqual([thread!.isResolved, thread!.viewerCanResolve, thread!.viewerCanUnresolve], [false, true, false]);
    const resolved = await client.data(
      'mutation ($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { id isResolved } } }',
      { id: thread!.id },
    );
    assert.deepEqual(resolved.resolveReviewThread.thread, { id: thread!.id, isResolved: true });
    const [after] = await threads(4);
    assert.deepEqual([after!.isResolved, after!.resolvedBy?.login, after!.viewerCanUnresolve], [true, 'mona', true]);
    await client.data(
      'mutation ($id: ID!) { unresolveReviewThread(input: { threadId: $id }) { thread { isResolved } } }',
      { id: thread!.id },
    );
    assert.equal((await threads(4))[0]!.isResolved, false);
  });

  it('refuses an unknown thread id', async () => {
    const answer = await client.post(
      'mutation { resolveReviewThread(input: { threadId: "bm9wZQ==" }) { thread { id } } }',
    );
    assert.equal(answer.body.errors?.[0]?.type, 'NOT_FOUND');
  });

  it('adds a reply to a thread inside the viewer’s pending review, and refuses someone else’s review', async () => {
    const pull = (await client.data(threadsQuery, { number: 4 })).repository.pullRequest;
    const thread = pull.reviewThreads.nodes[0] as Thread;
    const pending = (await rest('/repos/devdesk-org/docs-site/pulls/4/reviews', {
      method: 'POST',
      body: JSON.stringify({}),
    })) as { id: number; node_id: string; state: string };
    assert.equal(pending.state, 'PENDING');
    const added = await client.data(
      'mutation ($review: ID!, $thread: ID!) { addPullRequestReviewThreadReply(input: { pullRequestReviewId: $review, pullRequestReviewThreadId: $thread, body: "Still repeated." }) { comment { databaseId body } } }',
      { review: pending.node_id, thread: thread.id },
    );
    const reply = added.addPullRequestReviewThreadReply.comment as { databaseId: number; body: string };
    const inReview = (await rest(`/repos/devdesk-org/docs-site/pulls/4/reviews/${pending.id}/comments`)) as Array<{
      id: number;
    }>;
    assert.deepEqual(
      inReview.map((comment) => comment.id),
      [reply.databaseId],
    );
    const shown = (await threads(4))[0]!.comments.nodes.map((comment) => comment.body);
    assert.deepEqual(shown.slice(-1), ['Still repeated.']);
    const stranger = await client.post(
      'mutation ($review: ID!, $thread: ID!) { addPullRequestReviewThreadReply(input: { pullRequestReviewId: $review, pullRequestReviewThreadId: $thread, body: "x" }) { comment { id } } }',
      { review: 'UHVsbFJlcXVlc3RSZXZpZXc6MQ==', thread: thread.id },
    );
    assert.equal(stranger.body.errors?.[0]?.type, 'NOT_FOUND');
  });
});
