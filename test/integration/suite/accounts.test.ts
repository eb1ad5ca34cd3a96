// Accounts in real VS Code against the emulator: signing out deactivates a Qiita or Qiita Team token on its host
// (which then refuses it), forgets it here even when the host cannot be reached, and only forgets a GitHub token.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SignOutOutcome } from '../../../src/ui/accounts/sign-out-rules';
import { childrenOf, emulator, eventually, signInWithSandboxToken } from './helpers';

interface IssuedToken {
  token: string;
  scopes: string[];
  team: string | null;
  active: boolean;
}

/** Every token the emulator made at run time (the sandbox hands out a fresh one per sign-in). */
async function issuedTokens(): Promise<IssuedToken[]> {
  return (await fetch(`${emulator.url}/__emulator/tokens`)).json() as Promise<IssuedToken[]>;
}

/** Signs in with "Use the sandbox's token" and returns the token the sandbox handed out for it. */
async function signInAndCatchToken(hostId: string): Promise<string> {
  const before = new Set((await issuedTokens()).map((record) => record.token));
  await signInWithSandboxToken(hostId);
  const fresh = (await issuedTokens()).filter((record) => !before.has(record.token));
  assert.equal(fresh.length, 1, 'one fresh token for the sign-in');
  return fresh[0]!.token;
}

async function statusWith(base: string, token: string): Promise<number> {
  return (await fetch(`${base}/api/v2/authenticated_user`, { headers: { authorization: `Bearer ${token}` } })).status;
}

const signOut = (hostId: string) =>
  vscode.commands.executeCommand<SignOutOutcome | undefined>('devdesk.signOut', hostId);

async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${emulator.url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  assert.ok(response.ok, `fault not accepted: ${response.status}`);
}

describe('Sign-out', () => {
  const [teamId, teamBase] = Object.entries(emulator.teams)[0]!;
  afterEach(() => fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' }));

  it('deactivates the Qiita token on the service, which then answers 401 to it, and empties the Articles view', async () => {
    const token = await signInAndCatchToken(emulator.articles);
    assert.equal(await statusWith(emulator.articles, token), 200);
    await eventually(
      async () => ((await childrenOf('devdesk.articles')).length > 0 ? true : undefined),
      'the signed-in host in the Articles view',
    );

    assert.equal(await signOut(emulator.articles), 'deactivated');
    assert.equal(await statusWith(emulator.articles, token), 401, 'the service refuses the token after sign-out');
    assert.deepEqual(await childrenOf('devdesk.articles'), [], 'signed out here too');
    assert.equal(
      await statusWith(emulator.articles, emulator.tokens.articles),
      200,
      "the sandbox's seeded token still works",
    );
  });

  it(`deactivates a Qiita Team token on its team host (${teamId})`, async () => {
    const token = await signInAndCatchToken(teamBase);
    assert.equal(await statusWith(teamBase, token), 200);
    assert.equal(await signOut(teamBase), 'deactivated');
    assert.equal(await statusWith(teamBase, token), 401);
    assert.equal(
      (await issuedTokens()).find((record) => record.token === token)?.team,
      teamId,
      'a token bound to that team',
    );
  });

  it('forgets the token here when the host cannot be reached; the token then still works there', async () => {
    const token = await signInAndCatchToken(emulator.articles);
    await addFault({ kind: 'drop', method: 'DELETE', pathPrefix: '/qiita/api/v2/access_tokens' });
    assert.equal(await signOut(emulator.articles), 'unreachable');
    assert.deepEqual(await childrenOf('devdesk.articles'), [], 'signed out here');
    await fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' });
    assert.equal(await statusWith(emulator.articles, token), 200, 'still valid on the server, as the warning says');
  });

  it('signs out of nothing when named a host that is not signed in, even when exactly one other host is', async () => {
    const token = await signInAndCatchToken(emulator.articles);
    assert.equal(await signOut(emulator.github), undefined, 'GitHub was not signed in');
    assert.equal(await statusWith(emulator.articles, token), 200, 'the Qiita token was not deactivated');
    assert.ok((await childrenOf('devdesk.articles')).length > 0, 'still signed in to Qiita here');
    assert.equal(await signOut(emulator.articles), 'deactivated');
  });

  it('only forgets a GitHub token (GitHub cannot revoke a personal token with the token alone)', async () => {
    await signInWithSandboxToken(emulator.github);
    assert.equal(await signOut(emulator.github), 'forgotten');
    const user = await fetch(`${emulator.github}/user`, {
      headers: { authorization: `Bearer ${emulator.tokens.github}`, 'user-agent': 'devdesk-test' },
    });
    assert.equal(user.status, 200);
  });
});
