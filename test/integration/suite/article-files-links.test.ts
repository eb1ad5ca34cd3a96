// Article files and symbolic links in real VS Code against the emulator: a committed `public` folder (or a file in
// it) that is a link to a place outside the workspace folder is refused with a sentence naming the link; Pull My
// Articles writes nothing there and Publish Modified reads and posts nothing from there (SECURITY.md).
import * as assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { devdesk, emulator, enterArticleScratch, leaveArticleScratch } from './helpers';

const scratch = 'article-files-links-scratch';

const newArticle = [
  '---',
  'title: Kept outside the workspace',
  'tags:',
  '  - Go',
  'private: false',
  "updated_at: ''",
  'id: null',
  'organization_url_name: null',
  'slide: false',
  'ignorePublish: false',
  '---',
  'Text that lives outside the workspace folder.',
  '',
].join('\n');

describe('Article files: links that lead out of the workspace folder', () => {
  let root: string;
  let outside: string;

  beforeEach(async () => {
    await enterArticleScratch(scratch);
    root = join(vscode.workspace.workspaceFolders![0]!.uri.fsPath, scratch);
    await mkdir(root, { recursive: true });
    outside = await mkdtemp(join(tmpdir(), 'devdesk-outside-'));
  });
  afterEach(async () => {
    (await devdesk()).confirmations.dropUnused();
    await leaveArticleScratch(scratch);
    await rm(outside, { recursive: true, force: true });
  });

  it('Pull My Articles writes no file and no .remote/ copy through a committed public link', async () => {
    await symlink(outside, join(root, 'public'), 'dir');
    const pull = ['devdesk.articleFiles.pull', { hostId: emulator.articles }, { includePrivate: true }] as const;
    const report = await vscode.commands.executeCommand(...pull);
    assert.equal(report, undefined, 'nothing pulled');
    assert.deepEqual(await readdir(outside), [], 'nothing written where the link points');
  });

  it('Publish Modified offers nothing through a public link, or through a file link in a real public/', async () => {
    const api = await devdesk();
    await writeFile(join(outside, 'outside.md'), newArticle);
    await symlink(outside, join(root, 'public'), 'dir');
    api.confirmations.answerNext(() => false);
    api.confirmations.answerNext(() => false);
    const asked = api.confirmations.asked.length;
    assert.equal(await vscode.commands.executeCommand('devdesk.articleFiles.publishModified'), undefined);
    assert.equal(api.confirmations.asked.length, asked, 'no file offered for publishing');

    await rm(join(root, 'public'));
    await mkdir(join(root, 'public'));
    await symlink(join(outside, 'outside.md'), join(root, 'public', 'linked.md'), 'file');
    assert.equal(await vscode.commands.executeCommand('devdesk.articleFiles.publishModified'), undefined);
    assert.equal(api.confirmations.asked.length, asked, 'the linked file is not offered either');
  });
});
