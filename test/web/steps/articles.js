// The browser suite's article step (issue 38): a Qiita article file in a virtual workspace, previewed in the web worker
// host. The workspace's first folder is `devdesk-test-vfs:/workspace` (run.mjs opens a workspace file naming it), an
// in-memory file system this step mounts, holding the Qiita CLI's layout as github.dev's `vscode-vfs://` repository
// would. run.mjs puts this file's `exports` at `devdeskWebSteps.articles` in the suite it writes.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');

const scheme = 'devdesk-test-vfs';
const heading = 'A heading from the virtual folder';
const edited = 'Edited through a WorkspaceEdit';
const article = [
  '---',
  'title: An article in a virtual workspace',
  'tags:',
  '  - Browser',
  'private: false',
  'updated_at: ""',
  'id: null',
  'organization_url_name: null',
  'slide: false',
  'ignorePublish: false',
  '---',
  `# ${heading}`,
  '',
  'Written in **github.dev**, previewed as Qiita shows it.',
  '',
  '$$',
  'e^{i\\pi} + 1 = 0',
  '$$',
  '',
].join('\n');

/** A folder tree in memory: paths to file bytes, folders implied by them and kept when made. */
class MemoryFiles {
  constructor() {
    this.files = new Map();
    this.folders = new Set(['/']);
    this.changed = new vscode.EventEmitter();
    this.onDidChangeFile = this.changed.event;
  }
  folderOf(path) {
    return path.slice(0, path.lastIndexOf('/')) || '/';
  }
  stat(uri) {
    const now = Date.now();
    if (this.files.has(uri.path))
      return { type: vscode.FileType.File, ctime: 0, mtime: now, size: this.files.get(uri.path).length };
    if (this.folders.has(uri.path)) return { type: vscode.FileType.Directory, ctime: 0, mtime: 0, size: 0 };
    throw vscode.FileSystemError.FileNotFound(uri);
  }
  readDirectory(uri) {
    if (!this.folders.has(uri.path)) throw vscode.FileSystemError.FileNotFound(uri);
    const below = (path) => this.folderOf(path) === uri.path;
    return [
      ...[...this.folders]
        .filter((path) => path !== '/' && below(path))
        .map((path) => [path, vscode.FileType.Directory]),
      ...[...this.files.keys()].filter(below).map((path) => [path, vscode.FileType.File]),
    ].map(([path, type]) => [path.slice(path.lastIndexOf('/') + 1), type]);
  }
  readFile(uri) {
    const bytes = this.files.get(uri.path);
    if (!bytes) throw vscode.FileSystemError.FileNotFound(uri);
    return bytes;
  }
  writeFile(uri, content) {
    if (!this.folders.has(this.folderOf(uri.path))) throw vscode.FileSystemError.FileNotFound(uri);
    const type = this.files.has(uri.path) ? vscode.FileChangeType.Changed : vscode.FileChangeType.Created;
    this.files.set(uri.path, content);
    this.changed.fire([{ type, uri }]);
  }
  createDirectory(uri) {
    for (let path = uri.path; path !== '/'; path = this.folderOf(path)) this.folders.add(path);
  }
  delete(uri) {
    this.files.delete(uri.path);
    this.folders.delete(uri.path);
    this.changed.fire([{ type: vscode.FileChangeType.Deleted, uri }]);
  }
  rename(from, to) {
    this.writeFile(to, this.readFile(from));
    this.delete(from);
  }
  watch() {
    return new vscode.Disposable(() => {});
  }
  text(path) {
    return new TextDecoder().decode(this.files.get(path));
  }
}

/** The virtual folder's files (steps/publish.js reads what DevDesk wrote there). */
const files = new MemoryFiles();
exports.files = files;

/** Mounts the in-memory folder with one article in `public/`, before DevDesk reads the workspace. */
exports.mount = function mount() {
  vscode.workspace.registerFileSystemProvider(scheme, files, { isCaseSensitive: true });
  files.createDirectory(vscode.Uri.from({ scheme, path: '/workspace/public' }));
  files.files.set('/workspace/public/first-article.md', new TextEncoder().encode(article));
};

/** Signs in to Qiita (the runner pastes the token), opens the article and its preview, and edits the article. */
exports.run = async function run({ api, check, report, eventually, emulator }) {
  const uri = vscode.Uri.from({ scheme, path: '/workspace/public/first-article.md' });
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
