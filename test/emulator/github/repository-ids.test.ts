// A renamed repository and the `/repositories/{id}/…` address GitHub sends for it: the 301/307 Location, the routes
// that answer there, and `Link` pages by id (repository-ids.ts says where GitHub does each).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';

describe('GitHub REST emulator: repositories by id', () => {
  let client: GitHubTestClient;
  let toolbox: number;
  before(async () => {
    client = await startGitHub();
    toolbox = client.store.repo('devdesk-org', 'toolbox')!.id;
  });
  after(() => client.emulator.close());

  it('a renamed repository answers 301 (reads) and 307 (writes) to /repositories/{id} with the same tail', async () => {
    const get = await client.get('/repos/devdesk-org/old-tools/pulls?state=all&per_page=2');
    assert.equal(get.status, 301);
    assert.equal(get.headers.get('location'), `${client.base}/repositories/${toolbox}/pulls?state=all&per_page=2`);
    assert.equal(get.body.url, get.headers.get('location'));
    const post = await client.request('POST', '/repos/devdesk-org/old-tools/issues/1/comments', {
      body: { body: 'hi' },
    });
    assert.equal(post.status, 307);
    assert.equal(post.headers.get('location'), `${client.base}/repositories/${toolbox}/issues/1/comments`);
  });

  it('/repositories/{id}/… answers what the Pull Requests view reads: the repository, its pulls, one, its files', async () => {
    const repository = await client.get(`/repositories/${toolbox}`);
    assert.equal(repository.status, 200);
    assert.equal(repository.body.full_name, 'devdesk-org/toolbox');
    const pulls = await client.get(`/repositories/${toolbox}/pulls?state=all`);
    assert.equal(pulls.status, 200);
    assert.ok(pulls.body.length > 0);
    const number = pulls.body[0].number as number;
    const pull = await client.get(`/repositories/${toolbox}/pulls/${number}`);
    assert.equal(pull.body.number, number);
    assert.equal(pull.body.base.repo.full_name, 'devdesk-org/toolbox');
    const files = await client.get(`/repositories/${toolbox}/pulls/${number}/files`);
    assert.equal(files.status, 200);
    assert.ok(Array.isArray(files.body));
    const followed = await client.get(`/repositories/${toolbox}/pulls/${number}/comments`);
    assert.equal(followed.status, 200);
  });

  it('an unknown id, and a private repository the viewer cannot read, are 404', async () => {
    assert.equal((await client.get('/repositories/999999999/pulls')).status, 404);
    const lab = client.store.repo('hubot', 'private-lab')!.id;
    assert.equal((await client.get(`/repositories/${lab}/pulls`, { token: null })).status, 404);
    assert.equal((await client.get(`/repositories/${lab}`, { token: null })).status, 404);
  });

  it('a paged list under a repository links its pages by id, whichever address was asked', async () => {
    const monorepo = client.store.repo('devdesk-org', 'monorepo')!.id;
    const byName = await client.get('/repos/devdesk-org/monorepo/pulls?state=all&per_page=2');
    const link = byName.headers.get('link') ?? '';
    assert.match(
      link,
      new RegExp(`<${client.base}/repositories/${monorepo}/pulls\\?state=all&per_page=2&page=2>; rel="next"`),
    );
    assert.doesNotMatch(link, /\/repos\//);
    const next = /<([^>]+)>; rel="next"/.exec(link)![1]!;
    const second = await client.get(next);
    assert.equal(second.status, 200);
    assert.notDeepEqual(
      second.body.map((pull: { number: number }) => pull.number),
      byName.body.map((pull: { number: number }) => pull.number),
    );
    assert.match(
      second.headers.get('link') ?? '',
      new RegExp(`/repositories/${monorepo}/pulls\\?state=all&per_page=2&page=3>; rel="next"`),
    );
    // A list outside a repository keeps its own address.
    assert.match((await client.get('/events?per_page=2')).headers.get('link') ?? '', /\/events\?/);
  });
});
