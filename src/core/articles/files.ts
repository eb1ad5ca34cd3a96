// Articles as Markdown files, in the Qiita CLI's format (https://github.com/increments/qiita-cli): YAML front matter
// then the body. Read and written with gray-matter, the library the CLI itself uses (same version, same js-yaml
// dump settings), so a file the CLI wrote comes back byte for byte and the CLI reads what DevDesk writes. YAML only:
// gray-matter's other languages run code (front-matter.ts).
//
//   const { frontMatter, body } = parseArticleFile(text);
//   const text2 = formatArticleFile(frontMatter, body);   // === text for files the CLI wrote
import { FrontMatterLanguageError, readFrontMatter, writeFrontMatter } from './front-matter.js';
import type { Item } from './schemas.js';

/**
 * The front matter as written in the file. Values are whatever the YAML says (a writer can type anything), so the
 * known keys are typed loosely; `validateArticleFile` reports the ones of the wrong type. Unknown keys are kept.
 */
export interface ArticleFrontMatter {
  title?: unknown;
  tags?: unknown;
  private?: unknown;
  updated_at?: unknown;
  id?: unknown;
  organization_url_name?: unknown;
  slide?: unknown;
  ignorePublish?: unknown;
  posting_campaign_uuid?: unknown;
  agreed_posting_campaign_term?: unknown;
  /** Qiita Team only: the group the article is shared in (null: the whole team). */
  group_url_name?: unknown;
  /** Qiita Team only: whether other members may edit it. */
  coediting?: unknown;
  [key: string]: unknown;
}

export interface ArticleFile {
  frontMatter: ArticleFrontMatter;
  body: string;
}

/**
 * The CLI's key order (its FileContent.toSaveFormat), then the team keys DevDesk adds; keys not listed here follow
 * in the order the file had them.
 */
export const frontMatterKeyOrder = [
  'title',
  'tags',
  'private',
  'updated_at',
  'id',
  'organization_url_name',
  'slide',
  'ignorePublish',
  'posting_campaign_uuid',
  'agreed_posting_campaign_term',
  'group_url_name',
  'coediting',
] as const;

/** Keys only a Qiita Team article has. */
export const teamOnlyKeys = ['group_url_name', 'coediting'] as const;

/** A front matter that is not valid YAML (or not a mapping); `line` and `column` are 0-based, in the whole file. */
export class ArticleFileSyntaxError extends Error {
  override readonly name: string = 'ArticleFileSyntaxError';
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`front matter: ${reason} (line ${line + 1})`);
  }
}

/** A front matter in another language than YAML (`---js`, `---coffee`…): refused unread, on the first line. */
export class ArticleFileLanguageError extends ArticleFileSyntaxError {
  override readonly name = 'ArticleFileLanguageError';
  constructor(readonly language: string) {
    super(`the front matter is written in “${language}”; only YAML is read`, 0, 0);
  }
}

interface YamlMark {
  line?: number;
  column?: number;
}

/**
 * Splits a file into its front matter and body. Throws ArticleFileSyntaxError when the YAML cannot be read, and its
 * ArticleFileLanguageError when the front matter is not YAML.
 */
export function parseArticleFile(text: string): ArticleFile {
  let parsed: { data: unknown; content: string };
  try {
    parsed = readFrontMatter(text);
  } catch (error) {
    if (error instanceof FrontMatterLanguageError) throw new ArticleFileLanguageError(error.language);
    const mark = (error as { mark?: YamlMark }).mark ?? {};
    const reason = (error as { reason?: string }).reason ?? String((error as Error).message ?? error);
    // js-yaml counts lines inside the front matter; the file has the opening `---` line above it.
    throw new ArticleFileSyntaxError(reason, (mark.line ?? 0) + 1, mark.column ?? 0);
  }
  const data = parsed.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new ArticleFileSyntaxError('the front matter is not a list of keys and values', 1, 0);
  }
  return { frontMatter: data as ArticleFrontMatter, body: parsed.content };
}

/** Orders the keys as the CLI does (unknown keys after, in their own order); drops keys whose value is undefined. */
export function orderFrontMatter(frontMatter: ArticleFrontMatter): ArticleFrontMatter {
  const ordered: ArticleFrontMatter = {};
  const known = new Set<string>(frontMatterKeyOrder);
  for (const key of frontMatterKeyOrder) {
    if (frontMatter[key] !== undefined) ordered[key] = frontMatter[key];
  }
  for (const [key, value] of Object.entries(frontMatter)) {
    if (!known.has(key) && value !== undefined) ordered[key] = value;
  }
  return ordered;
}

/** The file's text: `---`, the front matter in the CLI's key order, `---`, the body (ending with a newline). */
export function formatArticleFile(frontMatter: ArticleFrontMatter, body: string): string {
  // For every body that does not itself start with `---`, exactly the CLI's matter.stringify(body, data).
  return writeFrontMatter(orderFrontMatter(frontMatter), body);
}

/** The front matter of a server copy, as the CLI writes it after `qiita pull` (its FileContent.fromItem). */
export function frontMatterFromItem(item: Item, team = false): ArticleFrontMatter {
  const tags = item.tags.map((tag) => tag.name);
  if (team) {
    return {
      title: item.title,
      tags,
      updated_at: item.updated_at,
      id: item.id,
      group_url_name: item.group?.url_name ?? null,
      coediting: item.coediting,
      ignorePublish: false,
    };
  }
  const campaign = (item as { posting_campaign_uuid?: string | null }).posting_campaign_uuid;
  return {
    title: item.title,
    tags,
    private: item.private,
    updated_at: item.updated_at,
    id: item.id,
    organization_url_name: item.organization_url_name ?? null,
    slide: item.slide ?? false,
    ignorePublish: false,
    // The API answer has no agreement state: like the CLI, a linked campaign counts as agreed. An answer without the
    // campaign field (Qiita's documented schema has none) gets what the CLI writes then, `agreed_posting_campaign_term:
    // true` alone: the CLI calls a file modified when this key differs from its server copy's, so a file DevDesk
    // pulls must carry the same value as one the CLI pulls.
    ...(campaign !== undefined && { posting_campaign_uuid: campaign }),
    agreed_posting_campaign_term: campaign !== null,
  };
}

/** The server copy of an item as file text (what `public/.remote/<id>.md` holds). */
export function formatItemFile(item: Item, team = false): string {
  return formatArticleFile(frontMatterFromItem(item, team), item.body);
}

/** A new, unpublished article's file, as `qiita new` makes it (team files get the team keys instead). */
export function newArticleFile(title: string, team = false): string {
  const frontMatter: ArticleFrontMatter = team
    ? { title, tags: [''], updated_at: '', id: null, group_url_name: null, coediting: false, ignorePublish: false }
    : {
        title,
        tags: [''],
        private: false,
        updated_at: '',
        id: null,
        organization_url_name: null,
        slide: false,
        ignorePublish: false,
        posting_campaign_uuid: null,
        agreed_posting_campaign_term: false,
      };
  return formatArticleFile(frontMatter, '# new article body');
}

/** The article's id when it has one (a published article), else undefined. */
export function articleId(frontMatter: ArticleFrontMatter): string | undefined {
  return typeof frontMatter.id === 'string' && frontMatter.id !== '' ? frontMatter.id : undefined;
}

/**
 * Whether `id` is an article's id as the service gives it (20 hex digits, as every item's `id` is checked on its
 * way in: schemas.ts). A file's `id:` is the writer's text: only such an id names a `.remote/<id>.md` copy.
 */
export function isItemId(id: string): boolean {
  return /^[0-9a-f]{20}$/.test(id);
}

/** The tag names, whatever the YAML made of them (a single string, numbers, empty entries dropped). */
export function tagNames(frontMatter: ArticleFrontMatter): string[] {
  const tags = Array.isArray(frontMatter.tags) ? frontMatter.tags : frontMatter.tags == null ? [] : [frontMatter.tags];
  return tags
    .filter((tag) => tag !== null && tag !== undefined && String(tag).trim() !== '')
    .map((tag) => String(tag).trim());
}

/** A copy with `id` and `updated_at` set from the service's answer; everything else as it was. */
export function withServerIdentity(
  frontMatter: ArticleFrontMatter,
  item: Pick<Item, 'id' | 'updated_at'>,
): ArticleFrontMatter {
  return { ...frontMatter, id: item.id, updated_at: item.updated_at };
}

/** The keys of a public item's server copy that only the service's answer decides (frontMatterFromItem). */
const answeredCampaignKeys = ['posting_campaign_uuid', 'agreed_posting_campaign_term'] as const;

/**
 * A file's front matter after the service stored it: its identity (withServerIdentity) and the posting campaign keys
 * its server copy (`.remote/<id>.md`) holds, which the writer's file may lack or hold as `qiita new` wrote them. The
 * Qiita CLI writes the answer's whole file after a publish; DevDesk keeps what the writer typed meanwhile, so without
 * these keys the file it just published would differ from its server copy, and a Pull would keep it as modified.
 */
export function withPublishedItem(frontMatter: ArticleFrontMatter, item: Item, team = false): ArticleFrontMatter {
  const server = frontMatterFromItem(item, team);
  const answered = answeredCampaignKeys.filter((key) => key in server).map((key) => [key, server[key]] as const);
  return { ...withServerIdentity(frontMatter, item), ...Object.fromEntries(answered) };
}
