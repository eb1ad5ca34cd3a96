// The status bar's review count as search queries: as few as fit under GitHub's 256 characters, every repository
// named once; and the count per repository from the answer's items.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maxQueryLength, nextCountAt, waitingBase, waitingByRepository, waitingQueries } from '../../../src/ui/pulls/waiting/waiting-queries';

const repo = (owner: string, name: string) => ({ owner, repo: name });

describe('pulls: the review count’s search queries', () => {
  it('asks nothing without repositories and once for a few', () => {
    assert.deepEqual(waitingQueries([]), []);
    assert.deepEqual(waitingQueries([repo('acme', 'api'), repo('acme', 'web')]), [`${waitingBase} repo:acme/api repo:acme/web`]);
  });

  it('splits into as few queries as fit under 256 characters, each repository once, in order', () => {
    const repos = Array.from({ length: 40 }, (_, index) => repo('some-organization', `repository-${index}`));
    const queries = waitingQueries(repos);
    for (const query of queries) {
      assert.ok(query.length <= maxQueryLength, `${query.length} characters`);
      assert.ok(query.startsWith(`${waitingBase} repo:`));
    }
    const named = queries.flatMap((query) => query.slice(waitingBase.length).trim().split(' ').map((term) => term.replace('repo:', '')));
    assert.deepEqual(named, repos.map((each) => `${each.owner}/${each.repo}`));
    const perQualifier = ' repo:some-organization/repository-10'.length;
    const fitting = Math.floor((maxQueryLength - waitingBase.length) / perQualifier);
    assert.equal(queries.length, Math.ceil(repos.length / fitting), 'no query could take one more');
    for (const query of queries.slice(0, -1)) assert.ok(query.length + perQualifier > maxQueryLength);
  });

  it('counts the items per repository in the view’s order, case-insensitively, leaving out those with none', () => {
    const items = [
      { repository_url: 'https://api.github.com/repos/acme/web' },
      { repository_url: 'https://api.github.com/repos/Acme/API' },
      { repository_url: 'https://api.github.com/repos/acme/web' },
    ];
    assert.deepEqual(waitingByRepository([repo('acme', 'api'), repo('acme', 'docs'), repo('acme', 'web')], items), [
      { repo: repo('acme', 'api'), count: 1 },
      { repo: repo('acme', 'web'), count: 2 },
    ]);
  });

  it('waits two seconds a request of the last count before asking again (30 a minute)', () => {
    assert.equal(nextCountAt(undefined, 1), 0);
    assert.equal(nextCountAt(10_000, 1), 12_000);
    assert.equal(nextCountAt(10_000, 3), 16_000);
  });
});
