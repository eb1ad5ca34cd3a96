// Qiita's slide mode in the preview, in real VS Code against the emulator: an article with `slide: true` is shown a
// page at a time (a new page at each `---`), the page holding the editor's caret, which changes as the caret moves
// or the writer types across a separator; the slide bar's next button turns the page, and its *Whole article* shows
// every page until it is unticked, which shows the caret's page again.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { devdesk } from './helpers';
import { openWithPreview, previewWhere as until, scratchArticleRoot, typeAtCaret as type } from './preview-page';

const deck = [
  '---',
  'title: A deck',
  'tags:',
  '  - name: slides',
  'private: false',
  'updated_at: ""',
  'id: null',
  'organization_url_name: null',
  'slide: true',
  '---',
  '# First page',
  '',
  'Opening words.',
  '',
  '---',
  '',
  '# Second page',
  '',
  'Middle words.',
  '',
  '---',
  '',
  '# Third page',
  '',
  'Closing words.',
  '',
].join('\n');

describe('Preview of a Qiita slide deck', function () {
  this.timeout(120_000);

  const scratch = scratchArticleRoot('preview-slide');

  it("shows the caret's page, and moves page as the caret crosses a separator", async () => {
    const uri = vscode.Uri.joinPath(scratch(), 'public/deck.md');
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(deck));
    const editor = await openWithPreview(uri);
    const lineOf = (text: string) => editor.document.getText().split('\n').indexOf(text);
    const at = (line: number) => {
      const end = editor.document.lineAt(line).range.end;
      editor.selection = new vscode.Selection(end, end);
    };
    at(lineOf('Opening words.'));
    const first = await until(
      (snapshot) => snapshot.renderer === 'qiita' && snapshot.slide?.page === 1 && /Opening/.test(snapshot.text),
      "Qiita's rendering, page 1",
    );
    assert.deepEqual(first.slide, { page: 1, count: 3 });
    assert.doesNotMatch(first.text, /Middle|Closing/, 'only the first page is shown');
    assert.equal(first.title, 'A deck', "the first page is the deck's cover, with its title");

    at(lineOf('Middle words.'));
    const second = await until((snapshot) => snapshot.slide?.page === 2, 'the caret on page 2');
    assert.match(second.text, /Second page[\s\S]*Middle words\./);
    assert.doesNotMatch(second.text, /Opening|Closing/);
    assert.equal(second.title, '', 'the title is on the cover only');

    // Typing across a separator: the new page holds the caret.
    await type('\n\n---\n\nA new page');
    const typed = await until(
      (snapshot) => snapshot.slide?.count === 4 && /A new page/.test(snapshot.text),
      'the typed page shown',
    );
    assert.deepEqual(typed.slide, { page: 3, count: 4 });
    assert.doesNotMatch(typed.text, /Middle|Closing/);

    assert.ok(await (await devdesk()).preview.act({ type: 'clickAction', label: '›' }));
    const next = await until((snapshot) => snapshot.slide?.page === 4, 'the next page');
    assert.match(next.text, /Closing words\./);
  });

  it("shows every page with Whole article, and the caret's page again without it", async () => {
    const uri = vscode.Uri.joinPath(scratch(), 'public/whole.md');
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(deck));
    const editor = await openWithPreview(uri);
    const at = (text: string) => {
      const end = editor.document.lineAt(editor.document.getText().split('\n').indexOf(text)).range.end;
      editor.selection = new vscode.Selection(end, end);
    };
    at('Middle words.');
    const paged = await until(
      (snapshot) => snapshot.renderer === 'qiita' && snapshot.slide?.page === 2 && /Middle/.test(snapshot.text),
      "Qiita's rendering, the caret's page 2",
    );
    assert.doesNotMatch(paged.text, /Opening|Closing/);

    const api = await devdesk();
    assert.ok(await api.preview.act({ type: 'clickToggle', label: 'Whole article' }));
    const whole = await until(
      (snapshot) => /Opening words\.[\s\S]*Middle words\.[\s\S]*Closing words\./.test(snapshot.text),
      'every page shown',
    );
    assert.equal(whole.slide?.count, 3, 'still a deck of three pages');

    // The caret moves to the last page while the whole article is shown; unticked, the deck shows that page alone.
    at('Closing words.');
    assert.ok(await api.preview.act({ type: 'clickToggle', label: 'Whole article' }));
    const back = await until(
      (snapshot) => snapshot.slide?.page === 3 && !/Opening|Middle/.test(snapshot.text),
      "the caret's page alone again",
    );
    assert.match(back.text, /Third page[\s\S]*Closing words\./);
  });
});
