// Publish Modified in real VS Code against the emulator: its one question (how many files, which) is the modal
// confirmation every irreversible write asks (src/ui/base/confirm.ts), so a test reads it and answers it; declined,
// nothing is sent.
import * as assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { devdesk, emulator, signInWithSandboxToken, signOut } from './helpers';

const scratch = 'article-files-publish-all-scratch';

describe('Article files: Publish Modified', () => {
  before(async () => {
    await vscode.workspace.getConfiguration('devdesk.articleFiles').update('root', scratch, vscode.ConfigurationTarget.Global);
    await signOut(emulator.articles).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.articles);
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.getConfiguration('devdesk.articleFiles').update('root', undefined, vscode.ConfigurationTarget.Global);
    await rm(join(vscode.workspace.workspaceFolders![0]!.uri.fsPath, scratch), { recursive: true, force: true });
    await signOut(emulator.articles).then(undefined, () => undefined);
  });

  it('asks before publishing every new file, and sends nothing when declined', async () => {
    const uri = (await vscode.commands.executeCommand('devdesk.articleFiles.new', { hostId: emulator.articles }, { name: 'publish-all-declined' })) as vscode.Uri;
    const api = await devdesk();
    api.confirmations.answerNext(() => false);
    const outcomes = await vscode.commands.executeCommand('devdesk.articleFiles.publishModified');
    assert.match(api.confirmations.asked.at(-1)!, /^Publish 1 article file\(s\)\? publish-all-declined\.md$/);
    assert.equal(outcomes, undefined, 'declined: nothing published');
    assert.ok(uri.fsPath.endsWith('publish-all-declined.md'));
  });
});
