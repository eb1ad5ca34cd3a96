// Text a cloned repository writes (a folder's name, an `# endpoint:` comment) reaches DevDesk's notifications, and
// a notification turns `[label](command:…)` into a link that runs the command when clicked. Hostile inputs here, at
// the places that show them (the schema-consent question, Run's failure about a variables file), and every text
// DevDesk showed in notifications, input boxes, quick picks and the status bar (DevDeskApi.prompts.texts, recorded
// in ExtensionMode.Test) must hold no live link.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { devdesk, emulator, eventually, signInWithSandboxToken, signOut } from './helpers';

const link = '[Fetch_Schema](command:workbench.action.terminal.sendSequence)';
const folder = () => vscode.Uri.joinPath(vscode.workspace.workspaceFolders![0]!.uri, '.devdesk-hostile-test', link);
// What a notification makes a link of (VS Code's src/vs/base/common/linkedText.ts).
const liveLink = /\[[^\]]*\]\((?:https?:\/\/|command:|file:)/i;

async function write(name: string, content: string): Promise<vscode.Uri> {
  const uri = vscode.Uri.joinPath(folder(), name);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(content));
  return uri;
}

function assertNoLiveLink(texts: readonly string[], where: string): void {
  for (const text of texts) {
    assert.doesNotMatch(text, liveLink, `${where}: ${text}`);
    assert.ok(!text.includes('command:workbench'), `${where}: ${text}`);
  }
}

describe('Hostile text from a repository', () => {
  before(async function () {
    this.timeout(90_000);
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const scratch = vscode.Uri.joinPath(folder(), '..');
    await vscode.workspace.fs.delete(scratch, { recursive: true }).then(undefined, () => undefined);
    await signOut(emulator.github);
  });

  it('the schema-consent question names a hostile folder and endpoint with no live link', async function () {
    this.timeout(60_000);
    const api = await devdesk();
    const endpoint = `${emulator.url}/github/api/graphql/hostile-${Date.now()}/${link}`;
    api.confirmations.answerNext(() => false);
    const askedBefore = api.confirmations.asked.length;
    const uri = await write('intranet.graphql', `# endpoint: ${endpoint}\nquery {\n  viewer { login }\n}\n`);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    const asked = () =>
      api.confirmations.asked.slice(askedBefore).find((question) => question.includes('"# endpoint:"'));
    const question = await eventually(asked, 'the consent question');
    assert.match(
      question.replace(/\u200B/g, ''),
      /\[Fetch_Schema\]\(command:workbench/,
      'the names are shown as written',
    );
    assertNoLiveLink([question], 'the consent question');
  });

  it("Run's failure about a variables file in a hostile folder holds no live link", async function () {
    this.timeout(60_000);
    const api = await devdesk();
    await write('op.variables.json', '[1]');
    const uri = await write('op.graphql', 'query Me {\n  viewer { login }\n}\n');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    await vscode.commands.executeCommand('devdesk.graphql.run', uri);
    const failure = () => api.prompts.texts().find((shown) => shown.text.includes('must hold a JSON object'));
    const said = await eventually(failure, 'the variables file failure');
    assert.equal(said.surface, 'notification');
    assert.match(said.text.replace(/\u200B/g, ''), /Fetch_Schema/);
    assertNoLiveLink([said.text], 'the variables file failure');
  });

  it('nothing DevDesk showed in this window holds a live link', async () => {
    const api = await devdesk();
    const shown = api.prompts.texts().map((text) => text.text);
    const texts = [...shown, ...api.confirmations.asked, ...api.shownErrors, ...api.statusMessages.said];
    assert.ok(texts.length > 0, 'something was shown');
    assertNoLiveLink(texts, 'shown');
  });
});
