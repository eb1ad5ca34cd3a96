// The preview keeps the writer's typing in sight, in real VS Code against the emulator: typing at the end of a long
// Qiita article with the `type` command (what a keystroke runs), each word's line is wholly inside the preview's
// viewport once it is painted; the page scrolls itself for that, sending fewer scroll messages than renders; and a
// page the user scrolled by hand stays there until the editor scrolls again.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { devdesk, eventually } from './helpers';
import {
  firstSightOf,
  openWithPreview,
  previewWhere as until,
  scratchArticleRoot,
  typeAtCaret as type,
} from './preview-page';

const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];

const article = [
  '---',
  'title: A long article',
  'tags:',
  '  - name: typing',
  'private: false',
  'updated_at: ""',
  'id: null',
  'organization_url_name: null',
  'slide: false',
  '---',
  ...Array.from({ length: 150 }, (_, index) => `## Section ${index}\n\nParagraph ${index} of the long article.\n`),
].join('\n');

describe('Preview keeps the caret in sight', function () {
  this.timeout(240_000);

  const scratch = scratchArticleRoot('preview-caret');

  /** The long article opened with its preview, the caret at its end and the page there with the editor. */
  async function atTheEnd(name: string): Promise<vscode.TextEditor> {
    const uri = vscode.Uri.joinPath(scratch(), 'public', name);
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(`${article}\n`));
    const editor = await openWithPreview(uri);
    await until((snapshot) => snapshot.renderer === 'qiita' && /Section 149/.test(snapshot.text), 'the long article');
    const end = editor.document.lineAt(editor.document.lineCount - 1).range.end;
    editor.selection = new vscode.Selection(end, end);
    editor.revealRange(new vscode.Range(end, end));
    await until((snapshot) => snapshot.scrollY > snapshot.scrollHeight / 2, 'the page at the end with the editor');
    return editor;
  }

  it('shows each typed word at the end of a long article inside the viewport, and hand scrolling wins until the editor scrolls', async () => {
    const api = await devdesk();
    const editor = await atTheEnd('long.md');
    const before = api.preview.syncCounts()!;
    let renders = 0;
    const counting = api.preview.onDidShow(() => (renders += 1));
    try {
      await type('\nTyped:');
      let line = 'Typed:';
      for (const word of words) {
        await type(` ${word}`);
        line += ` ${word}`;
        // Inside the viewport in the first page that shows it, before the service's answer draws it again.
        const shown = await firstSightOf(line);
        assert.ok(
          shown.visibleText.includes(line),
          `"${line}" outside the viewport when first shown; the page's trace:\n${shown.trace.join('\n')}\n` +
            `scroll sync decided:\n${api.preview.syncCounts()!.decisions.join('\n')}`,
        );
      }
    } finally {
      counting.dispose();
    }
    const after = api.preview.syncCounts()!;
    const scrollMessages = after.toPreview - before.toPreview;
    assert.ok(renders >= words.length, `renders drawn: ${renders}`);
    assert.ok(
      scrollMessages < renders,
      `scroll messages ${scrollMessages} for ${renders} renders: ${after.linesToPreview.slice(before.linesToPreview.length).join(' ')}; ${JSON.stringify(after)}`,
    );

    // The user scrolls the page up by hand: the page stays there while renders come (an edit made elsewhere).
    assert.ok(await api.preview.act({ type: 'scrollPageTo', text: 'Section 10' }));
    const scrolled = await until((snapshot) => /Section 10\b/.test(snapshot.visibleText), 'the page scrolled by hand');
    await editor.edit((edit) => edit.insert(new vscode.Position(12, 0), 'An edit above.\n'));
    const kept = await until((snapshot) => /An edit above/.test(snapshot.text), 'the edit drawn');
    assert.ok(
      Math.abs(kept.scrollY - scrolled.scrollY) < 40,
      `the page stayed: ${scrolled.scrollY} → ${kept.scrollY}; the page's trace:\n${kept.trace.join('\n')}\n` +
        `scroll sync decided:\n${api.preview.syncCounts()!.decisions.join('\n')}`,
    );
    // Typing again: the editor scrolls back to its caret, and the page follows it with the typed line.
    await eventually(() => (api.preview.awaitingEditorEcho() ? undefined : true), 'the end of the reveal echo');
    await type(' kilo');
    const back = await until(
      (snapshot) => snapshot.visibleText.includes(' juliet kilo'),
      'the typed line in sight again',
    );
    assert.ok(back.scrollY > back.scrollHeight / 2, `the page back at the end: ${back.scrollY}`);
  });

  // The page scrolled at its end gets shorter when a paragraph there is deleted: the browser pulls it up to its new
  // end, a scroll event the page caused itself. Taken for a hand scroll, it handed the lead to the page (renders
  // stopped keeping the caret's block in sight) and sent the editor to the page's line, away from its caret (issue 36:
  // the service's answer, drawn over the local rendering, moves the page in the same way).
  it('keeps typing in sight after a deletion made the page shorter under it', async () => {
    const api = await devdesk();
    const editor = await atTheEnd('shorter.md');
    const toEditor = api.preview.syncCounts()!.toEditor;
    const extra = '\n\nA paragraph to delete, long enough to take more than one line of the preview at its width.';
    await type(extra);
    await until((snapshot) => snapshot.visibleText.includes('at its width.'), 'the extra paragraph in sight');
    for (let left = extra.length; left > 0; left -= 1) await vscode.commands.executeCommand('deleteLeft');
    await until((snapshot) => !snapshot.text.includes('A paragraph to delete'), 'the extra paragraph deleted');
    let line = '';
    for (const word of ['\n\nTyped', ' after', ' the', ' deletion']) {
      await type(word);
      line += word.trim() === 'Typed' ? 'Typed' : word;
      await until((snapshot) => snapshot.visibleText.includes(line), `"${line}" inside the viewport`, 5_000);
    }
    // No hand scroll was seen, so none went to the editor, which still shows its caret.
    assert.equal(api.preview.syncCounts()!.toEditor, toEditor, 'page scrolls sent to the editor');
    const caret = editor.selection.active.line;
    assert.ok(
      editor.visibleRanges.some((range) => range.contains(new vscode.Position(caret, 0))),
      'the caret on screen',
    );
  });
});
