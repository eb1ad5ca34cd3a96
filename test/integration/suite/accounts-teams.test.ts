// Teams found for you, in real VS Code against the emulator: signing in to one team host lists the user's teams
// there, and the sign-in's notification offers the ones not configured; "Add" appends their hosts to the settings.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { emulator, eventually, signInWithSandboxToken, signOut, sleep } from './helpers';

const config = () => vscode.workspace.getConfiguration('devdesk');
const configuredTeams = () => config().get<string[]>('qiita.teams', []);

describe('Teams found for you', () => {
  const [[firstId, firstBase], ...others] = Object.entries(emulator.teams);
  after(async () => {
    await signOut(firstBase!);
    await config().update('qiita.teams', Object.values(emulator.teams), vscode.ConfigurationTarget.Global);
  });

  it(`after signing in to ${firstId}, offers the user's other teams; "Add" adds their hosts beside the current one`, async () => {
    assert.ok(others.length > 0, 'the emulator has more than one team of the user');
    await config().update('qiita.teams', [firstBase], vscode.ConfigurationTarget.Global);
    await signInWithSandboxToken(firstBase!);
    await sleep(300); // the notification appearing
    await vscode.commands.executeCommand('notification.acceptPrimaryAction'); // the user presses "Add"
    const teams = await eventually(() => (configuredTeams().length > 1 ? configuredTeams() : undefined), 'the other teams in devdesk.qiita.teams');
    assert.deepEqual([...teams].sort(), Object.values(emulator.teams).sort(), 'every team of the user, each once, at the emulator’s team URLs');
    assert.equal(teams[0], firstBase, 'the configured team stays first');
  });

  it('offers nothing once every team is configured', async () => {
    await signOut(firstBase!);
    await signInWithSandboxToken(firstBase!);
    await sleep(300);
    await vscode.commands.executeCommand('notification.acceptPrimaryAction');
    await sleep(300);
    assert.deepEqual([...configuredTeams()].sort(), Object.values(emulator.teams).sort(), 'unchanged: no team is added twice');
  });
});
