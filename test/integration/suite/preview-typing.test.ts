// The preview while a writer types, in real VS Code against the emulator: every keystroke (a real edit through the
// editor API, one at a time) is painted by the local renderer before the next, the service's own rendering arrives
// after the pause, 100 keystrokes cost at most 5 service requests (the emulator's counts) for a Qiita article file and
// for a README, a host with 5 % of its budget left gets none, and a mermaid fence is drawn as a diagram (a README's
// and a Qiita article's).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Snapshot } from '../../../src/ui/preview/webview/protocol';
import { devdesk, emulator, emulatorRequests, resetEmulatorRequests, signInWithSandboxToken } from './helpers';
import { openWithPreview, previewWhere as until } from './preview-page';

const folder = () => vscode.workspace.workspaceFolders![0]!.uri;
const scratch = () => vscode.Uri.joinPath(folder(), '.devdesk-preview-typing-test');
const qiitaPreview = () => `${new URL(emulator.articles).pathname}/api/preview`;
const githubMarkdown = () => `${new URL(emulator.github).pathname}/markdown`;
const keystrokes = 100;

const frontMatter = [
  '---',
  'title: Typing',
  'tags:',
  '  - name: typing',
  'private: false',
  'updated_at: ""',
  'id: null',
  'organization_url_name: null',
  'slide: false',
  '---',
];

async function write(path: string, content: string): Promise<vscode.Uri> {
  const uri = vscode.Uri.joinPath(scratch(), path);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(content));
  return uri;
}

async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${emulator.url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  assert.ok(response.ok, `fault not accepted: ${response.status}`);
}

/** The line the test types into, as the page's source shows it after `typed`. */
const typedLine = (typed: string) => `Typed: ${typed}`;

/**
 * Types `keystrokes` letters at the end of the document, one edit at a time, each waited for until the webview has
 * painted a render whose source holds it (the panel's `rendered` probe, PreviewTesting.onDidShow). Returns the text.
 */
async function typeAndFollow(editor: vscode.TextEditor): Promise<{ typed: string; paintedLocally: number }> {
  const api = await devdesk();
  const uri = editor.document.uri.toString();
  let typed = '';
  let paintedLocally = 0;
  for (let key = 0; key < keystrokes; key++) {
    const next = typed + String.fromCharCode(97 + (key % 26));
    const painted = new Promise<void>((resolve) => {
      const listener = api.preview.onDidShow((shown) => {
        if (shown.uri !== uri || !shown.source.includes(typedLine(next))) return;
        listener.dispose();
        resolve();
      });
    });
    const end = editor.document.lineAt(editor.document.lineCount - 1).range.end;
    assert.ok(
      await editor.edit((edit) => edit.insert(end, next.at(-1)!), { undoStopBefore: false, undoStopAfter: false }),
    );
    await painted;
    const { snapshot } = (await vscode.commands.executeCommand<{ snapshot: Snapshot }>('devdesk.preview.inspect', {
      settle: false,
    }))!;
    assert.ok(
      snapshot.text.includes(typedLine(next)),
      `keystroke ${key + 1} shows in the page: ${snapshot.text.slice(-80)}`,
    );
    if (snapshot.renderer === 'local') paintedLocally += 1;
    typed = next;
  }
  return { typed, paintedLocally };
}

describe('Preview while typing', function () {
  this.timeout(240_000);

  before(async () => {
    await signInWithSandboxToken(emulator.articles);
    await signInWithSandboxToken(emulator.github);
    await vscode.workspace
      .getConfiguration('devdesk')
      .update('preview.githubContext', 'devdesk-org/docs-site', vscode.ConfigurationTarget.Global);
    // The scratch folder is the article root: its public/ files are article files by their place.
    await vscode.workspace
      .getConfiguration('devdesk')
      .update('articleFiles.root', '.devdesk-preview-typing-test', vscode.ConfigurationTarget.Global);
  });

  after(async () => {
    await fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' });
    await fetch(`${emulator.url}/__emulator/ratelimits`, { method: 'DELETE' });
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace
      .getConfiguration('devdesk')
      .update('preview.githubContext', undefined, vscode.ConfigurationTarget.Global);
    await vscode.workspace
      .getConfiguration('devdesk')
      .update('articleFiles.root', undefined, vscode.ConfigurationTarget.Global);
    await vscode.workspace.fs.delete(scratch(), { recursive: true, useTrash: false });
  });

  for (const kind of ['a Qiita article file', 'a README'] as const) {
    it(`follows 100 keystrokes into ${kind} locally, with at most 5 service requests and the exact rendering after the pause`, async () => {
      const qiita = kind === 'a Qiita article file';
      const uri = qiita
        ? await write(
            'public/article.md',
            [...frontMatter, '# Typing', '', '$$', 'x^2', '$$', '', 'Typed: '].join('\n'),
          )
        : await write('README.md', '# Read me\n\nSee #23.\n\nTyped: ');
      const renderer = qiita ? 'qiita' : 'gfm';
      const path = qiita ? qiitaPreview() : githubMarkdown();
      const editor = await openWithPreview(uri);
      await until((snapshot) => snapshot.renderer === renderer, 'the first exact rendering');
      await resetEmulatorRequests();

      const { typed, paintedLocally } = await typeAndFollow(editor);
      assert.ok(paintedLocally >= keystrokes - 5, `keystrokes painted by the local renderer: ${paintedLocally}`);

      const exact = await until(
        (snapshot) => snapshot.renderer === renderer && snapshot.text.includes(typedLine(typed)),
        "the service's rendering after the pause",
      );
      assert.equal(exact.banner, undefined);
      assert.match(exact.label, qiita ? /Qiita/ : / · devdesk-org\/docs-site$/);
      const served = await emulatorRequests(path);
      assert.ok(
        served.count >= 1 && served.count <= 5,
        `service requests for ${keystrokes} keystrokes: ${served.count}`,
      );
      assert.equal(served.maxInFlight, 1, 'never two at once');
      await editor.document.save();
    });
  }

  it('makes no service request for a Qiita host with 5 % of its budget left, says so, and renders once on Render now', async () => {
    const api = await devdesk();
    // The next preview request spends all but 5 % of the hour's budget: its answer tells DevDesk what is left.
    await addFault({ kind: 'rateLimit', pathPrefix: qiitaPreview(), times: 1, leavePercent: 5 });
    const editor = await openWithPreview(
      await write('public/budget.md', [...frontMatter, '# Budget', '', 'Typed: '].join('\n')),
    );
    await until((snapshot) => snapshot.renderer === 'qiita', 'the rendering that reported the budget');
    await resetEmulatorRequests();
    const { typed } = await typeAndFollow(editor);
    await editor.document.save();
    const local = await until(
      (snapshot) => snapshot.banner !== undefined && snapshot.text.includes(typedLine(typed)),
      'the budget banner',
    );
    assert.equal(local.renderer, 'local');
    assert.equal(local.label, 'local');
    assert.match(local.banner!, /10%/);
    assert.equal((await emulatorRequests(qiitaPreview())).count, 0, 'no request below the reserve');
    // The budget refilled; the preview learns it from its next answer, which the user asks for once.
    await fetch(`${emulator.url}/__emulator/ratelimits`, { method: 'DELETE' });
    assert.ok(await api.preview.act({ type: 'clickAction', label: 'Render now' }));
    const exact = await until(
      (snapshot) => snapshot.renderer === 'qiita' && snapshot.text.includes(typedLine(typed)),
      'the one-off exact rendering',
    );
    assert.equal(exact.banner, undefined);
    assert.equal((await emulatorRequests(qiitaPreview())).count, 1);
  });

  it('draws a mermaid fence as a diagram (its script loaded only then), locally and from the service', async () => {
    const editor = await openWithPreview(
      await write('diagram.md', '# Diagram\n\n```mermaid\nflowchart LR\n  Write --> Preview\n```\n\nTyped: '),
    );
    const drawn = await until(
      (snapshot) =>
        snapshot.renderer === 'gfm' && snapshot.elements.some((element) => element.inContent && element.tag === 'svg'),
      'the diagram',
    );
    assert.ok(
      drawn.elements.some((element) => element.tag === 'script' && /mermaid\.js$/.test(element.attributes.src ?? '')),
      'mermaid.js loaded',
    );
    assert.match(drawn.text, /Write/);
    const api = await devdesk();
    const painted = new Promise<void>((resolve) => {
      const listener = api.preview.onDidShow((shown) => {
        if (shown.exact || !shown.source.includes(typedLine('x'))) return;
        listener.dispose();
        resolve();
      });
    });
    await editor.edit((edit) => edit.insert(editor.document.lineAt(editor.document.lineCount - 1).range.end, 'x'));
    await painted;
    const { snapshot: local } = (await vscode.commands.executeCommand<{ snapshot: Snapshot }>(
      'devdesk.preview.inspect',
      { settle: false },
    ))!;
    assert.equal(local.renderer, 'local');
    assert.ok(
      local.elements.some((element) => element.inContent && element.tag === 'svg'),
      'the diagram keeps its drawing while the paragraph after it changes',
    );
  });

  it("draws a Qiita article's mermaid fence (Qiita's code frame) as a diagram in Qiita's rendering", async () => {
    const fence = ['```mermaid', 'flowchart LR', '  Write --> Publish', '```'];
    await openWithPreview(await write('public/diagram.md', [...frontMatter, '# Diagram', '', ...fence, ''].join('\n')));
    const drawn = await until(
      (snapshot) =>
        snapshot.renderer === 'qiita' &&
        snapshot.elements.some((element) => element.inContent && element.tag === 'svg'),
      "the diagram in Qiita's rendering",
    );
    assert.match(drawn.text, /Publish/);
  });

  it('draws the diagrams after a hostile one that mermaid chokes on, and nothing of the hostile one can run', async () => {
    // Labels with markup and handlers, and click directives to javascript: (https://mermaid.js.org/syntax/flowchart.html#interaction)
    const hostile = [
      '```mermaid',
      'flowchart LR',
      '  A["<img src=x onerror=window.xssDiagram=1>"] --> B["<script>window.xssDiagram=2</script>"]',
      '  click A "javascript:window.xssDiagram=3"',
      '  click B href "javascript:window.xssDiagram=4"',
      '```',
    ];
    const hostileSequence = [
      '```mermaid',
      'sequenceDiagram',
      '  Alice->>Bob: <img src=x onerror=window.xssDiagram=5>',
      '  link Alice: Dash @ javascript:window.xssDiagram=6',
      '```',
    ];
    // A label on two lines: mermaid writes its <br> as HTML, which the page must not read as XML (it did, and lost it).
    const good = ['```mermaid', 'flowchart LR', '  Good --> Drawn["Drawn<br>on two lines"]', '```'];
    await openWithPreview(
      await write(
        'hostile-diagram.md',
        ['# Hostile', '', ...hostile, '', ...hostileSequence, '', ...good, '', 'The end.'].join('\n'),
      ),
    );
    const settled = await until(
      (snapshot) =>
        snapshot.elements.filter(
          (element) => element.tag === 'pre' && /\bdiagram-(?:drawn|refused)\b/.test(element.attributes.class ?? ''),
        ).length === 3,
      'every diagram drawn or left as code',
      60_000,
    );
    assert.match(
      settled.html,
      /<svg[^]*>Drawn<[^]*<\/svg>/,
      `the good diagram after the hostile ones is drawn: ${settled.html.slice(-600)}`,
    );
    for (const element of settled.elements) {
      for (const [name, value] of Object.entries(element.attributes)) {
        assert.ok(!/^on/i.test(name), `handler ${name} on <${element.tag}>`);
        assert.ok(!/^\s*javascript:/i.test(value), `${name}="${value}" on <${element.tag}>`);
      }
    }
    assert.deepEqual(settled.globals, [], 'nothing of the hostile diagrams ran');
  });

  it('comes back after a window reload on its document, with its lock and its renderer (the serializer)', async () => {
    const api = await devdesk();
    const uri = await write('restored.md', '# Restored\n\nText.\n');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    // What VS Code hands the serializer after a reload: a panel of the preview's type and the state its page kept.
    await api.preview.restore({ uri: uri.toString(), locked: true, choice: 'local' });
    const shown = await until((snapshot) => /Restored/.test(snapshot.text), 'the restored preview');
    assert.equal(shown.renderer, 'local');
    assert.equal(shown.label, 'local');
    assert.deepEqual(api.preview.current(), { uri: uri.toString(), locked: true, choice: 'local' });
    await vscode.window.showTextDocument(await write('other.md', '# Other\n'), { viewColumn: vscode.ViewColumn.One });
    assert.equal(api.preview.current()?.uri, uri.toString(), 'locked: it does not follow another editor');
  });
});
