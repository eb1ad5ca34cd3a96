// Paths as the disk resolves them, for Node: symbolic links followed (`fs.realpath`), and the link that leads out of
// a folder found. The rules that judge them are pure (article-root-rules.ts); article-root.ts applies them.
import { lstat, readdir, readlink, realpath } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import * as nodePath from 'node:path';
import { isWithin, type PathFlavour } from '../article-root-rules';

/** This platform's path rules. */
export const hostPaths: PathFlavour = nodePath;

/** The path with links resolved; for a path not made yet (Pull makes it), its nearest existing parent's. */
export function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = nodePath.dirname(path);
    return parent === path ? path : nodePath.join(realPath(parent), nodePath.basename(path));
  }
}

export interface LinkOut {
  /** The link itself, below the folder. */
  readonly link: string;
  /** Where it leads (resolved; for a link to nothing, where it would lead). */
  readonly target: string;
}

async function leadsOut(path: string, realFolder: string): Promise<LinkOut | 'absent' | undefined> {
  let isLink: boolean;
  try {
    isLink = (await lstat(path)).isSymbolicLink();
  } catch {
    return 'absent';
  }
  if (!isLink) return undefined;
  let target: string;
  try {
    target = await realpath(path);
  } catch {
    target = nodePath.resolve(nodePath.dirname(path), await readlink(path));
  }
  return isWithin(realFolder, target, nodePath) ? undefined : { link: path, target };
}

/**
 * The first symbolic link on the way from `folder` down to `path` (each folder between, and `path` itself) whose
 * target is outside `folder`; with `below`, also every file and folder under `path` (links are not walked into).
 * Undefined when all of it stays inside.
 */
export async function linkLeaving(folder: string, path: string, below = false): Promise<LinkOut | undefined> {
  const realFolder = realPath(folder);
  const parts = nodePath
    .relative(folder, path)
    .split(nodePath.sep)
    .filter((part) => part !== '');
  let current = folder;
  for (const part of parts) {
    current = nodePath.join(current, part);
    const found = await leadsOut(current, realFolder);
    if (found === 'absent') return undefined;
    if (found) return found;
  }
  return below ? linkBelow(current, realFolder) : undefined;
}

async function linkBelow(folder: string, realFolder: string): Promise<LinkOut | undefined> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    const path = nodePath.join(folder, entry.name);
    if (entry.isSymbolicLink()) {
      const found = await leadsOut(path, realFolder);
      if (found && found !== 'absent') return found;
    } else if (entry.isDirectory()) {
      const found = await linkBelow(path, realFolder);
      if (found) return found;
    }
  }
  return undefined;
}
