// Review threads through the core: each thread's resolved and outdated state in one query per pull request, matched
// to REST's comments by its first comment; resolved and unresolved; a reply added inside one's pending review.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addPendingThreadReply, fetchReviewThreads, setReviewThreadResolved } from '../../../src/core/github/index.js';
import { collect, graphqlClientOf, startGitHubFixture, type GitHubFixture, type GraphQLClient } from './fixtures.js';

const docs = { owner: 'devdesk-org', repo: 'docs-site' };

describe('GitHub client: review threads', () => {
  let fixture: GitHubFixture;
  let graphql: GraphQLClient;
  before(async () => {
    fixture = await startGitHubFixture();
    graphql = graphqlClientOf(fixture);
  });
  after(() => fixture.close());

  it('reads every thread of a pull request in one request, the outdated one marked, matched to REST’s comments', async () => {
    const comments = await collect(fixture.client.reviewComments.listForPull(docs, 4));
    const before = fixture.emulator.requests.get('/github/api/graphql').count;
    const threads = await fetchReviewThreads(graphql, docs, 4);
    assert.equal(fixture.emulator.requests.get('/github/api/graphql').count - before, 1);
    assert.deepEqual(
      threads.map((thread) => [thread.rootCommentId, thread.path, thread.isOutdated, thread.isResolved]),
      [[Number(comments[0]!.id), 'docs/setup.md', true, false]],
    );
  });

  it('resolves and unresolves a thread', async () => {
    const [thread] = await fetchReviewThreads(graphql, docs, 4);
    assert.equal(await setReviewThreadResolved(graphql, thread!.id, true), true);
    assert.equal((await fetchReviewThreads(graphql, docs, 4))[0]!.isResolved, true);
    assert.equal(await setReviewThreadResolved(graphql, thread!.id, false), false);
    assert.equal((await fetchReviewThreads(graphql, docs, 4))[0]!.isResolved, false);
  });

  it('adds a reply to a thread inside one’s pending review', async () => {
    const [thread] = await fetchReviewThreads(graphql, docs, 4);
    const pending = await fixture.client.reviews.create(docs, 4, {});
    const id = await addPendingThreadReply(graphql, pending.node_id, thread!.id, 'Joins the review');
    const inReview = await collect(fixture.client.reviews.listComments(docs, 4, pending.id));
    assert.deepEqual(
      inReview.map((comment) => [Number(comment.id), comment.body]),
      [[id, 'Joins the review']],
    );
    assert.equal(fixture.store.reviewComments.get(id)?.inReplyToId, thread!.rootCommentId);
  });
});
