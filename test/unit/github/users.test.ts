// GET /user through the client: the token's own account, a refused token, and no answer from the cache.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AuthenticationError } from '../../../src/core/http/index.js';
import { startGitHubFixture, type GitHubFixture } from './fixtures.js';

describe('GitHub client: authenticated user', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  it("answers the token's own account", async () => {
    const user = await fixture.clientWith({ token: fixture.emulator.tokens.github }).users.authenticated();
    assert.equal(user.login, 'mona');
    assert.equal(typeof user.id, 'number');
  });

  it('raises AuthenticationError for a token the host does not know', async () => {
    const client = fixture.clientWith({ token: 'ghp_' + 'z'.repeat(36) });
    await assert.rejects(client.users.authenticated(), AuthenticationError);
  });

  it('asks the host every time instead of answering from the conditional cache', async () => {
    const lines: string[] = [];
    const client = fixture.clientWith({
      token: fixture.emulator.tokens.github,
      logHeaders: true,
      logger: (line) => lines.push(line),
    });
    await client.users.authenticated();
    await client.users.authenticated();
    assert.equal(
      lines.filter((line) => /If-None-Match/i.test(line)).length,
      0,
      'no conditional request should be sent',
    );
    assert.ok(lines.filter((line) => line.includes('/user')).length >= 2, 'both calls should reach the host');
  });
});
