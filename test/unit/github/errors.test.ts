// Failures and redirects as the GitHub client surfaces them: 401, 404 for a private repository, 422 with errors[],
// 400 bad JSON, abuse 403 with Retry-After, 403 rate limit with its reset; a renamed repository's 301 followed and
// remembered, a write's 307 repeated verbatim, a write's 302 refused (RedirectedWriteError).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AbuseLimitError,
  AuthenticationError,
  NotFoundError,
  RateLimitError,
  RedirectedWriteError,
  ValidationError,
} from '../../../src/core/http/index.js';
import { collect, firstPull, monorepo, startGitHubFixture, type GitHubFixture } from './fixtures.js';

const secretPlans = { owner: 'devdesk-org', repo: 'secret-plans' };
const oldTools = { owner: 'devdesk-org', repo: 'old-tools' };

describe('GitHub client: errors', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  it('401 on bad credentials, with the message and documentation_url', async () => {
    const client = fixture.clientWith({ token: 'ghp_not_a_real_token_0000000000000000' });
    const error = await collect(client.pulls.list(monorepo, { limit: 1 })).catch((caught: unknown) => caught);
    assert.ok(error instanceof AuthenticationError);
    assert.equal(error.status, 401);
    assert.equal(error.serviceMessage, 'Bad credentials');
    assert.match(error.documentationUrl ?? '', /^https:\/\/docs\.github\.com\//);
    assert.doesNotMatch(error.message, /ghp_not_a_real_token/);
  });

  it('404 for a private repository the caller cannot see, which the owner can read', async () => {
    const anonymous = fixture.clientWith();
    await assert.rejects(collect(anonymous.pulls.list(secretPlans)), NotFoundError);
    const pulls = await collect(fixture.client.pulls.list(secretPlans, { state: 'all' }));
    assert.ok(pulls.length > 0);
  });

  it('422 with errors[] naming resource, field and code', async () => {
    const error = await fixture.client.pulls
      .create(monorepo, { title: '', head: 'feature/ready-1', base: 'main' })
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof ValidationError);
    assert.equal(error.status, 422);
    assert.equal(error.serviceMessage, 'Validation Failed');
    assert.deepEqual(error.errors?.[0], { resource: 'PullRequest', field: 'title', code: 'missing_field' });
    assert.match(error.message, /PullRequest title missing_field/);
  });

  it('400 for a body that is not JSON, or not a JSON object', async () => {
    const issue = firstPull(fixture, monorepo, (candidate) => candidate.state === 'open');
    const path = `/repos/devdesk-org/monorepo/issues/${issue.number}/comments`;
    const malformed = await fixture.client.http
      .request({ method: 'POST', path, body: '{"body": ', contentType: 'application/json' })
      .catch((caught: unknown) => caught);
    assert.ok(malformed instanceof ValidationError);
    assert.equal(malformed.status, 400);
    assert.equal(malformed.serviceMessage, 'Problems parsing JSON');
    const array = await fixture.client.http
      .request({ method: 'POST', path, json: ['not', 'an', 'object'] })
      .catch((caught: unknown) => caught);
    assert.ok(array instanceof ValidationError);
    assert.equal(array.serviceMessage, 'Body should be a JSON object');
  });

  it('abuse 403 with Retry-After: a write fails at once (never repeated), with the wait to respect', async () => {
    const issue = firstPull(fixture, monorepo, (candidate) => candidate.state === 'open');
    const before = fixture.store.commentsOf(issue).length;
    fixture.emulator.faults.add({ kind: 'abuse', method: 'POST', times: 1, retryAfter: 30 });
    const error = await fixture.client.issueComments
      .create(monorepo, issue.number, 'Too fast')
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof AbuseLimitError);
    assert.equal(error.status, 403);
    assert.equal(error.retryAfterMs, 30_000);
    assert.equal(fixture.store.commentsOf(issue).length, before, 'no comment was stored');
  });

  it('abuse 403 on a read: surfaced when the wait is longer than the client accepts', async () => {
    const client = fixture.clientWith({ token: fixture.emulator.tokens.github, retry: { maxRetryAfterMs: 5_000 } });
    fixture.emulator.faults.add({ kind: 'abuse', method: 'GET', times: 1, retryAfter: 120 });
    const error = await client.pulls.get(monorepo, 1).catch((caught: unknown) => caught);
    assert.ok(error instanceof AbuseLimitError);
    assert.equal(error.retryAfterMs, 120_000);
  });
});

describe('GitHub client: redirects', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  it('follows the 301 of a renamed repository and remembers it', async () => {
    const lines: string[] = [];
    const client = fixture.clientWith({ token: fixture.emulator.tokens.github, logger: (line) => lines.push(line) });
    const viaOldName = await collect(client.pulls.list(oldTools, { state: 'all' }));
    assert.ok(viaOldName.length > 0);
    assert.ok(lines.some((line) => line.startsWith('↪ 301')));
    // GitHub's form: the new address is the repository's id.
    const id = fixture.store.repo('devdesk-org', 'toolbox')!.id;
    assert.equal(client.repositoryMoves.movedTo(oldTools), `/repositories/${id}`);

    lines.length = 0;
    const pull = await client.pulls.get(oldTools, viaOldName[0]!.number);
    assert.equal(pull.number, viaOldName[0]!.number);
    assert.ok(!lines.some((line) => line.startsWith('↪')), 'no redirect once remembered');
    assert.ok(lines.some((line) => line.includes(`/repositories/${id}/pulls/`)));
  });

  it('repeats a write verbatim on 307, without remembering the temporary move', async () => {
    const client = fixture.clientWith({ token: fixture.emulator.tokens.github });
    const toolbox = fixture.store.repo('devdesk-org', 'toolbox')!;
    const [issue] = fixture.store.listPulls(toolbox, { state: 'open' });
    assert.ok(issue);
    const updated = await client.pulls.update(oldTools, issue.number, { title: 'Renamed through a 307' });
    assert.equal(updated.title, 'Renamed through a 307');
    assert.equal(client.repositoryMoves.movedTo(oldTools), undefined);
  });

  it('refuses a POST answered 302 rather than re-sending it (as a GET or otherwise)', async () => {
    const to = `${fixture.emulator.info.url}/__emulator/echo`;
    const error = await fixture.client.http
      .request({
        method: 'POST',
        url: `${fixture.emulator.info.url}/__emulator/redirect?status=302&to=${encodeURIComponent(to)}`,
        json: { a: 1 },
      })
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof RedirectedWriteError);
    assert.equal(error.status, 302);
    assert.equal(error.location, to);
  });
});

describe('GitHub client: a spent rate limit', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  it('403 with remaining 0 becomes RateLimitError with the reset; later calls fail fast without sending', async () => {
    await fixture.client.pulls.get(monorepo, 1);
    fixture.emulator.faults.add({ kind: 'rateLimit', times: 1 });
    const error = await fixture.client.pulls.get(monorepo, 2).catch((caught: unknown) => caught);
    assert.ok(error instanceof RateLimitError);
    assert.equal(error.status, 403);
    assert.ok(error.resetAt.getTime() > Date.now());
    assert.equal(fixture.client.rateLimit()?.remaining, 0);

    const fast = await fixture.client.pulls.get(monorepo, 3).catch((caught: unknown) => caught);
    assert.ok(fast instanceof RateLimitError);
    assert.equal(fast.status, 0, 'refused before sending');
    assert.equal(fast.resetAt.getTime(), error.resetAt.getTime());
  });
});
