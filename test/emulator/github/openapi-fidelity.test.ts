// Every REST response the emulator gives in this walk through the API is validated against the response schema of
// the matching operation in GitHub's OpenAPI description (@octokit/openapi). Prints covered vs in-scope operations.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkedOtherwise, servedRoutes } from './openapi-route-coverage.js';
import { OpenApiValidator } from './openapi-validator.js';
import { notificationOperations, walkNotifications } from './openapi-walk-notifications.js';
import { walkContentsAndAddresses, walkOutsideDiff, walkStatusesLabelsIssues } from './openapi-walk-writes.js';
import { startGitHub, type GitHubResponse, type GitHubTestClient } from './test-client.js';

/**
 * The operations in scope for the REST emulation: those of DevDesk's GitHub client (pulls, review comments,
 * markdown, events, teams, contents; https://docs.github.com/en/rest), plus conversations and meta.
 */
const inScope = [
  'pulls/list',
  'pulls/create',
  'pulls/get',
  'pulls/update',
  'pulls/update-branch',
  'pulls/list-commits',
  'pulls/list-files',
  'pulls/check-if-merged',
  'pulls/merge',
  'pulls/list-review-comments-for-repo',
  'pulls/list-review-comments',
  'pulls/create-review-comment',
  'pulls/create-reply-for-review-comment',
  'pulls/get-review-comment',
  'pulls/update-review-comment',
  'pulls/delete-review-comment',
  'pulls/list-reviews',
  'pulls/create-review',
  'pulls/get-review',
  'pulls/update-review',
  'pulls/delete-pending-review',
  'pulls/list-comments-for-review',
  'pulls/submit-review',
  'pulls/dismiss-review',
  'markdown/render',
  'markdown/render-raw',
  'activity/list-public-events',
  'activity/list-repo-events',
  'activity/list-public-events-for-repo-network',
  'activity/list-public-org-events',
  'activity/list-received-events-for-user',
  'activity/list-received-public-events-for-user',
  'activity/list-events-for-authenticated-user',
  'activity/list-public-events-for-user',
  'activity/list-org-events-for-authenticated-user',
  'teams/list',
  'teams/create',
  'teams/get-by-name',
  'teams/update-in-org',
  'teams/delete-in-org',
  'teams/list-child-in-org',
  'teams/list-members-in-org',
  'teams/list-repos-in-org',
  'teams/check-permissions-for-repo-in-org',
  'teams/add-or-update-repo-permissions-in-org',
  'teams/remove-repo-in-org',
  'issues/list-comments',
  'issues/create-comment',
  'issues/get-comment',
  'issues/update-comment',
  'issues/delete-comment',
  'issues/list-comments-for-repo',
  'reactions/list-for-issue',
  'reactions/create-for-issue',
  'reactions/delete-for-issue',
  'reactions/list-for-issue-comment',
  'reactions/create-for-issue-comment',
  'reactions/delete-for-issue-comment',
  'reactions/list-for-pull-request-review-comment',
  'reactions/create-for-pull-request-review-comment',
  'reactions/delete-for-pull-request-comment',
  'meta/root',
  'rate-limit/get',
  'users/get-authenticated',
  'repos/get',
  'repos/list-branches',
  'repos/get-content',
  'repos/create-or-update-file-contents',
  'search/issues-and-pull-requests',
  'pulls/list-requested-reviewers',
  'pulls/request-reviewers',
  'pulls/remove-requested-reviewers',
  'repos/list-collaborators',
  'issues/list-assignees',
  'issues/list-labels-for-repo',
  'issues/list-milestones',
  'issues/update',
  'issues/list-labels-on-issue',
  'issues/add-labels',
  'issues/set-labels',
  'issues/remove-label',
  'issues/add-assignees',
  'issues/remove-assignees',
  'repos/list-teams',
  'issues/list-for-repo',
  'emojis/get',
  'checks/list-for-ref',
  'repos/get-combined-status-for-ref',
  'teams/list-for-authenticated-user',
  ...notificationOperations,
];

const repo = '/repos/devdesk-org/monorepo';

describe('GitHub REST emulator: OpenAPI fidelity', () => {
  let validator: OpenApiValidator;
  let client: GitHubTestClient;
  const validated = new Set<string>();
  /** `operationId status` pairs whose answers were validated. */
  const statuses = new Set<string>();
  const failures: string[] = [];
  let responses = 0;

  function check(method: string, path: string, response: GitHubResponse): void {
    responses += 1;
    const result = validator.validate(
      method,
      path,
      response.status,
      response.headers.get('content-type'),
      response.body,
    );
    if (result.errors.length > 0)
      failures.push(
        `${method} ${path} -> ${response.status} (${result.operationId ?? '?'}): ${result.errors.join('; ')}`,
      );
    else if (result.operationId) {
      validated.add(result.operationId);
      statuses.add(`${result.operationId} ${response.status}`);
    }
  }

  before(async () => {
    validator = OpenApiValidator.shared();
    client = await startGitHub(check);
  });
  after(() => client.emulator.close());

  it('a broken response fails validation (the check is real)', async () => {
    const response = await client.get(`${repo}/pulls/1`);
    assert.deepEqual(validator.validate('GET', `${repo}/pulls/1`, 200, 'application/json', response.body).errors, []);
    const { head: _head, ...withoutHead } = response.body;
    assert.ok(validator.validate('GET', `${repo}/pulls/1`, 200, 'application/json', withoutHead).errors.length > 0);
    assert.ok(
      validator.validate('GET', `${repo}/pulls/1`, 200, 'application/json', { ...response.body, number: '1' }).errors
        .length > 0,
    );
    assert.ok(
      validator.validate('GET', `${repo}/pulls`, 200, 'application/json', [{ ...response.body, user: { login: 'x' } }])
        .errors.length > 0,
    );
    assert.ok(
      validator.validate('GET', '/events', 200, 'application/json', [{ id: 1, type: 'PushEvent' }]).errors.length > 0,
    );
  });

  it('pull requests, commits, files, merge, update-branch', async () => {
    const store = client.store;
    const monorepo = store.repo('devdesk-org', 'monorepo')!;
    const open = store.listPulls(monorepo, { state: 'open' });
    const mergeable = open.find((issue) => !issue.pull.conflicts && !issue.pull.draft)!;
    const conflicting = open.find((issue) => issue.pull.conflicts)!;
    const merged = store.listPulls(monorepo, { state: 'closed' }).find((issue) => issue.pull.merged)!;
    await client.get(`${repo}/pulls`);
    await client.get(`${repo}/pulls?state=all&sort=popularity&per_page=100&page=3`);
    await client.get(`${repo}/pulls?state=bogus`);
    await client.get(`${repo}/pulls/${mergeable.number}`);
    await client.get(`${repo}/pulls/${merged.number}`);
    await client.get(`${repo}/pulls/${mergeable.number}`, { headers: { Accept: 'application/vnd.github.diff' } });
    await client.get(`${repo}/pulls/${mergeable.number}`, { headers: { Accept: 'application/vnd.github.full+json' } });
    await client.get(`${repo}/pulls/999999`);
    await client.get(`${repo}/pulls/${mergeable.number}/commits`);
    await client.get(`${repo}/pulls/${mergeable.number}/files`);
    await client.get(`${repo}/pulls/${merged.number}/merge`);
    await client.get(`${repo}/pulls/${mergeable.number}/merge`);
    const created = await client.request('POST', `${repo}/pulls`, {
      body: { title: 'Fidelity', head: 'feature/ready-1', base: 'main', body: 'Body', draft: false },
    });
    assert.equal(created.status, 201);
    await client.request('POST', `${repo}/pulls`, { body: { head: 'feature/ready-2' } });
    await client.request('PATCH', `${repo}/pulls/${created.body.number}`, {
      body: { title: 'Fidelity (edited)', state: 'closed' },
    });
    await client.request('PATCH', `${repo}/pulls/${created.body.number}`, { body: { state: 'open' } });
    await client.request('PUT', `${repo}/pulls/${mergeable.number}/update-branch`, {
      body: { expected_head_sha: mergeable.pull.head.sha },
    });
    await client.request('PUT', `${repo}/pulls/${mergeable.number}/update-branch`, {
      body: { expected_head_sha: '0'.repeat(40) },
    });
    await client.request('PUT', `${repo}/pulls/${conflicting.number}/merge`, { body: {} });
    await client.request('PUT', `${repo}/pulls/${mergeable.number}/merge`, { body: { sha: '0'.repeat(40) } });
    const merge = await client.request('PUT', `${repo}/pulls/${mergeable.number}/merge`, {
      body: { merge_method: 'squash' },
    });
    assert.equal(merge.status, 200);
    await client.request('PUT', `${repo}/pulls/${mergeable.number}/merge`, { body: { merge_method: 'nope' } });
  });

  it('review comments, issue comments and reactions', async () => {
    const store = client.store;
    const monorepo = store.repo('devdesk-org', 'monorepo')!;
    const withThreads = store
      .listPulls(monorepo, { state: 'open' })
      .find((issue) => store.reviewCommentsOf(issue).length > 0 && store.commentsOf(issue).length > 0)!;
    const root = store.reviewCommentsOf(withThreads).find((comment) => comment.inReplyToId === null)!;
    const issueComment = store.commentsOf(withThreads)[0]!;
    const number = withThreads.number;
    await client.get(`${repo}/pulls/comments?sort=updated&direction=desc`);
    await client.get(`${repo}/pulls/${number}/comments`);
    await client.get(`${repo}/pulls/comments/${root.id}`);
    const file = withThreads.pull.files[0]!;
    const headSha = withThreads.pull.head.sha;
    const created = await client.request('POST', `${repo}/pulls/${number}/comments`, {
      body: { body: 'Fidelity note', commit_id: headSha, path: file.filename, position: 1 },
    });
    assert.equal(created.status, 201);
    await client.request('POST', `${repo}/pulls/${number}/comments`, { body: { body: 'no path' } });
    const reply = await client.request('POST', `${repo}/pulls/${number}/comments/${root.id}/replies`, {
      body: { body: 'Reply' },
    });
    assert.equal(reply.status, 201);
    await client.request('POST', `${repo}/pulls/${number}/comments/999999/replies`, { body: { body: 'Reply' } });
    await client.request('PATCH', `${repo}/pulls/comments/${created.body.id}`, { body: { body: 'Edited' } });
    await client.get(`${repo}/pulls/comments/${created.body.id}/reactions`);
    const reviewReaction = await client.request('POST', `${repo}/pulls/comments/${created.body.id}/reactions`, {
      body: { content: 'rocket' },
    });
    await client.request('POST', `${repo}/pulls/comments/${created.body.id}/reactions`, {
      body: { content: 'rocket' },
    });
    await client.request('DELETE', `${repo}/pulls/comments/${created.body.id}/reactions/${reviewReaction.body.id}`);
    await client.request('DELETE', `${repo}/pulls/comments/${created.body.id}`);

    await client.get(`${repo}/issues/${number}/comments`);
    await client.get(`${repo}/issues/comments`);
    await client.get(`${repo}/issues/comments/${issueComment.id}`);
    const comment = await client.request('POST', `${repo}/issues/${number}/comments`, {
      body: { body: 'Fidelity comment @hubot' },
    });
    assert.equal(comment.status, 201);
    await client.request('POST', `${repo}/issues/${number}/comments`, { body: {} });
    await client.request('PATCH', `${repo}/issues/comments/${comment.body.id}`, { body: { body: 'Edited comment' } });
    await client.get(`${repo}/issues/comments/${comment.body.id}/reactions`);
    const commentReaction = await client.request('POST', `${repo}/issues/comments/${comment.body.id}/reactions`, {
      body: { content: 'heart' },
    });
    await client.request('POST', `${repo}/issues/comments/${comment.body.id}/reactions`, {
      body: { content: 'thumbs' },
    });
    await client.request('DELETE', `${repo}/issues/comments/${comment.body.id}/reactions/${commentReaction.body.id}`);
    await client.request('DELETE', `${repo}/issues/comments/${comment.body.id}`);

    await client.get(`${repo}/issues/${number}/reactions`);
    const issueReaction = await client.request('POST', `${repo}/issues/${number}/reactions`, {
      body: { content: 'hooray' },
    });
    assert.equal(issueReaction.status, 201);
    await client.request('DELETE', `${repo}/issues/${number}/reactions/${issueReaction.body.id}`);
  });

  it("reviews: pending, submitted, refused, dismissed, deleted, and a review's comments", async () => {
    const store = client.store;
    const monorepo = store.repo('devdesk-org', 'monorepo')!;
    const viewer = store.account('mona')!;
    const open = store.listPulls(monorepo, { state: 'open' }).filter((issue) => issue.pull.files.length > 0);
    const theirs = open.filter((issue) => issue.userId !== viewer.id);
    const mine = open.find((issue) => issue.userId === viewer.id)!;
    const [first, second] = [theirs[2]!, theirs[3]!];
    const file = first.pull.files[0]!;
    const line = Number(/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(file.patch)![1]);
    const reviews = (number: number) => `${repo}/pulls/${number}/reviews`;
    const pending = await client.request('POST', reviews(first.number), {
      body: { body: 'Draft', comments: [{ path: file.filename, line, side: 'RIGHT', body: 'Pending' }] },
    });
    assert.equal(pending.status, 200);
    await client.request('POST', reviews(first.number), { body: {} });
    await client.get(reviews(first.number));
    await client.get(`${reviews(first.number)}/${pending.body.id}`);
    await client.get(`${reviews(first.number)}/999999`);
    await client.get(`${reviews(first.number)}/${pending.body.id}/comments`);
    await client.request('PUT', `${reviews(first.number)}/${pending.body.id}`, { body: { body: 'Better draft' } });
    await client.request('PUT', `${reviews(first.number)}/${pending.body.id}`, { body: {} });
    await client.request('POST', `${reviews(first.number)}/${pending.body.id}/events`, {
      body: { event: 'REQUEST_CHANGES', body: '' },
    });
    const submitted = await client.request('POST', `${reviews(first.number)}/${pending.body.id}/events`, {
      body: { event: 'REQUEST_CHANGES', body: 'Please split' },
    });
    assert.equal(submitted.status, 200);
    await client.request('PUT', `${reviews(first.number)}/${pending.body.id}/dismissals`, {
      body: { message: 'Addressed' },
    });
    await client.request('PUT', `${reviews(first.number)}/${pending.body.id}/dismissals`, {
      body: { message: 'Again' },
    });
    await client.request('POST', reviews(mine.number), { body: { event: 'APPROVE' } });
    const discard = await client.request('POST', reviews(second.number), { body: {} });
    await client.request('DELETE', `${reviews(second.number)}/${discard.body.id}`);
    await client.request('DELETE', `${reviews(first.number)}/${pending.body.id}`);
  });

  it('markdown, events, meta', async () => {
    await client.request('POST', '/markdown', {
      body: { text: 'Hello **@mona** see #1', mode: 'gfm', context: 'devdesk-org/monorepo' },
    });
    await client.request('POST', '/markdown/raw', { body: '# Title', headers: { 'Content-Type': 'text/plain' } });
    await client.request('POST', '/markdown', { body: '{not json' });
    for (const path of [
      '/events',
      `${repo}/events`,
      '/networks/devdesk-org/monorepo/events',
      '/orgs/devdesk-org/events',
      '/users/mona/received_events',
      '/users/mona/received_events/public',
      '/users/mona/events',
      '/users/mona/events/public',
      '/users/mona/events/orgs/devdesk-org',
    ]) {
      const response = await client.get(path);
      assert.equal(response.status, 200, path);
    }
    await client.get('/events?page=11');
    await client.get('/');
    await client.get('/rate_limit');
    await client.get('/user');
    await client.get('/user', { token: 'ghp_unknown' });
    await client.get(repo);
    await client.get(`${repo}/branches?per_page=5`);
    await client.get('/repos/devdesk-org/old-tools');
    await client.get('/repos/hubot/private-lab');
  });

  it('teams, by slug and by id', async () => {
    const org = client.store.account('devdesk-org')!;
    const engineering = client.store.teamBySlug(org, 'engineering')!;
    await client.get('/orgs/devdesk-org/teams');
    await client.get('/orgs/devdesk-org/teams/engineering');
    await client.get(`/organizations/${org.id}/team/${engineering.id}`);
    await client.get('/orgs/devdesk-org/teams/engineering/teams');
    await client.get('/orgs/devdesk-org/teams/engineering/members');
    await client.get('/orgs/devdesk-org/teams/engineering/members?role=maintainer');
    await client.get('/orgs/devdesk-org/teams/engineering/repos');
    await client.get('/orgs/devdesk-org/teams/engineering/repos/devdesk-org/monorepo');
    await client.get('/orgs/devdesk-org/teams/engineering/repos/devdesk-org/monorepo', {
      headers: { Accept: 'application/vnd.github.v3.repository+json' },
    });
    await client.get('/orgs/devdesk-org/teams/engineering/repos/devdesk-org/docs-site');
    const created = await client.request('POST', '/orgs/devdesk-org/teams', {
      body: {
        name: 'Fidelity Crew',
        description: 'temp',
        privacy: 'closed',
        parent_team_id: engineering.id,
        repo_names: ['devdesk-org/docs-site'],
      },
    });
    assert.equal(created.status, 201);
    await client.request('POST', '/orgs/devdesk-org/teams', { body: { description: 'no name' } });
    await client.request('PATCH', '/orgs/devdesk-org/teams/fidelity-crew', {
      body: { name: 'Fidelity Crew', description: 'edited' },
    });
    await client.request('PUT', '/orgs/devdesk-org/teams/fidelity-crew/repos/devdesk-org/monorepo', {
      body: { permission: 'push' },
    });
    await client.request('PUT', '/orgs/devdesk-org/teams/fidelity-crew/repos/acme-corp/widgets', {
      body: { permission: 'push' },
    });
    await client.request('DELETE', '/orgs/devdesk-org/teams/fidelity-crew/repos/devdesk-org/monorepo');
    await client.request('DELETE', `/organizations/${org.id}/team/${created.body.id}`);
  });

  it('repository contents: files at base and head, too large, escaped paths, 404s', async () => {
    const store = client.store;
    const monorepo = store.repo('devdesk-org', 'monorepo')!;
    const pulls = store.listPulls(monorepo, { state: 'all' });
    const modified = pulls.find((issue) => issue.pull.files.some((file) => file.status === 'modified'))!;
    const added = pulls.find((issue) => issue.pull.files.some((file) => file.status === 'added'))!;
    const escape = (path: string): string => path.split('/').map(encodeURIComponent).join('/');
    const file = modified.pull.files.find((candidate) => candidate.status === 'modified')!.filename;
    const newFile = added.pull.files.find((candidate) => candidate.status === 'added')!.filename;
    const answers = [
      await client.get(`${repo}/contents/${escape(file)}?ref=${modified.pull.base.sha}`),
      await client.get(`${repo}/contents/${escape(file)}?ref=${modified.pull.head.sha}`),
      await client.get(`${repo}/contents/${escape(newFile)}?ref=${added.pull.head.sha}`),
      await client.get(`${repo}/contents/assets/fixtures/large-dataset.json`),
      await client.get(`${repo}/contents/${escape('docs/notes/Meeting Notes #3 (議事録).md')}?ref=main`),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 200);
      // The operation's 200 is a oneOf of directory, file, symlink and submodule: hold a file to `content-file` alone.
      assert.deepEqual(validator.validateSchema('content-file', answer.body), []);
    }
    const { sha: _sha, ...withoutSha } = answers[0]!.body;
    assert.ok(validator.validateSchema('content-file', withoutSha).length > 0, 'the check is real');
    await client.get(`${repo}/contents/${escape(newFile)}?ref=${added.pull.base.sha}`);
    await client.get(`${repo}/contents/README.md?ref=no-such-ref`);
    await client.get(`${repo}/contents/README.md`, { headers: { Accept: 'application/vnd.github.raw' } });
    await client.get('/repos/hubot/private-lab/contents/README.md');
  });

  it('writing contents: updated (200), created (201), stale blob (409), missing sha (422)', async () => {
    const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
    const issue = client.store
      .listPulls(monorepo, { state: 'open' })
      .find(
        (candidate) =>
          candidate.pull.head.repoId === monorepo.id && candidate.pull.files.some((file) => file.status === 'modified'),
      )!;
    const path = issue.pull.files.find((file) => file.status === 'modified')!.filename;
    const at = `${repo}/contents/${path.split('/').map(encodeURIComponent).join('/')}`;
    const stale = (await client.get(`${at}?ref=${issue.pull.head.sha}`)).body.sha as string;
    const content = Buffer.from('written\n').toString('base64');
    const branch = issue.pull.head.ref;
    const write = (where: string, body: object) => client.request('PUT', where, { body });
    assert.equal((await write(at, { message: 'Update', content, sha: stale, branch })).status, 200);
    assert.equal(
      (await write(`${repo}/contents/docs/written-here.md`, { message: 'Create', content, branch })).status,
      201,
    );
    assert.equal((await write(at, { message: 'Update', content, sha: stale, branch })).status, 409);
    assert.equal((await write(at, { message: 'Update', content, branch })).status, 422);
  });

  it('search: pull requests by qualifiers across repositories, paged, and its 422s', async () => {
    await client.get(`/search/issues?q=${encodeURIComponent('is:pr is:open review-requested:@me')}&per_page=5`);
    await client.get(
      `/search/issues?q=${encodeURIComponent('is:pr author:@me org:devdesk-org label:bug')}&sort=updated&order=asc&page=2`,
    );
    await client.get(`/search/issues?q=${encodeURIComponent('is:pr is:merged repo:devdesk-org/docs-site')}`);
    await client.get('/search/issues');
    await client.get(`/search/issues?q=${encodeURIComponent('is:pr author:no-such-user-anywhere')}`);
  });

  it('requested reviewers, collaborators, labels, assignees and milestones', async () => {
    const store = client.store;
    const monorepo = store.repo('devdesk-org', 'monorepo')!;
    const pull = store
      .listPulls(monorepo, { state: 'open' })
      .find((issue) => issue.userId !== store.account('ken-t')!.id && issue.userId !== store.account('mona')!.id)!;
    const number = pull.number;
    await client.get(`${repo}/pulls/${number}/requested_reviewers`);
    const requested = await client.request('POST', `${repo}/pulls/${number}/requested_reviewers`, {
      body: { reviewers: ['ken-t'], team_reviewers: ['reviewers'] },
    });
    assert.equal(requested.status, 201);
    await client.get(`${repo}/pulls/${number}/requested_reviewers`);
    await client.request('POST', `${repo}/pulls/${number}/requested_reviewers`, {
      body: { reviewers: ['no-such-user'] },
    });
    await client.request('DELETE', `${repo}/pulls/${number}/requested_reviewers`, {
      body: { reviewers: ['ken-t'], team_reviewers: ['reviewers'] },
    });
    await client.request('DELETE', `${repo}/pulls/${number}/requested_reviewers`, { body: {} });
    await client.get(`${repo}/collaborators`);
    await client.get(`${repo}/teams`);
    await client.get(`${repo}/issues?state=all&sort=updated&per_page=50`);
    await client.get(`${repo}/issues?state=bogus`);
    await client.get('/emojis');
    await client.request('PATCH', `${repo}/issues/${number}`, { body: { assignees: ['ken-t'] } });
    await client.request('PATCH', `${repo}/issues/${number}`, { body: { assignees: ['no-such-user'] } });
    await client.get(`${repo}/assignees`);
    await client.get(`${repo}/labels`);
    await client.get(`${repo}/milestones?state=all`);
    await client.get(`${repo}/issues/${number}/labels`);
    await client.request('POST', `${repo}/issues/${number}/labels`, { body: { labels: ['bug', 'needs review'] } });
    await client.request('POST', `${repo}/issues/${number}/labels`, { body: { labels: [] } });
    await client.request('PUT', `${repo}/issues/${number}/labels`, { body: { labels: ['enhancement'] } });
    await client.request('DELETE', `${repo}/issues/${number}/labels/enhancement`);
    await client.request('DELETE', `${repo}/issues/${number}/labels/enhancement`);
    await client.request('POST', `${repo}/issues/${number}/assignees`, { body: { assignees: ['ken-t'] } });
    await client.request('DELETE', `${repo}/issues/${number}/assignees`, { body: { assignees: ['ken-t'] } });
    const milestone = [...store.milestones.values()].find((candidate) => candidate.repoId === monorepo.id)!;
    await client.request('PATCH', `${repo}/issues/${number}`, { body: { milestone: milestone.number } });
    await client.request('PATCH', `${repo}/issues/${number}`, { body: { milestone: 999 } });
    await client.request('PATCH', `${repo}/issues/${number}`, { body: { milestone: null } });
  });

  it('check runs and the combined status of head commits (passing, failing, pending, none), 304, 422, 404', async () => {
    const { checksOf } = await import('./check-store.js');
    const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
    const heads = client.store
      .listPulls(monorepo, { state: 'open' })
      .map((issue) => issue.pull.head.sha)
      .filter((sha) => checksOf(client.store).runsFor(monorepo, sha).length > 0);
    assert.ok(heads.length >= 1, 'seeded pull requests with checks (an earlier step moved one head)');
    for (const sha of [...heads, 'main']) {
      await client.get(`${repo}/commits/${sha}/check-runs`);
      await client.get(`${repo}/commits/${sha}/status`);
    }
    await client.get(`${repo}/commits/${heads[0]}/check-runs?filter=all&status=completed&check_name=test&per_page=1`);
    await client.get(`${repo}/commits/${'0'.repeat(40)}/check-runs`);
    await client.get(`${repo}/commits/${'0'.repeat(40)}/status`);
    await client.get('/repos/hubot/private-lab/commits/main/check-runs', { token: null });
    await client.get('/user/teams');
    await client.get('/user/teams', { token: null });
  });

  it('statuses, labels, issue creation, contents on any branch, raw, a comment outside the diff, repositories by id', async () => {
    await walkStatusesLabelsIssues(client);
    await walkContentsAndAddresses(client, validator);
    await walkOutsideDiff(client);
  });

  it('notifications: lists, a thread, read, done, subscriptions, mark all read', async () => {
    await walkNotifications(client);
  });

  it('every response matched its OpenAPI schema, and every route the emulator serves was checked', () => {
    const missing = inScope.filter((operationId) => !validated.has(operationId));
    const served = servedRoutes(validator);
    const unchecked = served.filter(
      ({ route, operationId }) =>
        !(route in checkedOtherwise) && (operationId === undefined || !validated.has(operationId)),
    );
    const checked = served.length - unchecked.length;
    console.log(
      `OpenAPI fidelity: ${responses} responses checked; ${checked}/${served.length} served routes checked (${Object.keys(checkedOtherwise).length} by a named schema), ${validated.size} operations at ${statuses.size} operation-status pairs`,
    );
    assert.deepEqual(failures, []);
    assert.deepEqual(missing, []);
    assert.deepEqual(
      unchecked.map(({ route, operationId }) => `${route} (${operationId ?? 'no operation'})`),
      [],
    );
  });
});
