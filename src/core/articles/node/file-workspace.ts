// The Qiita CLI's layout (../file-layout.ts) on the local disk, through Node's `fs` and `path`.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import * as nodePath from 'node:path';
import { articleLayout, type LayoutDisk } from '../file-layout.js';

export {
  publicFolderName,
  teamsFolderName,
  remoteFolderName,
  teamFolderName,
  type ArticleFolder,
  type PulledFile,
  type UnreadableArticleFile,
} from '../file-layout.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

const localDisk: LayoutDisk = {
  async read(path) {
    try {
      return await readFile(path, 'utf8');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  async list(folder) {
    try {
      return await readdir(folder, { recursive: true, encoding: 'utf8' });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  },
  // Through a temporary file and a rename, so a crash never leaves half a file.
  async write(path, text) {
    await mkdir(nodePath.dirname(path), { recursive: true });
    const temporary = nodePath.join(nodePath.dirname(path), `.${nodePath.basename(path)}.${process.pid}.tmp`);
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, path);
  },
};

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
} = articleLayout(localDisk, nodePath);
