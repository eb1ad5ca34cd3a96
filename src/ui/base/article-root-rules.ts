// Where article files may live: `devdesk.articleFiles.root` is a folder inside the first workspace folder, never
// outside it (`../`, an absolute path elsewhere, a link that leads out). Pull My Articles writes there and Publish
// sends what it finds there, so a root outside the folder would read and write files the workspace does not hold.
// Pure (node:test: test/unit/ui/article-root.test.ts); article-root.ts applies it to the settings and the disk.
import { phrase, type Phrase } from './text';

/** The path rules of one flavour (Node's `path`, `path.posix`, `path.win32`): the platform's is node/real-paths.ts. */
export interface PathFlavour {
  readonly sep: string;
  relative(from: string, to: string): string;
  isAbsolute(path: string): boolean;
  resolve(...paths: string[]): string;
}

export type ArticleRootChoice = { readonly root: string } | { readonly root: string; readonly refused: Phrase };

/** Whether `path` is `folder` itself or below it (both absolute, in the same path flavour). */
export function isWithin(folder: string, path: string, paths: PathFlavour): boolean {
  const relative = paths.relative(folder, path);
  return (
    relative === '' || (relative !== '..' && !relative.startsWith(`..${paths.sep}`) && !paths.isAbsolute(relative))
  );
}

/**
 * The article root for a workspace folder and the setting's value: the folder when the setting is empty, the
 * folder below it that the setting names, or, when it names a place outside the folder, the folder itself and the
 * sentence that says why.
 */
export function chooseArticleRoot(folder: string, setting: string, paths: PathFlavour): ArticleRootChoice {
  const sub = setting.trim();
  if (!sub) return { root: folder };
  const root = paths.resolve(folder, sub);
  if (isWithin(folder, root, paths)) return { root };
  return { root: folder, refused: outsideFolder(sub, folder) };
}

/** Why a root is not used: it leads outside the workspace folder. */
export function outsideFolder(setting: string, folder: string): Phrase {
  return phrase(
    'devdesk.articleFiles.root ({0}) leads outside the workspace folder, so DevDesk keeps article files in {1}. ' +
      'Set a folder inside it.',
    setting,
    folder,
  );
}

/**
 * Why DevDesk reads and writes nothing through a link below the article root (a committed `public` or team folder,
 * a file, a `.remote` folder): its target is outside the workspace folder.
 */
export function linkLeavesFolder(link: string, target: string): Phrase {
  return phrase(
    '{0} is a link to {1}, outside the workspace folder: DevDesk reads and writes no article file through it.',
    link,
    target,
  );
}
