// Where article files live in a writer's folder, and the reads and writes of a pull or a publish.
//
//   <root>/public/<name>.md                 articles of the public site, the Qiita CLI's layout (subfolders are read)
//   <root>/public/.remote/<id>.md           the last server copy of each, written by every pull and publish
//   <root>/teams/<team-folder>/<name>.md    articles of one Qiita Team host (the CLI has no team support)
//   <root>/teams/<team-folder>/.remote/<id>.md
//
// <team-folder> is the team host's address made into a folder name: `myteam.qiita.com` for https://myteam.qiita.com.
// A file is found by the `id` in its front matter, whatever its name: a writer may rename or move it.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { articleId, formatItemFile, isItemId, newArticleFile, parseArticleFile } from '../files.js';
import { planPull, type PullOutcome } from '../file-sync.js';
import type { Item } from '../schemas.js';

export const publicFolderName = 'public';
export const teamsFolderName = 'teams';
export const remoteFolderName = '.remote';

/** The folder name of a team host: its address without the scheme, characters a file system dislikes as `_`. */
export function teamFolderName(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.host}${url.pathname}`.replace(/\/+$/, '').replace(/[^A-Za-z0-9._-]+/g, '_');
}

/** The folder of one host's articles: `public` for the public site, `teams/<team-folder>` for a team host. */
export function articleFolder(root: string, teamBaseUrl?: string): string {
  return teamBaseUrl ? join(root, teamsFolderName, teamFolderName(teamBaseUrl)) : join(root, publicFolderName);
}

/** The server copy's place; throws for an id that is not an article's (isItemId), which could name any path. */
export function remoteFilePath(folder: string, id: string): string {
  if (!isItemId(id)) throw new Error(`${JSON.stringify(id)} is not an article id`);
  return join(folder, remoteFolderName, `${id}.md`);
}

/** Where a path sits in the layout: which host's folder (undefined when it is not an article file). */
export function locateArticleFile(
  root: string,
  path: string,
): { kind: 'public' } | { kind: 'team'; teamFolder: string } | undefined {
  const parts = relative(root, path).split(sep);
  if (!path.endsWith('.md') || parts.includes(remoteFolderName) || parts[0] === '..') return undefined;
  if (parts[0] === publicFolderName && parts.length >= 2) return { kind: 'public' };
  if (parts[0] === teamsFolderName && parts.length >= 3) return { kind: 'team', teamFolder: parts[1] };
  return undefined;
}

async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Every article file of a folder, subfolders included, the `.remote` copies left out. */
export async function listArticleFiles(folder: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(folder, { recursive: true, encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.endsWith('.md') && !entry.split(sep).includes(remoteFolderName))
    .sort()
    .map((entry) => join(folder, entry));
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

/** Reads the front matter of every article file of a folder: which file holds which id, and which cannot be read. */
export async function readArticleFolder(folder: string): Promise<ArticleFolder> {
  const byId = new Map<string, string>();
  const unreadable: UnreadableArticleFile[] = [];
  for (const path of await listArticleFiles(folder)) {
    try {
      const id = articleId(parseArticleFile(await readFile(path, 'utf8')).frontMatter);
      if (id && !byId.has(id)) byId.set(id, path);
    } catch (error) {
      // a file being written by hand, or one in another language than YAML: not an article DevDesk can match
      unreadable.push({ path, problem: error instanceof Error ? error : new Error(String(error)) });
    }
  }
  return { byId, unreadable };
}

/** The article files of a folder by id (files without an id, or with front matter that cannot be read, left out). */
export async function filesById(folder: string): Promise<Map<string, string>> {
  return (await readArticleFolder(folder)).byId;
}

/** The last server copy of an article, if a pull or publish left one (none for an id that is not an article's). */
export function readRemoteCopy(folder: string, id: string): Promise<string | undefined> {
  return isItemId(id) ? readOptional(remoteFilePath(folder, id)) : Promise.resolve(undefined);
}

/** Writes through a temporary file and a rename, so a crash never leaves half a file. */
export async function writeFileAtomically(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  await writeFile(temporary, text, 'utf8');
  await rename(temporary, path);
}

export interface PulledFile {
  id: string;
  path: string;
  outcome: PullOutcome;
}

/**
 * Applies the pull rules (file-sync.ts) to one item: the server copy always, the writer's file only when unmodified.
 */
export async function pullItem(
  folder: string,
  item: Item,
  options: { team?: boolean; known?: Map<string, string> } = {},
): Promise<PulledFile> {
  const known = options.known ?? (await filesById(folder));
  const existing = known.get(item.id);
  const path = existing ?? join(folder, `${item.id}.md`);
  const serverText = formatItemFile(item, options.team);
  const plan = planPull({
    serverText,
    localText: existing ? await readOptional(existing) : undefined,
    previousRemoteText: await readRemoteCopy(folder, item.id),
  });
  await writeFileAtomically(remoteFilePath(folder, item.id), plan.remoteText);
  if (plan.localText !== undefined) await writeFileAtomically(path, plan.localText);
  known.set(item.id, path);
  return { id: item.id, path, outcome: plan.outcome };
}

/** A free name for a new article: `newArticle001.md`, `newArticle002.md`… as `qiita new` picks them. */
export async function newArticleFileName(folder: string): Promise<string> {
  const taken = new Set((await listArticleFiles(folder)).map((path) => relative(folder, path)));
  for (let index = 1; ; index += 1) {
    const name = `newArticle${String(index).padStart(3, '0')}.md`;
    if (!taken.has(name)) return join(folder, name);
  }
}

/** Creates a new article file (its title is the file's name, as `qiita new` does) and returns its path. */
export async function createArticleFile(
  folder: string,
  options: { name?: string; team?: boolean } = {},
): Promise<string> {
  const path = options.name ? join(folder, `${options.name}.md`) : await newArticleFileName(folder);
  if ((await readOptional(path)) !== undefined) throw new Error(`${path} already exists`);
  await writeFileAtomically(path, newArticleFile(basename(path, '.md'), options.team));
  return path;
}
