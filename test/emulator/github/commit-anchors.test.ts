// A review comment is anchored to the diff at its `commit_id`: the pull request's changes from its base to that commit
// ("the SHA of the commit needing a comment",
// https://docs.github.com/en/rest/pulls/comments#create-a-review-comment-for-a-pull-request), which is how a reviewer
// of one commit or a range comments (its head as `commit_id`, a line its diff shows). After two pushes, a line of the
// first pushed commit's diff is taken at that commit, with that commit stored; a file only the second commit changes
// is refused at the first, though the head's diff shows it; and the head's diff still takes it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PullIssue } from './store.js';
import { startGitHub, type GitHubTestClient } from './test-client.js';

const repo = '/repos/devdesk-org/monorepo';

describe('GitHub REST emulator: review comments anchored at a commit of the pull request', () => {
  let client: GitHubTestClient;
  let issue: PullIssue;
  let first: string;
  let second: string;
  const firstPath = 'docs/anchored-first.md';
  const secondPath = 'docs/anchored-second.md';
  const stored = () => client.store.reviewCommentsOf(issue).length;

  async function push(path: string, content: string): Promise<string> {
    const response = await fetch(`${client.emulator.info.url}/__emulator/github/push`, {
      method: 'POST',
      body: JSON.stringify({ owner: 'devdesk-org', repo: 'monorepo', number: issue.number, path, content }),
    });
    assert.equal(response.status, 201);
    return ((await response.json()) as { sha: string }).sha;
  }

  const comment = (commitId: string, path: string, line: number) =>
    client.request('POST', `${repo}/pulls/${issue.number}/comments`, {
      body: { body: 'Here', commit_id: commitId, path, line, side: 'RIGHT' },
    });

  before(async () => {
    client = await startGitHub();
    const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
    issue = client.store.listPulls(monorepo, { state: 'open' })[0]!;
    first = await push(firstPath, 'one\ntwo\nthree\n');
    second = await push(secondPath, 'alpha\nbeta\n');
  });
  after(() => client.emulator.close());

  it("takes a line of the first pushed commit's diff at that commit, and stores that commit", async () => {
    const taken = await comment(first, firstPath, 2);
    assert.equal(taken.status, 201, JSON.stringify(taken.body));
    assert.deepEqual(
      [taken.body.commit_id, taken.body.original_commit_id, taken.body.line, taken.body.side],
      [first, first, 2, 'RIGHT'],
    );
  });

  it("refuses, at the first commit, a file only the second commit changes (the head's diff shows it)", async () => {
    const before = stored();
    const refused = await comment(first, secondPath, 1);
    assert.equal(refused.status, 422);
    assert.equal(refused.body.message, 'Validation Failed');
    assert.deepEqual(
      refused.body.errors.map((error: { field: string }) => error.field),
      ['pull_request_review_thread.path'],
    );
    assert.equal(stored(), before, 'nothing stored');
    const atHead = await comment(second, secondPath, 1);
    assert.equal(atHead.status, 201, JSON.stringify(atHead.body));
    assert.equal(atHead.body.commit_id, second);
  });

  it("refuses a commit that is not one of the pull request's", async () => {
    const refused = await comment('0'.repeat(40), firstPath, 1);
    assert.equal(refused.status, 422);
    assert.equal(refused.body.errors[0].field, 'commit_id');
  });
});
