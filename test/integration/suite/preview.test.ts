// DevDesk's preview in real VS Code against the emulator: a Qiita article file rendered by the emulator's
// POST /api/preview (its notations read back from the webview's live DOM), other Markdown by GitHub's gfm in the
// repository's context, the local fallback with its banner (a failing service, text over 400 KB) and the way back,
// a burst of edits counted where it lands (the emulator), scroll sync from the editor, workspace images, and an XSS corpus
// through both the service and the fallback.
import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { PreviewInspection } from '../../../src/ui/preview/commands';
import type { Snapshot } from '../../../src/ui/preview/webview/protocol';
import {
  devdesk,
  emulator,
  emulatorRequests,
  resetEmulatorRequests,
  eventually,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { openWithPreview, previewWhere as until } from './preview-page';
import { record } from './report';

const folder = () => vscode.workspace.workspaceFolders![0]!.uri;
const scratch = () => vscode.Uri.joinPath(folder(), '.devdesk-preview-test');

async function write(path: string, content: string | Uint8Array): Promise<vscode.Uri> {
  const uri = vscode.Uri.joinPath(scratch(), path);
  await vscode.workspace.fs.writeFile(uri, typeof content === 'string' ? new TextEncoder().encode(content) : content);
  return uri;
}

async function inspect(): Promise<PreviewInspection> {
  const inspection = await vscode.commands.executeCommand<PreviewInspection | undefined>('devdesk.preview.inspect');
  assert.ok(inspection, 'a preview is open');
  return inspection;
}

/** The live DOM once `accept` holds, read again whenever the page changes (renders are asynchronous). */
const clearFaults = () => fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' });
async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${emulator.url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  assert.ok(response.ok, `fault not accepted: ${response.status}`);
}

const qiitaPreview = () => `${new URL(emulator.articles).pathname}/api/preview`;
const githubMarkdown = () => `${new URL(emulator.github).pathname}/markdown`;

/** A typist's pace between two keystrokes: input the test makes, not a wait for anything. */
const keystrokeGap = () => new Promise((resolve) => setTimeout(resolve, 15));

async function replaceAll(editor: vscode.TextEditor, text: string): Promise<void> {
  const document = editor.document;
  await editor.edit((edit) => edit.replace(new vscode.Range(0, 0, document.lineCount, 0), text));
}

/** A formula kept by Qiita for the client, typeset by KaTeX in the page: its layout, its TeX as the label, no MathML. */
function assertTypeset(snapshot: Snapshot, tex: string, tag: 'div' | 'span'): void {
  const math = snapshot.elements.find(
    (element) => element.inContent && element.tag === tag && element.attributes['aria-label'] === tex,
  );
  assert.ok(math, `a typeset ${tag} labelled ${tex}: ${snapshot.html.slice(0, 400)}`);
  assert.equal(math.attributes.role, 'math');
  assert.match(math.attributes.class ?? '', /\bmath\b.*\btypeset\b/);
  assert.ok(
    snapshot.elements.some((element) => element.inContent && /\bkatex-html\b/.test(element.attributes.class ?? '')),
    'KaTeX laid it out',
  );
  assert.ok(!snapshot.elements.some((element) => element.inContent && element.tag === 'math'), 'no MathML in the page');
  assert.ok(!snapshot.text.includes(`$${tex}$`), 'the TeX is not shown as source');
}

export const article = [
  '---',
  'title: プレビューの記事',
  'tags:',
  '  - name: VSCode',
  'private: false',
  'updated_at: ""',
  'id: null',
  'organization_url_name: null',
  'slide: false',
  '---',
  '# はじめに',
  '',
  ':::note warn',
  '注意: **太字**も書けます。',
  ':::',
  '',
  '```ruby:app.rb',
  'puts "Hello"',
  '```',
  '',
  '$$',
  'e^{i\\pi} + 1 = 0',
  '$$',
  '',
  'インライン数式 $a^2 + b^2 = c^2$ と @yamada_taro さん[^1]。',
  '',
  '[^1]: 脚注です。',
  '',
].join('\n');

describe('Preview', function () {
  this.timeout(60_000);
  let qiitaDoc: vscode.Uri;
  let gfmDoc: vscode.Uri;

  before(async () => {
    await signInWithSandboxToken(emulator.articles);
    record({ message: 'preview: signed in to Qiita' });
    await signInWithSandboxToken(emulator.github);
    record({ message: 'preview: signed in to GitHub' });
    await vscode.workspace
      .getConfiguration('devdesk')
      .update('preview.githubContext', 'devdesk-org/docs-site', vscode.ConfigurationTarget.Global);
    // The scratch folder is the article root, so public/article.md is an article file by its place.
    await vscode.workspace
      .getConfiguration('devdesk')
      .update('articleFiles.root', '.devdesk-preview-test', vscode.ConfigurationTarget.Global);
    record({ message: 'preview: settings' });
    qiitaDoc = await write('public/article.md', article);
    record({ message: 'preview: wrote a file' });
    gfmDoc = await write(
      'docs/readme.md',
      '# Docs\n\nSee #23 and @mona.\n\n- [x] done\n- [ ] todo\n\n![dot](img/dot.png)\n\n[other](other.md#L2) and [web](https://example.com/page)\n',
    );
    // A 1×1 PNG.
    await write(
      'docs/img/dot.png',
      Uint8Array.from(
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      ),
    );
    await write('docs/other.md', '# Other\n\nline two\n');
  });

  after(async () => {
    await clearFaults();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace
      .getConfiguration('devdesk')
      .update('preview.githubContext', undefined, vscode.ConfigurationTarget.Global);
    await vscode.workspace
      .getConfiguration('devdesk')
      .update('articleFiles.root', undefined, vscode.ConfigurationTarget.Global);
    await vscode.workspace.fs.delete(scratch(), { recursive: true, useTrash: false });
  });

  it("renders a Qiita article file with Qiita's renderer: note, code title, math, footnote and mention in the live DOM", async () => {
    await resetEmulatorRequests();
    await openWithPreview(qiitaDoc);
    const shown = await until((snapshot) => snapshot.renderer === 'qiita', 'the Qiita rendering');
    assert.equal(shown.title, 'プレビューの記事', 'the front matter title is shown apart from the body');
    assert.equal(shown.banner, undefined);
    assert.match(shown.html, /<div class="note warn">/);
    assert.match(shown.html, /<strong>太字<\/strong>/);
    assert.match(shown.html, /<div class="code-lang"><span class="bold">app\.rb<\/span><\/div>/);
    assertTypeset(shown, 'e^{i\\pi} + 1 = 0', 'div');
    assertTypeset(shown, 'a^2 + b^2 = c^2', 'span');
    assert.match(shown.html, /class="user-mention[^"]*"[^>]*>@yamada_taro<\/a>/);
    assert.match(shown.html, /<section class="footnotes"/);
    assert.doesNotMatch(shown.html, /title: プレビューの記事/, 'the front matter is not sent as body');
    const served = await emulatorRequests(qiitaPreview());
    assert.ok(served.count >= 1 && served.count <= 2, `requests: ${JSON.stringify(served)}`);
  });

  it("renders other Markdown with GitHub's gfm in the repository's context (references, mentions, task lists)", async () => {
    await resetEmulatorRequests();
    await openWithPreview(gfmDoc);
    const shown = await until(
      (snapshot) => snapshot.renderer === 'gfm' && /issue-link/.test(snapshot.html),
      'the GitHub rendering',
    );
    assert.match(shown.html, /class="issue-link[^"]*"[^>]*>#23<\/a>/);
    assert.match(shown.html, /class="user-mention[^"]*"[^>]*>@mona<\/a>/);
    assert.match(shown.html, /<input[^>]*type="checkbox"/);
    const checkboxes = shown.elements.filter((element) => element.tag === 'input' && element.inContent);
    assert.ok(
      checkboxes.length === 2 && checkboxes.every((element) => 'disabled' in element.attributes),
      'task-list boxes stay, disabled',
    );
    assert.equal((await emulatorRequests(githubMarkdown())).count, 1);
  });

  it('resolves a relative workspace image to its data (the webview loads only media/, https and data:)', async () => {
    await openWithPreview(gfmDoc);
    const shown = await until(
      (snapshot) =>
        snapshot.elements.some(
          (element) => element.tag === 'img' && (element.attributes.src ?? '').startsWith('data:image/png;base64,'),
        ),
      'the inlined image',
    );
    const image = shown.elements.find((element) => element.tag === 'img')!;
    assert.equal(image.attributes['data-src'], 'img/dot.png');
  });

  it('a burst of 50 edits sends a handful of requests, one in flight at a time; unchanged text is not sent again', async () => {
    const editor = await openWithPreview(qiitaDoc);
    await until((snapshot) => snapshot.renderer === 'qiita', 'the first rendering');
    await resetEmulatorRequests();
    await addFault({ kind: 'latency', ms: 150, pathPrefix: qiitaPreview() });
    try {
      const end = editor.document.lineAt(editor.document.lineCount - 1).range.end;
      for (let index = 0; index < 50; index++) {
        await editor.edit((edit) => edit.insert(end.translate(0, index), String(index % 10)), {
          undoStopBefore: false,
          undoStopAfter: false,
        });
        await keystrokeGap();
      }
      const typed = Array.from({ length: 50 }, (_, index) => String(index % 10)).join('');
      // Drawn locally at once; the service's rendering comes after the pause.
      await until(
        (snapshot) => snapshot.renderer === 'qiita' && snapshot.text.includes(typed),
        "the service's rendering of the last edit",
      );
      const served = await emulatorRequests(qiitaPreview());
      assert.ok(served.count >= 1 && served.count <= 5, `requests for 50 edits: ${served.count}`);
      assert.equal(served.maxInFlight, 1, 'never two at once');
      // Back to the text of the first rendering: answered from the cache, no request.
      await resetEmulatorRequests();
      await replaceAll(editor, article);
      await until((snapshot) => !snapshot.text.includes(typed), 'the original text again');
      assert.equal((await emulatorRequests(qiitaPreview())).count, 0, 'unchanged text is not sent again');
      const { stats } = await inspect();
      assert.ok(stats.cacheHits >= 1 && stats.maxInFlight === 1, JSON.stringify(stats));
    } finally {
      await clearFaults();
    }
  });

  it('falls back to the local rendering with a banner when the service fails, and returns to the service after', async () => {
    const editor = await openWithPreview(qiitaDoc);
    await until((snapshot) => snapshot.renderer === 'qiita', 'the Qiita rendering');
    await addFault({ kind: 'error500', pathPrefix: qiitaPreview() });
    try {
      await editor.edit((edit) => edit.insert(new vscode.Position(editor.document.lineCount - 1, 0), 'Fault one.\n'));
      const fallback = await until(
        (snapshot) => snapshot.renderer === 'local' && snapshot.banner !== undefined,
        'the fallback banner',
      );
      assert.match(fallback.banner!, /local preview/i);
      assert.match(fallback.html, /Fault one\./, 'the fallback shows the newest text');
      assert.match(fallback.html, /<div class="note warn">/, "the local rendering draws Qiita's notes as Qiita does");
      assert.match(fallback.html, /<span class="bold">app\.rb<\/span>/, 'and its code frames with file names');
    } finally {
      await clearFaults();
    }
    await editor.edit((edit) => edit.insert(new vscode.Position(editor.document.lineCount - 1, 0), 'Recovered.\n'));
    const back = await until((snapshot) => snapshot.renderer === 'qiita', 'the service again');
    assert.equal(back.banner, undefined);
    assert.match(back.html, /Recovered\./);
  });

  it('falls back without a request when the text is over 400 KB, and comes back below it', async () => {
    const editor = await openWithPreview(qiitaDoc);
    await until((snapshot) => snapshot.renderer === 'qiita', 'the Qiita rendering');
    await resetEmulatorRequests();
    await replaceAll(editor, `${article}\n${'大きな段落です。'.repeat(20_000)}\n`);
    const large = await until((snapshot) => snapshot.banner !== undefined, 'the size banner');
    assert.match(large.banner!, /400 KB/);
    assert.equal(large.renderer, 'local');
    assert.equal((await emulatorRequests(qiitaPreview())).count, 0, 'nothing over the limit is sent');
    await replaceAll(editor, article);
    await until(
      (snapshot) => snapshot.renderer === 'qiita' && snapshot.banner === undefined,
      'the service below the limit',
    );
  });

  it('shows hostile Markdown (200 KB of *a, lists nested 2,000 deep) as plain text with a notice, and stays responsive', async () => {
    await vscode.workspace
      .getConfiguration('devdesk')
      .update('preview.renderer', 'local', vscode.ConfigurationTarget.Global);
    try {
      const editor = await openWithPreview(await write('hostile.md', '# Hostile\n'));
      await until((snapshot) => snapshot.renderer === 'local' && /Hostile/.test(snapshot.text), 'the local rendering');
      for (const hostile of [
        '*a'.repeat(100_000),
        Array.from({ length: 2_000 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join('\n'),
      ]) {
        await replaceAll(editor, hostile);
        const shown = await until(
          (snapshot) => snapshot.banner !== undefined && snapshot.text.startsWith(hostile.slice(0, 40)),
          'the plain text',
        );
        assert.match(shown.banner!, /plain text/);
        assert.match(shown.html, /^<pre class="plain-source">/);
      }
      await replaceAll(editor, '# Back\n\nSome *emphasis*.\n');
      const back = await until(
        (snapshot) => snapshot.banner === undefined && /<em>emphasis<\/em>/.test(snapshot.html),
        'the Markdown again',
      );
      assert.match(back.html, /<h1[^>]*>Back<\/h1>/);
    } finally {
      await vscode.workspace
        .getConfiguration('devdesk')
        .update('preview.renderer', undefined, vscode.ConfigurationTarget.Global);
      await vscode.commands.executeCommand('workbench.action.files.revert');
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    }
  });

  it('scrolls with the editor, block by block', async () => {
    const long = [
      article,
      ...Array.from({ length: 120 }, (_, index) => `## Section ${index}\n\nParagraph ${index}.\n`),
    ].join('\n');
    const editor = await openWithPreview(qiitaDoc);
    await replaceAll(editor, long);
    await until((snapshot) => snapshot.renderer === 'qiita' && /Section 119/.test(snapshot.text), 'the long article');
    const line = editor.document.getText().split('\n').indexOf('## Section 80');
    editor.revealRange(new vscode.Range(line, 0, line, 0), vscode.TextEditorRevealType.AtTop);
    // Section 80 of 120 at the editor's top: the page past the middle (a render's own small move may come first).
    const scrolled = await until(
      (snapshot) => snapshot.scrollY > snapshot.scrollHeight * 0.45,
      'the preview scrolled to Section 80',
    );
    assert.ok(scrolled.blocks >= 240, `blocks matched: ${scrolled.blocks}`);
    await replaceAll(editor, article);
  });

  it('typesets math in the local fallback too (Qiita article, service failing)', async () => {
    const editor = await openWithPreview(qiitaDoc);
    await until((snapshot) => snapshot.renderer === 'qiita', 'the Qiita rendering');
    await addFault({ kind: 'error500', pathPrefix: qiitaPreview() });
    try {
      await editor.edit((edit) =>
        edit.insert(
          new vscode.Position(editor.document.lineCount - 1, 0),
          'Euler: $\\sum_{n=1}^\\infty 1/n^2$ and a price of $5.\n',
        ),
      );
      const fallback = await until(
        (snapshot) => snapshot.renderer === 'local' && /Euler/.test(snapshot.text),
        'the fallback with math',
      );
      assertTypeset(fallback, 'e^{i\\pi} + 1 = 0', 'div');
      assertTypeset(fallback, '\\sum_{n=1}^\\infty 1/n^2', 'span');
      assert.match(fallback.text, /a price of \$5\./, 'a lone dollar stays text');
    } finally {
      await clearFaults();
      await replaceAll(editor, article);
    }
    await until((snapshot) => snapshot.renderer === 'qiita' && !/Euler/.test(snapshot.text), 'the service again');
  });

  it("typesets Qiita's math left as TeX (the service's shape): $…$, $$…$$, $`…`$ and a ```math block, never inside code", async () => {
    const editor = await openWithPreview(qiitaDoc);
    await until((snapshot) => snapshot.renderer === 'qiita', 'the Qiita rendering');
    const body = [
      'Dialect math: $x_1 + x_2$ and $`\\frac{1}{2}`$, a price of $5.',
      '',
      '$$',
      '\\int_0^1 t dt',
      '$$',
      '',
      '```math',
      '\\sum_{k=1}^n k',
      '```',
      '',
      '`$not math$` and',
      '',
      '```',
      '$still code$',
      '```',
      '',
      'https://qiita.com/Qiita/items/c686397e4a0f4f11683d',
      '',
    ].join('\n');
    await replaceAll(editor, `${article}\n${body}`);
    try {
      const shown = await until(
        (snapshot) =>
          snapshot.renderer === 'qiita' && /Dialect math/.test(snapshot.text) && /still code/.test(snapshot.text),
        'the Qiita rendering with math',
      );
      assertTypeset(shown, 'x_1 + x_2', 'span');
      assertTypeset(shown, '\\frac{1}{2}', 'span');
      assertTypeset(shown, '\\int_0^1 t dt', 'div');
      assertTypeset(shown, '\\sum_{k=1}^n k', 'div');
      assert.match(shown.text, /a price of \$5\./, 'a lone dollar stays text');
      assert.match(shown.html, /<code>\$not math\$<\/code>/, 'inline code keeps its dollars');
      assert.match(shown.html, /<code>\$still code\$\n?<\/code>/, 'a code block keeps its dollars');
      assert.match(
        shown.html,
        /<p class="link-card"><a [^>]*data-host="qiita\.com"[^>]*>https:\/\/qiita\.com\/Qiita\/items\/c686397e4a0f4f11683d<\/a><\/p>/,
        'a URL alone on its line is a link card',
      );
      await addFault({ kind: 'error500', pathPrefix: qiitaPreview() });
      await editor.edit((edit) => edit.insert(new vscode.Position(editor.document.lineCount - 1, 0), 'Local now.\n'));
      const local = await until(
        (snapshot) => snapshot.renderer === 'local' && /Local now/.test(snapshot.text),
        'the local rendering',
      );
      assertTypeset(local, 'x_1 + x_2', 'span');
      assertTypeset(local, '\\sum_{k=1}^n k', 'div');
      assert.match(local.html, /<code>\$not math\$<\/code>/);
    } finally {
      await clearFaults();
      await replaceAll(editor, article);
    }
    await until(
      (snapshot) => snapshot.renderer === 'qiita' && !/Dialect math/.test(snapshot.text),
      'the service again',
    );
  });

  it('shows every line after a <title> and an <xmp> in a README, from GitHub and locally', async () => {
    const lines = [
      '# Tags',
      '',
      '<title>The page title</title>',
      '',
      'First line after the title.',
      '',
      'Inline <xmp>raw</xmp> then the second line.',
      '',
      '<xmp>',
      '',
      'Third line after the xmp.',
      '',
      '- the last line',
    ];
    const readme = await write('docs/tags.md', `${lines.join('\n')}\n`);
    const editor = await openWithPreview(readme);
    const expected = [
      '<title>The page title</title>',
      'First line after the title.',
      'Inline <xmp>raw</xmp> then the second line.',
      'Third line after the xmp.',
      'the last line',
    ];
    const shown = await until(
      (snapshot) => snapshot.renderer === 'gfm' && /the last line/.test(snapshot.text),
      "GitHub's rendering",
    );
    for (const line of expected)
      assert.ok(shown.text.includes(line), `GitHub's rendering shows "${line}": ${shown.text}`);
    await addFault({ kind: 'error500', pathPrefix: githubMarkdown() });
    try {
      await editor.edit((edit) => edit.insert(new vscode.Position(editor.document.lineCount - 1, 0), 'Local line.\n'));
      const local = await until(
        (snapshot) => snapshot.renderer === 'local' && /Local line/.test(snapshot.text),
        'the local rendering',
      );
      for (const line of [...expected, 'Local line.'])
        assert.ok(local.text.includes(line), `the local rendering shows "${line}": ${local.text}`);
    } finally {
      await clearFaults();
    }
  });

  // GitHub renders with cmark-gfm (https://github.github.com/gfm/), then sanitizes with an allow-list that drops the
  // elements it does not know but keeps their text, and keeps a link's address only for http(s), mailto and relative
  // ones (https://github.com/gjtorikian/html-pipeline, SanitizationFilter); DevDesk's page sanitizer does the same.
  it("keeps raw HTML's text, a link's text whatever its scheme, and a <pre>'s lines, from GitHub and locally", async () => {
    const lines = [
      '# Raw HTML',
      '',
      '<my-widget>Text in a custom element.</my-widget>',
      '',
      'Inline <foo-bar>unknown inline</foo-bar> element.',
      '',
      '<Warning>',
      '*Text in an unknown block element*',
      '</Warning>',
      '',
      'Chat on <irc://irc.example.net:6667/devdesk> or read [the guide](<docs/the guide.md>).',
      '',
      '<div>',
      '<pre>',
      'first pre line',
      'second pre line',
      '</pre>',
      '</div>',
      '',
      '- the last line',
    ];
    const editor = await openWithPreview(await write('docs/raw-html.md', `${lines.join('\n')}\n`));
    const expectations = (page: Snapshot, what: string) => {
      for (const text of [
        'Text in a custom element.',
        'Inline unknown inline element.',
        '*Text in an unknown block element*',
        'Chat on irc://irc.example.net:6667/devdesk or read the guide.',
        'first pre line\nsecond pre line',
      ])
        assert.ok(page.text.includes(text), `${what} shows ${JSON.stringify(text)}: ${JSON.stringify(page.text)}`);
      const content = page.elements.filter((element) => element.inContent);
      assert.deepEqual(
        content.filter((element) => /^(my-widget|foo-bar|warning)$/.test(element.tag)).map((element) => element.tag),
        [],
        `${what}: unknown elements dropped, their text kept`,
      );
      const links = content.filter((element) => element.tag === 'a').map((element) => element.attributes.href);
      assert.ok(!links.some((href) => href?.startsWith('irc:')), `${what}: no irc: address (${links.join(' ')})`);
      assert.ok(
        links.some((href) => href?.endsWith('the%20guide.md')),
        `${what}: the angle-bracket destination kept: ${links.join(' ')}`,
      );
    };
    expectations(
      await until((page) => page.renderer === 'gfm' && /the last line/.test(page.text), "GitHub's rendering"),
      "GitHub's rendering",
    );
    await addFault({ kind: 'error500', pathPrefix: githubMarkdown() });
    try {
      await editor.edit((edit) => edit.insert(new vscode.Position(editor.document.lineCount - 1, 0), 'Local line.\n'));
      expectations(
        await until((page) => page.renderer === 'local' && /Local line/.test(page.text), 'the local rendering'),
        'the local rendering',
      );
    } finally {
      await clearFaults();
    }
  });

  it('scrolls the editor with the page, block by block, and neither direction echoes the other', async () => {
    const api = await devdesk();
    const long = [
      article,
      ...Array.from({ length: 120 }, (_, index) => `## Section ${index}\n\nParagraph ${index}.\n`),
    ].join('\n');
    const editor = await openWithPreview(qiitaDoc);
    await replaceAll(editor, long);
    await until((snapshot) => snapshot.renderer === 'qiita' && /Section 119/.test(snapshot.text), 'the long article');
    const lines = editor.document.getText().split('\n');
    // The page followed the editor before the render counted as settled (ScrollSync.afterRender): the counts are still.
    const before = api.preview.syncCounts()!;
    // The user scrolls the page until "Section 60" is at its top: the editor shows that heading's line at its top
    // (below the room VS Code keeps for sticky scroll, editor.stickyScroll.maxLineCount, 5 lines by default).
    const atTop = (line: number) => {
      const start = editor.visibleRanges[0]?.start.line ?? -100;
      return line >= start && line - start <= 6;
    };
    assert.ok(await api.preview.act({ type: 'scrollPageTo', text: 'Section 60' }));
    const scrolledTo = (await inspect()).snapshot.scrollY; // where the user put the page
    const heading = lines.indexOf('## Section 60');
    const top = await eventually(
      () => (atTop(heading) ? editor.visibleRanges[0]!.start.line : undefined),
      `the editor at line ${heading}`,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}; it shows ${editor.visibleRanges[0]?.start.line}; messages ${JSON.stringify(api.preview.syncCounts())} (before ${JSON.stringify(before)})`,
      );
    });
    // The editor's scrolling that the page's reveal caused reached the preview, which did not send it back.
    await eventually(
      () => (api.preview.syncCounts()!.editorEchoesIgnored > before.editorEchoesIgnored ? true : undefined),
      "the editor's echo of the reveal",
    );
    const afterPage = api.preview.syncCounts()!;
    assert.ok(afterPage.toEditor > before.toEditor, `the page told the editor: ${JSON.stringify(afterPage)}`);
    // No ping-pong: the page is still where the user scrolled it, and the editor where the page put it. (A busy
    // machine may still send the editor's line to the page, late: the page is there already and does not move.)
    const page = (await inspect()).snapshot.scrollY;
    assert.ok(Math.abs(page - scrolledTo) < 2, `the page stayed where the user scrolled it: ${scrolledTo} → ${page}`);
    assert.equal(editor.visibleRanges[0]!.start.line, top, 'the editor stayed where the page put it');
    // A render meanwhile (an edit at the end, drawn and then rendered by the service) leaves the page where the user
    // scrolled it: the page led, so it does not go back to the editor's top line, a few lines above its own.
    await editor.edit((edit) => edit.insert(new vscode.Position(editor.document.lineCount, 0), '\nA closing line.\n'));
    const redrawn = (await inspect()).snapshot; // settled: the newest render drawn, none on its way
    assert.ok(/A closing line/.test(redrawn.text), 'the edit is drawn');
    assert.ok(
      Math.abs(redrawn.scrollY - scrolledTo) < 2,
      `a render kept the page where the user scrolled it: ${scrolledTo} → ${redrawn.scrollY}`,
    );
    // Now the user scrolls the editor (once the preview no longer takes that for the echo of its reveal): the page
    // follows, and does not send the editor anywhere.
    await eventually(() => (api.preview.awaitingEditorEcho() ? undefined : true), 'the end of the reveal echo');
    const target = lines.indexOf('## Section 20');
    editor.revealRange(new vscode.Range(target, 0, target, 0), vscode.TextEditorRevealType.AtTop);
    const moved = await until((snapshot) => snapshot.scrollY < page * 0.6, 'the page scrolled up with the editor');
    assert.ok(moved.scrollY > 0);
    // The page's scrolling that the editor caused reached the page's handler, which did not send it back.
    await eventually(
      () => (api.preview.syncCounts()!.pageEchoesIgnored > afterPage.pageEchoesIgnored ? true : undefined),
      "the page's echo of the editor's scroll",
    );
    const afterEditor = api.preview.syncCounts()!;
    assert.ok(afterEditor.toPreview > afterPage.toPreview, 'the editor told the page');
    assert.equal(afterEditor.toEditor, afterPage.toEditor, "the page's follow was not sent back to the editor");
    assert.ok(atTop(target), `the editor stayed at ${target}: ${editor.visibleRanges[0]!.start.line}`);
    await replaceAll(editor, article);
  });

  it('opens web links through openExternal and workspace files in the editor, at their line', async () => {
    const api = await devdesk();
    await openWithPreview(gfmDoc);
    await until((snapshot) => snapshot.renderer === 'gfm' && /other/.test(snapshot.text), 'the GitHub rendering');
    api.preview.recordExternalLinks(true);
    try {
      assert.ok(await api.preview.act({ type: 'clickLink', text: 'web' }));
      await eventually(
        () => (api.preview.externalLinks.length > 0 ? true : undefined),
        'the web link handed to the browser',
      );
      assert.deepEqual([...api.preview.externalLinks], ['https://example.com/page']);
    } finally {
      api.preview.recordExternalLinks(false);
    }
    assert.ok(await api.preview.act({ type: 'clickLink', text: 'other' }));
    const opened = await eventually(() => {
      const active = vscode.window.activeTextEditor;
      return active?.document.uri.path.endsWith('/docs/other.md') ? active : undefined;
    }, 'docs/other.md in the editor');
    assert.equal(opened.selection.active.line, 1, 'the #L2 fragment puts the cursor on line 2');
    assert.equal(opened.viewColumn, vscode.ViewColumn.One);
  });

  it('resolves images against the document: ../ inside the folder, nothing outside it', async () => {
    const page = await write(
      'docs/guide/page.md',
      '# Guide\n\n![up](../img/dot.png)\n\n![outside](../../../../../etc/passwd.png)\n\n![web](https://example.com/x.png)\n',
    );
    await openWithPreview(page);
    const shown = await until(
      (snapshot) =>
        snapshot.elements.some(
          (element) =>
            element.tag === 'img' &&
            element.attributes['data-src'] === '../img/dot.png' &&
            (element.attributes.src ?? '').startsWith('data:image/png;base64,'),
        ),
      'the image one folder up',
    );
    const outside = shown.elements.find(
      (element) => element.tag === 'img' && element.attributes['data-src']?.includes('passwd'),
    );
    assert.ok(outside && outside.attributes.src === undefined, 'an image outside the workspace folder is not read');
    assert.equal(
      shown.elements.find((element) => element.tag === 'img' && element.attributes.alt === 'web')?.attributes.src,
      'https://example.com/x.png',
    );
  });

  it('reads no image through a symbolic link that leads out of the workspace folder', async () => {
    // A committed link (docs/img/leak.png -> a file outside the folder) must not be read and inlined into the page.
    const outsideDir = mkdtempSync(join(tmpdir(), 'devdesk-outside-'));
    const secret = join(outsideDir, 'secret.png');
    writeFileSync(secret, await vscode.workspace.fs.readFile(vscode.Uri.joinPath(scratch(), 'docs/img/dot.png')));
    symlinkSync(secret, join(scratch().fsPath, 'docs/img/leak.png'));
    try {
      const page = await write('docs/links.md', '# Links\n\n![inside](img/dot.png)\n\n![leak](img/leak.png)\n');
      await openWithPreview(page);
      const shown = await until(
        (snapshot) =>
          snapshot.elements.some(
            (element) =>
              element.tag === 'img' &&
              element.attributes['data-src'] === 'img/dot.png' &&
              (element.attributes.src ?? '').startsWith('data:image/png;base64,'),
          ),
        'the image inside the folder',
      );
      const leak = shown.elements.find(
        (element) => element.tag === 'img' && element.attributes['data-src'] === 'img/leak.png',
      );
      assert.ok(leak, 'the linked image is on the page');
      assert.equal(
        leak.attributes.src,
        undefined,
        'an image reached through a link out of the workspace folder is not read',
      );
    } finally {
      rmSync(join(scratch().fsPath, 'docs/img/leak.png'), { force: true });
      rmSync(outsideDir, { recursive: true, force: true });
    }
  });

  it("shows a saved article's rendered_body without a preview request, and asks the renderer once it is edited", async () => {
    const listed = await fetch(`${emulator.articles}/api/v2/authenticated_user/items?per_page=1`, {
      headers: { authorization: `Bearer ${emulator.tokens.articles}` },
    });
    const [item] = (await listed.json()) as Array<{ id: string; title: string; body: string; rendered_body: string }>;
    assert.ok(item, 'the emulator has an article of the signed-in user');
    await resetEmulatorRequests();
    // The Articles view's Open: the article's Markdown shown in DevDesk's preview.
    await vscode.commands.executeCommand('devdesk.articles.open', { hostId: emulator.articles, itemId: item.id });
    const saved = await until(
      (snapshot) => snapshot.title === item.title && snapshot.renderer === 'qiita',
      'the saved article',
    );
    const words = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z#0-9]+;/g, ' ')
        .split(/\s+/)
        .filter((word) => word.length > 0);
    const expected = words(item.rendered_body).slice(0, 30).join(' ');
    assert.ok(words(saved.html).join(' ').includes(expected), `the rendered_body is shown: ${expected}`);
    assert.equal((await emulatorRequests(qiitaPreview())).count, 0, 'no preview request for the saved rendering');
    const { uri } = await inspect();
    const document = vscode.workspace.textDocuments.find((candidate) => candidate.uri.toString() === uri)!;
    const edit = new vscode.WorkspaceEdit();
    edit.insert(document.uri, new vscode.Position(document.lineCount, 0), '\nAn edit after saving.\n');
    assert.ok(await vscode.workspace.applyEdit(edit), 'the article document takes the edit');
    // Drawn locally at once, then by the renderer after the pause.
    await until(
      (snapshot) => snapshot.renderer === 'qiita' && /An edit after saving\./.test(snapshot.text),
      'the edited article',
    );
    assert.ok((await emulatorRequests(qiitaPreview())).count >= 1, 'the edit is rendered by the renderer');
  });

  it("renders a Qiita Team article file on its own team host only: nothing to GitHub's /markdown or qiita.com, not even when the setting picks GitHub", async () => {
    const team = emulator.teams.alpha!;
    const teamPreview = `${new URL(team).pathname}/api/preview`;
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const settings = vscode.workspace.getConfiguration('devdesk');
    await settings.update('articleFiles.root', '.devdesk-preview-test', vscode.ConfigurationTarget.Global);
    await signInWithSandboxToken(team);
    let signedIn = true;
    try {
      // The file as DevDesk writes a team's article: teams/<team-folder>/, group_url_name and coediting.
      const uri = (await vscode.commands.executeCommand(
        'devdesk.articleFiles.new',
        { hostId: team },
        { name: 'team-preview' },
      )) as vscode.Uri;
      assert.match(uri.path, /\/teams\/[^/]+\/team-preview\.md$/);
      const editor = await vscode.window.showTextDocument(uri, { viewColumn: vscode.ViewColumn.One });
      await replaceAll(
        editor,
        editor.document.getText().replace('# new article body', '社外秘: チームだけの記事です。\n'),
      );
      assert.match(editor.document.getText(), /\ncoediting: false\n/);
      await resetEmulatorRequests();
      await openWithPreview(uri);
      const shown = await until(
        (snapshot) => snapshot.renderer === 'qiita' && snapshot.text.includes('社外秘'),
        "the team host's rendering",
      );
      assert.equal(shown.banner, undefined);
      assert.doesNotMatch(shown.html, /group_url_name/, 'the front matter is not sent as body');
      assert.ok((await emulatorRequests(teamPreview)).count >= 1, 'the team host rendered it');
      assert.equal((await emulatorRequests(githubMarkdown())).count, 0, "nothing went to GitHub's /markdown");
      assert.equal((await emulatorRequests(qiitaPreview())).count, 0, 'nothing went to the public Qiita host');

      // GitHub picked in the settings: the article is drawn locally and the banner says why.
      await settings.update('preview.renderer', 'gfm', vscode.ConfigurationTarget.Global);
      const withheld = await until(
        (snapshot) => snapshot.renderer === 'local' && snapshot.banner !== undefined,
        'the local rendering',
      );
      assert.match(withheld.banner!, /never to GitHub/);
      await settings.update('preview.renderer', undefined, vscode.ConfigurationTarget.Global);

      // Signed out of the team: a message naming the team host, not another service.
      await resetEmulatorRequests();
      await signOut(team);
      signedIn = false;
      const signedOut = await until(
        (snapshot) => snapshot.renderer === 'local' && /Not signed in/.test(snapshot.banner ?? ''),
        'the signed-out banner',
      );
      assert.ok(signedOut.banner!.includes('Qiita Team'), signedOut.banner);
      assert.equal((await emulatorRequests(githubMarkdown())).count, 0, "nothing went to GitHub's /markdown");
      assert.equal((await emulatorRequests(qiitaPreview())).count, 0, 'nothing went to the public Qiita host');
    } finally {
      await settings.update('preview.renderer', undefined, vscode.ConfigurationTarget.Global);
      if (signedIn) await signOut(team);
    }
  });
});

describe('Preview: untrusted HTML', function () {
  this.timeout(60_000);
  let server: Server;
  let hits: string[];
  let listener: string;

  before(async () => {
    hits = [];
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.end('');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    listener = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace
      .getConfiguration('devdesk')
      .update('preview.renderer', undefined, vscode.ConfigurationTarget.Global);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Payloads of our own: each would call the listener (or set a global) if anything of it ran. */
  const corpus = (base: string) =>
    [
      `<script>fetch('${base}/script')</script>`,
      `<img src="x" onerror="fetch('${base}/onerror');window.xssImg=1">`,
      `<img src="${base}/plain-http-image.png">`,
      `<a href="javascript:fetch('${base}/js-link')">javascript link</a>`,
      `<a href="JaVaScRiPt&colon;alert(1)">entity javascript link</a>`,
      `<a href="data:text/html,<script>alert(1)</script>">data link</a>`,
      `<svg onload="fetch('${base}/svg')"><script>fetch('${base}/svg-script')</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
      `<math><mtext><table><mglyph><style><img src=x onerror="fetch('${base}/mathml')"></style></mglyph></table></mtext></math>`,
      `<style>@import url('${base}/css-import'); body { background: url('${base}/css-bg') }</style>`,
      `<p style="background-image: url('${base}/inline-style')">styled</p>`,
      `<base href="${base}/base/">`,
      `<meta http-equiv="refresh" content="0;url=${base}/refresh">`,
      `<iframe src="${base}/iframe"></iframe><object data="${base}/object"></object><embed src="${base}/embed">`,
      `<form action="${base}/form"><input name="q" autofocus onfocus="fetch('${base}/focus')"><button>go</button></form>`,
      `<noscript><p title="</noscript><img src=x onerror=fetch('${base}/mxss')>">`,
      `<details open ontoggle="fetch('${base}/toggle')"><summary>s</summary></details>`,
      `<a id="devdeskXssClobber" name="acquireVsCodeApi" href="#">clobber</a>`,
      `<div onmouseover="fetch('${base}/hover')">hover me</div>`,
    ].join('\n\n');

  function assertInert(snapshot: Snapshot, label: string): void {
    const inContent = snapshot.elements.filter((element) => element.inContent);
    const tags = new Set(inContent.map((element) => element.tag));
    for (const tag of [
      'script',
      'style',
      'svg',
      'math',
      'iframe',
      'object',
      'embed',
      'form',
      'button',
      'base',
      'meta',
      'link',
      'noscript',
    ]) {
      assert.ok(!tags.has(tag), `${label}: <${tag}> survived`);
    }
    for (const element of snapshot.elements) {
      for (const [name, value] of Object.entries(element.attributes)) {
        assert.ok(!/^on/i.test(name), `${label}: handler ${name} on <${element.tag}>`);
        if (element.inContent) {
          assert.ok(name !== 'style', `${label}: style attribute on <${element.tag}>`);
          assert.ok(
            !/^\s*(?:javascript|vbscript|data):/i.test(value) ||
              (element.tag === 'img' && name === 'src' && /^data:image\//.test(value)),
            `${label}: ${name}="${value}" on <${element.tag}>`,
          );
        }
      }
    }
    // Only our own script (and the one VS Code puts in every webview) is in the document.
    const scripts = snapshot.elements.filter((element) => element.tag === 'script');
    assert.deepEqual(
      scripts.map((script) => script.attributes.id ?? script.attributes.src?.replace(/^.*\//, '')),
      ['_vscodeApiScript', 'preview.js'],
      `${label}: scripts ${JSON.stringify(scripts)}`,
    );
    assert.ok('nonce' in scripts[1]!.attributes);
    assert.deepEqual(snapshot.globals, [], `${label}: a payload set a global`);
    assert.ok(
      !snapshot.elements.some(
        (element) => element.attributes.id === 'devdeskXssClobber' || element.attributes.name === 'acquireVsCodeApi',
      ),
      `${label}: a named element kept its name`,
    );
  }

  for (const path of ['service', 'fallback'] as const) {
    it(`keeps the XSS corpus inert through the ${path === 'service' ? "service's HTML" : "local fallback's HTML"}`, async () => {
      await vscode.workspace
        .getConfiguration('devdesk')
        .update('preview.renderer', path === 'service' ? 'qiita' : 'local', vscode.ConfigurationTarget.Global);
      const document = await vscode.workspace.openTextDocument({
        language: 'markdown',
        content: `# XSS ${path}\n\n${corpus(listener)}\n\nThe end.\n`,
      });
      const editor = await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.One });
      await vscode.commands.executeCommand('devdesk.openPreviewToSide');
      const shown = await until(
        (snapshot) => snapshot.renderer === (path === 'service' ? 'qiita' : 'local') && /The end\./.test(snapshot.text),
        `the ${path} rendering of the corpus`,
      );
      assert.match(shown.html, /javascript link/, 'the text of the payloads is still there');
      assertInert(shown, path);
      // The page draws a second render only after what its first one set off on loading (image errors, a refresh,
      // focus): wait for that one, then look at the listener.
      await editor.edit((edit) => edit.insert(new vscode.Position(document.lineCount, 0), '\nDrawn again.\n'));
      await until((snapshot) => /Drawn again\./.test(snapshot.text), `the ${path} rendering drawn again`);
      assert.deepEqual(hits, [], `${path}: a payload reached the listener`);
      assertInert((await inspect()).snapshot, `${path}, later`);
    });
  }
});
