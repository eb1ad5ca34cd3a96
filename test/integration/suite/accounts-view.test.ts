// `DevDesk: Accounts` in real VS Code against the emulator: every configured host with who is signed in, the token's
// scopes and the budget the host reported, and the per-host actions (here: sign out through the second pick).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { openAccounts, pickDrawn, text } from './accounts-pick';
import { childrenOf, devdesk, emulator, signInWithSandboxToken, signOut } from './helpers';

describe('DevDesk: Accounts', () => {
  before(async () => {
    await signInWithSandboxToken(emulator.articles);
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    await signOut(emulator.articles);
    await signOut(emulator.github);
  });

  it('lists every host: login, scopes and rate-limit budget where signed in, sign-in where not', async () => {
    const { done, items } = await openAccounts();
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await done;

    assert.deepEqual(
      items.map((item) => item.hostId),
      [emulator.articles, ...Object.values(emulator.teams), emulator.github],
    );
    const [qiita, ...rest] = items;
    const github = rest.pop()!;

    assert.equal(qiita!.description, 'devdesk_user');
    assert.deepEqual(qiita!.actions, ['switch', 'signOut']);
    assert.equal(text(qiita!.detail[0]!), 'Scopes: read_qiita, write_qiita', 'the scopes the token was made with');
    const qiitaBudget = qiita!.detail[1]!;
    assert.equal(qiitaBudget.message, '{0} of {1} requests left, resets at {2}');
    assert.equal(qiitaBudget.args[1], 1000, "the emulator's hourly limit per token");
    assert.ok(
      Number(qiitaBudget.args[0]) > 0 && Number(qiitaBudget.args[0]) < 1000,
      `requests left: ${qiitaBudget.args[0]}`,
    );

    for (const team of rest) {
      assert.equal(text(team.description), 'Signed out');
      assert.deepEqual(team.actions, ['signIn']);
      assert.deepEqual(team.detail, []);
    }

    const user = await fetch(`${emulator.github}/user`, {
      headers: { authorization: `Bearer ${emulator.tokens.github}`, 'user-agent': 'devdesk-test' },
    });
    const login = ((await user.json()) as { login: string }).login;
    assert.equal(github.description, login);
    assert.equal(
      text(github.detail[0]!),
      `Scopes: ${user.headers.get('x-oauth-scopes')}`,
      'the scopes GitHub names for the token',
    );
    assert.equal(github.detail[1]!.message, '{0} of {1} requests left, resets at {2}');
    assert.equal(github.detail[1]!.args[1], Number(user.headers.get('x-ratelimit-limit')));
  });

  it('signs out of a host from its item (Enter, then "Sign out")', async () => {
    const { done } = await openAccounts();
    const drawn = (await devdesk()).accounts.drawnPicks().length;
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem'); // the first host: Qiita
    assert.match(await pickDrawn(drawn), /^Qiita/, 'the actions pick: switch account, sign out');
    await vscode.commands.executeCommand('workbench.action.quickOpenSelectNext');
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    await done;
    assert.deepEqual(await childrenOf('devdesk.articles'), [], 'signed out of Qiita');
    const { done: again, items } = await openAccounts();
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await again;
    assert.equal(text(items[0]!.description), 'Signed out');
  });
});
