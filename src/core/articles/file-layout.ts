// Where article files live in a writer's folder, and the reads and writes of a pull or a publish, over any disk:
// Node's (node/file-workspace.ts) or a browser's `workspace.fs` (browser/file-workspace.ts, issue 38).
//
//   <root>/public/<name>.md                 articles of the public site, the Qiita CLI's layout (subfolders are read)
//   <root>/public/.remote/<id>.md           the last server copy of each, written by every pull and publish
//   <root>/teams/<team-folder>/<name>.md    articles of one Qiita Team host (the CLI has no team support)
//   <root>/teams/<team-folder>/.remote/<id>.md
//
// <team-folder> is the team host's address made into a folder name: `myteam.qiita.com` for https://myteam.qiita.com.
// A file is found by the `id` in its front matter, whatever its name: a writer may rename or move it.
import { articleId, formatItemFile, isItemId, newArticleFile, parseArticleFile } from './files.js';
import { planPull, type PullOutcome } from './file-sync.js';
import type { Item } from './schemas.js';

export const publicFolderName = 'public';
export const teamsFolderName = 'teams';
export const remoteFolderName = '.remote';

/** What the layout asks of a disk holding text files by path. */
export interface LayoutDisk {
  /** The file's text (UTF-8); undefined when there is no such file. */
  read(path: string): Promise<string | undefined>;
  /** Every entry under a folder, subfolders included, relative to it; empty when there is no such folder. */
  list(folder: string): Promise<string[]>;
  /** Writes the file whole, making its folders; never leaves half a file. */
  write(path: string, text: string): Promise<void>;
}

/** The path rules of the disk (Node's `path`, or `/`-separated URI paths). */
export interface LayoutPaths {
  readonly sep: string;
  join(...parts: string[]): string;
  relative(from: string, to: string): string;
  basename(path: string, suffix?: string): string;
}

/** The folder name of a team host: its address without the scheme, characters a file system dislikes as `_`. */
export function teamFolderName(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.host}${url.pathname}`.replace(/\/+$/, '').replace(/[^A-Za-z0-9._-]+/g, '_');
}

/**
 * An article file a walk skipped, and why: its front matter is broken or not YAML (ArticleFileSyntaxError, and its
 * ArticleFileLanguageError: such a front matter is never run), or the file could not be read.
 */
export interface UnreadableArticleFile {
  path: string;
  problem: Error;
}

export interface ArticleFolder {
  /** The article files by id (files without an id left out; the first of two with the same id kept). */
  byId: Map<string, string>;
  unreadable: UnreadableArticleFile[];
}

export interface PulledFile {
  id: string;
  path: string;
  outcome: PullOutcome;
}

/** The layout's functions over one disk; each host's file-workspace.ts exports them. */
export function articleLayout(disk: LayoutDisk, paths: LayoutPaths) {
  /** The folder of one host's articles: `public` for the public site, `teams/<team-folder>` for a team host. */
  function articleFolder(root: string, teamBaseUrl?: string): string {
    return teamBaseUrl
      ? paths.join(root, teamsFolderName, teamFolderName(teamBaseUrl))
      : paths.join(root, publicFolderName);
  }

  /** The server copy's place; throws for an id that is not an article's (isItemId), which could name any path. */
  function remoteFilePath(folder: string, id: string): string {
    if (!isItemId(id)) throw new Error(`${JSON.stringify(id)} is not an article id`);
    return paths.join(folder, remoteFolderName, `${id}.md`);
  }

  /** Where a path sits in the layout: which host's folder (undefined when it is not an article file). */
  function locateArticleFile(
    root: string,
    path: string,
  ): { kind: 'public' } | { kind: 'team'; teamFolder: string } | undefined {
    const parts = paths.relative(root, path).split(paths.sep);
    if (!path.endsWith('.md') || parts.includes(remoteFolderName) || parts[0] === '..') return undefined;
    if (parts[0] === publicFolderName && parts.length >= 2) return { kind: 'public' };
    if (parts[0] === teamsFolderName && parts.length >= 3) return { kind: 'team', teamFolder: parts[1] };
    return undefined;
  }

  /** Every article file of a folder, subfolders included, the `.remote` copies left out. */
  async function listArticleFiles(folder: string): Promise<string[]> {
    return (await disk.list(folder))
      .filter((entry) => entry.endsWith('.md') && !entry.split(paths.sep).includes(remoteFolderName))
      .sort()
      .map((entry) => paths.join(folder, entry));
  }

  /** Reads the front matter of every article file of a folder: which file holds which id, and which cannot be read. */
  async function readArticleFolder(folder: string): Promise<ArticleFolder> {
    const byId = new Map<string, string>();
    const unreadable: UnreadableArticleFile[] = [];
    for (const path of await listArticleFiles(folder)) {
      try {
        const text = await disk.read(path);
        if (text === undefined) throw new Error(`${path} is gone`);
        const id = articleId(parseArticleFile(text).frontMatter);
        if (id && !byId.has(id)) byId.set(id, path);
      } catch (error) {
        // a file being written by hand, or one in another language than YAML: not an article DevDesk can match
        unreadable.push({ path, problem: error instanceof Error ? error : new Error(String(error)) });
      }
    }
    return { byId, unreadable };
  }

  /** The article files of a folder by id (files without an id, or with front matter that cannot be read, left out). */
  async function filesById(folder: string): Promise<Map<string, string>> {
    return (await readArticleFolder(folder)).byId;
  }

  /** The last server copy of an article, if a pull or publish left one (none for an id that is not an article's). */
  function readRemoteCopy(folder: string, id: string): Promise<string | undefined> {
    return isItemId(id) ? disk.read(remoteFilePath(folder, id)) : Promise.resolve(undefined);
  }

  /** Writes the file whole (never half a file), making its folders. */
  function writeFileAtomically(path: string, text: string): Promise<void> {
    return disk.write(path, text);
  }

  /**
   * Applies the pull rules (file-sync.ts) to one item: the server copy always, the writer's file only when unmodified.
   */
  async function pullItem(
    folder: string,
    item: Item,
    options: { team?: boolean; known?: Map<string, string> } = {},
  ): Promise<PulledFile> {
    const known = options.known ?? (await filesById(folder));
    const existing = known.get(item.id);
    const path = existing ?? paths.join(folder, `${item.id}.md`);
    const serverText = formatItemFile(item, options.team);
    const plan = planPull({
      serverText,
      localText: existing ? await disk.read(existing) : undefined,
      previousRemoteText: await readRemoteCopy(folder, item.id),
    });
    await disk.write(remoteFilePath(folder, item.id), plan.remoteText);
    if (plan.localText !== undefined) await disk.write(path, plan.localText);
    known.set(item.id, path);
    return { id: item.id, path, outcome: plan.outcome };
  }

  /** A free name for a new article: `newArticle001.md`, `newArticle002.md`… as `qiita new` picks them. */
  async function newArticleFileName(folder: string): Promise<string> {
    const taken = new Set((await listArticleFiles(folder)).map((path) => paths.relative(folder, path)));
    for (let index = 1; ; index += 1) {
      const name = `newArticle${String(index).padStart(3, '0')}.md`;
      if (!taken.has(name)) return paths.join(folder, name);
    }
  }

  /** Creates a new article file (its title is the file's name, as `qiita new` does) and returns its path. */
  async function createArticleFile(folder: string, options: { name?: string; team?: boolean } = {}): Promise<string> {
    const path = options.name ? paths.join(folder, `${options.name}.md`) : await newArticleFileName(folder);
    if ((await disk.read(path)) !== undefined) throw new Error(`${path} already exists`);
    await disk.write(path, newArticleFile(paths.basename(path, '.md'), options.team));
    return path;
  }

  return {
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
  };
}
