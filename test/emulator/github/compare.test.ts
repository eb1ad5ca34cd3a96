// The compare API (GET /repos/{owner}/{repo}/compare/{basehead}) against the emulator's commit model, and the control
// route that pushes a commit onto a pull request's head (POST /__emulator/github/push): a pull request compared from
// its base is its own files; after a push, the old head compared with the new one is only the pushed change, and
// each commit keeps its own content. Every answer is checked against GitHub's OpenAPI description.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OpenApiValidator } from './openapi-validator.js';
import { splitBasehead } from './routes/compare.js';
import { startGitHub, type GitHubResponse, type GitHubTestClient } from './test-client.js';

const repo = '/repos/devdesk-org/monorepo';

describe('GitHub emulator: compare and pushed commits', () => {
  let client: GitHubTestClient;
  const validator = OpenApiValidator.shared();

  before(async () => {
    client = await startGitHub();
  });
  after(() => client.emulator.close());

  async function compare(basehead: string): Promise<GitHubResponse> {
    const response = await client.get(`${repo}/compare/${basehead}`);
    if (response.status === 200)
      assert.deepEqual(
        validator.validate(
          'GET',
          `${repo}/compare/${basehead}`,
          200,
          response.headers.get('content-type'),
          response.body,
        ).errors,
        [],
      );
    return response;
  }

  async function push(
    number: number,
    path: string,
    content: string | null,
  ): Promise<{ status: number; body: { sha: string; parents: string[]; files: string[] } }> {
    const response = await fetch(`${client.emulator.info.url}/__emulator/github/push`, {
      method: 'POST',
      body: JSON.stringify({
        owner: 'devdesk-org',
        repo: 'monorepo',
        number,
        path,
        content,
        message: `Change ${path}`,
      }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { sha: string; parents: string[]; files: string[] },
    };
  }

  async function fileAt(ref: string, path: string): Promise<string | undefined> {
    const response = await client.get(`${repo}/contents/${path}?ref=${ref}`, {
      headers: { Accept: 'application/vnd.github.raw' },
    });
    return response.status === 200 ? response.text : undefined;
  }

  it('splits BASE...HEAD and BASE..HEAD, slashes in branch names included', () => {
    assert.deepEqual(splitBasehead('main...feature/x'), { base: 'main', head: 'feature/x' });
    assert.deepEqual(splitBasehead('abc1234..def5678'), { base: 'abc1234', head: 'def5678' });
    assert.equal(splitBasehead('main'), undefined);
    assert.equal(splitBasehead('main....x'), undefined);
  });

  it('a pull request compared from its base is ahead by its commits, with its files and patches', async () => {
    const pull = (await client.get(`${repo}/pulls/1`)).body;
    const files = (await client.get(`${repo}/pulls/1/files?per_page=100`)).body as Array<{
      filename: string;
      patch: string;
    }>;
    const commits = (await client.get(`${repo}/pulls/1/commits?per_page=100`)).body as Array<{ sha: string }>;
    const response = await compare(`${pull.base.sha}...${pull.head.sha}`);
    assert.equal(response.status, 200);
    assert.equal(response.body.status, 'ahead');
    assert.equal(response.body.ahead_by, commits.length);
    assert.equal(response.body.behind_by, 0);
    assert.deepEqual(
      response.body.commits.map((commit: { sha: string }) => commit.sha),
      commits.map((commit) => commit.sha),
    );
    assert.deepEqual(
      response.body.files.map((file: { filename: string }) => file.filename).sort(),
      files.map((file) => file.filename).sort(),
    );
    for (const file of response.body.files as Array<{ filename: string; patch: string }>) {
      const before = await fileAt(pull.base.sha, file.filename);
      const after = await fileAt(pull.head.sha, file.filename);
      assert.notEqual(before, after, `${file.filename} changed`);
      for (const added of file.patch.split('\n').filter((line) => line.startsWith('+')))
        assert.ok(after?.includes(added.slice(1)), `${file.filename}: ${added}`);
    }
  });

  it('a pushed commit is all that changed between the old head and the new one', async () => {
    const before = (await client.get(`${repo}/pulls/2`)).body;
    const path = 'docs/setup.md';
    const oldText = (await fileAt(before.head.sha, path)) ?? '';
    const newText = oldText.replace(/\n/, '\nA line pushed after the review.\n');
    const pushed = await push(2, path, newText);
    assert.equal(pushed.status, 201);
    assert.deepEqual(pushed.body.parents, [before.head.sha]);
    const after = (await client.get(`${repo}/pulls/2`)).body;
    assert.equal(after.head.sha, pushed.body.sha, 'the pull request head moved');
    assert.equal(await fileAt(before.head.sha, path), oldText, 'the old head keeps its content');
    assert.equal(await fileAt(pushed.body.sha, path), newText, 'the new head has the pushed content');

    const response = await compare(`${before.head.sha}...${pushed.body.sha}`);
    assert.equal(response.body.status, 'ahead');
    assert.equal(response.body.ahead_by, 1);
    assert.deepEqual(
      response.body.commits.map((commit: { sha: string }) => commit.sha),
      [pushed.body.sha],
    );
    assert.deepEqual(
      response.body.files.map((file: { filename: string; status: string; additions: number; deletions: number }) => [
        file.filename,
        file.status,
        file.additions,
        file.deletions,
      ]),
      [[path, 'modified', 1, 0]],
    );
    assert.match(response.body.files[0].patch, /^@@ -1,\d+ \+1,\d+ @@\n [^\n]*\n\+A line pushed after the review\.\n/);

    const files = (await client.get(`${repo}/pulls/2/files?per_page=100`)).body as Array<{
      filename: string;
      patch: string;
    }>;
    assert.ok(
      files.find((file) => file.filename === path)?.patch.includes('+A line pushed after the review.'),
      "the pull request's files hold the pushed change",
    );

    const backwards = await compare(`${pushed.body.sha}...${before.head.sha}`);
    assert.deepEqual(
      [backwards.body.status, backwards.body.ahead_by, backwards.body.behind_by, backwards.body.files.length],
      ['behind', 0, 1, 0],
    );
  });

  it('answers 404 for an unknown ref, a basehead without a separator, and an unknown pull request to push to', async () => {
    assert.equal((await compare('main...0000000deadbeef')).status, 404);
    assert.equal((await compare('main')).status, 404);
    assert.equal((await push(999_999, 'README.md', 'x')).status, 404);
    assert.equal((await push(2, '', 'x')).status, 400);
  });
});
