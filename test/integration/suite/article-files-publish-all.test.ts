// Publish Modified in real VS Code against the emulator: its one question (how many files, which) is the modal
// confirmation every irreversible write asks (src/ui/base/confirm.ts), so a test reads it and answers it; declined,
// nothing is sent.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { devdesk, emulator, enterArticleScratch, leaveArticleScratch } from './helpers';

const scratch = 'article-files-publish-all-scratch';

describe('Article files: Publish Modified', () => {
  before(() => enterArticleScratch(scratch));
  after(() => leaveArticleScratch(scratch));

  it('asks before publishing every new file, and sends nothing when declined', async () => {
    const uri = (await vscode.commands.executeCommand(
      'devdesk.articleFiles.new',
      { hostId: emulator.articles },
      { name: 'publish-all-declined' },
    )) as vscode.Uri;
    const api = await devdesk();
    api.confirmations.answerNext(() => false);
    const outcomes = await vscode.commands.executeCommand('devdesk.articleFiles.publishModified');
    assert.match(api.confirmations.asked.at(-1)!, /^Publish 1 article file\(s\)\? publish-all-declined\.md$/);
    assert.equal(outcomes, undefined, 'declined: nothing published');
    assert.ok(uri.fsPath.endsWith('publish-all-declined.md'));
  });
});
