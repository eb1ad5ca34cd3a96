// Named to run after graphql.test.ts (suites run in file-name order): its first test checks that activation alone
// loads no GraphQL bundle, and this suite runs GraphQL documents.
// A clone's remotes in real VS Code: the workspace folder is made a clone (its `.git/config`, written as git writes
// it), the preview renders a README in its origin's repository and a GraphQL document runs on its host; then
// `git remote set-url` (the file rewritten) and the next render and run follow the new remote, while a burst of
// keystrokes reads no `.git/config` at all (DevDeskApi.gitConfigReads): the remotes are kept per folder
// (src/ui/base/git-remotes.ts) until the file changes.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { Snapshot } from '../../../src/ui/preview/webview/protocol';
import {
  devdesk,
  emulator,
  emulatorRequests,
  eventually,
  resetEmulatorRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { openWithPreview, previewWhere as until } from './preview-page';

const folder = () => vscode.workspace.workspaceFolders![0]!.uri;
const scratch = () => vscode.Uri.joinPath(folder(), '.devdesk-git-remotes-test');
const gitFolder = () => join(folder().fsPath, '.git');
const config = () => vscode.workspace.getConfiguration('devdesk');
const githubMarkdown = () => `${new URL(emulator.github).pathname}/markdown`;
/** A repository's remote URL on the emulator's github.com (the web host both emulated hosts share: 127.0.0.1). */
const onEmulator = (fullName: string) => `${new URL(emulator.github).origin}/${fullName}.git`;

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

/**
 * What `git remote set-url origin <url>` does to the file, done by git itself (it writes `config.lock` and renames it
 * over `config`); `git config --file`, as the folder holds no repository.
 */
function setOrigin(url: string): void {
  execFileSync('git', ['config', '--file', join(gitFolder(), 'config'), 'remote.origin.url', url]);
}

async function write(path: string, content: string): Promise<vscode.Uri> {
  const uri = vscode.Uri.joinPath(scratch(), path);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(content));
  return uri;
}

/** Types `key` at the end of the document and resolves once the page has painted it (PreviewTesting.onDidShow). */
async function typeAndSee(editor: vscode.TextEditor, key: string): Promise<void> {
  const api = await devdesk();
  const uri = editor.document.uri.toString();
  const typedLine = `${editor.document.lineAt(editor.document.lineCount - 1).text}${key}`; // longer after each key
  const painted = new Promise<void>((resolve) => {
    const listener = api.preview.onDidShow((shown) => {
      if (shown.uri !== uri || !shown.source.includes(typedLine)) return;
      listener.dispose();
      resolve();
    });
  });
  const end = editor.document.lineAt(editor.document.lineCount - 1).range.end;
  assert.ok(await editor.edit((edit) => edit.insert(end, key), { undoStopBefore: false, undoStopAfter: false }));
  await painted;
}

/** The GraphQL result documents open in the window (result-view.ts: one per source document). */
const resultDocuments = () =>
  vscode.workspace.textDocuments.filter((each) => each.uri.scheme === 'devdesk-graphql-result');

/** The page's GitHub rendering in `repository`'s context: its label names it, and `#2` links into it. */
const renderedIn = (repository: string) => (snapshot: Snapshot) =>
  snapshot.renderer === 'gfm' &&
  snapshot.label.endsWith(` · ${repository}`) &&
  snapshot.html.includes(`/${repository}/pull/2"`);

describe("A clone's remotes, kept until its .git/config changes", function () {
  this.timeout(90_000);
  let readme: vscode.Uri;

  before(async () => {
    await signInWithSandboxToken(emulator.github);
    // No githubContext setting: the context comes from the clone's remote.
    await config().update('preview.githubContext', undefined, vscode.ConfigurationTarget.Global);
    await makeClone(onEmulator('devdesk-org/docs-site'));
    readme = await write('README.md', '# Read me\n\nSee #2.\n\nTyped: ');
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await config().update('github.enterpriseHosts', undefined, vscode.ConfigurationTarget.Global);
    await rm(gitFolder(), { recursive: true, force: true });
    await vscode.workspace.fs.delete(scratch(), { recursive: true, useTrash: false });
  });

  // The clone's .git/config was just written, and VS Code may report that write a while later, which rightly makes
  // the next render read it again: so up to three bursts, one of which must read nothing (the old code read the file
  // on every render, 21 times a burst).
  it('reads no .git/config while a burst of keystrokes is previewed', async () => {
    const api = await devdesk();
    const editor = await openWithPreview(readme);
    await until((snapshot) => snapshot.renderer === 'gfm', 'the GitHub rendering');
    const readsPerBurst: number[] = [];
    for (const burst of ['abcdefghijklmnopqrst', 'ABCDEFGHIJKLMNOPQRST', 'uvwxyzuvwxyzuvwxyzuv']) {
      const readsBefore = api.gitConfigReads();
      for (const key of burst) await typeAndSee(editor, key);
      await editor.document.save();
      // The service's rendering (its label names the clone's repository; the page's own drawing says "local").
      await until(
        (snapshot) =>
          snapshot.renderer === 'gfm' && snapshot.label.includes(' · devdesk-org/') && snapshot.text.includes(burst),
        "the service's rendering of the burst",
      );
      readsPerBurst.push(api.gitConfigReads() - readsBefore);
      if (readsPerBurst.at(-1) === 0) break;
    }
    assert.equal(
      readsPerBurst.at(-1),
      0,
      `.git/config reads during each burst of 20 keystrokes and their renders: ${readsPerBurst.join(', ')}`,
    );
  });

  it("renders a README in its origin's repository, and after git remote set-url in the new one", async () => {
    await resetEmulatorRequests();
    const editor = await openWithPreview(readme);
    await typeAndSee(editor, ' '); // drawn locally at once; the service's rendering follows
    await until(renderedIn('devdesk-org/docs-site'), 'the README rendered in devdesk-org/docs-site');
    assert.ok((await emulatorRequests(githubMarkdown(), 'POST')).count >= 1, "rendered by the clone's host");

    setOrigin(onEmulator('devdesk-org/toolbox'));
    await resetEmulatorRequests();
    // The next render after VS Code reports the file's change: each try is a keystroke and a save (a render now).
    const shown = await eventually(
      async () => {
        await typeAndSee(editor, '.');
        await editor.document.save();
        const { snapshot } = (await vscode.commands.executeCommand<{ snapshot: Snapshot }>('devdesk.preview.inspect'))!;
        return renderedIn('devdesk-org/toolbox')(snapshot) ? snapshot : undefined;
      },
      'a render in devdesk-org/toolbox after the remote changed',
      20_000,
      200,
    );
    assert.match(
      shown.html,
      /href="[^"]*\/github\/devdesk-org\/toolbox\/pull\/2"/,
      'the emulator linked #2 in the context the POST carried',
    );
    assert.ok(
      (await emulatorRequests(githubMarkdown(), 'POST')).count >= 1,
      "the new context's rendering came from the clone's host",
    );
  });

  it('redraws an open preview in the new repository when the remote changes, with no keystroke', async () => {
    await openWithPreview(readme);
    setOrigin(onEmulator('devdesk-org/toolbox'));
    await until(renderedIn('devdesk-org/toolbox'), 'the README rendered in devdesk-org/toolbox', 20_000);
    setOrigin(onEmulator('devdesk-org/docs-site'));
    await until(
      renderedIn('devdesk-org/docs-site'),
      'the page redrawn in devdesk-org/docs-site after the remote changed',
      20_000,
    );
  });

  it("runs a GraphQL document on its clone's host, and after git remote set-url on the new one", async () => {
    const api = await devdesk();
    const enterprise = emulator.enterprise;
    // Both emulated hosts are on 127.0.0.1, so a remote there names the first configured (github.com's stand-in);
    // signed out of it and into the Enterprise host, a document runs on github.com's only while its clone is there.
    await config().update('github.enterpriseHosts', [enterprise.github], vscode.ConfigurationTarget.Global);
    await signOut(emulator.github);
    await signInWithSandboxToken(enterprise.github);
    try {
      setOrigin(onEmulator('devdesk-org/docs-site'));
      const document = await vscode.workspace.openTextDocument(
        await write('viewer.graphql', 'query Viewer {\n  viewer {\n    login\n  }\n}\n'),
      );
      await vscode.window.showTextDocument(document);
      const signedOutHost = `GitHub (${new URL(emulator.github).host}/github)`; // the product and the stand-in's web address
      const failureBefore = api.lastFailure();
      await eventually(
        async () => {
          await vscode.commands.executeCommand('devdesk.graphql.run', document.uri);
          const failure = api.lastFailure();
          return failure !== failureBefore && failure?.message.includes(signedOutHost) ? true : undefined;
        },
        "the run refused on the clone's host, which is signed out",
        20_000,
        200,
      );

      setOrigin('git@gitlab.example.com:devdesk-org/docs-site.git'); // a host DevDesk does not know: the signed-in one runs it
      await resetEmulatorRequests();
      const result = await eventually(
        async () => {
          await vscode.commands.executeCommand('devdesk.graphql.run', document.uri);
          const text = resultDocuments()
            .find((each) => new URLSearchParams(each.uri.query).get('source') === document.uri.toString())
            ?.getText();
          return text?.includes('"login"') ? text : undefined;
        },
        'the run on the Enterprise host after the remote changed',
        20_000,
        200,
      );
      assert.match(result, /"login": "mona"/);
      assert.ok(
        (await emulatorRequests(`${new URL(enterprise.graphql).pathname}`, 'POST', enterprise.token)).count >= 1,
        'the operation went to the Enterprise host with its token',
      );
    } finally {
      await signOut(enterprise.github);
      await signInWithSandboxToken(emulator.github);
    }
  });

  // `rm -rf .git` may be reported as the folder's one deletion, without its config file's.
  it('reads the folder as no clone once its .git folder is removed whole', async () => {
    setOrigin('git@gitlab.example.com:devdesk-org/docs-site.git'); // a host DevDesk does not render for
    await openWithPreview(readme);
    await until((snapshot) => snapshot.banner !== undefined, "the README kept local for the clone's unknown host");
    await rm(gitFolder(), { recursive: true, force: true });
    await until(
      (snapshot) => snapshot.renderer === 'gfm' && snapshot.banner === undefined,
      'the folder as no clone after its .git folder was removed',
      30_000,
    );
  });
});
