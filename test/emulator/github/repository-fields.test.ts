// A repository as GET /repos/{owner}/{repo} answers it: every key GitHub's `full-repository` schema requires, and
// the pull request settings GitHub sends beside them (allow_update_branch, use_squash_pr_title_as_default…).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OpenApiValidator } from './openapi-validator.js';
import { startGitHub, type GitHubTestClient } from './test-client.js';

describe('GitHub REST emulator: repository fields', () => {
  let client: GitHubTestClient;
  before(async () => {
    client = await startGitHub();
  });
  after(() => client.emulator.close());

  it("carries the pull request settings and every key of GitHub's full-repository", async () => {
    const { body } = await client.get('/repos/devdesk-org/monorepo');
    assert.equal(body.allow_update_branch, false);
    assert.equal(body.use_squash_pr_title_as_default, false);
    assert.equal(body.squash_merge_commit_title, 'COMMIT_OR_PR_TITLE');
    assert.equal(body.merge_commit_message, 'PR_TITLE');
    assert.deepEqual(OpenApiValidator.shared().validateSchema('full-repository', body), []);
    const required = OpenApiValidator.shared().requiredKeys('full-repository');
    assert.ok(required.length > 50);
    assert.deepEqual(
      required.filter((key) => !(key in body)),
      [],
    );
  });
});
