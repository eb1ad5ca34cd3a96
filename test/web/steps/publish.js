// The browser suite's diagram, Publish and Pull step (issue 38): a new article file with a Mermaid diagram, written
// through `workspace.fs` into the suite's virtual folder (test/web/shared/virtual-folder.js), drawn in the preview,
// published with DevDesk's Publish command, changed on the emulator's side (the runner PATCHes it, as another device
// would) and pulled back with DevDesk's Pull command. run.mjs judges each against the emulated Qiita
// (publish-checks.mjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');
/* global devdeskWebSteps -- test/web/shared/virtual-folder.js, which run.mjs puts before the steps */

const { files, folder, newArticleText } = devdeskWebSteps['virtual-folder'];
const uri = vscode.Uri.joinPath(folder, 'public', 'diagram-article.md');
const path = uri.path;
const title = 'A diagram published from a virtual workspace';
const heading = 'Written in the browser, drawn by Mermaid';
const body = [
  `# ${heading}`,
  '',
  '```mermaid',
  'flowchart LR',
  '  Write[Write in github.dev] --> Publish[Publish to Qiita]',
  '  Publish --> Pull[Pull on another device]',
  '  Pull --> Draft[下書きを公開]',
  '```',
  '',
].join('\n');
const written = newArticleText({ title, tags: ['Browser', 'Mermaid'], body });

const labels = ['Write in github.dev', 'Publish to Qiita', 'Pull on another device', '下書きを公開'];
const diagramDrawn = (snapshot) => snapshot.elements.some((element) => element.inContent && element.tag === 'svg');
const middle = (box) => (box.top + box.bottom) / 2;
const within = (inner, outer) =>
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5 &&
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5;
/** How far (px) each drawn label's middle is from its shape's, or why it is not whole (webview/audit.ts measures). */
const placed = (label) =>
  within(label.glyphs, label.frame) && within(label.glyphs, label.shape)
    ? Math.abs(middle(label.glyphs) - middle(label.shape))
    : `${label.text} clipped`;

/** The front matter's lines (between the `---` fences) and the body after them, as the virtual folder holds them. */
function sections(text) {
  const lines = text.split('\n');
  const end = lines.indexOf('---', 1);
  return { frontMatter: lines.slice(1, end), body: lines.slice(end + 1).join('\n') };
}

exports.run = async function run({ api, check, report, eventually, emulator }) {
  await check('draws a Mermaid diagram in the preview', async () => {
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(written));
    await vscode.window.showTextDocument(uri);
    await vscode.commands.executeCommand('devdesk.openPreviewToSide');
    const page = await api.preview.pageWhere(
      (snapshot) => snapshot.text.includes(heading) && diagramDrawn(snapshot),
      'the diagram',
      30_000,
    );
    await report({ name: 'screenshot', file: 'web-preview-diagram.png' }); // answered once taken
    const pageBody = page.elements.find((element) => element.tag === 'body');
    return {
      previewOf: api.preview.current() && api.preview.current().uri,
      document: uri.toString(),
      renderer: page.renderer,
      svg: page.elements.filter((element) => element.inContent && element.tag === 'svg').length,
      script: page.elements.some((element) => element.tag === 'script' && /mermaid\.js$/.test(element.attributes.src)),
      labels: labels.every((label) => page.text.includes(label)),
      labelsDrawn: page.diagramLabels.map((label) => label.text),
      labelsOff: page.diagramLabels.map(placed),
      failed: pageBody && pageBody.attributes['data-diagrams-failed'],
      refused: page.elements
        .filter((element) => element.attributes['data-diagram-error'])
        .map((element) => element.attributes['data-diagram-error']),
      shownErrors: [...api.shownErrors],
    };
  });
  let published;
  await check('publishes a new article file from the virtual folder', async () => {
    const outcome = await vscode.commands.executeCommand('devdesk.articleFiles.publish', uri);
    const text = await eventually(() => {
      const now = files.text(path);
      return /^id: [0-9a-f]{20}$/m.test(now) ? now : undefined;
    }, "the item's id in the file");
    published = sections(text);
    const id = published.frontMatter.find((line) => line.startsWith('id: ')).slice('id: '.length);
    return {
      outcome,
      id,
      title,
      body,
      written: sections(written),
      file: published,
      shownErrors: [...api.shownErrors],
    };
  });
  await check('pulls an article changed on the service into the virtual folder', async () => {
    if (!published) throw new Error('nothing was published');
    const id = published.frontMatter.find((line) => line.startsWith('id: ')).slice('id: '.length);
    const changed = `${body}\nEdited on another device (${Date.now()}).\n`;
    await report({ name: 'edit item', id, title, body: changed, tags: ['Browser', 'Mermaid'] }); // answered once sent
    const pulled = await vscode.commands.executeCommand(
      'devdesk.articleFiles.pull',
      { hostId: emulator.articles },
      { includePrivate: true },
    );
    const text = files.text(path);
    return {
      id,
      body: changed,
      outcome: pulled && pulled.files.filter((file) => file.path === path).map((file) => file.outcome),
      file: sections(text),
      shownErrors: [...api.shownErrors],
    };
  });
};
