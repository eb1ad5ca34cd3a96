// Repository contents through createGitHubClient against the emulator: a pull request's file at its base and head
// commits (their line diff is the patch), an added file's missing base, a removed file's missing head, a file too
// large to carry content, escaped paths (spaces, `#`, non-ASCII; through a rename's redirect too), unknown refs, a
// private repository, a directory (NotAFileError) and cancellation.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { NotFoundError, RequestAbortedError } from '../../../src/core/http/index.js';
import { contentPath, NotAFileError, type FileContent } from '../../../src/core/github/index.js';
import type { PullFile } from '../../emulator/github/store.js';
import { firstPull, monorepo, startGitHubFixture, type GitHubFixture } from './fixtures.js';

const text = (content: FileContent): string => new TextDecoder().decode(content.bytes);
const lines = (content: FileContent): string[] => text(content).replace(/\n$/, '').split('\n');
const hunk = (file: PullFile) => {
  const [header, ...body] = file.patch.split('\n');
  const [, oldStart, oldCount, , newCount] = /^@@ -(\d+),(\d+) \+(\d+),(\d+) @@/.exec(header!)!.map(Number) as number[];
  return {
    start: oldStart! - 1,
    oldCount: oldCount!,
    newCount: newCount!,
    old: body.filter((line) => !line.startsWith('+')).map((line) => line.slice(1)),
    new: body.filter((line) => !line.startsWith('-')).map((line) => line.slice(1)),
  };
};

describe('GitHub client: contents', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  it('a modified file at the base and head commits of a pull request: the line diff is the patch', async () => {
    const issue = firstPull(
      fixture,
      monorepo,
      (candidate) => candidate.state === 'open' && candidate.pull.files.some((file) => file.status === 'modified'),
    );
    const file = issue.pull.files.find((candidate) => candidate.status === 'modified')!;
    const base = await fixture.client.contents.get(monorepo, file.filename, { ref: issue.pull.base.sha });
    const head = await fixture.client.contents.get(monorepo, file.filename, { ref: issue.pull.head.sha });
    assert.equal(base.path, file.filename);
    assert.equal(head.size, head.bytes!.byteLength);
    assert.equal(head.sha, createHash('sha1').update(`blob ${head.size}\0`).update(head.bytes!).digest('hex'));
    assert.equal(head.bytes!.byteOffset, 0);
    assert.equal(head.bytes!.buffer.byteLength, head.size, 'the bytes own their buffer');
    const { start, oldCount, newCount, old, new: added } = hunk(file);
    const [before, after] = [lines(base), lines(head)];
    assert.deepEqual(after.slice(0, start), before.slice(0, start));
    assert.deepEqual(before.slice(start, start + oldCount), old);
    assert.deepEqual(after.slice(start, start + newCount), added);
    assert.deepEqual(after.slice(start + newCount), before.slice(start + oldCount));
    assert.notEqual(base.sha, head.sha);
  });

  it('an added file is not at the base (NotFoundError), a removed one not at the head', async () => {
    const withAdded = firstPull(fixture, monorepo, (candidate) =>
      candidate.pull.files.some((file) => file.status === 'added'),
    );
    const added = withAdded.pull.files.find((file) => file.status === 'added')!;
    await assert.rejects(
      fixture.client.contents.get(monorepo, added.filename, { ref: withAdded.pull.base.sha }),
      NotFoundError,
    );
    const head = await fixture.client.contents.get(monorepo, added.filename, { ref: withAdded.pull.head.sha });
    assert.deepEqual(lines(head), hunk(added).new);

    const withRemoved = firstPull(fixture, monorepo, (candidate) =>
      candidate.pull.files.some((file) => file.status === 'removed'),
    );
    const removed = withRemoved.pull.files.find((file) => file.status === 'removed')!;
    await assert.rejects(
      fixture.client.contents.get(monorepo, removed.filename, { ref: withRemoved.pull.head.sha }),
      NotFoundError,
    );
    assert.deepEqual(
      lines(await fixture.client.contents.get(monorepo, removed.filename, { ref: withRemoved.pull.base.sha })),
      hunk(removed).old,
    );
  });

  it('a file over 1 MB comes without bytes', async () => {
    const large = await fixture.client.contents.get(monorepo, 'assets/fixtures/large-dataset.json', { ref: 'main' });
    assert.equal(large.bytes, undefined);
    assert.ok(large.size > 1024 * 1024);
    assert.match(large.sha, /^[0-9a-f]{40}$/);
  });

  it('escapes each path segment and keeps the slashes (spaces, #, non-ASCII), through a rename redirect too', async () => {
    assert.equal(
      contentPath('/docs/My Notes #1?/ünï code.md'),
      '/contents/docs/My%20Notes%20%231%3F/%C3%BCn%C3%AF%20code.md',
    );
    const path = 'docs/notes/Meeting Notes #3 (議事録).md';
    const found = await fixture.client.contents.get(monorepo, path, { ref: 'main' });
    assert.equal(found.path, path);
    assert.match(text(found), /^# Meeting Notes #3 \(議事録\)\n/);
    const moved = await fixture.client.contents.get({ owner: 'devdesk-org', repo: 'old-tools' }, path);
    assert.equal(moved.sha, (await fixture.client.contents.get({ owner: 'devdesk-org', repo: 'toolbox' }, path)).sha);
    const missing = await fixture.client.contents
      .get(monorepo, 'docs/notes/Meeting Notes #4.md', { ref: 'main' })
      .catch((error: unknown) => error);
    assert.ok(missing instanceof NotFoundError);
    assert.match(missing.path, /\/contents\/docs\/notes\/Meeting%20Notes%20%234\.md\?ref=main$/);
  });

  it("an unknown ref is a NotFoundError with GitHub's message", async () => {
    const error = await fixture.client.contents
      .get(monorepo, 'README.md', { ref: 'no-such-branch' })
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof NotFoundError);
    assert.equal(error.serviceMessage, 'No commit found for the ref no-such-branch');
  });

  it('a private repository the token cannot read is a NotFoundError; a collaborator reads it', async () => {
    const lab = { owner: 'hubot', repo: 'private-lab' };
    const issue = firstPull(fixture, lab, (candidate) =>
      candidate.pull.files.some((file) => file.status !== 'removed'),
    );
    const file = issue.pull.files.find((candidate) => candidate.status !== 'removed')!;
    await assert.rejects(fixture.client.contents.get(lab, file.filename, { ref: issue.pull.head.sha }), NotFoundError);
    await assert.rejects(
      fixture.clientWith().contents.get(lab, file.filename, { ref: issue.pull.head.sha }),
      NotFoundError,
    );
    const octocat = fixture.clientWith({ token: fixture.store.issueToken(fixture.store.account('octocat')!.id) });
    assert.ok((await octocat.contents.get(lab, file.filename, { ref: issue.pull.head.sha })).bytes);
  });

  it('stops when its signal fires', async () => {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(
      fixture.client.contents.get(monorepo, 'README.md', { signal: controller.signal }),
      RequestAbortedError,
    );
  });

  describe('answers that are not a file', () => {
    let server: Server;
    let baseUrl: string;
    before(async () => {
      server = createServer((request, response) => {
        const body = request.url!.includes('/contents/src')
          ? [{ type: 'file', name: 'a.ts', path: 'src/a.ts' }]
          : { type: 'submodule', name: 'vendor', path: 'vendor', submodule_git_url: 'git://example.com/v.git' };
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('a directory or a submodule is NotAFileError', async () => {
      const client = fixture.clientWith({ baseUrl });
      const directory = await client.contents.get(monorepo, 'src').catch((error: unknown) => error);
      assert.ok(directory instanceof NotAFileError);
      assert.equal(directory.kind, 'dir');
      assert.match(directory.message, /src is a directory, not a file/);
      const submodule = await client.contents.get(monorepo, 'vendor').catch((error: unknown) => error);
      assert.ok(submodule instanceof NotAFileError && submodule.kind === 'submodule');
    });
  });
});
