// First use, in real VS Code against the emulator: signing in to several hosts at once is said once, in the status
// bar (a success that needs no answer is not a toast).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { devdesk, emulator, eventually, signOut } from './helpers';

describe('First use', () => {
  const teamBase = Object.values(emulator.teams)[0]!;
  const hosts = [emulator.articles, teamBase, emulator.github];
  after(async () => {
    for (const host of hosts) await signOut(host);
  });

  it('signing in to three hosts at once says it once, in the status bar, naming each host and account', async () => {
    const api = await devdesk();
    const before = api.statusMessages.said.length;
    const logins = await Promise.all(hosts.map((host) => vscode.commands.executeCommand<string | undefined>('devdesk.signIn', host, { method: 'sandbox' })));
    assert.deepEqual(logins, ['devdesk_user', 'devdesk_user', 'mona'], 'signed in to all three');
    const showing = await eventually(() => api.statusMessages.showing(), 'the status-bar message');
    assert.match(showing, /^Signed in to /);
    for (const label of [/Qiita \(/, /Qiita Team \(/, /GitHub \(/]) assert.match(showing, label, 'one message names every host');
    assert.equal(showing.split(' as ').length - 1, 3, `three accounts in one message: ${showing}`);
    assert.ok(api.statusMessages.said.slice(before).every((text) => text.startsWith('Signed in to ')), 'nothing else was said');
  });
});
