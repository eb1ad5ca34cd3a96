// The wiring of hosts and sign-in inside VS Code: settings become hosts, tokens land in SecretStorage and the
// accounts (and their context keys) follow. The pure rules behind them are tested in test/unit/ui.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { configuredHosts } from '../../../src/ui/accounts/hosts';
import { emulator } from './helpers';
const config = () => vscode.workspace.getConfiguration('devdesk');

describe('hosts from settings', () => {
  afterEach(async () => {
    await config().update('github.enterpriseUri', undefined, vscode.ConfigurationTarget.Global);
    await config().update('github.enterpriseHosts', undefined, vscode.ConfigurationTarget.Global);
    await config().update('qiita.teams', Object.values(emulator.teams), vscode.ConfigurationTarget.Global);
  });

  it('lists the article host, every team host and GitHub, as the settings name them', () => {
    const hosts = configuredHosts();
    assert.deepEqual(
      hosts.map((h) => [h.kind, h.id]),
      [
        ['articles', emulator.articles],
        ...Object.values(emulator.teams).map((team) => ['team', team]),
        ['github', emulator.github],
      ],
    );
    assert.ok(hosts.every((h) => h.label.length > 0));
  });

  it('adds each Enterprise server as <URI>/api/v3 beside GitHub, the older enterpriseUri too', async () => {
    await config().update('github.enterpriseHosts', ['https://ghe.example.com'], vscode.ConfigurationTarget.Global);
    await config().update('github.enterpriseUri', 'https://github.example.com/', vscode.ConfigurationTarget.Global);
    assert.deepEqual(
      configuredHosts()
        .filter((h) => h.kind === 'github')
        .map((h) => h.id),
      [emulator.github, 'https://ghe.example.com/api/v3', 'https://github.example.com/api/v3'],
    );
  });

  it('skips a team entry that is not a URL instead of failing', async () => {
    await config().update('qiita.teams', ['not a url', 'https://myteam.qiita.com/'], vscode.ConfigurationTarget.Global);
    assert.deepEqual(
      configuredHosts()
        .filter((h) => h.kind === 'team')
        .map((h) => h.id),
      ['https://myteam.qiita.com'],
    );
  });
});
