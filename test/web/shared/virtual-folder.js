// The browser suite's workspace folder: a GitHub repository as github.dev opens it, `vscode-vfs://github/owner/repo`
// (run.mjs's workspace file names it first). code-server has no GitHub Repositories extension, so the suite serves the
// folder itself, from memory; each step writes its files there before DevDesk activates. run.mjs puts this file's
// `exports` at `devdeskWebSteps['virtual-folder']`, before the step files that use it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');

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

/** The repository folder; run.mjs names it in its workspace file (virtual-repo-checks.mjs). */
const folder = vscode.Uri.parse('vscode-vfs://github/devdesk-org/docs-site');
const files = new MemoryFiles();
let mounted = false;

/** Writes a file at `relative` in the folder (its folders made), the file system registered at the first write. */
function place(relative, text) {
  if (!mounted) vscode.workspace.registerFileSystemProvider(folder.scheme, files, { isCaseSensitive: true });
  mounted = true;
  const uri = vscode.Uri.joinPath(folder, relative);
  files.createDirectory(vscode.Uri.joinPath(uri, '..'));
  files.files.set(uri.path, new TextEncoder().encode(text));
  return uri;
}

/** A new public article file's text, its front matter as the Qiita CLI's `qiita new` writes it, then `body`. */
function newArticleText({ title, tags, body }) {
  const frontMatter = [
    '---',
    `title: ${title}`,
    'tags:',
    ...tags.map((tag) => `  - ${tag}`),
    'private: false',
    'updated_at: ""',
    'id: null',
    'organization_url_name: null',
    'slide: false',
    'ignorePublish: false',
    '---',
  ];
  return [...frontMatter, body].join('\n');
}

Object.assign(exports, { folder, files, place, newArticleText });
