// Pull request conversations: review comments and replies, issue comments, reactions.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';
import type { PullIssue } from './store.js';

const repo = '/repos/devdesk-org/monorepo';

describe('GitHub REST emulator: comments and reactions', () => {
  let client: GitHubTestClient;
  let pull: PullIssue;
  before(async () => {
    client = await startGitHub();
    const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
    pull = client.store
      .listPulls(monorepo, { state: 'open' })
      .find((issue) => client.store.reviewCommentsOf(issue).some((comment) => comment.inReplyToId !== null))!;
  });
  after(() => client.emulator.close());

  it('lists review comments of a pull request with their threads', async () => {
    const comments = (await client.get(`${repo}/pulls/${pull.number}/comments`)).body as Array<{
      id: number;
      in_reply_to_id?: number;
      path: string;
      diff_hunk: string;
      position: number;
      line: number;
    }>;
    const reply = comments.find((comment) => comment.in_reply_to_id !== undefined)!;
    const root = comments.find((comment) => comment.id === reply.in_reply_to_id)!;
    assert.equal(reply.path, root.path);
    assert.match(root.diff_hunk, /^@@ /);
    assert.ok(root.position >= 1 && root.line >= 1);
  });

  it('a comment on a whole file (subject_type "file") keeps no line and replies join it; another subject_type is 422', async () => {
    const file = pull.pull.files.find((entry) => entry.status !== 'removed')!;
    const created = await client.request('POST', `${repo}/pulls/${pull.number}/comments`, {
      body: { body: 'On the whole file', commit_id: pull.pull.head.sha, path: file.filename, subject_type: 'file' },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.subject_type, 'file');
    assert.equal(created.body.line, null);
    assert.equal(created.body.position, null);
    assert.equal(created.body.commit_id, pull.pull.head.sha);
    const replied = await client.request('POST', `${repo}/pulls/${pull.number}/comments/${created.body.id}/replies`, {
      body: { body: 'Agreed' },
    });
    assert.equal(replied.status, 201, replied.text);
    assert.equal(replied.body.subject_type, 'file');
    assert.equal(replied.body.in_reply_to_id, created.body.id);
    const odd = await client.request('POST', `${repo}/pulls/${pull.number}/comments`, {
      body: { body: 'x', commit_id: pull.pull.head.sha, path: file.filename, subject_type: 'hunk' },
    });
    assert.equal(odd.status, 422);
  });

  it('a multi-line review comment keeps start_line and line (a suggestion over a range); start_line after line is 422', async () => {
    const file = pull.pull.files.find((entry) => entry.status !== 'removed')!;
    const first = Number(/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(file.patch)![1]);
    const created = await client.request('POST', `${repo}/pulls/${pull.number}/comments`, {
      body: {
        body: '```suggestion\nx\n```',
        commit_id: pull.pull.head.sha,
        path: file.filename,
        start_line: first,
        line: first + 1,
        side: 'RIGHT',
      },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.start_line, first);
    assert.equal(created.body.original_start_line, first);
    assert.equal(created.body.line, first + 1);
    const listed = (await client.get(`${repo}/pulls/${pull.number}/comments?per_page=100`)).body as Array<{
      id: number;
      start_line: number | null;
    }>;
    assert.equal(listed.find((comment) => comment.id === created.body.id)!.start_line, first);
    const backwards = await client.request('POST', `${repo}/pulls/${pull.number}/comments`, {
      body: {
        body: 'x',
        commit_id: pull.pull.head.sha,
        path: file.filename,
        start_line: first + 1,
        line: first,
        side: 'RIGHT',
      },
    });
    assert.equal(backwards.status, 422);
  });

  it('creates a review comment on a diff position, replies to it, edits and deletes', async () => {
    const file = pull.pull.files[0]!;
    const created = await client.request('POST', `${repo}/pulls/${pull.number}/comments`, {
      body: { body: 'Why this change?', commit_id: pull.pull.head.sha, path: file.filename, position: 2 },
    });
    assert.equal(created.status, 201);
    assert.equal(created.headers.get('location'), created.body.url);
    assert.equal(created.body.position, 2);
    assert.equal(created.body.diff_hunk.split('\n').length, 3);
    const reply = await client.request('POST', `${repo}/pulls/${pull.number}/comments/${created.body.id}/replies`, {
      body: { body: 'Because.' },
    });
    assert.equal(reply.status, 201);
    assert.equal(reply.body.in_reply_to_id, created.body.id);
    const viaCreate = await client.request('POST', `${repo}/pulls/${pull.number}/comments`, {
      body: { body: 'Also', in_reply_to: created.body.id },
    });
    assert.equal(viaCreate.body.in_reply_to_id, created.body.id);
    const nested = await client.request('POST', `${repo}/pulls/${pull.number}/comments/${reply.body.id}/replies`, {
      body: { body: 'Nested' },
    });
    assert.equal(nested.status, 422, 'replies to replies are not supported');
    const edited = await client.request('PATCH', `${repo}/pulls/comments/${created.body.id}`, {
      body: { body: 'Edited question' },
    });
    assert.equal(edited.body.body, 'Edited question');
    assert.equal((await client.get(`${repo}/pulls/comments/${created.body.id}`)).body.body, 'Edited question');
    assert.equal((await client.request('DELETE', `${repo}/pulls/comments/${created.body.id}`)).status, 204);
    assert.equal((await client.get(`${repo}/pulls/comments/${created.body.id}`)).status, 404);
  });

  it('validates review comments: required fields, unknown commit, path outside the diff', async () => {
    const missing = await client.request('POST', `${repo}/pulls/${pull.number}/comments`, { body: { body: 'x' } });
    assert.deepEqual(missing.body.errors.map((error: { field: string }) => error.field).sort(), [
      'commit_id',
      'path',
      'position',
    ]);
    const unknownCommit = await client.request('POST', `${repo}/pulls/${pull.number}/comments`, {
      body: { body: 'x', commit_id: 'a'.repeat(40), path: pull.pull.files[0]!.filename, position: 1 },
    });
    assert.equal(unknownCommit.status, 422);
    const outside = await client.request('POST', `${repo}/pulls/${pull.number}/comments`, {
      body: { body: 'x', commit_id: pull.pull.head.sha, path: 'not/in/diff.ts', position: 1 },
    });
    assert.equal(outside.status, 422);
  });

  it('lists repository review comments with sort, direction and since', async () => {
    const all = (await client.get(`${repo}/pulls/comments?per_page=100`)).body as Array<{
      id: number;
      created_at: string;
      updated_at: string;
    }>;
    assert.equal(all.length, 100);
    const desc = (await client.get(`${repo}/pulls/comments?sort=created&direction=desc&per_page=100`)).body as Array<{
      created_at: string;
    }>;
    const created = desc.map((comment) => comment.created_at);
    assert.deepEqual(created, [...created].sort().reverse());
    const since = (await client.get(`${repo}/pulls/comments?since=2025-05-01T00:00:00Z&per_page=100`)).body as Array<{
      updated_at: string;
    }>;
    assert.ok(since.every((comment) => comment.updated_at >= '2025-05-01T00:00:00Z'));
  });

  it('handles issue comments on the pull request conversation', async () => {
    const created = await client.request('POST', `${repo}/issues/${pull.number}/comments`, {
      body: { body: 'LGTM @hubot' },
    });
    assert.equal(created.status, 201);
    assert.match(created.body.html_url, new RegExp(`/pull/${pull.number}#issuecomment-${created.body.id}$`));
    const list = (await client.get(`${repo}/issues/${pull.number}/comments`)).body as Array<{ id: number }>;
    assert.equal(list.at(-1)!.id, created.body.id);
    const detailed = (await client.get(`${repo}/pulls/${pull.number}`)).body;
    assert.equal(detailed.comments, list.length);
    const edited = await client.request('PATCH', `${repo}/issues/comments/${created.body.id}`, {
      body: { body: 'LGTM!' },
    });
    assert.equal(edited.body.body, 'LGTM!');
    const other = client.store.issueToken(client.store.account('outsider')!.id);
    assert.equal(
      (
        await client.request('PATCH', `${repo}/issues/comments/${created.body.id}`, {
          token: other,
          body: { body: 'hijack' },
        })
      ).status,
      403,
    );
    assert.equal((await client.request('DELETE', `${repo}/issues/comments/${created.body.id}`)).status, 204);
    assert.equal((await client.get(`${repo}/issues/comments/${created.body.id}`)).status, 404);
  });

  it('adds reactions (201, then 200 for the same one), lists them by content, deletes them', async () => {
    const comment = client.store.reviewCommentsOf(pull)[0]!;
    for (const path of [`${repo}/issues/${pull.number}/reactions`, `${repo}/pulls/comments/${comment.id}/reactions`]) {
      const first = await client.request('POST', path, { body: { content: 'eyes' } });
      assert.equal(first.status, 201, path);
      assert.equal(first.body.content, 'eyes');
      assert.equal(first.body.user.login, 'mona');
      const again = await client.request('POST', path, { body: { content: 'eyes' } });
      assert.equal(again.status, 200);
      assert.equal(again.body.id, first.body.id);
      const eyes = (await client.get(`${path}?content=eyes`)).body as Array<{ content: string }>;
      assert.ok(eyes.length >= 1 && eyes.every((reaction) => reaction.content === 'eyes'));
      assert.equal((await client.request('POST', path, { body: { content: 'thumbsup' } })).status, 422);
      assert.equal((await client.request('DELETE', `${path}/${first.body.id}`)).status, 204);
      assert.equal((await client.request('DELETE', `${path}/${first.body.id}`)).status, 404);
    }
    const issueComment = await client.request('POST', `${repo}/issues/${pull.number}/comments`, {
      body: { body: 'React to me' },
    });
    const heart = await client.request('POST', `${repo}/issues/comments/${issueComment.body.id}/reactions`, {
      body: { content: 'heart' },
    });
    assert.equal(heart.status, 201);
    const rollup = (await client.get(`${repo}/issues/comments/${issueComment.body.id}`)).body.reactions;
    assert.equal(rollup.heart, 1);
    assert.equal(rollup.total_count, 1);
  });
});
