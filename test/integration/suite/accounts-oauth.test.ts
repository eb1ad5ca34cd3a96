// Sign-in with the browser (OAuth) in real VS Code against the emulator. The test plays the browser: it opens the
// authorize page the extension opened, approves it as a user would (the page's form, posted back), and hands the
// redirect to the browser of this workbench (code-server's callback page), which delivers it to DevDesk's URI
// handler exactly as after a real sign-in. The sandbox settings configure the emulator's OAuth client; DevDesk
// reads its secret from the emulator on loopback.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { childrenOf, devdesk, emulator, eventually, labelOf } from './helpers';

interface IssuedToken {
  token: string;
  scopes: string[];
  team: string | null;
  active: boolean;
}

const issuedTokens = async (): Promise<IssuedToken[]> =>
  (await fetch(`${emulator.url}/__emulator/tokens`)).json() as Promise<IssuedToken[]>;

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'" };
const unescapeHtml = (text: string) => text.replace(/&(amp|quot|lt|gt|#39);/g, (entity) => entities[entity]!);

/** Opens the authorize page and approves it (the page's own form, posted back); returns where it redirects. */
async function approveInBrowser(authorizeUrl: string): Promise<URL> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  assert.equal(page.status, 200, html);
  assert.match(html, /<form id="authorize" method="post">/);
  const form = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      (m) => [m[1]!, unescapeHtml(m[2]!)] as [string, string],
    ),
  );
  form.set('decision', 'approve');
  const answer = await fetch(authorizeUrl.split('?')[0]!, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  assert.equal(answer.status, 302);
  return new URL(answer.headers.get('location')!);
}

/**
 * Starts `DevDesk: Sign In…` on the host with "Sign in with browser (OAuth)" named (the method pick is not shown:
 * these tests are about the flow after it), and returns the page it opened.
 */
async function startBrowserSignIn(
  hostId: string,
): Promise<{ done: Thenable<string | undefined>; authorizeUrl: string }> {
  const api = await devdesk();
  const before = api.accounts.lastAuthorizeUrl();
  const done = vscode.commands.executeCommand<string | undefined>('devdesk.signIn', hostId, { method: 'oauth' });
  const authorizeUrl = await eventually(() => {
    const url = api.accounts.lastAuthorizeUrl();
    return url !== before ? url : undefined;
  }, 'the authorize page opened in the browser');
  return { done, authorizeUrl };
}

/** Hands the redirect to this workbench's browser, which routes it to the extension's URI handler. */
async function returnToVsCode(redirect: URL): Promise<void> {
  // The redirect is code-server's callback page (asExternalUri of the handler); a string is opened exactly as given.
  assert.ok(await vscode.env.openExternal(redirect.href as unknown as vscode.Uri), 'the browser opened the redirect');
}

/** A redirect back to this window that belongs to no sign-in (its state is not the one sent): ends a sign-in unexchanged. */
function strayRedirect(authorizeUrl: string): URL {
  const redirect = new URL(new URL(authorizeUrl).searchParams.get('redirect_uri')!);
  redirect.searchParams.set('code', 'f'.repeat(40));
  redirect.searchParams.set('state', '0'.repeat(40));
  return redirect;
}

describe('Sign-in with the browser (OAuth)', () => {
  const [teamId, teamBase] = Object.entries(emulator.teams)[0]!;
  afterEach(async () => {
    for (const host of [emulator.articles, teamBase]) await vscode.commands.executeCommand('devdesk.signOut', host);
  });

  it('opens the authorize page with a random state, the public scopes and a redirect to this window', async () => {
    const { done, authorizeUrl } = await startBrowserSignIn(emulator.articles);
    const url = new URL(authorizeUrl);
    assert.equal(`${url.origin}${url.pathname}`, `${emulator.articles}/api/v2/oauth/authorize`);
    assert.equal(
      url.searchParams.get('client_id'),
      (emulator as unknown as { oauth: { client_id: string } }).oauth.client_id,
    );
    assert.equal(url.searchParams.get('scope'), 'read_qiita write_qiita');
    assert.match(url.searchParams.get('state') ?? '', /^[0-9a-f]{40}$/);
    const redirect = new URL(url.searchParams.get('redirect_uri')!);
    assert.equal(redirect.searchParams.get('vscode-authority') ?? redirect.host, 'devdesk.devdesk');
    await returnToVsCode(await approveInBrowser(authorizeUrl));
    assert.equal(await done, 'devdesk_user');
  });

  it('signs in to Qiita: the code becomes a token with the approved scopes, and the Articles view shows the host', async () => {
    const before = (await issuedTokens()).length;
    const { done, authorizeUrl } = await startBrowserSignIn(emulator.articles);
    const redirect = await approveInBrowser(authorizeUrl);
    assert.equal(redirect.searchParams.get('state'), new URL(authorizeUrl).searchParams.get('state'));
    await returnToVsCode(redirect);
    assert.equal(await done, 'devdesk_user');

    const issued = (await issuedTokens()).slice(before);
    assert.equal(issued.length, 1, 'one token made from the code');
    assert.deepEqual(
      [issued[0]!.scopes, issued[0]!.team, issued[0]!.active],
      [['read_qiita', 'write_qiita'], null, true],
    );
    const roots = await eventually(async () => {
      const nodes = await childrenOf('devdesk.articles');
      return nodes.length > 0 ? nodes : undefined;
    }, 'the signed-in host in the Articles view');
    assert.match(labelOf(roots[0]!), /^Qiita \(/);
    const sections = await childrenOf('devdesk.articles', roots[0]);
    assert.ok(
      sections.some((node) => labelOf(node) === 'My articles'),
      'the token reads the user’s own lists',
    );
  });

  it(`signs in to a Qiita Team host (${teamId}) on its team_authorize page, with a token bound to that team`, async () => {
    const before = (await issuedTokens()).length;
    const { done, authorizeUrl } = await startBrowserSignIn(teamBase);
    const url = new URL(authorizeUrl);
    assert.equal(`${url.origin}${url.pathname}`, `${teamBase}/api/v2/oauth/team_authorize`);
    assert.equal(url.searchParams.get('scope'), 'read_qiita_team write_qiita_team');
    await returnToVsCode(await approveInBrowser(authorizeUrl));
    assert.equal(await done, 'devdesk_user');
    const issued = (await issuedTokens()).slice(before);
    assert.deepEqual(
      issued.map((record) => [record.scopes, record.team]),
      [[['read_qiita_team', 'write_qiita_team'], teamId]],
    );
    const me = await fetch(`${teamBase}/api/v2/authenticated_user`, {
      headers: { authorization: `Bearer ${issued[0]!.token}` },
    });
    assert.equal(me.status, 200, 'the stored token works on the team host');
  });

  it('refuses a redirect whose state is not the one it sent: no code is exchanged, nothing is stored', async () => {
    const before = (await issuedTokens()).length;
    const { done, authorizeUrl } = await startBrowserSignIn(emulator.articles);
    const redirect = await approveInBrowser(authorizeUrl);
    redirect.searchParams.set('state', '0'.repeat(40));
    await returnToVsCode(redirect);
    assert.equal(await done, undefined, 'the sign-in ends without a login');
    assert.equal((await issuedTokens()).length, before, 'the code was never exchanged');
    assert.deepEqual(await childrenOf('devdesk.articles'), [], 'still signed out');
  });

  it('asks for the client secret per host: the secret entered for Qiita is never used for a team host with the same client id', async () => {
    const api = await devdesk();
    const config = () => vscode.workspace.getConfiguration('devdesk');
    const configured = config().inspect<string>('qiita.oauthClientId')?.globalValue;
    // Not the sandbox's client, so the sandbox does not hand out the secret: it is asked of the user, and kept.
    await config().update('qiita.oauthClientId', 'c'.repeat(40), vscode.ConfigurationTarget.Global);
    try {
      const asked = api.accounts.clientSecretAskedFor().length;
      for (const [host, secret] of [
        [emulator.articles, 'secret-entered-for-qiita'],
        [teamBase, 'secret-entered-for-the-team'],
      ] as const) {
        api.accounts.answerNextClientSecret(secret);
        const { done, authorizeUrl } = await startBrowserSignIn(host);
        assert.equal(
          new URL(authorizeUrl).origin + new URL(authorizeUrl).pathname.split('/api/')[0],
          host,
          'the sign-in went to the host asked for',
        );
        await returnToVsCode(strayRedirect(authorizeUrl));
        assert.equal(await done, undefined, 'the sign-in ends without exchanging a code');
      }
      assert.deepEqual(
        api.accounts.clientSecretAskedFor().slice(asked),
        [emulator.articles, teamBase],
        'the team host asked for its own secret instead of taking the one entered for Qiita',
      );
    } finally {
      await config().update('qiita.oauthClientId', configured, vscode.ConfigurationTarget.Global);
    }
  });
});
