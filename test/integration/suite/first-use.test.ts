// First use, in real VS Code against the emulator: signing in to several hosts at once is said once, in the status
// bar (a success that needs no answer is not a toast), and the walkthrough's steps complete on the context keys and
// commands their completionEvents name (VS Code has no API to read a step's state, so the test reads those).
import * as assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as vscode from 'vscode';
import {
  devdesk,
  emulator,
  enterArticleScratch,
  eventually,
  leaveArticleScratch,
  signInWithSandboxToken,
  signOut,
} from './helpers';

interface WalkthroughStep {
  id: string;
  completionEvents: string[];
}

function walkthroughSteps(): WalkthroughStep[] {
  const manifest = vscode.extensions.getExtension('devdesk.devdesk')!.packageJSON as {
    contributes: { walkthroughs: Array<{ steps: WalkthroughStep[] }> };
  };
  return manifest.contributes.walkthroughs.flatMap((walkthrough) => walkthrough.steps);
}

/** The events a step completes on, by kind: `onContext:devdesk.x` → ['context', 'devdesk.x']. */
const eventsOf = (step: WalkthroughStep) => step.completionEvents.map((event) => event.split(':') as [string, string]);

describe('First use: one message per action', () => {
  const teamBase = Object.values(emulator.teams)[0]!;
  const hosts = [emulator.articles, teamBase, emulator.github];
  after(async () => {
    for (const host of hosts) await signOut(host);
  });

  it('signing in to three hosts at once says it once, in the status bar, naming each host and account', async () => {
    const api = await devdesk();
    const before = api.statusMessages.said.length;
    const logins = await Promise.all(
      hosts.map((host) =>
        vscode.commands.executeCommand<string | undefined>('devdesk.signIn', host, { method: 'sandbox' }),
      ),
    );
    assert.deepEqual(logins, ['devdesk_user', 'devdesk_user', 'mona'], 'signed in to all three');
    const showing = await eventually(() => api.statusMessages.showing(), 'the status-bar message');
    assert.match(showing, /^Signed in to /);
    // Each host once, however many sign-ins still share the message (an earlier one may have finished moments ago).
    for (const host of hosts) {
      const place = `(${host.replace(/^https?:\/\//, '').replace(/\/api\/v3$/, '')})`; // a GitHub host by its web address
      assert.equal(showing.split(place).length - 1, 1, `${place} named once in one message: ${showing}`);
    }
    assert.ok(
      api.statusMessages.said.slice(before).every((text) => text.startsWith('Signed in to ')),
      'nothing else was said',
    );
  });
});

describe('First use: the walkthrough', () => {
  const scratch = 'walkthrough-scratch';

  it('every step completes on an event: a context key DevDesk sets or a command DevDesk registers', async () => {
    const api = await devdesk();
    const commands = new Set(await vscode.commands.getCommands(true));
    const steps = walkthroughSteps();
    assert.ok(steps.length >= 6, 'sign in (two services), article files, preview, review, GraphQL');
    for (const step of steps) {
      assert.ok(step.completionEvents.length > 0, `${step.id} completes on an event, not on a click of its button`);
      for (const [kind, name] of eventsOf(step)) {
        if (kind === 'onCommand')
          assert.ok(commands.has(name) && name.startsWith('devdesk.'), `${step.id}: ${name} is a DevDesk command`);
        else if (kind === 'onContext') assert.ok(api.contextKeys.has(name), `${step.id}: DevDesk sets ${name}`);
        else assert.fail(`${step.id}: unexpected completion event ${kind}:${name}`);
      }
    }
  });

  it('the sign-in steps complete when signed in, and the article-file step when an article file is open', async () => {
    const api = await devdesk();
    const key = (name: string) => api.contextKeys.get(name);
    const contextOf = (stepId: string) =>
      eventsOf(walkthroughSteps().find((step) => step.id === stepId)!)
        .filter(([kind]) => kind === 'onContext')
        .map(([, name]) => name);
    await signOut(emulator.github);
    await eventually(
      () => (key('devdesk.signedIn.github') === false ? true : undefined),
      'signed out of GitHub: its step not done',
    );
    await signInWithSandboxToken(emulator.github);
    await eventually(
      () => (contextOf('devdesk.signInGitHub').every((name) => key(name) === true) ? true : undefined),
      'signed in to GitHub: its step done',
    );

    await enterArticleScratch(scratch);
    try {
      await eventually(
        () => (contextOf('devdesk.signInQiita').some((name) => key(name) === true) ? true : undefined),
        'signed in to Qiita: its step done',
      );
      const folder = join(vscode.workspace.workspaceFolders![0]!.uri.fsPath, scratch, 'public');
      await mkdir(folder, { recursive: true });
      await writeFile(
        join(folder, 'first-steps.md'),
        '---\ntitle: First steps\ntags:\n  - VSCode\nprivate: false\n---\nHello\n',
      );
      const [articleFileKey] = contextOf('devdesk.articleFiles');
      await eventually(() => (key(articleFileKey!) === false ? true : undefined), 'no article file open yet');
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(join(folder, 'first-steps.md')));
      await eventually(
        () => (key(articleFileKey!) === true ? true : undefined),
        'the article-file step done once one is open',
      );
    } finally {
      await leaveArticleScratch(scratch);
      await signOut(emulator.github);
    }
  });
});
