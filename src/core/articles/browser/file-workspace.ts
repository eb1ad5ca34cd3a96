// The browser twin of ../node/file-workspace.ts (same exports): the Qiita CLI's layout on a local disk. A browser has
// no such disk; article files in a virtual workspace (`workspace.fs`) are later work of issue 38, so each function
// that touches the disk fails with NotInBrowserError, which the UI explains in one sentence.
import type * as OnDisk from '../node/file-workspace.js';
import { notInBrowser, rejectInBrowser } from '../../not-in-browser.js';

export type { ArticleFolder, PulledFile, UnreadableArticleFile } from '../node/file-workspace.js';

export const publicFolderName = 'public';
export const teamsFolderName = 'teams';
export const remoteFolderName = '.remote';

const what = 'Article files on this computer';

export const teamFolderName: typeof OnDisk.teamFolderName = () => notInBrowser(what);
export const articleFolder: typeof OnDisk.articleFolder = () => notInBrowser(what);
export const remoteFilePath: typeof OnDisk.remoteFilePath = () => notInBrowser(what);
export const locateArticleFile: typeof OnDisk.locateArticleFile = () => undefined;
export const listArticleFiles: typeof OnDisk.listArticleFiles = () => rejectInBrowser(what);
export const readArticleFolder: typeof OnDisk.readArticleFolder = () => rejectInBrowser(what);
export const filesById: typeof OnDisk.filesById = () => rejectInBrowser(what);
export const readRemoteCopy: typeof OnDisk.readRemoteCopy = () => rejectInBrowser(what);
export const writeFileAtomically: typeof OnDisk.writeFileAtomically = () => rejectInBrowser(what);
export const pullItem: typeof OnDisk.pullItem = () => rejectInBrowser(what);
export const newArticleFileName: typeof OnDisk.newArticleFileName = () => rejectInBrowser(what);
export const createArticleFile: typeof OnDisk.createArticleFile = () => rejectInBrowser(what);
