import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { configuredHosts, githubApiUrl } from '../../../src/ui/auth/hosts';
import { isSafeTransport, tokenProblem } from '../../../src/ui/commands/accounts';

interface EmulatorInfo {
  articles: string;
  teams: Record<string, string>;
  github: string;
}

const emulator = JSON.parse(process.env.DEVDESK_EMULATOR ?? '{}') as EmulatorInfo;
const config = () => vscode.workspace.getConfiguration('devdesk');

describe('hosts from settings', () => {
  afterEach(async () => {
    await config().update('github.enterpriseUri', undefined, vscode.ConfigurationTarget.Global);
    await config().update('qiita.teams', Object.values(emulator.teams), vscode.ConfigurationTarget.Global);
  });

  it('lists the article host, every team host and GitHub, as the settings name them', () => {
    const hosts = configuredHosts();
    assert.deepEqual(hosts.map((h) => [h.kind, h.id]), [
      ['articles', emulator.articles],
      ...Object.values(emulator.teams).map((team) => ['team', team]),
      ['github', emulator.github],
    ]);
    assert.ok(hosts.every((h) => h.label.length > 0));
  });

  it('uses <Enterprise URI>/api/v3 for GitHub once an Enterprise Server is set', async () => {
    await config().update('github.enterpriseUri', 'https://github.example.com/', vscode.ConfigurationTarget.Global);
    assert.equal(githubApiUrl(), 'https://github.example.com/api/v3');
    assert.equal(configuredHosts().find((h) => h.kind === 'github')?.id, 'https://github.example.com/api/v3');
  });

  it('skips a team entry that is not a URL instead of failing', async () => {
    await config().update('qiita.teams', ['not a url', 'https://myteam.qiita.com/'], vscode.ConfigurationTarget.Global);
    assert.deepEqual(configuredHosts().filter((h) => h.kind === 'team').map((h) => h.id), ['https://myteam.qiita.com']);
  });
});

describe('token and transport checks', () => {
  const qiita = { kind: 'articles' as const, id: 'https://qiita.com', label: 'Qiita' };
  const github = { kind: 'github' as const, id: 'https://api.github.com', label: 'GitHub' };

  it('accepts a 40-hex Qiita token and explains what is wrong with others', () => {
    assert.equal(tokenProblem(qiita, 'a'.repeat(40)), undefined);
    assert.match(tokenProblem(qiita, 'A'.repeat(40)) ?? '', /40 lowercase hexadecimal/);
    assert.match(tokenProblem(qiita, 'ab cd') ?? '', /no spaces/);
    assert.match(tokenProblem(qiita, '') ?? '', /Enter a token/);
  });

  it('leaves GitHub token formats to GitHub (classic, fine-grained, app tokens)', () => {
    assert.equal(tokenProblem(github, 'ghp_' + 'x'.repeat(36)), undefined);
    assert.equal(tokenProblem(github, 'github_pat_' + 'y'.repeat(60)), undefined);
  });

  it('allows tokens over HTTPS, and over plain HTTP only to this machine', () => {
    assert.equal(isSafeTransport('https://qiita.com'), true);
    assert.equal(isSafeTransport('http://127.0.0.1:8080/qiita'), true);
    assert.equal(isSafeTransport('http://localhost:3000'), true);
    assert.equal(isSafeTransport('http://qiita.example.com'), false);
    assert.equal(isSafeTransport('http://10.0.0.5/api/v3'), false);
  });
});
