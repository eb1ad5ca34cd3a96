// The browser twin of ../node/real-paths.ts (same exports): a browser's workspace has no symbolic links to follow,
// so a path is its own real path and no link leads out of a folder. Local article roots (what `hostPaths` judges)
// are later work of issue 38 (virtual workspaces); until then judging one fails with NotInBrowserError.
import type * as OnDisk from '../node/real-paths';
import type { PathFlavour } from '../article-root-rules';
import { notInBrowser } from '../core';

export type { LinkOut } from '../node/real-paths';

const what = 'Article folders on this computer';

export const hostPaths: PathFlavour = {
  sep: '/',
  relative: () => notInBrowser(what),
  isAbsolute: () => notInBrowser(what),
  resolve: () => notInBrowser(what),
};

export const realPath: typeof OnDisk.realPath = (path) => path;
export const linkLeaving: typeof OnDisk.linkLeaving = () => Promise.resolve(undefined);
