// Authentication, scopes, OAuth authorization pages and token creation / deactivation.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { defaultRedirectUri } from './index.js';
import { startArticleTestbed, type Answer, type ArticleTestbed } from './test-client.js';

const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('article emulator: authentication and OAuth', () => {
  let bed: ArticleTestbed;
  before(async () => {
    bed = await startArticleTestbed();
  });
  after(() => bed.close());

  const api = (host: 'public' | 'alpha' | 'beta', path: string): string => `${bed.hosts[host]}/api/v2${path}`;

  async function approve(
    host: 'public' | 'alpha',
    page: string,
    params: Record<string, string>,
    decision = 'approve',
  ): Promise<Answer> {
    const body = new URLSearchParams({ client_id: bed.emulator.info.oauth.client_id, ...params, decision }).toString();
    return bed.call('POST', api(host, `/oauth/${page}`), { body, headers: form });
  }

  async function newToken(host: 'public' | 'alpha', scope: string): Promise<string> {
    const page = host === 'public' ? 'authorize' : 'team_authorize';
    const redirect = await approve(host, page, { scope, redirect_uri: 'http://127.0.0.1:1/cb' });
    const code = new URL(redirect.headers.get('location')!).searchParams.get('code')!;
    const { client_id, client_secret } = bed.emulator.info.oauth;
    const answer = await bed.call('POST', api(host, host === 'public' ? '/access_tokens' : '/team_access_tokens'), {
      body: { client_id, client_secret, code },
    });
    assert.equal(answer.status, 201, answer.text);
    return (answer.json as { token: string }).token;
  }

  describe('tokens and scopes', () => {
    it('answers 401 { message, type: "unauthorized" } for an unknown token, even on a public GET', async () => {
      const answer = await bed.call('GET', api('public', '/items'), { token: 'a'.repeat(40) });
      assert.equal(answer.status, 401);
      assert.deepEqual(answer.json, { message: 'Unauthorized', type: 'unauthorized' });
    });

    it('answers 401 for a malformed Authorization header', async () => {
      const answer = await bed.call('GET', api('public', '/items'), {
        headers: { Authorization: `token ${bed.tokens.articles}` },
      });
      assert.equal(answer.status, 401);
    });

    it('lets public GETs through without a token, but not writes or the authenticated user', async () => {
      assert.equal((await bed.call('GET', api('public', '/items'))).status, 200);
      assert.equal(
        (await bed.call('POST', api('public', '/items'), { body: { title: 't', body: 'b', tags: [{ name: 'x' }] } }))
          .status,
        401,
      );
      assert.equal((await bed.call('GET', api('public', '/authenticated_user'))).status, 401);
    });

    it('needs a token for every team endpoint, GETs included', async () => {
      for (const path of ['/items', '/templates', '/users', '/tags']) {
        const answer = await bed.call('GET', api('alpha', path));
        assert.equal(answer.status, 401, path);
        assert.equal((answer.json as { type: string }).type, 'unauthorized');
      }
      assert.equal((await bed.call('GET', api('alpha', '/items'), { token: bed.tokens.team })).status, 200);
    });

    it('enforces scopes: a read-only token reads but cannot write (403)', async () => {
      const { readOnly } = bed.tokens;
      assert.equal((await bed.call('GET', api('public', '/authenticated_user'), { token: readOnly })).status, 200);
      assert.equal((await bed.call('GET', api('alpha', '/templates'), { token: readOnly })).status, 200);
      const write = await bed.call('POST', api('public', '/items'), {
        token: readOnly,
        body: { title: 't', body: 'b', tags: [{ name: 'x' }] },
      });
      assert.equal(write.status, 403);
      assert.equal((write.json as { type: string }).type, 'forbidden');
      assert.equal((await bed.call('PUT', api('public', '/tags/Rust/following'), { token: readOnly })).status, 403);
      assert.equal(
        (
          await bed.call('POST', api('alpha', '/expanded_templates'), {
            token: readOnly,
            body: { title: '', body: '', tags: [] },
          })
        ).status,
        403,
      );
    });

    it('keeps editions apart: a public-scope token is refused on a team host and a team-scope token on the public host', async () => {
      assert.equal((await bed.call('GET', api('alpha', '/items'), { token: bed.tokens.articles })).status, 403);
      assert.equal(
        (await bed.call('GET', api('public', '/authenticated_user'), { token: bed.tokens.team })).status,
        403,
      );
    });

    it('lets the team token into every team of its owner (alpha and beta)', async () => {
      const teams = await bed.call('GET', api('beta', '/teams'), { token: bed.tokens.team });
      assert.equal(teams.status, 200);
      assert.deepEqual((teams.json as Array<{ id: string }>).map((team) => team.id).sort(), ['alpha', 'beta']);
    });
  });

  describe('authorization pages', () => {
    it('shows an HTML page with an approve form carrying client_id, scope, state and redirect_uri', async () => {
      const query = new URLSearchParams({
        client_id: bed.emulator.info.oauth.client_id,
        scope: 'read_qiita write_qiita',
        state: 's1',
        redirect_uri: 'http://127.0.0.1:5000/cb',
      });
      const page = await bed.call('GET', `${api('public', '/oauth/authorize')}?${query}`);
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-type')!, /^text\/html/);
      assert.match(page.text, /<form id="authorize" method="post">/);
      assert.match(page.text, /<button id="approve"[^>]*value="approve"/);
      assert.match(page.text, /name="state" value="s1"/);
      assert.match(page.text, /name="redirect_uri" value="http:\/\/127\.0\.0\.1:5000\/cb"/);
      assert.match(page.text, /read_qiita/);
    });

    it('redirects (302) to the redirect URI with code and state when approved', async () => {
      const answer = await approve('public', 'authorize', {
        scope: 'read_qiita',
        state: 'xyz',
        redirect_uri: 'http://localhost:3000/callback?keep=1',
      });
      assert.equal(answer.status, 302);
      const location = new URL(answer.headers.get('location')!);
      assert.equal(`${location.origin}${location.pathname}`, 'http://localhost:3000/callback');
      assert.equal(location.searchParams.get('keep'), '1');
      assert.match(location.searchParams.get('code')!, /^[0-9a-f]{40}$/);
      assert.equal(location.searchParams.get('state'), 'xyz');
    });

    it('uses the fixed default redirect URI without redirect_uri, and accepts vscode:// and code-oss:// ones', async () => {
      const byDefault = await approve('public', 'authorize', { scope: 'read_qiita' });
      assert.ok(byDefault.headers.get('location')!.startsWith(`${defaultRedirectUri}?code=`));
      assert.equal(defaultRedirectUri, 'vscode://devdesk.devdesk/oauth/callback');
      const codeOss = await approve('public', 'authorize', {
        scope: 'read_qiita',
        redirect_uri: 'code-oss://devdesk.devdesk/cb',
      });
      assert.ok(codeOss.headers.get('location')!.startsWith('code-oss://devdesk.devdesk/cb?code='));
    });

    it('redirects with error=access_denied when denied', async () => {
      const answer = await approve(
        'public',
        'authorize',
        { scope: 'read_qiita', state: 'no', redirect_uri: 'http://127.0.0.1:1/cb' },
        'deny',
      );
      const location = new URL(answer.headers.get('location')!);
      assert.equal(location.searchParams.get('error'), 'access_denied');
      assert.equal(location.searchParams.get('code'), null);
      assert.equal(location.searchParams.get('state'), 'no');
    });

    it('refuses a foreign redirect URI, an unknown client and team scopes on the public page (400 page)', async () => {
      const client = bed.emulator.info.oauth.client_id;
      const cases: Array<Record<string, string>> = [
        { client_id: client, scope: 'read_qiita', redirect_uri: 'https://attacker.example/cb' },
        { client_id: 'b'.repeat(40), scope: 'read_qiita' },
        { client_id: client, scope: 'read_qiita_team' },
        { client_id: client, scope: '' },
      ];
      for (const params of cases) {
        const page = await bed.call('GET', `${api('public', '/oauth/authorize')}?${new URLSearchParams(params)}`);
        assert.equal(page.status, 400, JSON.stringify(params));
        assert.match(page.text, /id="error"/);
      }
    });

    it('serves team_authorize on team hosts only, for team scopes only', async () => {
      const query = new URLSearchParams({
        client_id: bed.emulator.info.oauth.client_id,
        scope: 'read_qiita_team write_qiita_team',
      });
      assert.equal((await bed.call('GET', `${api('alpha', '/oauth/team_authorize')}?${query}`)).status, 200);
      assert.equal((await bed.call('GET', `${api('public', '/oauth/team_authorize')}?${query}`)).status, 404);
      const publicScope = new URLSearchParams({ client_id: bed.emulator.info.oauth.client_id, scope: 'read_qiita' });
      assert.equal((await bed.call('GET', `${api('alpha', '/oauth/team_authorize')}?${publicScope}`)).status, 400);
    });
  });

  describe('access tokens', () => {
    it('creates a token (201 { client_id, scopes, token }) that works until it is deleted (204, then 401)', async () => {
      const token = await newToken('public', 'read_qiita write_qiita');
      assert.match(token, /^[0-9a-f]{40}$/);
      const me = await bed.call('GET', api('public', '/authenticated_user'), { token });
      assert.equal((me.json as { id: string }).id, 'devdesk_user');
      assert.equal((await bed.call('DELETE', api('public', `/access_tokens/${token}`), { token })).status, 204);
      const after = await bed.call('GET', api('public', '/authenticated_user'), { token });
      assert.equal(after.status, 401);
      assert.equal((after.json as { type: string }).type, 'unauthorized');
    });

    it('carries exactly the approved scopes', async () => {
      const token = await newToken('public', 'read_qiita');
      assert.equal((await bed.call('GET', api('public', '/authenticated_user'), { token })).status, 200);
      assert.equal((await bed.call('PUT', api('public', '/tags/Go/following'), { token })).status, 403);
      // Deactivating needs no write scope.
      assert.equal((await bed.call('DELETE', api('public', `/access_tokens/${token}`), { token })).status, 204);
    });

    it('validates the body: 400 for missing or non-hex fields and for broken JSON', async () => {
      const { client_id, client_secret } = bed.emulator.info.oauth;
      const bodies: unknown[] = [
        { client_id, client_secret },
        { client_id, client_secret, code: 'XYZ' },
        { client_id: 42, client_secret, code: 'c'.repeat(40) },
        '{"client_id": ',
      ];
      for (const body of bodies) {
        const answer = await bed.call('POST', api('public', '/access_tokens'), { body });
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.equal((answer.json as { type: string }).type, 'bad_request');
      }
    });

    it('refuses a wrong secret, an unknown code and a code used twice (401)', async () => {
      const { client_id, client_secret } = bed.emulator.info.oauth;
      const redirect = await approve('public', 'authorize', {
        scope: 'read_qiita',
        redirect_uri: 'http://127.0.0.1:1/cb',
      });
      const code = new URL(redirect.headers.get('location')!).searchParams.get('code')!;
      assert.equal(
        (
          await bed.call('POST', api('public', '/access_tokens'), {
            body: { client_id, client_secret: 'd'.repeat(40), code },
          })
        ).status,
        401,
      );
      assert.equal(
        (
          await bed.call('POST', api('public', '/access_tokens'), {
            body: { client_id, client_secret, code: 'e'.repeat(40) },
          })
        ).status,
        401,
      );
      assert.equal(
        (await bed.call('POST', api('public', '/access_tokens'), { body: { client_id, client_secret, code } })).status,
        201,
      );
      assert.equal(
        (await bed.call('POST', api('public', '/access_tokens'), { body: { client_id, client_secret, code } })).status,
        401,
      );
    });

    it('binds a team access token to its team: valid on alpha, unknown (401) on beta and on the public host', async () => {
      const token = await newToken('alpha', 'read_qiita_team write_qiita_team');
      assert.equal((await bed.call('GET', api('alpha', '/templates'), { token })).status, 200);
      assert.equal((await bed.call('GET', api('beta', '/templates'), { token })).status, 401);
      assert.equal((await bed.call('GET', api('public', '/items'), { token })).status, 401);
      assert.equal((await bed.call('DELETE', api('alpha', `/team_access_tokens/${token}`), { token })).status, 204);
      assert.equal((await bed.call('GET', api('alpha', '/templates'), { token })).status, 401);
    });

    it("does not let anyone deactivate someone else's token (404)", async () => {
      const answer = await bed.call('DELETE', api('public', `/access_tokens/${bed.tokens.articles}`), {
        token: bed.tokens.otherUser,
      });
      assert.equal(answer.status, 404);
      assert.equal(
        (await bed.call('GET', api('public', '/authenticated_user'), { token: bed.tokens.articles })).status,
        200,
      );
    });
  });
});
