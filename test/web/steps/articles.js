// The browser suite's article step (issue 38): a Qiita article file in a virtual workspace, previewed in the web worker
// host. The workspace's first folder is a GitHub repository as github.dev opens it (`vscode-vfs://github/…`, served
// from memory by test/web/shared/virtual-folder.js), holding the Qiita CLI's layout. run.mjs puts this file's
// `exports` at `devdeskWebSteps.articles` in the suite it writes.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');
/* global devdeskWebSteps -- test/web/shared/virtual-folder.js, which run.mjs puts before the steps */

const { files, folder, place, newArticleText } = devdeskWebSteps['virtual-folder'];

const articlePath = 'public/first-article.md';
const heading = 'A heading from the virtual folder';
const edited = 'Edited through a WorkspaceEdit';
const article = newArticleText({
  title: 'An article in a virtual workspace',
  tags: ['Browser'],
  body: [
    `# ${heading}`,
    '',
    'Written in **github.dev**, previewed as Qiita shows it.',
    '',
    '$$',
    'e^{i\\pi} + 1 = 0',
    '$$',
    '',
  ].join('\n'),
});

/** Writes one article in `public/` of the virtual folder, before DevDesk reads the workspace. */
exports.mount = function mount() {
  place(articlePath, article);
};

/** Signs in to Qiita (the runner pastes the token), opens the article and its preview, and edits the article. */
exports.run = async function run({ api, check, report, eventually, emulator }) {
  const uri = vscode.Uri.joinPath(folder, articlePath);
  const shown = [];
  api.preview.onDidShow((render) => shown.push({ exact: render.exact, uri: render.uri }));
  await check('previews a Qiita article file from a virtual folder', async () => {
    // The emulated Qiita sends no CORS header (as qiita.com's documentation promises none): allowed for this step.
    await report({ name: 'switch', service: 'qiita', crossOrigin: 'allow' });
    await report({ name: 'paste', token: 'articles' }); // the runner types it once the input box shows
    const login = await vscode.commands.executeCommand('devdesk.signIn', emulator.articles, { method: 'paste' });
    await vscode.window.showTextDocument(uri);
    await vscode.commands.executeCommand('devdesk.openPreviewToSide');
    const page = await api.preview
      .pageWhere(
        (snapshot) => snapshot.renderer === 'qiita' && snapshot.text.includes(heading),
        "the service's rendering of the article",
        30_000,
      )
      .catch(async (error) => {
        const inspected = await Promise.race([
          vscode.commands.executeCommand('devdesk.preview.inspect', { settle: false }),
          new Promise((resolve) => setTimeout(() => resolve('no answer'), 3000)),
        ]);
        throw new Error(`${error.message}: ${JSON.stringify({ inspected, login, shown, errors: api.shownErrors })}`);
      });
    await vscode.commands.executeCommand('notifications.clearAll'); // the earlier step's CORS refusal
    await report({ name: 'screenshot', file: 'web-preview-qiita.png' }); // answered once taken
    return {
      login,
      workspaceFolder: vscode.workspace.workspaceFolders[0].uri.toString(),
      document: uri.toString(),
      previewOf: api.preview.current() && api.preview.current().uri,
      renderer: page.renderer,
      label: page.label,
      heading: /<h1[\s>]/i.test(page.html) && page.text.includes(heading),
      problems: vscode.languages.getDiagnostics(uri).map((problem) => `${problem.source}: ${problem.message}`),
      renders: shown
        .filter((render) => render.uri === uri.toString())
        .map((render) => (render.exact ? 'service' : 'local')),
      shownErrors: [...api.shownErrors],
    };
  });
  // KaTeX is part of the page's script (media/preview/preview.js), loaded from the extension's files.
  await check("draws the article's math in the preview", async () => {
    const page = await api.preview.pageWhere(
      (snapshot) =>
        snapshot.elements.some((element) => element.inContent && /\bkatex-html\b/.test(element.attributes.class || '')),
      'the math',
      30_000,
    );
    return { renderer: page.renderer, source: page.text.includes('$$') };
  });
  await check('shows an edit of the virtual article in the preview, and saves it there', async () => {
    const document = await vscode.workspace.openTextDocument(uri);
    const before = shown.length;
    const edit = new vscode.WorkspaceEdit();
    edit.insert(uri, new vscode.Position(document.lineCount, 0), `\n## ${edited}\n`);
    if (!(await vscode.workspace.applyEdit(edit))) throw new Error('the edit was refused');
    // The edit is drawn at once by the local renderer, then, after the pause, by Qiita's.
    const exact = await api.preview.pageWhere(
      (snapshot) => snapshot.renderer === 'qiita' && snapshot.text.includes(edited),
      "the service's rendering of the edit",
      30_000,
    );
    await document.save();
    const saved = await eventually(() => {
      const text = files.text(uri.path);
      return text.includes(edited) ? text : undefined;
    }, 'the saved article in the virtual folder');
    return {
      renderer: exact.renderer,
      shown: exact.text.includes(edited) && exact.text.includes(heading),
      renders: shown.slice(before).map((render) => (render.exact ? 'service' : 'local')),
      saved: saved.includes(edited),
      shownErrors: [...api.shownErrors],
    };
  });
};
