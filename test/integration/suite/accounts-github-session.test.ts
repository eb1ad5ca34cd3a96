// GitHub through VS Code's own sign-in, in code-server: VS Code's github-authentication extension provides
// `github-enterprise` once `github-enterprise.uri` names a server, but code-server holds no session for it (and
// DevDesk never creates one), so signing in to that server's API falls back to the token ways and still works.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { emulator, eventually, signInWithSandboxToken, signOut } from './helpers';

describe("GitHub through VS Code's sign-in", () => {
  const enterprise = () => vscode.workspace.getConfiguration('github-enterprise');
  after(async () => {
    await signOut(emulator.github);
    await enterprise().update('uri', undefined, vscode.ConfigurationTarget.Global);
  });

  it('without a VS Code session for the server, signs in with a token as before (no wait, no prompt)', async () => {
    const server = emulator.github.replace(/\/api\/v3$/, '');
    await enterprise().update('uri', server, vscode.ConfigurationTarget.Global);
    // VS Code's github-authentication registers the provider after the setting changes; wait until it answers (one
    // question at a time; a refusal before the provider exists asks again).
    let answered = false;
    let asking: Promise<void> | undefined;
    await eventually(() => {
      asking ??= Promise.resolve(
        vscode.authentication.getSession('github-enterprise', ['repo', 'read:org'], { silent: true }),
      ).then(
        () => void (answered = true),
        () => void (asking = undefined),
      );
      return answered ? true : undefined;
    }, 'the github-enterprise provider');
    const started = Date.now();
    await signInWithSandboxToken(emulator.github);
    assert.ok(Date.now() - started < 5000, `sign-in took ${Date.now() - started} ms`);
    assert.equal(
      await vscode.commands.executeCommand('devdesk.signOut', emulator.github),
      'forgotten',
      "a token of DevDesk's own, not VS Code's session",
    );
  });
});
