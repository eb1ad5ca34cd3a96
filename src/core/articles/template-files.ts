// Qiita Team templates as text files, in the front-matter style of Qiita CLI articles
// (https://github.com/increments/qiita-cli): YAML between `---` lines, then the Markdown body. The YAML goes through
// gray-matter, the library the CLI itself uses, so quoting and escaping follow the same rules; YAML only, as for
// article files (front-matter.ts: gray-matter's other languages run code).
//
//   ---
//   name: Daily report
//   title: Daily report %{Year}/%{month}/%{day}
//   tags:
//     - report
//     - Ruby 3.3
//   coedit: false
//   group_url_name: null
//   ---
//   ## Done today
//
// A tag with versions is written as its name followed by the versions, space-separated (tag names hold no spaces).
// Also here: the text of a new article made from an expanded template, a Qiita Team article file.
import { FrontMatterLanguageError, readFrontMatter, writeFrontMatter } from './front-matter.js';
import { formatArticleFile } from './files.js';
import type { TaggingInput } from './items.js';
import type { Template } from './schemas.js';
import type { TemplateInput } from './templates.js';

/** What a template file's front matter holds, in the order it is written. */
export interface TemplateFrontMatter {
  name: string;
  title: string;
  tags: TaggingInput[];
  coedit: boolean;
  group_url_name: string | null;
}

/** Why a template file cannot be saved; the UI turns the code into a sentence. */
export type TemplateFileProblem =
  | { code: 'yaml'; detail: string }
  | { code: 'language'; language: string }
  | { code: 'notAMapping' }
  | { code: 'missingName' }
  | { code: 'notText'; key: 'name' | 'title' | 'group_url_name' }
  | { code: 'badTags' }
  | { code: 'badCoedit' };

export type TemplateFileParse = { ok: true; template: TemplateInput } | { ok: false; problem: TemplateFileProblem };

export function tagToText(tag: TaggingInput): string {
  return [tag.name, ...(tag.versions ?? [])].join(' ');
}

export function tagFromText(text: string): TaggingInput | undefined {
  const [name, ...versions] = text.trim().split(/\s+/);
  return name ? { name, versions } : undefined;
}

/** The file VS Code shows for a template. */
export function formatTemplateFile(
  template: Pick<Template, 'name' | 'title' | 'body' | 'tags' | 'coedit' | 'group'>,
): string {
  const frontMatter: TemplateFrontMatter = {
    name: template.name,
    title: template.title,
    tags: template.tags,
    coedit: template.coedit ?? false,
    group_url_name: template.group?.url_name ?? null,
  };
  return writeFrontMatter({ ...frontMatter, tags: frontMatter.tags.map(tagToText) }, template.body);
}

function textField(
  data: Record<string, unknown>,
  key: 'name' | 'title' | 'group_url_name',
): string | null | undefined | TemplateFileProblem {
  const value = data[key];
  if (value === undefined || value === null) return value;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return { code: 'notText', key };
}

function tagsField(value: unknown): TaggingInput[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return undefined;
  const tags: TaggingInput[] = [];
  for (const entry of value) {
    if (typeof entry !== 'string' && typeof entry !== 'number') return undefined;
    const tag = tagFromText(String(entry));
    if (tag) tags.push(tag);
  }
  return tags;
}

const isProblem = (value: unknown): value is TemplateFileProblem =>
  typeof value === 'object' && value !== null && 'code' in value;

/** Reads a template file back into the body of `PATCH /api/v2/templates/:id`. */
export function parseTemplateFile(text: string): TemplateFileParse {
  let parsed: { data: unknown; content: string };
  try {
    parsed = readFrontMatter(text);
  } catch (error) {
    if (error instanceof FrontMatterLanguageError)
      return { ok: false, problem: { code: 'language', language: error.language } };
    return {
      ok: false,
      problem: { code: 'yaml', detail: error instanceof Error ? error.message.split('\n')[0]! : String(error) },
    };
  }
  const data: unknown = parsed.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, problem: { code: 'notAMapping' } };
  const fields = data as Record<string, unknown>;
  const name = textField(fields, 'name');
  const title = textField(fields, 'title');
  const group = textField(fields, 'group_url_name');
  for (const value of [name, title, group]) if (isProblem(value)) return { ok: false, problem: value };
  if (typeof name !== 'string' || name.trim() === '') return { ok: false, problem: { code: 'missingName' } };
  const tags = tagsField(fields.tags);
  if (!tags) return { ok: false, problem: { code: 'badTags' } };
  const coedit = fields.coedit ?? false;
  if (typeof coedit !== 'boolean') return { ok: false, problem: { code: 'badCoedit' } };
  return {
    ok: true,
    template: {
      name,
      title: (title as string | null | undefined) ?? '',
      body: parsed.content,
      tags,
      coedit,
      group_url_name: (group as string | null | undefined) || null,
    },
  };
}

/** The fields the service compares a template by: a template has no `updated_at`, so a change is a change of these. */
export function templateFingerprint(
  template: Pick<Template, 'name' | 'title' | 'body' | 'tags' | 'coedit' | 'group'>,
): string {
  return JSON.stringify([
    template.name,
    template.title,
    template.body,
    template.tags.map(tagToText),
    template.coedit ?? false,
    template.group?.url_name ?? null,
  ]);
}

/** Where an article made from a template is to be published. */
export interface ArticleTarget {
  /** The template's group on a team host; null: the whole team. */
  group_url_name: string | null;
  coediting: boolean;
}

/**
 * A new article file from an expanded template. Templates exist only on Qiita Team, so it is a team article file, as
 * DevDesk's New Article File writes one for a team host: the CLI's keys without the public site's (`private`,
 * `organization_url_name`, `slide`), then the template's group and coediting mode.
 */
export function formatArticleFromTemplate(
  expanded: { title: string; body: string; tags: readonly TaggingInput[] },
  target: ArticleTarget = { group_url_name: null, coediting: false },
): string {
  const frontMatter = {
    title: expanded.title,
    tags: expanded.tags.map(tagToText),
    updated_at: '',
    id: null,
    ignorePublish: false,
    group_url_name: target.group_url_name,
    coediting: target.coediting,
  };
  return formatArticleFile(frontMatter, expanded.body);
}

/** A file name for an article from its title: letters and digits kept (any script), the rest as single dashes. */
export function articleFileName(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || fallback}.md`;
}

/** The front matter of an article file as `POST /api/v2/imported_items` needs it; undefined keys were absent. */
export interface ArticleFileFields {
  title?: string;
  tags: TaggingInput[];
  body: string;
  group_url_name?: string | null;
  coediting?: boolean;
  created_at?: string;
  updated_at?: string;
}

function dateText(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Reads title, tags, team fields and dates from a Qiita CLI article file (throws on YAML the library refuses, and
 * FrontMatterLanguageError on a front matter in another language).
 */
export function readArticleFile(text: string): ArticleFileFields {
  const parsed = readFrontMatter(text);
  const data = (typeof parsed.data === 'object' && parsed.data !== null ? parsed.data : {}) as Record<string, unknown>;
  return {
    title: typeof data.title === 'string' ? data.title : undefined,
    tags: tagsField(data.tags) ?? [],
    body: parsed.content,
    group_url_name: typeof data.group_url_name === 'string' ? data.group_url_name : undefined,
    coediting: typeof data.coediting === 'boolean' ? data.coediting : undefined,
    created_at: dateText(data.created_at),
    updated_at: dateText(data.updated_at),
  };
}

/**
 * The dates an imported article is back-dated with: the front matter's when it has them, else the file's own times.
 * A Qiita CLI file records only `updated_at`, so the creation date is the earliest date known, never after the update.
 */
export function importDates(
  fields: Pick<ArticleFileFields, 'created_at' | 'updated_at'>,
  file: { created?: string; modified?: string },
): { created_at?: string; updated_at?: string } {
  const updated = fields.updated_at ?? file.modified;
  if (fields.created_at) return { created_at: fields.created_at, updated_at: updated };
  const known = [updated, file.created].filter(
    (date): date is string => date !== undefined && !Number.isNaN(Date.parse(date)),
  );
  const earliest = known.sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  return { created_at: earliest, updated_at: updated };
}
