// Contents as GitHub serves them beyond a pull request's branches: PUT on any branch (201 created, 200 updated, 409
// for a stale blob, 422 without `sha`), a directory listed as an array of entries, and a file's raw bytes under the
// media type asked (`raw+json` today, `v3.raw` before) with `Last-Modified`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
const repo = '/repos/devdesk-org/monorepo';

describe('GitHub REST emulator: contents on any branch, directories, raw', () => {
  let client: GitHubTestClient;
  before(async () => {
    client = await startGitHub();
  });
  after(() => client.emulator.close());

  it('PUT on the default branch: 201 creates, 200 updates, 409 for a stale blob, 422 without sha', async () => {
    const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
    const tip = monorepo.branches.get('main')!;
    const created = await client.request('PUT', `${repo}/contents/docs/on-main.md`, {
      body: { message: 'Add a note', content: base64('first\n'), branch: 'main' },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.content.path, 'docs/on-main.md');
    assert.deepEqual(
      created.body.commit.parents.map((parent: { sha: string }) => parent.sha),
      [tip],
    );
    assert.equal(monorepo.branches.get('main'), created.body.commit.sha, 'the branch moved to the new commit');
    const read = await client.get(`${repo}/contents/docs/on-main.md?ref=main`);
    assert.equal(Buffer.from(read.body.content, 'base64').toString('utf8'), 'first\n');
    assert.equal(
      (await client.get(`${repo}/contents/docs/on-main.md?ref=${tip}`)).status,
      404,
      'the older commit has no such file',
    );

    const updated = await client.request('PUT', `${repo}/contents/docs/on-main.md`, {
      body: { message: 'Edit', content: base64('second\n'), sha: read.body.sha },
    });
    assert.equal(updated.status, 200, updated.text);
    const stale = await client.request('PUT', `${repo}/contents/docs/on-main.md`, {
      body: { message: 'Edit', content: base64('third\n'), sha: read.body.sha },
    });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.message, `docs/on-main.md does not match ${read.body.sha}`);
    const noSha = await client.request('PUT', `${repo}/contents/README.md`, {
      body: { message: 'Edit', content: base64('x\n') },
    });
    assert.equal(noSha.status, 422);
    assert.equal(noSha.body.message, 'Invalid request.\n\n"sha" wasn\'t supplied.');
    const readme = await client.get(`${repo}/contents/README.md`);
    const onReadme = await client.request('PUT', `${repo}/contents/README.md`, {
      body: { message: 'Edit', content: base64('x\n'), sha: readme.body.sha, branch: 'main' },
    });
    assert.equal(onReadme.status, 200, onReadme.text);
    const after = await client.get(`${repo}/contents/README.md?ref=main`);
    assert.equal(Buffer.from(after.body.content, 'base64').toString('utf8'), 'x\n');
    assert.equal(
      Buffer.from((await client.get(`${repo}/contents/docs/on-main.md`)).body.content, 'base64').toString('utf8'),
      'second\n',
      'earlier writes stay',
    );
  });

  it('GET of a directory answers an array of entries (files and subdirectories), the root included', async () => {
    const src = await client.get(`${repo}/contents/src/core`);
    assert.equal(src.status, 200, src.text);
    assert.ok(Array.isArray(src.body));
    const http = src.body.find((entry: { name: string }) => entry.name === 'http');
    assert.equal(http.type, 'dir');
    assert.equal(http.path, 'src/core/http');
    const root = await client.get(`${repo}/contents`);
    assert.equal(root.status, 200);
    const readme = root.body.find((entry: { name: string }) => entry.name === 'README.md');
    assert.equal(readme.type, 'file');
    assert.equal(readme.content, undefined, 'a listing carries no content');
    assert.equal((await client.get(`${repo}/contents/no/such/dir`)).status, 404);
  });

  it('raw contents: the media type asked names the answer, which carries Last-Modified', async () => {
    const json = await client.get(`${repo}/contents/package.json`);
    const text = Buffer.from(json.body.content, 'base64').toString('utf8');
    for (const [accept, type] of [
      ['application/vnd.github.raw+json', 'application/vnd.github.raw+json'],
      ['application/vnd.github.v3.raw', 'application/vnd.github.raw'],
    ]) {
      const raw = await client.get(`${repo}/contents/package.json`, { headers: { Accept: accept } });
      assert.equal(raw.status, 200);
      assert.equal(raw.text, text);
      assert.equal(raw.headers.get('content-type'), `${type}; charset=utf-8`);
      const lastModified = raw.headers.get('last-modified');
      assert.ok(
        lastModified && !Number.isNaN(Date.parse(lastModified)),
        `Last-Modified for ${accept}: ${lastModified}`,
      );
    }
  });
});
