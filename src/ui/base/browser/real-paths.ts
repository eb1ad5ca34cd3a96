// The browser twin of ../node/real-paths.ts (same exports): a virtual workspace's paths are its URIs' `/`-separated
// paths (workspace-disk.ts), and it has no symbolic links to follow, so a path is its own real path and no link leads
// out of a folder.
import type * as OnDisk from '../node/real-paths';
import type { PathFlavour } from '../article-root-rules';
import { join, normalize, relative } from '../posix-path';

export type { LinkOut } from '../node/real-paths';

export const hostPaths: PathFlavour = {
  sep: '/',
  relative,
  isAbsolute: (path) => path.startsWith('/'),
  // The last absolute path given, with the relative ones after it (as path.posix.resolve, without a working folder).
  resolve: (...paths) => {
    const start = paths.map((path) => path.startsWith('/')).lastIndexOf(true);
    return normalize(join('/', ...paths.slice(Math.max(start, 0)))).replace(/(.)\/$/, '$1');
  },
};

export const realPath: typeof OnDisk.realPath = (path) => path;
export const linkLeaving: typeof OnDisk.linkLeaving = () => Promise.resolve(undefined);
