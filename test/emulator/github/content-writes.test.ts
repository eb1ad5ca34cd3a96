// PUT contents (content-writes.ts): a file updated on a pull request's head branch moves the branch and the pull
// request's head to a new commit whose parent is the old head; the pull request's files and patch show the new text
// and so does GET contents at the new head, while the old head still shows the old text; a stale blob SHA is 409;
// a missing sha or message is 422; a new file is created (201); readers without push get 403.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PullIssue, Repo } from './store.js';
import { startGitHub, type GitHubTestClient } from './test-client.js';

const escape = (path: string): string => path.split('/').map(encodeURIComponent).join('/');
const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

describe('GitHub REST emulator: writing contents (PUT)', () => {
  let client: GitHubTestClient;
  let monorepo: Repo;
  let issue: PullIssue;
  const repo = '/repos/devdesk-org/monorepo';
  const read = async (path: string, ref: string) => {
    const answer = await client.get(`${repo}/contents/${escape(path)}?ref=${ref}`);
    assert.equal(answer.status, 200, answer.text);
    return {
      sha: answer.body.sha as string,
      text: Buffer.from(answer.body.content as string, 'base64').toString('utf8'),
    };
  };
  const put = (path: string, body: Record<string, unknown>, token?: string | null) =>
    client.request('PUT', `${repo}/contents/${escape(path)}`, { body, token });

  before(async () => {
    client = await startGitHub();
    monorepo = client.store.repo('devdesk-org', 'monorepo')!;
    issue = client.store
      .listPulls(monorepo, { state: 'open' })
      .find(
        (candidate) =>
          candidate.pull.files.some((file) => file.status === 'modified') && candidate.pull.head.repoId === monorepo.id,
      )!;
  });
  after(() => client.emulator.close());

  it('updates a modified file: the branch, the head and the files move; the old head keeps the old text', async () => {
    const file = issue.pull.files.find((candidate) => candidate.status === 'modified')!;
    const oldHead = issue.pull.head.sha;
    const before = await read(file.filename, oldHead);
    const lines = before.text.split('\n');
    lines[2] = 'const suggested = true;';
    const text = lines.join('\n');
    const answer = await put(file.filename, {
      message: 'Apply suggestion',
      content: base64(text),
      sha: before.sha,
      branch: issue.pull.head.ref,
    });
    assert.equal(answer.status, 200, answer.text);
    const newHead = answer.body.commit.sha as string;
    assert.deepEqual(
      answer.body.commit.parents.map((parent: { sha: string }) => parent.sha),
      [oldHead],
    );
    assert.equal(monorepo.branches.get(issue.pull.head.ref), newHead);
    const pull = (await client.get(`${repo}/pulls/${issue.number}`)).body;
    assert.equal(pull.head.sha, newHead);
    const commits = (await client.get(`${repo}/pulls/${issue.number}/commits`)).body as Array<{ sha: string }>;
    assert.equal(commits.at(-1)!.sha, newHead);
    assert.equal((await read(file.filename, newHead)).text, text);
    assert.equal((await read(file.filename, issue.pull.head.ref)).text, text);
    assert.equal((await read(file.filename, oldHead)).text, before.text, 'the old commit still has the old text');
    assert.equal(answer.body.content.sha, (await read(file.filename, newHead)).sha);
    const files = (await client.get(`${repo}/pulls/${issue.number}/files?per_page=100`)).body as Array<{
      filename: string;
      patch: string;
    }>;
    assert.match(files.find((entry) => entry.filename === file.filename)!.patch, /^\+const suggested = true;$/m);
  });

  it('a stale blob SHA is 409, and nothing moves', async () => {
    const file = issue.pull.files.find((candidate) => candidate.status === 'modified')!;
    const head = issue.pull.head.sha;
    const firstCommit = issue.pull.commits[0]!.sha;
    const stale = await read(file.filename, firstCommit);
    assert.notEqual(stale.sha, (await read(file.filename, head)).sha);
    const answer = await put(file.filename, {
      message: 'Apply suggestion',
      content: base64('x\n'),
      sha: stale.sha,
      branch: issue.pull.head.ref,
    });
    assert.equal(answer.status, 409, answer.text);
    assert.match(answer.body.message, /does not match/);
    assert.equal(issue.pull.head.sha, head);
  });

  it('two writes to two files: both land, one commit each', async () => {
    const [first, second] = issue.pull.files
      .filter((candidate) => candidate.status !== 'removed')
      .map((entry) => entry.filename)
      .concat('docs/new-notes.md');
    const commitsBefore = issue.pull.commits.length;
    for (const path of [first!, second!]) {
      const existing = await client.get(`${repo}/contents/${escape(path)}?ref=${issue.pull.head.sha}`);
      const sha = existing.status === 200 ? (existing.body.sha as string) : undefined;
      const answer = await put(path, {
        message: `Write ${path}`,
        content: base64(`written ${path}\n`),
        sha,
        branch: issue.pull.head.ref,
      });
      assert.equal(answer.status, sha ? 200 : 201, answer.text);
    }
    assert.equal(issue.pull.commits.length, commitsBefore + 2);
    assert.equal((await read(first!, issue.pull.head.sha)).text, `written ${first}\n`);
    assert.equal((await read(second!, issue.pull.head.sha)).text, `written ${second}\n`);
  });

  it('422 without sha for an existing file, without message or content; 404 for an unknown branch; 403 without push', async () => {
    const file = issue.pull.files.find((candidate) => candidate.status === 'modified')!;
    assert.equal(
      (await put(file.filename, { message: 'm', content: base64('x\n'), branch: issue.pull.head.ref })).status,
      422,
    );
    assert.equal((await put(file.filename, { content: base64('x\n'), branch: issue.pull.head.ref })).status, 422);
    assert.equal((await put(file.filename, { message: 'm', branch: issue.pull.head.ref })).status, 422);
    assert.equal(
      (await put(file.filename, { message: 'm', content: base64('x\n'), branch: 'no-such-branch' })).status,
      404,
    );
    const outsider = client.store.issueToken(client.store.account('outsider')!.id);
    assert.equal(
      (await put(file.filename, { message: 'm', content: base64('x\n'), branch: issue.pull.head.ref }, outsider))
        .status,
      403,
    );
  });
});
