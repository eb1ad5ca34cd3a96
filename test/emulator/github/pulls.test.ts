// Pull requests over HTTP: paging, list filters and defaults, summary vs detailed, mergeability, merge,
// update-branch and the diff/patch media types.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';

const repo = '/repos/devdesk-org/monorepo';

function links(header: string | null): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of (header ?? '').split(', ')) {
    const match = /<([^>]+)>; rel="(\w+)"/.exec(part);
    if (match) result[match[2]!] = match[1]!;
  }
  return result;
}

describe('GitHub REST emulator: pull requests', () => {
  let client: GitHubTestClient;
  before(async () => {
    client = await startGitHub();
    // Deterministic mergeability: it settles after one detailed GET, never by elapsed time during the test.
    client.store.settings.mergeableSettleMs = 10 * 60 * 1000;
  });
  after(() => client.emulator.close());

  it('pages with absolute Link URLs that keep the other query parameters', async () => {
    const first = await client.get(`${repo}/pulls?state=all&per_page=50`);
    assert.equal(first.status, 200);
    assert.equal(first.body.length, 50);
    const firstLinks = links(first.headers.get('link'));
    assert.deepEqual(Object.keys(firstLinks).sort(), ['last', 'next']);
    // GitHub links a repository's pages by its id (repository-ids.ts).
    const id = client.store.repo('devdesk-org', 'monorepo')!.id;
    assert.equal(firstLinks.next, `${client.base}/repositories/${id}/pulls?state=all&per_page=50&page=2`);
    assert.equal(new URL(firstLinks.last!).searchParams.get('page'), '21'); // 1,050 PRs / 50

    const middle = await client.get(firstLinks.next!);
    const middleLinks = links(middle.headers.get('link'));
    assert.deepEqual(Object.keys(middleLinks).sort(), ['first', 'last', 'next', 'prev']);
    assert.equal(new URL(middleLinks.prev!).searchParams.get('page'), '1');
    assert.equal(new URL(middleLinks.first!).searchParams.get('state'), 'all');

    const last = await client.get(firstLinks.last!);
    assert.deepEqual(Object.keys(links(last.headers.get('link'))).sort(), ['first', 'prev']);
    assert.equal(last.body.length, 50);
  });

  it('defaults to 30 per page and caps per_page at 100', async () => {
    assert.equal((await client.get(`${repo}/pulls`)).body.length, 30);
    assert.equal((await client.get(`${repo}/pulls?state=all&per_page=500`)).body.length, 100);
  });

  it('lists open pull requests newest first by default, and sorts with the documented direction defaults', async () => {
    const defaults = (await client.get(`${repo}/pulls?per_page=100`)).body as Array<{
      state: string;
      created_at: string;
      updated_at: string;
    }>;
    assert.ok(defaults.every((pull) => pull.state === 'open'));
    const created = defaults.map((pull) => pull.created_at);
    assert.deepEqual(created, [...created].sort().reverse());
    const updated = (
      (await client.get(`${repo}/pulls?sort=updated&per_page=100`)).body as Array<{ updated_at: string }>
    ).map((pull) => pull.updated_at);
    assert.deepEqual(updated, [...updated].sort(), 'sort=updated defaults to ascending');
    const closed = (await client.get(`${repo}/pulls?state=closed&per_page=100`)).body as Array<{ state: string }>;
    assert.ok(closed.length > 0 && closed.every((pull) => pull.state === 'closed'));
    assert.equal((await client.get(`${repo}/pulls?state=bogus`)).status, 422);
  });

  it('filters by head (owner:branch) and base', async () => {
    const sample = client.store
      .listPulls(client.store.repo('devdesk-org', 'monorepo')!, { state: 'open' })
      .find((issue) => issue.pull.head.repoId === issue.repoId)!;
    const byHead = await client.get(`${repo}/pulls?head=devdesk-org:${encodeURIComponent(sample.pull.head.ref)}`);
    assert.deepEqual(
      byHead.body.map((pull: { number: number }) => pull.number),
      [sample.number],
    );
    const byBase = (await client.get(`${repo}/pulls?state=all&base=develop&per_page=100`)).body as Array<{
      base: { ref: string };
    }>;
    assert.ok(byBase.length > 0 && byBase.every((pull) => pull.base.ref === 'develop'));
  });

  it('serves the summary in lists and the detailed representation on get', async () => {
    const [summary] = (await client.get(`${repo}/pulls?per_page=1`)).body;
    for (const field of ['mergeable', 'merged', 'commits', 'additions', 'changed_files', 'maintainer_can_modify'])
      assert.ok(!(field in summary), field);
    assert.equal(summary.draft !== undefined, true);
    const detailed = (await client.get(`${repo}/pulls/${summary.number}`)).body;
    for (const field of [
      'mergeable',
      'merged',
      'mergeable_state',
      'comments',
      'review_comments',
      'commits',
      'additions',
      'deletions',
      'changed_files',
    ])
      assert.ok(field in detailed, field);
    assert.equal(detailed.head.label.startsWith('devdesk-org:') || detailed.head.label.startsWith('linus-dev:'), true);
  });

  it('reports mergeable null after create and edit, then the settled value', async () => {
    const created = await client.request('POST', `${repo}/pulls`, {
      body: { title: 'Settle me', head: 'feature/ready-3', base: 'main' },
    });
    assert.equal(created.status, 201);
    assert.equal(created.headers.get('location'), created.body.url);
    assert.equal(created.body.mergeable, null);
    const number = created.body.number;
    assert.equal((await client.get(`${repo}/pulls/${number}`)).body.mergeable, null, 'first fetch: still computing');
    const settled = (await client.get(`${repo}/pulls/${number}`)).body;
    assert.equal(settled.mergeable, true);
    assert.equal(settled.mergeable_state, 'clean');
    const edited = await client.request('PATCH', `${repo}/pulls/${number}`, { body: { title: 'Settle me again' } });
    assert.equal(edited.body.title, 'Settle me again');
    assert.equal(edited.body.mergeable, null);
    assert.equal((await client.get(`${repo}/pulls/${number}`)).body.mergeable, null);
    assert.equal((await client.get(`${repo}/pulls/${number}`)).body.mergeable, true);
    const duplicate = await client.request('POST', `${repo}/pulls`, {
      body: { title: 'Again', head: 'feature/ready-3', base: 'main' },
    });
    assert.equal(duplicate.status, 422);
    assert.equal(duplicate.body.errors[0].code, 'custom');
  });

  it('validates create input with field errors', async () => {
    const missing = await client.request('POST', `${repo}/pulls`, { body: { head: 'feature/ready-4' } });
    assert.equal(missing.status, 422);
    assert.equal(missing.body.message, 'Validation Failed');
    assert.deepEqual(
      missing.body.errors.map((error: { field: string; code: string }) => `${error.field}:${error.code}`).sort(),
      ['base:missing_field', 'title:missing_field'],
    );
    const badBase = await client.request('POST', `${repo}/pulls`, {
      body: { title: 't', head: 'feature/ready-4', base: 'nope' },
    });
    assert.deepEqual(badBase.body.errors, [{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
  });

  it('merges: 405 when not mergeable, 409 on a stale sha, then 200 and the merged state', async () => {
    const store = client.store;
    const monorepo = store.repo('devdesk-org', 'monorepo')!;
    const open = store.listPulls(monorepo, { state: 'open', base: 'main' });
    const conflicting = open.find((issue) => issue.pull.conflicts)!;
    const draft = open.find((issue) => issue.pull.draft && !issue.pull.conflicts)!;
    const target = open.find((issue) => !issue.pull.conflicts && !issue.pull.draft)!;
    const other = open.find((issue) => !issue.pull.conflicts && issue.number !== target.number)!;
    await client.get(`${repo}/pulls/${other.number}`); // settled before the base moves

    const notMergeable = await client.request('PUT', `${repo}/pulls/${conflicting.number}/merge`);
    assert.equal(notMergeable.status, 405);
    assert.equal(notMergeable.body.message, 'Pull Request is not mergeable');
    assert.ok(notMergeable.body.documentation_url);
    assert.equal((await client.request('PUT', `${repo}/pulls/${draft.number}/merge`)).status, 405);
    const stale = await client.request('PUT', `${repo}/pulls/${target.number}/merge`, {
      body: { sha: '1'.repeat(40) },
    });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.message, 'Head branch was modified. Review and try the merge again.');
    assert.equal((await client.get(`${repo}/pulls/${target.number}/merge`)).status, 404);

    const merged = await client.request('PUT', `${repo}/pulls/${target.number}/merge`, {
      body: { sha: target.pull.head.sha, merge_method: 'merge', commit_title: 'Merge it' },
    });
    assert.equal(merged.status, 200);
    assert.deepEqual(Object.keys(merged.body).sort(), ['merged', 'message', 'sha']);
    assert.equal(merged.body.merged, true);
    assert.match(merged.body.sha, /^[0-9a-f]{40}$/);
    assert.equal((await client.get(`${repo}/pulls/${target.number}/merge`)).status, 204);
    const after = (await client.get(`${repo}/pulls/${target.number}`)).body;
    assert.equal(after.state, 'closed');
    assert.equal(after.merged, true);
    assert.equal(after.merged_by.login, 'mona');
    assert.ok(after.merged_at && after.closed_at);
    assert.equal(after.merge_commit_sha, merged.body.sha);
    assert.equal((await client.request('PUT', `${repo}/pulls/${target.number}/merge`)).status, 405);
    // The base moved: another PR on main recomputes (null once, then a value).
    assert.equal((await client.get(`${repo}/pulls/${other.number}`)).body.mergeable, null);
    assert.notEqual((await client.get(`${repo}/pulls/${other.number}`)).body.mergeable, null);
  });

  it('updates a branch (202) and refuses a stale expected_head_sha (422)', async () => {
    const open = client.store.listPulls(client.store.repo('devdesk-org', 'monorepo')!, { state: 'open' });
    const pull = open.find((issue) => !issue.pull.conflicts)!;
    const before = pull.pull.head.sha;
    const stale = await client.request('PUT', `${repo}/pulls/${pull.number}/update-branch`, {
      body: { expected_head_sha: 'f'.repeat(40) },
      headers: { Accept: 'application/vnd.github.lydian-preview+json' },
    });
    assert.equal(stale.status, 422);
    assert.match(stale.body.message, /expected head sha/);
    const updated = await client.request('PUT', `${repo}/pulls/${pull.number}/update-branch`, {
      body: { expected_head_sha: before },
      headers: { Accept: 'application/vnd.github.lydian-preview+json' },
    });
    assert.equal(updated.status, 202);
    assert.deepEqual(Object.keys(updated.body).sort(), ['message', 'url']);
    assert.equal(updated.headers.get('x-github-media-type'), 'github.lydian-preview; format=json');
    const after = (await client.get(`${repo}/pulls/${pull.number}`)).body;
    assert.notEqual(after.head.sha, before);
    assert.equal(after.mergeable, null);
  });

  it('serves commits and files with real patches', async () => {
    const commits = await client.get(`${repo}/pulls/1/commits`);
    assert.ok(commits.body.length >= 1);
    assert.match(commits.body[0].sha, /^[0-9a-f]{40}$/);
    const files = await client.get(`${repo}/pulls/1/files`);
    assert.ok(files.body.length >= 1);
    for (const file of files.body) {
      assert.match(file.patch, /^@@ -\d+(,\d+)? \+\d+(,\d+)? @@/);
      assert.equal(file.changes, file.additions + file.deletions);
      const added = file.patch.split('\n').filter((line: string) => line.startsWith('+')).length;
      assert.equal(added, file.additions);
    }
  });

  it('returns the diff and patch formats as text', async () => {
    const diff = await client.get(`${repo}/pulls/1`, { headers: { Accept: 'application/vnd.github.diff' } });
    assert.equal(diff.status, 200);
    assert.match(diff.headers.get('content-type')!, /^application\/vnd\.github\.diff/);
    assert.equal(diff.headers.get('x-github-media-type'), 'github.v3; param=diff');
    assert.match(diff.text, /^diff --git a\//);
    assert.match(diff.text, /\n--- (a\/|\/dev\/null)/);
    const patch = await client.get(`${repo}/pulls/1`, { headers: { Accept: 'application/vnd.github.v3.patch' } });
    assert.match(patch.text, /^From [0-9a-f]{40} /);
    assert.match(patch.text, /Subject: \[PATCH 1\/\d+\]/);
  });

  it('answers 404 for a pull request that does not exist and for issues that are not pull requests', async () => {
    assert.equal((await client.get(`${repo}/pulls/999999`)).status, 404);
    assert.equal((await client.get(`${repo}/pulls/12`)).status, 404, '#12 is a plain issue');
  });
});
