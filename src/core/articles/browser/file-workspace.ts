// The browser twin of ../node/file-workspace.ts (same exports): the Qiita CLI's layout (../file-layout.ts) in a
// virtual workspace (github.dev's `vscode-vfs://` repository), whose paths are its URIs' `/`-separated paths. The core
// knows no `vscode`, so the UI hands it the disk (`workspace.fs`) with useVirtualDisk; until then, reaching the layout
// fails with NotInBrowserError, which the UI explains in one sentence.
import { articleLayout, type LayoutDisk, type LayoutPaths } from '../file-layout.js';
import { rejectInBrowser } from '../../not-in-browser.js';

export {
  publicFolderName,
  teamsFolderName,
  remoteFolderName,
  teamFolderName,
  type ArticleFolder,
  type LayoutDisk,
  type PulledFile,
  type UnreadableArticleFile,
} from '../file-layout.js';

const what = 'Article files on this computer';

let disk: LayoutDisk = {
  read: () => rejectInBrowser(what),
  list: () => rejectInBrowser(what),
  write: () => rejectInBrowser(what),
};

/** The disk the layout reads and writes: the UI's `workspace.fs` over the virtual workspace's folder. */
export function useVirtualDisk(virtual: LayoutDisk): void {
  disk = virtual;
}

/** `/`-separated absolute paths (a URI's path), already normal: what the layout needs of them. */
export const uriPaths: LayoutPaths = {
  sep: '/',
  join: (...parts) =>
    parts
      .filter((part) => part !== '')
      .join('/')
      .replace(/\/{2,}/g, '/'),
  relative: (from, to) => {
    const base = from.replace(/\/+$/, '');
    if (to === base) return '';
    return to.startsWith(`${base}/`) ? to.slice(base.length + 1) : `../${to}`;
  },
  basename: (path, suffix) => {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return suffix && name.endsWith(suffix) && name !== suffix ? name.slice(0, -suffix.length) : name;
  },
};

const layout = articleLayout(
  {
    read: (path) => disk.read(path),
    list: (folder) => disk.list(folder),
    write: (path, text) => disk.write(path, text),
  },
  uriPaths,
);

export const {
  articleFolder,
  remoteFilePath,
  locateArticleFile,
  listArticleFiles,
  readArticleFolder,
  filesById,
  readRemoteCopy,
  writeFileAtomically,
  pullItem,
  newArticleFileName,
  createArticleFile,
} = layout;
