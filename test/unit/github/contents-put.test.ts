// Writing a file through createGitHubClient's contents.put against the emulator: the commit lands on the pull
// request's head branch (the head moves, the file has the new text at the new head), a blob that changed since it
// was read is StaleFileError (GitHub's 409), and a new file is created without a sha.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { StaleFileError } from '../../../src/core/github/index.js';
import { firstPull, monorepo, startGitHubFixture, type GitHubFixture } from './fixtures.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes);

describe('GitHub client: contents.put', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  it('commits a file on the head branch; a second write with the first blob is StaleFileError; a new file needs no sha', async () => {
    const issue = firstPull(
      fixture,
      monorepo,
      (candidate) =>
        candidate.state === 'open' &&
        candidate.pull.head.repoId === candidate.repoId &&
        candidate.pull.files.some((file) => file.status === 'modified'),
    );
    const path = issue.pull.files.find((file) => file.status === 'modified')!.filename;
    const before = await fixture.client.contents.get(monorepo, path, { ref: issue.pull.head.sha });
    const written = await fixture.client.contents.put(monorepo, path, {
      branch: issue.pull.head.ref,
      message: 'Apply suggestion',
      bytes: encode('new text\n'),
      sha: before.sha,
    });
    const pull = await fixture.client.pulls.get(monorepo, issue.number);
    assert.equal(pull.head.sha, written.commitSha);
    const after = await fixture.client.contents.get(monorepo, path, { ref: written.commitSha });
    assert.equal(decode(after.bytes), 'new text\n');
    assert.equal(after.sha, written.blobSha);
    await assert.rejects(
      fixture.client.contents.put(monorepo, path, {
        branch: issue.pull.head.ref,
        message: 'Again',
        bytes: encode('other\n'),
        sha: before.sha,
      }),
      (error: unknown) =>
        error instanceof StaleFileError &&
        error.status === 409 &&
        error.filePath === path &&
        error.expectedSha === before.sha,
    );
    const created = await fixture.client.contents.put(monorepo, 'docs/created-by-put.md', {
      branch: issue.pull.head.ref,
      message: 'Add notes',
      bytes: encode('# Notes\n'),
    });
    assert.equal(
      decode((await fixture.client.contents.get(monorepo, 'docs/created-by-put.md', { ref: created.commitSha })).bytes),
      '# Notes\n',
    );
  });
});
