// Checks an article file before it is published, and says where each problem is (for the editor's Problems panel).
// Pure: text in, problems out. The rules follow what the service refuses
// (https://qiita.com/api/v2/docs#post-apiv2items: a title, a body, 1 to 5 tags) and what cannot mean anything (an
// organization on a private article, a team-only key on a public-site article).
import {
  ArticleFileLanguageError,
  ArticleFileSyntaxError,
  parseArticleFile,
  tagNames,
  teamOnlyKeys,
  type ArticleFrontMatter,
} from './files.js';

export type ArticleProblemCode =
  | 'syntax'
  | 'language'
  | 'emptyTitle'
  | 'emptyBody'
  | 'noTags'
  | 'tooManyTags'
  | 'organizationOnPrivate'
  | 'slideNotBoolean'
  | 'teamFieldOnPublic';

/** 0-based lines and characters, end exclusive (what an editor range is). */
export interface TextRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}

export interface ArticleProblem {
  code: ArticleProblemCode;
  range: TextRange;
  /** The front-matter key concerned, the YAML reader's reason for `syntax`, the language named for `language`. */
  detail?: string;
}

export interface ValidationContext {
  /** A Qiita Team file (under a team host's folder): the team keys are expected there. */
  team: boolean;
}

export const maxTags = 5;

/** Every problem of the file; an empty list when it can be published as it is. */
export function validateArticleFile(text: string, context: ValidationContext): ArticleProblem[] {
  const lines = text.split(/\r?\n/);
  let frontMatter: ArticleFrontMatter;
  let body: string;
  try {
    ({ frontMatter, body } = parseArticleFile(text));
  } catch (error) {
    if (error instanceof ArticleFileLanguageError)
      return [{ code: 'language', range: lineRange(lines, 0), detail: error.language }];
    if (!(error instanceof ArticleFileSyntaxError)) throw error;
    return [{ code: 'syntax', range: lineRange(lines, Math.min(error.line, lines.length - 1)), detail: error.reason }];
  }
  const where = locator(lines);
  const problems: ArticleProblem[] = [];
  const add = (code: ArticleProblemCode, range: TextRange, detail?: string) =>
    problems.push({ code, range, ...(detail !== undefined && { detail }) });

  if (typeof frontMatter.title !== 'string' || frontMatter.title.trim() === '')
    add('emptyTitle', where.key('title'), 'title');
  if (body.trim() === '') add('emptyBody', where.bodyStart());
  const tags = tagNames(frontMatter);
  if (tags.length === 0) add('noTags', where.key('tags'), 'tags');
  if (tags.length > maxTags) add('tooManyTags', where.key('tags'), 'tags');
  if (frontMatter.private === true && hasValue(frontMatter.organization_url_name))
    add('organizationOnPrivate', where.key('organization_url_name'), 'organization_url_name');
  if (frontMatter.slide !== undefined && typeof frontMatter.slide !== 'boolean')
    add('slideNotBoolean', where.key('slide'), 'slide');
  if (!context.team) {
    for (const key of teamOnlyKeys) if (key in frontMatter) add('teamFieldOnPublic', where.key(key), key);
  }
  return problems;
}

function hasValue(value: unknown): boolean {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

function lineRange(lines: string[], line: number): TextRange {
  return { start: { line, character: 0 }, end: { line, character: lines[line]?.length ?? 0 } };
}

/** Finds a key's line inside the front matter (between the `---` lines), and where the body starts. */
function locator(lines: string[]) {
  const opens = lines[0]?.trim() === '---';
  const closing = opens ? lines.findIndex((line, index) => index > 0 && line.trim() === '---') : -1;
  return {
    key(key: string): TextRange {
      if (closing > 0) {
        const pattern = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`);
        const line = lines.findIndex((text, index) => index > 0 && index < closing && pattern.test(text));
        if (line > 0) return lineRange(lines, line);
      }
      return lineRange(lines, 0); // no front matter, or the key is missing: the first line
    },
    /** The body's first line, or the closing `---` when the body has no visible line to underline. */
    bodyStart(): TextRange {
      if (closing <= 0) return lineRange(lines, 0);
      const first = closing + 1;
      return first < lines.length && lines[first]!.trim() !== '' ? lineRange(lines, first) : lineRange(lines, closing);
    },
  };
}
