// The rules that keep a writer's files safe when DevDesk pulls from or publishes to the service. Pure: texts in,
// decisions out; file-workspace.ts does the reading and writing.
//
// Like the Qiita CLI's `pull`: the server copy (`.remote/<id>.md`) is always refreshed; the writer's own file is
// overwritten only when it is unmodified, i.e. says the same as the previous server copy. A modified file is kept
// and reported; nothing the writer typed is lost.
import { parseArticleFile, tagNames, type ArticleFile, type ArticleFrontMatter } from './files.js';

/** What the open article file is, compared with the last server copy. */
export type ArticleFileState = 'new' | 'inSync' | 'modified' | 'olderThanServer';

/**
 * The fields a writer edits (everything but `id` and `updated_at`, which the service sets), as the CLI compares them.
 */
function comparable(frontMatter: ArticleFrontMatter): Record<string, unknown> {
  const { id: _id, updated_at: _updatedAt, tags: _tags, ...rest } = frontMatter;
  const fields: Record<string, unknown> = { tags: tagNames(frontMatter).sort() };
  for (const [key, value] of Object.entries(rest)) {
    // Absent and null/false defaults say the same thing (the CLI treats them alike).
    if (value === null || value === undefined || value === false) continue;
    fields[key] = value;
  }
  return fields;
}

/** Do two files say the same thing (title, tags in any order, body, flags, other keys)? */
export function sameArticle(a: ArticleFile, b: ArticleFile): boolean {
  return a.body === b.body && stableJson(comparable(a.frontMatter)) === stableJson(comparable(b.frontMatter));
}

function stableJson(value: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(value)
      .sort()
      .map((key) => [key, value[key]]),
  );
}

function tryParse(text: string | undefined): ArticleFile | undefined {
  if (text === undefined) return undefined;
  try {
    return parseArticleFile(text);
  } catch {
    return undefined; // a broken front matter can be said the same as nothing: it is not unmodified
  }
}

function timeOf(value: unknown): number {
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? 0 : time;
}

/** The state of a local file given the last server copy (undefined when there is none). */
export function articleFileState(localText: string, remoteText: string | undefined): ArticleFileState {
  const local = tryParse(localText);
  const remote = tryParse(remoteText);
  if (!remote) return 'new';
  if (local && timeOf(local.frontMatter.updated_at) < timeOf(remote.frontMatter.updated_at)) return 'olderThanServer';
  return local && sameArticle(local, remote) ? 'inSync' : 'modified';
}

export type PullOutcome = 'created' | 'updated' | 'unchanged' | 'keptModified';

export interface PullPlan {
  /** The new server copy: always written. */
  remoteText: string;
  /** The writer's file after the pull, or undefined to leave it alone. */
  localText: string | undefined;
  outcome: PullOutcome;
}

/**
 * What to write for one pulled item. `localText` is the writer's file for that id (if any), `previousRemoteText` the
 * server copy from the previous pull (if any), `serverText` the item as it is now.
 */
export function planPull(input: { serverText: string; localText?: string; previousRemoteText?: string }): PullPlan {
  const { serverText, localText, previousRemoteText } = input;
  if (localText === undefined) return { remoteText: serverText, localText: serverText, outcome: 'created' };
  if (localText === serverText) return { remoteText: serverText, localText: undefined, outcome: 'unchanged' };
  const local = tryParse(localText);
  const previous = tryParse(previousRemoteText);
  if (local && previous && sameArticle(local, previous))
    return { remoteText: serverText, localText: serverText, outcome: 'updated' };
  return { remoteText: serverText, localText: undefined, outcome: 'keptModified' };
}
