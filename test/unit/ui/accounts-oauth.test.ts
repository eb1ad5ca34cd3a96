// Sign-in with the browser, its pure decisions: which ways to sign in are offered, the scopes asked for, the
// authorize URL with our redirect (and as a forwarded browser reaches it), and what a redirect back means.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HostKind } from '../../../src/ui/accounts/host';
import {
  callbackProblemText,
  clientSecretKey,
  oauthScopes,
  readCallback,
  signInMethods,
  throughExternalOrigin,
  unboundClientSecretKey,
  withRedirectUri,
  type SignInMethod,
} from '../../../src/ui/accounts/oauth-rules';

describe('sign-in methods', () => {
  const cases: Array<[HostKind, boolean, string, SignInMethod[]]> = [
    ['articles', false, '', ['paste']],
    ['articles', false, 'abc', ['oauth', 'paste']],
    ['team', false, 'abc', ['oauth', 'paste']],
    ['articles', true, 'abc', ['sandbox', 'oauth', 'paste']],
    ['team', true, '  ', ['sandbox', 'paste']],
    ['github', false, 'abc', ['paste']],
    ['github', true, 'abc', ['sandbox', 'paste']],
  ];
  for (const [kind, sandbox, clientId, expected] of cases) {
    it(`${kind}, ${sandbox ? 'sandbox' : 'no sandbox'}, client id ${JSON.stringify(clientId)} → ${expected.join(', ')}`, () => {
      assert.deepEqual(signInMethods(kind, { sandbox, oauthClientId: clientId }), expected);
    });
  }

  it("puts VS Code's GitHub session first where it has one, for GitHub only", () => {
    assert.deepEqual(signInMethods('github', { sandbox: false, oauthClientId: '', vscodeSession: true }), [
      'vscode',
      'paste',
    ]);
    assert.deepEqual(signInMethods('github', { sandbox: true, oauthClientId: '', vscodeSession: true }), [
      'vscode',
      'sandbox',
      'paste',
    ]);
    assert.deepEqual(signInMethods('articles', { sandbox: false, oauthClientId: '', vscodeSession: true }), ['paste']);
  });
});

describe('authorize URL', () => {
  it('asks for the edition’s own scopes', () => {
    assert.deepEqual(oauthScopes('articles'), ['read_qiita', 'write_qiita']);
    assert.deepEqual(oauthScopes('team'), ['read_qiita_team', 'write_qiita_team']);
  });

  it('adds the redirect URI, encoded whole, keeping the other parameters', () => {
    const redirect =
      'http://127.0.0.1:8080/stable-x/callback?vscode-reqid=1&vscode-scheme=code-oss&vscode-authority=devdesk.devdesk&vscode-path=%2Foauth%2Fcallback';
    const url = new URL(
      withRedirectUri(
        'https://qiita.com/api/v2/oauth/authorize?client_id=c&scope=read_qiita+write_qiita&state=s',
        redirect,
      ),
    );
    assert.equal(url.searchParams.get('redirect_uri'), redirect);
    assert.deepEqual(
      [url.searchParams.get('client_id'), url.searchParams.get('scope'), url.searchParams.get('state')],
      ['c', 'read_qiita write_qiita', 's'],
    );
  });

  it('reaches a forwarded host through its forwarded origin, keeping path and query; leaves other hosts alone', () => {
    const page = 'http://127.0.0.1:4000/teams/alpha/api/v2/oauth/team_authorize?client_id=c&state=s';
    assert.equal(
      throughExternalOrigin(page, 'http://127.0.0.1:8080/proxy/4000/'),
      'http://127.0.0.1:8080/proxy/4000/teams/alpha/api/v2/oauth/team_authorize?client_id=c&state=s',
    );
    assert.equal(
      throughExternalOrigin(page, 'http://localhost:51234/'),
      'http://localhost:51234/teams/alpha/api/v2/oauth/team_authorize?client_id=c&state=s',
    );
    assert.equal(throughExternalOrigin(page, 'http://127.0.0.1:4000/'), page);
    assert.equal(
      throughExternalOrigin('https://qiita.com/api/v2/oauth/authorize?x=1', 'https://qiita.com/'),
      'https://qiita.com/api/v2/oauth/authorize?x=1',
    );
  });
});

describe('the redirect back', () => {
  const state = 'f'.repeat(40);
  it('brings a code when the state is ours', () => {
    assert.deepEqual(readCallback(`code=${'c'.repeat(40)}&state=${state}`, state), {
      kind: 'code',
      code: 'c'.repeat(40),
    });
  });

  it('refuses an answer whose state is missing or another', () => {
    assert.deepEqual(readCallback(`code=abc&state=${'0'.repeat(40)}`, state), { kind: 'stateMismatch' });
    assert.deepEqual(readCallback('code=abc', state), { kind: 'stateMismatch' });
    assert.deepEqual(
      readCallback(`error=access_denied`, state),
      { kind: 'stateMismatch' },
      'even an error needs our state',
    );
  });

  it('tells a denial and a missing code apart', () => {
    assert.deepEqual(readCallback(`error=access_denied&state=${state}`, state), {
      kind: 'denied',
      error: 'access_denied',
    });
    assert.deepEqual(readCallback(`state=${state}`, state), { kind: 'noCode' });
  });

  it('has a sentence for each problem, naming the host', () => {
    const texts = [
      callbackProblemText({ kind: 'stateMismatch' }, 'Qiita (qiita.com)'),
      callbackProblemText({ kind: 'denied', error: 'access_denied' }, 'Qiita (qiita.com)'),
      callbackProblemText({ kind: 'noCode' }, 'Qiita (qiita.com)'),
    ];
    assert.ok(texts.every((text) => text.args[0] === 'Qiita (qiita.com)'));
    assert.match(texts[0]!.message, /state does not match/);
    assert.match(callbackProblemText({ kind: 'denied', error: 'server_error' }, 'Q').message, /did not authorize/);
  });
});

describe('where the OAuth client secret is kept', () => {
  const clientId = 'a'.repeat(40);

  it('is one key per host and client id: a secret entered for one host is not found for another', () => {
    const qiita = clientSecretKey('https://qiita.com', clientId);
    assert.notEqual(qiita, clientSecretKey('https://myteam.qiita.com', clientId));
    assert.notEqual(qiita, clientSecretKey('https://qiita.com', 'b'.repeat(40)));
    assert.equal(qiita, clientSecretKey('https://qiita.com', clientId), 'the same host and client find it again');
  });

  it('cannot be made to meet another pair by where the host ends and the client id begins', () => {
    assert.notEqual(clientSecretKey('https://a.example', 'x:y'), clientSecretKey('https://a.example:x', 'y'));
    assert.notEqual(
      clientSecretKey('https://a.example', 'x'),
      unboundClientSecretKey(JSON.stringify(['https://a.example', 'x'])),
    );
  });

  it('is never the key of earlier builds (client id alone), whose host is unknown', () => {
    assert.equal(unboundClientSecretKey(clientId), `devdesk.oauthClientSecret:${clientId}`);
    for (const host of ['https://qiita.com', 'https://myteam.qiita.com'])
      assert.notEqual(clientSecretKey(host, clientId), unboundClientSecretKey(clientId));
  });
});
