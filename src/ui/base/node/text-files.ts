// Text files on the local disk, for Node: what the drafts and the article files read and write by path. A browser
// build fills the same `TextFiles` (text-file-store.ts) over `vscode.workspace.fs`.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TextFiles } from '../text-file-store';

export const textFiles: TextFiles = {
  read: (path) => readFile(path, 'utf8'),
  async create(path, text) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text, { flag: 'wx' });
  },
  async write(path, text) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  },
  remove: (path) => rm(path, { force: true }),
};
