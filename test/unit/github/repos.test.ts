// The repository and its branches, read from the emulator by the core client: the default branch, and every
// branch over pages (what Create Pull Request offers as base and head).
import * as assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { createGitHubClient, type GitHubClient } from '../../../src/core/github/client';

describe('repositories', () => {
  let emulator: RunningEmulator;
  let client: GitHubClient;
  before(async () => {
    emulator = await startEmulator({});
    client = createGitHubClient({ baseUrl: emulator.urls.github, token: emulator.tokens.github });
  });
  after(() => emulator.close());

  it('have a default branch, listed among all branches walked page by page', async () => {
    const repo = { owner: 'devdesk-org', repo: 'docs-site' };
    const { default_branch } = await client.repositories.get(repo);
    const names: string[] = [];
    for await (const branch of client.repositories.branches(repo, { perPage: 2 })) names.push(branch.name);
    assert.ok(names.length > 2, `several pages of branches: ${names.join(', ')}`);
    assert.ok(names.includes(default_branch));
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    assert.equal(new Set(names).size, names.length);
  });
});
