// Teams found for you: a team id becomes a host URL the way the service (or the emulator) names team hosts, and
// only active teams not configured yet are offered.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { teamHostUrl, teamsToOffer } from '../../../src/ui/accounts/teams-found';

describe('team host URL from a signed-in team host', () => {
  const cases: Array<[string, string, string | undefined]> = [
    ['https://alpha.qiita.com', 'beta', 'https://beta.qiita.com'],
    ['https://Alpha.qiita.com', 'Gamma-2', 'https://gamma-2.qiita.com'],
    ['http://127.0.0.1:4000/teams/alpha', 'beta', 'http://127.0.0.1:4000/teams/beta'],
    ['http://localhost:8080/prefix/teams/alpha', 'beta', 'http://localhost:8080/prefix/teams/beta'],
    ['https://qiita.example.com', 'beta', undefined],
    ['https://qiita.com', 'beta', undefined],
    ['https://a.b.qiita.com', 'beta', undefined],
    ['https://alpha.qiita.com', 'evil.com/x', undefined],
    ['https://alpha.qiita.com', '-bad', undefined],
    ['http://127.0.0.1:4000/teams/alpha', '../qiita', undefined],
  ];
  for (const [host, team, expected] of cases) {
    it(`${host} + ${team} → ${expected ?? 'none'}`, () => assert.equal(teamHostUrl(host, team), expected));
  }
});

describe('teams to offer', () => {
  const teams = [
    { id: 'gamma', name: 'Gamma', active: true },
    { id: 'beta', name: 'Beta Inc.', active: true },
    { id: 'alpha', name: 'Alpha', active: true },
    { id: 'dormant', name: 'Dormant', active: false },
  ];

  it('offers the active teams that are neither the signed-in one nor configured, in the order listed', () => {
    const offered = teamsToOffer(
      'https://alpha.qiita.com',
      ['https://alpha.qiita.com', 'https://gamma.qiita.com/'],
      teams,
    );
    assert.deepEqual(offered, [{ id: 'beta', name: 'Beta Inc.', url: 'https://beta.qiita.com' }]);
  });

  it('works for path-mounted team hosts and offers nothing when all are configured', () => {
    const base = 'http://127.0.0.1:4000/teams';
    assert.deepEqual(
      teamsToOffer(`${base}/alpha`, [`${base}/alpha`], teams).map((team) => team.url),
      [`${base}/gamma`, `${base}/beta`],
    );
    assert.deepEqual(teamsToOffer(`${base}/alpha`, [`${base}/alpha`, `${base}/beta`, `${base}/gamma`], teams), []);
  });

  it('skips malformed configured entries instead of failing', () => {
    assert.equal(teamsToOffer('https://alpha.qiita.com', ['not a url'], teams).length, 2);
  });
});
