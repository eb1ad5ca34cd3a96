// People, labels and state of a pull request in real VS Code against the emulator: a reviewer and a team requested
// and removed, a label added and removed, a draft marked ready for review and converted back. Each asserted on the
// emulator's state over REST.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { emulator, eventually, signInWithSandboxToken, signOut } from './helpers';
import { github } from './pull-nodes';

const monorepo = '/repos/devdesk-org/monorepo';
const ref = (number: number) => ({ hostId: emulator.github, owner: 'devdesk-org', repo: 'monorepo', number });

interface RestPull {
  draft: boolean;
  labels: Array<{ name: string }>;
  requested_reviewers: Array<{ login: string }>;
  requested_teams: Array<{ slug: string }>;
}

const pullNow = async (number: number): Promise<RestPull> =>
  (await github(`${monorepo}/pulls/${number}`)).json as RestPull;

describe('Pull Requests: reviewers, labels and draft state', function () {
  this.timeout(60_000);
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });
  after(() => signOut(emulator.github));

  it('requests a reviewer and a team, then removes both', async () => {
    const number = 1125; // written by linus-dev; nobody asked yet
    await vscode.commands.executeCommand('devdesk.pulls.requestReviewers', ref(number), {
      users: ['ken-t'],
      teams: ['reviewers'],
    });
    const requested = await pullNow(number);
    assert.deepEqual(
      requested.requested_reviewers.map((user) => user.login),
      ['ken-t'],
    );
    assert.deepEqual(
      requested.requested_teams.map((team) => team.slug),
      ['reviewers'],
    );
    await vscode.commands.executeCommand('devdesk.pulls.removeReviewer', ref(number), {
      users: ['ken-t'],
      teams: ['reviewers'],
    });
    const removed = await pullNow(number);
    assert.deepEqual(removed.requested_reviewers, []);
    assert.deepEqual(removed.requested_teams, []);
  });

  it('adds a label and removes it', async () => {
    const number = 1125;
    const before = (await pullNow(number)).labels.map((label) => label.name);
    assert.ok(!before.includes('performance'));
    await vscode.commands.executeCommand('devdesk.pulls.labels', ref(number), { labels: [...before, 'performance'] });
    assert.deepEqual(
      (await pullNow(number)).labels.map((label) => label.name).sort(),
      [...before, 'performance'].sort(),
    );
    await vscode.commands.executeCommand('devdesk.pulls.labels', ref(number), { labels: before });
    assert.deepEqual((await pullNow(number)).labels.map((label) => label.name).sort(), [...before].sort());
  });

  it('marks a draft ready for review, and converts it back to a draft', async () => {
    const number = 1137; // mona's draft
    assert.equal((await pullNow(number)).draft, true);
    await vscode.commands.executeCommand('devdesk.pulls.readyForReview', ref(number));
    assert.equal((await pullNow(number)).draft, false);
    await vscode.commands.executeCommand('devdesk.pulls.convertToDraft', ref(number));
    assert.equal((await pullNow(number)).draft, true);
  });

  it('completes @people, #issues and :emoji: in a pull request comment draft', async () => {
    const number = 1125;
    await vscode.commands.executeCommand('devdesk.pulls.comment', ref(number));
    const editor = await eventually(() => {
      const active = vscode.window.activeTextEditor;
      return active && /comment-[0-9a-f]{24}\.md$/.test(active.document.uri.path) ? active : undefined;
    }, 'the draft editor');
    const text = 'Thanks @\nSee #\nGreat :';
    await editor.edit((edit) => edit.replace(new vscode.Range(0, 0, editor.document.lineCount, 0), text));
    const labelsAt = async (line: number): Promise<string[]> => {
      const position = new vscode.Position(line, editor.document.lineAt(line).text.length);
      const list = await vscode.commands.executeCommand<vscode.CompletionList>(
        'vscode.executeCompletionItemProvider',
        editor.document.uri,
        position,
      );
      return list.items.map((item) => (typeof item.label === 'string' ? item.label : item.label.label));
    };
    const collaborators = (await github(`${monorepo}/collaborators?per_page=100`)).json as Array<{ login: string }>;
    const people = await labelsAt(0);
    assert.ok(people.includes('@linus-dev'), 'the author of the pull request');
    for (const { login } of collaborators) assert.ok(people.includes(`@${login}`), `@${login}`);
    const [newest] = (await github(`${monorepo}/issues?state=all&sort=updated&per_page=1`)).json as Array<{
      number: number;
    }>;
    assert.ok((await labelsAt(1)).includes(`#${newest!.number}`));
    const emoji = await labelsAt(2);
    assert.ok(emoji.includes(':+1:') && emoji.includes(':tada:'));
    await editor.edit((edit) => edit.replace(new vscode.Range(0, 0, editor.document.lineCount, 0), ''));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});
