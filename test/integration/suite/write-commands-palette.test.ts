// Every write command of the table run from the Command Palette in real VS Code, as the palette runs it: with no
// argument. It asks for its target (a quick pick of hosts or of the things it acts on, an input box, or for Publish
// Modified the confirmation naming the files); Escape, or No, and nothing is written: the emulator counts no
// POST, PUT, PATCH or DELETE.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  acceptingQuickPicks,
  devdesk,
  emulator,
  emulatorRequests,
  enterArticleScratch,
  eventually,
  leaveArticleScratch,
  pressEscape,
  resetEmulatorRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { widgetOnly, writeCommands, type FirstPrompt } from './write-command-table';
import type { ShownPrompt } from '../../../src/ui/base/prompts-testing';

const scratch = 'write-commands-palette-scratch';
const writeMethods = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Writes that reached the emulator: REST's POST, PUT, PATCH and DELETE, and GraphQL mutations, not the GraphQL reads that are POSTs too (the views' states load meanwhile). */
async function writesSent(): Promise<number> {
  const counts = await Promise.all(writeMethods.map((method) => emulatorRequests('/', method)));
  const graphqlPath = new URL(emulator.graphql).pathname;
  const [graphqlPosts, mutations] = await Promise.all([
    emulatorRequests(graphqlPath, 'POST'),
    emulatorRequests(graphqlPath, 'MUTATION'),
  ]);
  return counts.reduce((sum, stats) => sum + stats.count, 0) - graphqlPosts.count + mutations.count;
}

/** The hosts a host pick offers, signed in as in `before`. */
const signedInHosts = (kind: 'articles' | 'team'): string[] => [
  ...(kind === 'articles' ? [emulator.articles] : []),
  emulator.teams.alpha!,
  emulator.teams.beta!,
];

/** Checks the first prompt the command showed against the table: the kind of prompt, what it asks, its items. */
function assertAsked(asks: Exclude<FirstPrompt, 'confirmation' | 'widget'>, shown: ShownPrompt): void {
  if ('host' in asks) {
    assert.equal(shown.kind, 'quickPick', 'a quick pick');
    assert.deepEqual(
      shown.items.map((item) => item.description).sort(),
      signedInHosts(asks.host).sort(),
      `a pick of the signed-in ${asks.host} hosts`,
    );
  } else if ('pick' in asks) {
    assert.equal(shown.kind, 'quickPick', 'a quick pick');
    assert.match(shown.title ?? shown.placeholder ?? '', asks.pick);
    assert.ok(shown.items.length > 0, 'something to choose from');
  } else {
    assert.equal(shown.kind, 'inputBox', 'an input box');
    assert.match(shown.title ?? shown.placeholder ?? '', asks.input);
  }
}

describe('Write commands from the palette', function () {
  this.timeout(60_000);
  before(async function () {
    this.timeout(120_000);
    // Signed in to a Qiita host, a team and GitHub (no sign-out first: Sign Out given a host that is not signed in
    // signs out the only one that is).
    await enterArticleScratch(scratch);
    await signInWithSandboxToken(emulator.teams.alpha!);
    await signInWithSandboxToken(emulator.teams.beta!);
    await signInWithSandboxToken(emulator.github);
    // Something for the file commands and Post Comment to ask about: a new article file, a comment draft not posted.
    await vscode.commands.executeCommand(
      'devdesk.articleFiles.new',
      { hostId: emulator.articles },
      { name: 'palette-prompt' },
    );
    await vscode.commands.executeCommand('devdesk.pulls.comment', {
      hostId: emulator.github,
      owner: 'devdesk-org',
      repo: 'docs-site',
      number: 23,
    });
    await eventually(
      () => /comment-[0-9a-f]{24}\.md$/.test(vscode.window.activeTextEditor?.document.uri.path ?? '') || undefined,
      'the draft editor',
    );
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  after(async function () {
    this.timeout(120_000);
    await leaveArticleScratch(scratch);
    await signOut(emulator.teams.alpha!);
    await signOut(emulator.teams.beta!);
    await signOut(emulator.github);
  });

  for (const [id, entry] of Object.entries(writeCommands).filter(([id]) => !widgetOnly.has(id))) {
    it(`${id} asks for ${entry.target}`, async () => {
      const api = await devdesk();
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      const questions = api.confirmations.asked.length;
      if (entry.asks === 'confirmation') api.confirmations.answerNext(() => false);
      const before = api.prompts.shown.length;
      await resetEmulatorRequests();
      const running = vscode.commands.executeCommand(id);
      const shown = await eventually(
        () => api.prompts.shown[before] ?? api.confirmations.asked[questions],
        `a prompt from ${id}`,
      );
      await acceptingQuickPicks(running, `${id} cancelled`, 30_000, pressEscape);
      if (entry.asks === 'confirmation') assert.equal(typeof shown, 'string', 'the confirmation, before any prompt');
      else assertAsked(entry.asks as Exclude<FirstPrompt, 'confirmation' | 'widget'>, shown as ShownPrompt);
      assert.equal(await writesSent(), 0, 'nothing written: no POST, PUT, PATCH or DELETE reached the emulator');
    });
  }
});
