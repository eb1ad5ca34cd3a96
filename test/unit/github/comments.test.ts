// The pull request conversation through the client: review comments (list for a PR and for a repository with
// sort/direction/since, get, create by position or line/side, reply, edit, delete), issue comments (list, get,
// create, edit, delete) and reactions on the issue, issue comments and review comments (list, add, delete).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NotFoundError, ValidationError } from '../../../src/core/http/index.js';
import type { ReactionSubject } from '../../../src/core/github/index.js';
import { collect, docsSite, firstPull, monorepo, startGitHubFixture, type GitHubFixture } from './fixtures.js';

describe('GitHub client: comments and reactions', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  const withReviewThreads = () =>
    firstPull(fixture, monorepo, (issue) => fixture.store.reviewCommentsOf(issue).length >= 2);

  describe('review comments', () => {
    it('lists the review comments of a pull request, with sort, direction and since', async () => {
      const issue = withReviewThreads();
      const seeded = fixture.store.reviewCommentsOf(issue);
      const all = await collect(fixture.client.reviewComments.listForPull(monorepo, issue.number));
      assert.deepEqual(all.map((comment) => comment.id).sort(), seeded.map((comment) => comment.id).sort());
      const newestFirst = await collect(
        fixture.client.reviewComments.listForPull(monorepo, issue.number, { sort: 'created', direction: 'desc' }),
      );
      const created = newestFirst.map((comment) => comment.created_at);
      assert.deepEqual(created, [...created].sort().reverse());
      const latest = [...seeded].sort((a, b) => b.updatedAt - a.updatedAt)[0]!;
      const since = await collect(
        fixture.client.reviewComments.listForPull(monorepo, issue.number, { since: new Date(latest.updatedAt) }),
      );
      assert.ok(since.length >= 1 && since.length < all.length);
      assert.ok(since.every((comment) => Date.parse(comment.updated_at) >= latest.updatedAt - 1000));
    });

    it('lists the review comments of a whole repository', async () => {
      const comments = await collect(
        fixture.client.reviewComments.listForRepo(docsSite, { sort: 'updated', direction: 'asc', limit: 40 }),
      );
      const repo = fixture.store.repo(docsSite.owner, docsSite.repo)!;
      assert.equal(comments.length, Math.min(40, fixture.store.repoReviewComments(repo).length));
      const updated = comments.map((comment) => comment.updated_at);
      assert.deepEqual(updated, [...updated].sort());
    });

    it('creates by diff position or by line and side, replies, edits, gets and deletes', async () => {
      const issue = firstPull(
        fixture,
        monorepo,
        (candidate) =>
          candidate.state === 'open' && candidate.pull.files.some((file) => file.patch.split('\n').length > 3),
      );
      const file = issue.pull.files.find((entry) => entry.patch.split('\n').length > 3)!;
      const head = issue.pull.commits.at(-1)!.sha;
      // A line the diff shows on the right (GitHub refuses one outside the diff): the first hunk's first new line.
      const firstRightLine = Number(/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(file.patch)![1]);
      const byPosition = await fixture.client.reviewComments.create(monorepo, issue.number, {
        body: 'Position comment',
        commit_id: head,
        path: file.filename,
        position: 1,
      });
      assert.equal(byPosition.data.path, file.filename);
      assert.equal(byPosition.location, byPosition.data.url);
      const byLine = await fixture.client.reviewComments.create(monorepo, issue.number, {
        body: 'Line comment',
        commit_id: head,
        path: file.filename,
        line: firstRightLine,
        side: 'RIGHT',
      });
      assert.equal(byLine.data.body, 'Line comment');

      const reply = await fixture.client.reviewComments.reply(monorepo, issue.number, byPosition.data.id, 'A reply');
      assert.equal(reply.data.in_reply_to_id, byPosition.data.id);
      const nested = await fixture.client.reviewComments
        .reply(monorepo, issue.number, reply.data.id, 'Reply to a reply')
        .catch((caught: unknown) => caught);
      assert.ok(nested instanceof ValidationError);

      const edited = await fixture.client.reviewComments.update(monorepo, byLine.data.id, 'Edited line comment');
      assert.equal(edited.body, 'Edited line comment');
      assert.equal((await fixture.client.reviewComments.get(monorepo, byLine.data.id)).body, 'Edited line comment');
      await fixture.client.reviewComments.delete(monorepo, byLine.data.id);
      await assert.rejects(fixture.client.reviewComments.get(monorepo, byLine.data.id), NotFoundError);
    });

    it('refuses a comment without position or line with the field named', async () => {
      const issue = withReviewThreads();
      const error = await fixture.client.reviewComments
        .create(monorepo, issue.number, {
          body: 'x',
          commit_id: issue.pull.commits[0]!.sha,
          path: issue.pull.files[0]!.filename,
        })
        .catch((caught: unknown) => caught);
      assert.ok(error instanceof ValidationError);
      assert.ok(error.errors?.some((detail) => detail.field === 'position' && detail.code === 'missing_field'));
    });
  });

  describe('issue comments', () => {
    it('lists the conversation of a pull request, and filters by since', async () => {
      const issue = firstPull(fixture, monorepo, (candidate) => fixture.store.commentsOf(candidate).length >= 2);
      const seeded = fixture.store.commentsOf(issue);
      const comments = await collect(fixture.client.issueComments.list(monorepo, issue.number));
      assert.deepEqual(
        comments.map((comment) => comment.id),
        seeded.map((comment) => comment.id),
      );
      const last = seeded.at(-1)!;
      const since = await collect(
        fixture.client.issueComments.list(monorepo, issue.number, { since: new Date(last.updatedAt).toISOString() }),
      );
      assert.ok(since.some((comment) => comment.id === last.id));
      assert.ok(since.length < comments.length);
    });

    it('creates, gets, edits and deletes a comment', async () => {
      const issue = firstPull(fixture, monorepo, (candidate) => candidate.state === 'open');
      const created = await fixture.client.issueComments.create(
        monorepo,
        issue.number,
        'こんにちは、レビューお願いします',
      );
      assert.equal(created.data.body, 'こんにちは、レビューお願いします');
      assert.equal(created.location, created.data.url);
      assert.equal((await fixture.client.issueComments.update(monorepo, created.data.id, 'Edited')).body, 'Edited');
      assert.equal((await fixture.client.issueComments.get(monorepo, created.data.id)).body, 'Edited');
      await fixture.client.issueComments.delete(monorepo, created.data.id);
      await assert.rejects(fixture.client.issueComments.get(monorepo, created.data.id), NotFoundError);
    });
  });

  describe('reactions', () => {
    it('lists, adds (201, then 200 for the same content) and deletes on each kind of subject', async () => {
      const issue = withReviewThreads();
      const issueComment = await fixture.client.issueComments.create(monorepo, issue.number, 'React to me');
      const reviewComment = fixture.store.reviewCommentsOf(issue)[0]!;
      const subjects: ReactionSubject[] = [
        { kind: 'issue', repo: monorepo, number: issue.number },
        { kind: 'issueComment', repo: monorepo, commentId: issueComment.data.id },
        { kind: 'reviewComment', repo: monorepo, commentId: reviewComment.id },
      ];
      for (const subject of subjects) {
        const before = await collect(fixture.client.reactions.list(subject));
        const added = await fixture.client.reactions.add(subject, 'rocket');
        assert.equal(added.created, true, subject.kind);
        assert.equal(added.reaction.content, 'rocket');
        const again = await fixture.client.reactions.add(subject, 'rocket');
        assert.equal(again.created, false, subject.kind);
        assert.equal(again.reaction.id, added.reaction.id);
        const rockets = await collect(fixture.client.reactions.list(subject, { content: 'rocket' }));
        assert.ok(
          rockets.some((reaction) => reaction.id === added.reaction.id) &&
            rockets.every((reaction) => reaction.content === 'rocket'),
        );
        await fixture.client.reactions.delete(subject, added.reaction.id);
        assert.equal((await collect(fixture.client.reactions.list(subject))).length, before.length, subject.kind);
      }
    });
  });
});
