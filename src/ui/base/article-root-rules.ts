// Where article files may live: `devdesk.articleFiles.root` is a folder inside the first workspace folder, never
// outside it (`../`, an absolute path elsewhere, a link that leads out). Pull My Articles writes there and Publish
// sends what it finds there, so a root outside the folder would read and write files the workspace does not hold.
// Pure (node:test: test/unit/ui/article-root.test.ts); article-root.ts applies it to the settings and the disk.
import * as nodePath from 'node:path';
import { phrase, type Phrase } from './text';

export type ArticleRootChoice = { readonly root: string } | { readonly root: string; readonly refused: Phrase };

/** Whether `path` is `folder` itself or below it (both absolute, in the same path flavour). */
export function isWithin(folder: string, path: string, paths: nodePath.PlatformPath = nodePath): boolean {
  const relative = paths.relative(folder, path);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${paths.sep}`) && !paths.isAbsolute(relative));
}

/**
 * The article root for a workspace folder and the setting's value: the folder when the setting is empty, the
 * folder below it that the setting names, or, when it names a place outside the folder, the folder itself and the
 * sentence that says why.
 */
export function chooseArticleRoot(folder: string, setting: string, paths: nodePath.PlatformPath = nodePath): ArticleRootChoice {
  const sub = setting.trim();
  if (!sub) return { root: folder };
  const root = paths.resolve(folder, sub);
  if (isWithin(folder, root, paths)) return { root };
  return { root: folder, refused: outsideFolder(sub, folder) };
}

/** Why a root is not used: it leads outside the workspace folder. */
export function outsideFolder(setting: string, folder: string): Phrase {
  return phrase('devdesk.articleFiles.root ({0}) leads outside the workspace folder, so DevDesk keeps article files in {1}. Set a folder inside it.', setting, folder);
}
