// Teams found for you, in real VS Code against the emulator: signing in to one team host lists the user's teams
// there, and the sign-in's notification offers the ones not configured; "Add" appends their hosts to the settings.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  acceptQuickPicksUntil,
  emulator,
  emulatorRequests,
  resetEmulatorRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';

const config = () => vscode.workspace.getConfiguration('devdesk');
const configuredTeams = () => config().get<string[]>('qiita.teams', []);
const pressAdd = async () => {
  await vscode.commands.executeCommand('notification.acceptPrimaryAction');
};

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
    // The user presses "Add" in the sign-in's notification (pressed until it has appeared and taken effect).
    await acceptQuickPicksUntil(
      () => configuredTeams().length > 1,
      'the other teams in devdesk.qiita.teams',
      undefined,
      pressAdd,
    );
    const teams = configuredTeams();
    assert.deepEqual(
      [...teams].sort(),
      Object.values(emulator.teams).sort(),
      'every team of the user, each once, at the emulator’s team URLs',
    );
    assert.equal(teams[0], firstBase, 'the configured team stays first');
  });

  it('offers nothing once every team is configured', async () => {
    await signOut(firstBase!);
    await resetEmulatorRequests();
    await signInWithSandboxToken(firstBase!);
    // The sign-in lists the teams before it ends, and shows its notification then: with or without "Add".
    assert.ok(
      (await emulatorRequests(`${new URL(firstBase!).pathname}/api/v2/teams`)).count >= 1,
      'the sign-in looked for other teams',
    );
    await pressAdd(); // whatever the notification offers
    assert.deepEqual(
      [...configuredTeams()].sort(),
      Object.values(emulator.teams).sort(),
      'unchanged: no team is added twice',
    );
  });
});
