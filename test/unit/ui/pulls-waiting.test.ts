// The status bar's review count as search queries: as few as fit under GitHub's 256 characters, every repository
// named once; the count per repository from the answer's items; and the counts of several GitHub hosts summed.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextCountOnHosts, sumWaiting, type HostWaiting } from '../../../src/ui/pulls/waiting/waiting-hosts';
import {
  maxQueryLength,
  nextCountAt,
  waitingBase,
  waitingByRepository,
  waitingQueries,
} from '../../../src/ui/pulls/waiting/waiting-queries';

const repo = (owner: string, name: string) => ({ owner, repo: name });

describe('pulls: the review count’s search queries', () => {
  it('asks nothing without repositories and once for a few', () => {
    assert.deepEqual(waitingQueries([]), []);
    assert.deepEqual(waitingQueries([repo('acme', 'api'), repo('acme', 'web')]), [
      `${waitingBase} repo:acme/api repo:acme/web`,
    ]);
  });

  it('splits into as few queries as fit under 256 characters, each repository once, in order', () => {
    const repos = Array.from({ length: 40 }, (_, index) => repo('some-organization', `repository-${index}`));
    const queries = waitingQueries(repos);
    for (const query of queries) {
      assert.ok(query.length <= maxQueryLength, `${query.length} characters`);
      assert.ok(query.startsWith(`${waitingBase} repo:`));
    }
    const named = queries.flatMap((query) =>
      query
        .slice(waitingBase.length)
        .trim()
        .split(' ')
        .map((term) => term.replace('repo:', '')),
    );
    assert.deepEqual(
      named,
      repos.map((each) => `${each.owner}/${each.repo}`),
    );
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

describe('pulls: the review count over several GitHub hosts', () => {
  const dotCom: HostWaiting = {
    hostId: 'https://api.github.com',
    label: 'GitHub (github.com)',
    total: 2,
    repositories: [{ repo: repo('acme', 'api'), count: 2 }],
  };
  const server: HostWaiting = {
    hostId: 'https://ghe.example.com/api/v3',
    label: 'GitHub Enterprise (ghe.example.com)',
    total: 3,
    repositories: [{ repo: repo('corp', 'tools'), count: 3 }],
  };
  const none = (of: HostWaiting): HostWaiting => ({ ...of, total: 0, repositories: [] });
  const host = (of: HostWaiting) => ({ id: of.hostId });

  it('sums every host’s count, in the settings’ order', () => {
    assert.deepEqual(
      sumWaiting(
        [
          { host: host(dotCom), counted: dotCom },
          { host: host(server), counted: server },
        ],
        undefined,
      ),
      { total: 5, hosts: [dotCom, server] },
    );
  });

  it('leaves out a host with nothing waiting, and hides when nothing waits anywhere', () => {
    assert.deepEqual(
      sumWaiting(
        [
          { host: host(dotCom), counted: none(dotCom) },
          { host: host(server), counted: server },
        ],
        undefined,
      ),
      { total: 3, hosts: [server] },
    );
    assert.equal(sumWaiting([{ host: host(dotCom), counted: none(dotCom) }], undefined), undefined);
    assert.equal(sumWaiting([], { total: 5, hosts: [dotCom, server] }), undefined, 'signed out everywhere');
  });

  it('keeps a failed host’s last count, and drops a host no longer counted (signed out)', () => {
    const last = { total: 5, hosts: [dotCom, server] };
    assert.deepEqual(
      sumWaiting(
        [
          { host: host(dotCom), counted: 'failed' },
          { host: host(server), counted: { ...server, total: 1 } },
        ],
        last,
      ),
      { total: 3, hosts: [dotCom, { ...server, total: 1 }] },
    );
    assert.deepEqual(sumWaiting([{ host: host(server), counted: server }], last), { total: 3, hosts: [server] });
    assert.equal(
      sumWaiting([{ host: host(dotCom), counted: 'failed' }], undefined),
      undefined,
      'nothing shown before: nothing to keep',
    );
  });

  it('waits for the host whose search budget frees last', () => {
    assert.equal(nextCountOnHosts([]), 0);
    assert.equal(
      nextCountOnHosts([
        { startedAt: 10_000, requests: 1 },
        { startedAt: 10_000, requests: 3 },
      ]),
      16_000,
    );
  });
});
