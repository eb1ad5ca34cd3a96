// Writes GitHub takes that the emulator did not: commit statuses (create, list, and the combined status they make),
// labels one by one (create, get, rename through `new_name`, delete) and a new issue.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';

const repo = '/repos/devdesk-org/monorepo';

describe('GitHub REST emulator: statuses, labels, issues', () => {
  let client: GitHubTestClient;
  before(async () => {
    client = await startGitHub();
  });
  after(() => client.emulator.close());

  it('a commit status is created (201), listed newest first, and counts in the combined status', async () => {
    const sha = client.store.repo('devdesk-org', 'monorepo')!.branches.get('main')!;
    const pending = await client.request('POST', `${repo}/statuses/${sha}`, {
      body: { state: 'pending', context: 'ci/lint', description: 'Running' },
    });
    assert.equal(pending.status, 201, pending.text);
    assert.equal(pending.body.creator.login, 'mona');
    assert.equal(pending.headers.get('location'), pending.body.url);
    const failed = await client.request('POST', `${repo}/statuses/${sha}`, {
      body: { state: 'failure', context: 'ci/lint', target_url: 'https://ci.example/1' },
    });
    assert.equal(failed.status, 201);
    const listed = await client.get(`${repo}/commits/main/statuses`);
    assert.deepEqual(
      listed.body.map((status: { id: number; state: string }) => [status.id, status.state]),
      [
        [failed.body.id, 'failure'],
        [pending.body.id, 'pending'],
      ],
    );
    const combined = await client.get(`${repo}/commits/${sha}/status`);
    assert.equal(combined.body.state, 'failure');
    assert.deepEqual(
      combined.body.statuses.map((status: { context: string }) => status.context),
      ['ci/lint'],
    );
    const bogus = await client.request('POST', `${repo}/statuses/${sha}`, { body: { state: 'great' } });
    assert.equal(bogus.status, 422);
    assert.deepEqual(
      bogus.body.errors.map((error: { field: string }) => error.field),
      ['state'],
    );
    assert.equal(
      (await client.request('POST', `${repo}/statuses/${'0'.repeat(40)}`, { body: { state: 'success' } })).status,
      422,
    );
    assert.equal(
      (await client.request('POST', `${repo}/statuses/${sha}`, { body: { state: 'success' }, token: null })).status,
      401,
    );
  });

  it('labels one by one: created, read, renamed through new_name, deleted (and taken off its issues)', async () => {
    const created = await client.request('POST', `${repo}/labels`, {
      body: { name: 'needs triage', color: '#FFAA00', description: 'New here' },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.color, 'ffaa00');
    assert.equal(
      (await client.request('POST', `${repo}/labels`, { body: { name: 'Needs Triage' } })).body.errors[0].code,
      'already_exists',
    );
    const read = await client.get(`${repo}/labels/${encodeURIComponent('needs triage')}`);
    assert.equal(read.body.id, created.body.id);
    const issue = await client.request('POST', `${repo}/issues`, {
      body: { title: 'Labelled', labels: ['needs triage'] },
    });
    const renamed = await client.request('PATCH', `${repo}/labels/${encodeURIComponent('needs triage')}`, {
      body: { new_name: 'triaged', color: '00ff00' },
    });
    assert.equal(renamed.status, 200);
    assert.deepEqual([renamed.body.id, renamed.body.name, renamed.body.color], [created.body.id, 'triaged', '00ff00']);
    assert.equal((await client.get(`${repo}/labels/${encodeURIComponent('needs triage')}`)).status, 404);
    assert.deepEqual(
      (await client.get(`${repo}/issues/${issue.body.number}/labels`)).body.map(
        (label: { name: string }) => label.name,
      ),
      ['triaged'],
    );
    assert.equal((await client.request('DELETE', `${repo}/labels/triaged`)).status, 204);
    assert.equal((await client.get(`${repo}/labels/triaged`)).status, 404);
    assert.deepEqual((await client.get(`${repo}/issues/${issue.body.number}/labels`)).body, []);
    assert.equal((await client.request('DELETE', `${repo}/labels/triaged`)).status, 404);
  });

  it('a new issue: 201 with its number and Location, labels created as needed, 422 without a title', async () => {
    const created = await client.request('POST', `${repo}/issues`, {
      body: { title: 'Found a bug', body: 'Steps…', labels: ['bug', 'brand-new-label'], assignees: ['ken-t'] },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.headers.get('location'), created.body.url);
    assert.equal(created.body.user.login, 'mona');
    assert.deepEqual(
      created.body.labels.map((label: { name: string }) => label.name),
      ['bug', 'brand-new-label'],
    );
    assert.deepEqual(
      created.body.assignees.map((user: { login: string }) => user.login),
      ['ken-t'],
    );
    const read = await client.get(`${repo}/issues/${created.body.number}/labels`);
    assert.equal(read.status, 200);
    const missing = await client.request('POST', `${repo}/issues`, { body: { body: 'no title' } });
    assert.equal(missing.status, 422);
    assert.deepEqual(missing.body.errors, [{ resource: 'Issue', field: 'title', code: 'missing_field' }]);
  });
});
