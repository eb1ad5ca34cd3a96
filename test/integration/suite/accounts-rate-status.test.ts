// The rate-limit status bar item in real VS Code against the emulator: hidden while budgets are ample; once a
// signed-in host's budget is spent it shows that host and its reset time, in the warning colour. The budget spent
// is the last team's (the `rateLimit` fault spends a host's budgets for the rest of the hour, so no other test
// may rely on that team afterwards).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { devdesk, emulator, eventually, signInWithSandboxToken, signOut } from './helpers';

/** Opens `DevDesk: Accounts` (which asks every signed-in host who the token belongs to), then closes it. */
async function checkAccounts(): Promise<void> {
  const api = await devdesk();
  const before = api.accounts.accountItems();
  const done = vscode.commands.executeCommand('devdesk.accounts');
  // Its items are there once every host answered: the check is done, the pick may close.
  await eventually(
    () => (api.accounts.accountItems() !== before ? true : undefined),
    'the Accounts pick with its items',
  );
  await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  await done;
}

describe('Rate-limit status bar item', () => {
  const [teamId, teamBase] = Object.entries(emulator.teams).at(-1)!;
  after(() => signOut(teamBase));

  it(`stays hidden while budgets are ample, and shows ${teamId}'s spent budget with its reset time`, async () => {
    const api = await devdesk();
    await signInWithSandboxToken(teamBase);
    await checkAccounts();
    assert.equal(await api.accounts.rateLimitStatus(), undefined, 'a fresh token has nearly its whole budget');

    const fault = await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'rateLimit', pathPrefix: `/teams/${teamId}`, times: 1 }),
    });
    assert.ok(fault.ok);
    await checkAccounts(); // its request to the team host now reports the spent budget

    const status = await eventually(() => api.accounts.rateLimitStatus(), 'the status bar item');
    assert.equal(status.hostId, teamBase);
    assert.equal(status.warning, true, 'the warning colour');
    assert.equal(status.text.message, '$(watch) {0}: rate limit spent until {1}');
    assert.match(String(status.text.args[0]), new RegExp(`/teams/${teamId}\\)$`));
    const answer = await fetch(`${teamBase}/api/v2/authenticated_user`, {
      headers: { authorization: `Bearer ${emulator.tokens.team}` },
    });
    assert.equal(answer.headers.get('rate-remaining'), '0', 'the emulator agrees: nothing left');
  });

  it('hides again when the host is signed out', async () => {
    await signOut(teamBase);
    assert.equal(await (await devdesk()).accounts.rateLimitStatus(), undefined);
  });
});
