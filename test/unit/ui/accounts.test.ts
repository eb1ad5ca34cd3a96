// The accounts' pure decisions: which hosts the settings name, what is wrong with a typed token, which transport
// may carry one.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hostEntries, migratedEnterpriseHosts, type HostSettings } from '../../../src/ui/accounts/host';
import { isSafeTransport, tokenProblem } from '../../../src/ui/accounts/token-rules';

const defaults: HostSettings = {
  qiitaBaseUrl: 'https://qiita.com',
  qiitaTeams: [],
  githubApiUrl: 'https://api.github.com',
  githubEnterpriseHosts: [],
  githubEnterpriseUri: '',
};

describe('hosts from settings', () => {
  it('lists the public site, each team and GitHub, with normalised ids and labels', () => {
    const entries = hostEntries({
      ...defaults,
      qiitaTeams: ['https://alpha.qiita.com/', 'http://127.0.0.1:4000/teams/beta/'],
    });
    assert.deepEqual(
      entries.map((e) => [e.kind, e.id, e.label.message, e.label.args[0]]),
      [
        ['articles', 'https://qiita.com', 'Qiita ({0})', 'qiita.com'],
        ['team', 'https://alpha.qiita.com', 'Qiita Team ({0})', 'alpha.qiita.com'],
        ['team', 'http://127.0.0.1:4000/teams/beta', 'Qiita Team ({0})', '127.0.0.1:4000/teams/beta'],
        ['github', 'https://api.github.com', 'GitHub', undefined],
      ],
    );
  });

  it('names GitHub hosts as the product and their web address, never the API path', () => {
    const labels = (settings: Partial<HostSettings>) =>
      hostEntries({ ...defaults, ...settings })
        .filter((e) => e.kind === 'github')
        .map((e) => [e.label.message, ...e.label.args]);
    assert.deepEqual(labels({}), [['GitHub']], 'github.com alone');
    assert.deepEqual(
      labels({
        githubEnterpriseHosts: [
          'https://github.example.com',
          'http://127.0.0.1:4000/ghes/api/v3',
          'https://ghe.example.com:8443/',
        ],
      }),
      [
        ['GitHub ({0})', 'github.com'],
        ['GitHub Enterprise ({0})', 'github.example.com'],
        ['GitHub Enterprise ({0})', '127.0.0.1:4000/ghes'],
        ['GitHub Enterprise ({0})', 'ghe.example.com:8443'],
      ],
    );
    assert.deepEqual(
      labels({ githubApiUrl: 'http://127.0.0.1:4000/github/api/v3' }),
      [['GitHub ({0})', '127.0.0.1:4000/github']],
      'an API URL elsewhere says where it points',
    );
    assert.deepEqual(labels({ githubApiUrl: 'not a url', githubEnterpriseHosts: ['https://github.example.com'] }), [
      ['GitHub Enterprise ({0})', 'github.example.com'],
    ]);
  });

  it('skips entries that are not URLs', () => {
    const entries = hostEntries({ ...defaults, qiitaTeams: ['not a url', 'ftp://x.example'] });
    assert.deepEqual(
      entries.map((e) => e.kind),
      ['articles', 'github'],
    );
  });

  it('keeps github.com and adds each Enterprise server of devdesk.github.enterpriseHosts, as <uri>/api/v3', () => {
    const entries = hostEntries({
      ...defaults,
      githubEnterpriseHosts: ['https://github.example.com/', 'ghe.corp.example', 'http://127.0.0.1:4000/ghes'],
    });
    assert.deepEqual(
      entries.filter((e) => e.kind === 'github').map((e) => e.id),
      [
        'https://api.github.com',
        'https://github.example.com/api/v3',
        'https://ghe.corp.example/api/v3',
        'http://127.0.0.1:4000/ghes',
      ],
    );
  });

  it('reads the older enterpriseUri as one more Enterprise server beside github.com, once', () => {
    const github = (settings: Partial<typeof defaults>) =>
      hostEntries({ ...defaults, ...settings })
        .filter((e) => e.kind === 'github')
        .map((e) => e.id);
    assert.deepEqual(github({ githubEnterpriseUri: ' https://github.example.com/ ' }), [
      'https://api.github.com',
      'https://github.example.com/api/v3',
    ]);
    assert.deepEqual(
      github({
        githubEnterpriseUri: 'https://github.example.com',
        githubEnterpriseHosts: ['https://github.example.com/'],
      }),
      ['https://api.github.com', 'https://github.example.com/api/v3'],
    );
    assert.deepEqual(github({ githubEnterpriseHosts: ['not a url', '  '] }), ['https://api.github.com']);
  });

  it('moves enterpriseUri into the enterpriseHosts list, and only when there is something to move', () => {
    assert.deepEqual(migratedEnterpriseHosts([], 'https://github.example.com'), ['https://github.example.com']);
    assert.deepEqual(migratedEnterpriseHosts(['https://a.example'], 'https://github.example.com'), [
      'https://a.example',
      'https://github.example.com',
    ]);
    assert.deepEqual(
      migratedEnterpriseHosts(['https://github.example.com/'], 'github.example.com'),
      ['https://github.example.com/'],
      'already listed: the list stays as it is',
    );
    assert.equal(migratedEnterpriseHosts(['https://a.example'], ''), undefined);
    assert.equal(migratedEnterpriseHosts([], undefined), undefined);
  });
});

describe('token checks', () => {
  const cases: Array<[Parameters<typeof tokenProblem>[0], string, ReturnType<typeof tokenProblem>]> = [
    ['articles', 'a'.repeat(40), undefined],
    ['team', '0123456789abcdef'.repeat(2) + '01234567', undefined],
    ['articles', 'A'.repeat(40), 'notQiitaShape'],
    ['articles', 'a'.repeat(39), 'notQiitaShape'],
    ['articles', 'ab cd', 'whitespace'],
    ['articles', '', 'empty'],
    ['github', 'ghp_' + 'x'.repeat(36), undefined],
    ['github', 'github_pat_' + 'y'.repeat(60), undefined],
    ['github', 'ghp_ x', 'whitespace'],
  ];
  for (const [kind, token, expected] of cases) {
    it(`${kind} ${JSON.stringify(token.slice(0, 12))}… → ${expected ?? 'fine'}`, () =>
      assert.equal(tokenProblem(kind, token), expected));
  }

  it('allows tokens over HTTPS, and over plain HTTP only to this machine', () => {
    assert.equal(isSafeTransport('https://qiita.com'), true);
    assert.equal(isSafeTransport('http://127.0.0.1:8080/qiita'), true);
    assert.equal(isSafeTransport('http://localhost:3000'), true);
    assert.equal(isSafeTransport('http://qiita.example.com'), false);
    assert.equal(isSafeTransport('http://10.0.0.5/api/v3'), false);
    assert.equal(isSafeTransport('not a url'), false);
  });
});
