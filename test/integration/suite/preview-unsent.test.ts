// What the preview sends to no service (issue 34, finding 3), in real VS Code against the emulator, which counts the
// requests it receives: a Markdown file whose front matter only looks like a Qiita article's, in a clone of an
// Enterprise server, is not sent to the Qiita host; a README in a clone of a host DevDesk is not configured for is not
// sent to GitHub's stand-in. Both are drawn locally, and the page says why and how to choose a renderer. Picking one
// (the page's Renderer menu, the setting) sends it.
import * as assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { PreviewInspection } from '../../../src/ui/preview/commands';
import { emulator, emulatorRequests, resetEmulatorRequests, signInWithSandboxToken } from './helpers';
import { openWithPreview, previewWhere as until } from './preview-page';

const folder = () => vscode.workspace.workspaceFolders![0]!.uri;
const scratch = () => vscode.Uri.joinPath(folder(), '.devdesk-preview-unsent-test');
const gitFolder = () => join(folder().fsPath, '.git');
const config = () => vscode.workspace.getConfiguration('devdesk');
const qiitaPreview = () => `${new URL(emulator.articles).pathname}/api/preview`;
const githubMarkdown = () => `${new URL(emulator.github).pathname}/markdown`;

/** Makes the workspace folder a clone whose `origin` is `url`: the `.git/config` a clone starts with. */
async function makeClone(url: string): Promise<void> {
  await mkdir(gitFolder(), { recursive: true });
  const text = [
    '[core]',
    '\trepositoryformatversion = 0',
    '\tbare = false',
    '[remote "origin"]',
    `\turl = ${url}`,
    '\tfetch = +refs/heads/*:refs/remotes/origin/*',
    '',
  ];
  await writeFile(join(gitFolder(), 'config'), text.join('\n'));
}

async function write(path: string, content: string): Promise<vscode.Uri> {
  const uri = vscode.Uri.joinPath(scratch(), path);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(content));
  return uri;
}

/** Types a line and saves (the service's rendering now, were it allowed), then waits until the page has settled. */
async function editAndSettle(editor: vscode.TextEditor, line: string): Promise<void> {
  const end = editor.document.lineAt(editor.document.lineCount - 1).range.end;
  assert.ok(await editor.edit((edit) => edit.insert(end, `\n${line}\n`)));
  await editor.document.save();
  await until((snapshot) => snapshot.text.includes(line), `the page with ${line}`);
  const inspection = await vscode.commands.executeCommand<PreviewInspection | undefined>('devdesk.preview.inspect');
  assert.ok(inspection, 'a preview is open');
}

describe('Preview: what is sent to no service', function () {
  this.timeout(90_000);

  before(async () => {
    await signInWithSandboxToken(emulator.articles);
    await signInWithSandboxToken(emulator.github);
    await config().update('preview.githubContext', undefined, vscode.ConfigurationTarget.Global);
  });

  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await config().update('preview.renderer', undefined, vscode.ConfigurationTarget.Global);
  });

  after(async () => {
    // The config file first (a folder removed whole may be reported without it), and the preview seen to read the
    // folder as no clone again: the suites after this one start from the remotes they had.
    await rm(join(gitFolder(), 'config'), { force: true });
    await openWithPreview(await write('after.md', '# After\n'));
    await until(
      (snapshot) => snapshot.renderer === 'gfm' && snapshot.text.includes('After'),
      'the folder as no clone',
      30_000,
    );
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await rm(gitFolder(), { recursive: true, force: true });
    await vscode.workspace.fs.delete(scratch(), { recursive: true, useTrash: false });
  });

  it("does not send a docs page whose front matter looks like a Qiita article's to the Qiita host, in a clone of an Enterprise server", async () => {
    await makeClone(`${new URL(emulator.enterprise.web).origin}/devdesk-org/handbook.git`);
    // id, title and tags: the keys a docs site's pages share with the Qiita CLI's format.
    const page = await write(
      'docs/onboarding.md',
      [
        '---',
        'id: onboarding',
        'title: Onboarding',
        'tags:',
        '  - internal',
        '---',
        '# Onboarding',
        '',
        'Internal only: the VPN address.',
        '',
      ].join('\n'),
    );
    await resetEmulatorRequests();
    const editor = await openWithPreview(page);
    const shown = await until(
      (snapshot) =>
        snapshot.renderer === 'local' && snapshot.banner !== undefined && snapshot.text.includes('Internal only'),
      'the local rendering with its sentence',
    );
    assert.match(shown.banner!, /not in the article folders/);
    assert.match(shown.banner!, /Renderer menu/, 'the sentence says how to choose');
    await editAndSettle(editor, 'Typed and saved.');
    assert.equal((await emulatorRequests(qiitaPreview())).count, 0, 'nothing went to the Qiita host');
    assert.equal((await emulatorRequests(githubMarkdown())).count, 0, "nothing went to GitHub's /markdown");

    // Qiita picked: the user's choice sends it.
    await config().update('preview.renderer', 'qiita', vscode.ConfigurationTarget.Global);
    await until(
      (snapshot) =>
        snapshot.renderer === 'qiita' && snapshot.banner === undefined && snapshot.html.includes('Internal only'),
      "Qiita's rendering once picked",
    );
    assert.ok((await emulatorRequests(qiitaPreview())).count >= 1, 'the picked renderer was asked');
  });

  it('does not send a README in a clone of a host DevDesk is not configured for to GitHub', async () => {
    await makeClone('https://gitlab.example.com/group/handbook.git');
    const readme = await write('README.md', '# Handbook\n\nSee #2 and @mona.\n');
    await resetEmulatorRequests();
    const editor = await openWithPreview(readme);
    // The folder's remotes are read again once VS Code reports the new .git/config: the sentence names its host then.
    const shown = await until(
      (snapshot) => snapshot.renderer === 'local' && /gitlab\.example\.com/.test(snapshot.banner ?? ''),
      'the local rendering with its sentence',
      30_000,
    );
    assert.match(shown.banner!, /not one of your GitHub hosts/);
    await resetEmulatorRequests();
    await editAndSettle(editor, 'Typed and saved.');
    assert.equal((await emulatorRequests(githubMarkdown())).count, 0, "nothing went to GitHub's /markdown");
    assert.equal((await emulatorRequests(qiitaPreview())).count, 0, 'nothing went to the Qiita host');

    // GitHub picked: the user's choice sends it to the signed-in host.
    await config().update('preview.renderer', 'gfm', vscode.ConfigurationTarget.Global);
    await until(
      (snapshot) => snapshot.renderer === 'gfm' && snapshot.banner === undefined,
      "GitHub's rendering once picked",
    );
    assert.ok((await emulatorRequests(githubMarkdown(), 'POST')).count >= 1, 'the picked renderer was asked');
  });
});
