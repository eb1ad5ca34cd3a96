// The agent's article file tool in real VS Code (`vscode.lm.invokeTool`): a new public file's front matter problems
// and Qiita dialect warnings, as the Problems panel has them; a published file whose server copy is newer is
// conflicting; a file outside the layout is refused. Nothing is sent to Qiita.
import * as assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as vscode from 'vscode';
import {
  emulator,
  emulatorRequests,
  enterArticleScratch,
  eventually,
  leaveArticleScratch,
  resetEmulatorRequests,
} from './helpers';
import { dataOf, invoke } from './agent-invoke';

const scratch = 'agent-article-scratch';
const publicFolder = () => join(vscode.workspace.workspaceFolders![0]!.uri.fsPath, scratch, 'public');

interface ArticleData {
  place: string;
  host: string | null;
  status: string;
  modified: boolean;
  problems: Array<{ code: string; line: number }>;
  dialectWarnings: Array<{ line: number; text: string; qiitaReadsAs: string }>;
}

describe('Agent article file tool (vscode.lm.invokeTool)', () => {
  before(async () => {
    await enterArticleScratch(scratch);
    await mkdir(join(publicFolder(), '.remote'), { recursive: true });
  });
  after(() => leaveArticleScratch(scratch));

  it("answers a new file's problems and dialect warnings, as the Problems panel has them", async () => {
    const path = join(publicFolder(), 'agent-new.md');
    await writeFile(path, '---\ntitle: Formulas\ntags: []\nprivate: false\n---\nThe gap $a\\,b$ shrinks.\n');
    const uri = vscode.Uri.file(path);
    await vscode.window.showTextDocument(uri);
    const shown = await eventually(() => {
      const diagnostics = vscode.languages.getDiagnostics(uri);
      return diagnostics.length >= 2 ? diagnostics : undefined;
    }, 'the Problems panel');
    await resetEmulatorRequests();
    const data = dataOf<ArticleData>(await invoke('devdesk_articleFile', {}), 'Qiita');
    assert.equal(data.place, 'public');
    assert.equal(data.host, emulator.articles);
    assert.equal(data.status, 'new');
    assert.deepEqual(
      [...data.problems.map((problem) => problem.code), ...data.dialectWarnings.map(() => 'mathEscape')].sort(),
      shown.map((diagnostic) => String(diagnostic.code)).sort(),
    );
    assert.deepEqual(
      data.dialectWarnings.map((warning) => [warning.line, warning.text, warning.qiitaReadsAs]),
      [[6, '\\,', ',']],
    );
    // Nothing asked of the article service (the GitHub views' own polls may still GET meanwhile).
    assert.equal((await emulatorRequests(new URL(emulator.articles).pathname)).count, 0, 'nothing sent');
  });

  it('says a published file whose server copy is newer is conflicting, by its path', async () => {
    const id = 'a'.repeat(20);
    const file = (updatedAt: string, body: string) =>
      `---\ntitle: Old\ntags:\n  - a\nprivate: false\nupdated_at: '${updatedAt}'\nid: ${id}\n---\n${body}\n`;
    await writeFile(join(publicFolder(), 'agent-old.md'), file('2026-01-01T00:00:00+09:00', 'Mine'));
    await writeFile(join(publicFolder(), '.remote', `${id}.md`), file('2026-02-01T00:00:00+09:00', 'Theirs'));
    const data = dataOf<ArticleData>(await invoke('devdesk_articleFile', { path: 'public/agent-old.md' }), 'Qiita');
    assert.equal(data.status, 'conflicting');
    assert.deepEqual(data.problems, []);
  });

  it("reads an open file's unsaved text, a closed one from disk, and says a missing file cannot be read", async () => {
    const path = join(publicFolder(), 'agent-dirty.md');
    await writeFile(path, '---\ntitle: Clean\ntags:\n  - a\nprivate: false\n---\nNo formula.\n');
    const fromDisk = dataOf<ArticleData>(await invoke('devdesk_articleFile', { path }), 'Qiita');
    assert.deepEqual([fromDisk.problems, fromDisk.dialectWarnings], [[], []]);
    const editor = await vscode.window.showTextDocument(vscode.Uri.file(path));
    await editor.edit((edit) => edit.insert(new vscode.Position(6, 0), 'The gap $a\\,b$ shrinks.\n'));
    const unsaved = dataOf<ArticleData>(await invoke('devdesk_articleFile', { path }), 'Qiita');
    assert.deepEqual(
      unsaved.dialectWarnings.map((warning) => [warning.line, warning.text]),
      [[7, '\\,']],
    );
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    const missing = await invoke('devdesk_articleFile', { path: join(publicFolder(), 'agent-missing.md') });
    assert.match(missing, /agent-missing\.md cannot be read\.$/);
  });

  it('refuses a file that is no article file', async () => {
    const answer = await invoke('devdesk_articleFile', { path: 'README.md' });
    assert.match(answer, /^"README\.md" is not an article file/);
    const bad = await invoke('devdesk_articleFile', { path: '' });
    assert.match(bad, /^Invalid input, nothing was sent\. path:/);
  });
});
