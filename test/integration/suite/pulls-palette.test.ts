// Open Changes from the Command Palette in real VS Code against the emulator: with no node to start from, the command
// asks for the repository, the pull request and the changed file (each prompt answered with its first item, as the
// user presses Enter) and opens the same diff editor a Files node's click opens.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { acceptingQuickPicks, emulator, eventually, signInWithSandboxToken, signOut } from './helpers';
import { github } from './pull-nodes';

const activeDiff = () => {
  const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
  return tab?.input instanceof vscode.TabInputTextDiff ? tab.input : undefined;
};

describe('Pull Requests: Open Changes from the palette', function () {
  this.timeout(90_000); // three prompts, their requests and a diff editor opening, on a machine that may be busy
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await signOut(emulator.github);
  });

  it('asks which repository, pull request and file, then opens base against head for the file chosen', async () => {
    assert.equal(activeDiff(), undefined, 'no diff editor before the command');
    await acceptingQuickPicks(
      vscode.commands.executeCommand('devdesk.pulls.openDiff'),
      'the repository, pull request and file prompts, answered',
    );
    const diff = await eventually(activeDiff, 'the diff editor');

    // The first of each list: the first repository in settings, its newest open pull request, that one's first file.
    const [newest] = (await github('/repos/devdesk-org/monorepo/pulls?state=open&per_page=1')).json as Array<{
      number: number;
      base: { sha: string };
      head: { sha: string };
    }>;
    const [file] = (await github(`/repos/devdesk-org/monorepo/pulls/${newest!.number}/files?per_page=1`))
      .json as Array<{ filename: string }>;
    const query = new URLSearchParams(diff.modified.query);
    assert.equal(query.get('pr'), String(newest!.number));
    assert.equal(query.get('side'), 'head');
    assert.equal(diff.modified.path, `/devdesk-org/monorepo/${newest!.head.sha}/${file!.filename}`);
    assert.equal(new URLSearchParams(diff.original.query).get('side'), 'base');
  });
});
