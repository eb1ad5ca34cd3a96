// The OpenAPI fidelity test's walk through the routes added for issue 35's emulator step: commit statuses, labels
// one by one, issue creation, contents on any branch and directories, raw contents, a review comment outside the
// diff, a comparison, and the `/repositories/{id}/…` address. Every answer goes through the client's hook (the
// fidelity test validates it); the few asserts here make sure each call reached the case it names.
import assert from 'node:assert/strict';
import { hunkOfLine } from './diff-anchors.js';
import type { OpenApiValidator } from './openapi-validator.js';
import type { GitHubTestClient } from './test-client.js';

const repo = '/repos/devdesk-org/monorepo';
const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

export async function walkStatusesLabelsIssues(client: GitHubTestClient): Promise<void> {
  const sha = client.store.repo('devdesk-org', 'monorepo')!.branches.get('main')!;
  assert.equal(
    (
      await client.request('POST', `${repo}/statuses/${sha}`, {
        body: { state: 'success', context: 'ci/test', target_url: 'https://ci.example/1' },
      })
    ).status,
    201,
  );
  await client.request('POST', `${repo}/statuses/${sha}`, { body: { state: 'nope' } });
  await client.request('POST', `${repo}/statuses/${'0'.repeat(40)}`, { body: { state: 'success' } });
  assert.equal((await client.get(`${repo}/commits/main/statuses`)).status, 200);
  await client.get(`${repo}/commits/no-such-branch/statuses`);
  assert.equal(
    (
      await client.request('POST', `${repo}/labels`, {
        body: { name: 'fidelity', color: 'abcdef', description: 'Walk' },
      })
    ).status,
    201,
  );
  await client.request('POST', `${repo}/labels`, { body: { name: 'fidelity' } });
  assert.equal((await client.get(`${repo}/labels/fidelity`)).status, 200);
  await client.get(`${repo}/labels/no-such-label`);
  assert.equal(
    (await client.request('PATCH', `${repo}/labels/fidelity`, { body: { new_name: 'fidelity-2', color: '123456' } }))
      .status,
    200,
  );
  assert.equal((await client.request('DELETE', `${repo}/labels/fidelity-2`)).status, 204);
  await client.request('DELETE', `${repo}/labels/fidelity-2`);
  assert.equal(
    (
      await client.request('POST', `${repo}/issues`, {
        body: { title: 'Fidelity issue', body: 'Body', labels: ['bug'], assignees: ['ken-t'] },
      })
    ).status,
    201,
  );
  await client.request('POST', `${repo}/issues`, { body: { body: 'no title' } });
}

export async function walkContentsAndAddresses(client: GitHubTestClient, validator: OpenApiValidator): Promise<void> {
  const created = await client.request('PUT', `${repo}/contents/docs/fidelity.md`, {
    body: { message: 'Add', content: base64('one\n'), branch: 'main' },
  });
  assert.equal(created.status, 201);
  const updated = await client.request('PUT', `${repo}/contents/docs/fidelity.md`, {
    body: { message: 'Edit', content: base64('two\n'), sha: created.body.content.sha },
  });
  assert.equal(updated.status, 200);
  assert.equal(
    (
      await client.request('PUT', `${repo}/contents/docs/fidelity.md`, {
        body: { message: 'Edit', content: base64('x\n'), sha: created.body.content.sha },
      })
    ).status,
    409,
  );
  const listing = await client.get(`${repo}/contents/src`);
  assert.ok(Array.isArray(listing.body));
  assert.deepEqual(validator.validateSchema('content-directory', listing.body), []);
  const root = await client.get(`${repo}/contents`);
  assert.deepEqual(
    validator.validateSchema('content-directory', root.body),
    [],
    'the root listing (no operation: openapi-route-coverage.ts)',
  );
  for (const accept of ['application/vnd.github.raw+json', 'application/vnd.github.v3.raw']) {
    assert.equal(
      (await client.get(`${repo}/contents/README.md`, { headers: { Accept: accept } })).headers.has('last-modified'),
      true,
    );
  }
  const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
  const [pull] = client.store.listPulls(monorepo, { state: 'open' });
  assert.equal((await client.get(`${repo}/compare/${pull!.pull.base.sha}...${pull!.pull.head.sha}`)).status, 200);
  await client.get(`${repo}/compare/nothing`);
  const toolbox = client.store.repo('devdesk-org', 'toolbox')!.id;
  assert.equal((await client.get('/repos/devdesk-org/old-tools/pulls')).status, 301);
  assert.equal((await client.get(`/repositories/${toolbox}`)).status, 200);
  const pulls = await client.get(`/repositories/${toolbox}/pulls?state=all`);
  assert.equal(pulls.status, 200);
  await client.get(`/repositories/${toolbox}/pulls/${pulls.body[0].number}`);
  await client.get(`/repositories/${toolbox}/pulls/${pulls.body[0].number}/files`);
}

export async function walkOutsideDiff(client: GitHubTestClient): Promise<void> {
  const monorepo = client.store.repo('devdesk-org', 'monorepo')!;
  const issue = client.store
    .listPulls(monorepo, { state: 'open' })
    .find((candidate) => candidate.pull.files.some((file) => file.status === 'modified'))!;
  const file = issue.pull.files.find((entry) => entry.status === 'modified')!;
  const outside = Array.from({ length: 400 }, (_, index) => index + 1).find(
    (line) => hunkOfLine(file.patch, line, 'RIGHT') === undefined,
  )!;
  const comment = { body: 'Outside', path: file.filename, line: outside, side: 'RIGHT' };
  assert.equal(
    (
      await client.request('POST', `${repo}/pulls/${issue.number}/comments`, {
        body: { ...comment, commit_id: issue.pull.head.sha },
      })
    ).status,
    422,
  );
  assert.equal(
    (await client.request('POST', `${repo}/pulls/${issue.number}/reviews`, { body: { comments: [comment] } })).status,
    422,
  );
}
