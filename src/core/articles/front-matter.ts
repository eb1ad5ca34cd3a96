// Front matter is YAML and nothing else. gray-matter, the library the Qiita CLI reads files with, picks its parser
// from the word after the opening `---` ("Dynamic language detection" in its README: `---js`, `---coffee`…), and
// its default `javascript` engine runs the block through `eval` (lib/engines.js). A Markdown file from a cloned
// repository would then run code in the extension host as soon as DevDesk reads it. Every read of a front matter
// goes through readFrontMatter, which refuses any other language before gray-matter sees the text, and gives
// gray-matter only engines that refuse as well, so a language this check missed still runs nothing.
//
//   const { data, content } = readFrontMatter(text);   // throws FrontMatterLanguageError for `---js` and the like
//   const text2 = writeFrontMatter(data, content);
import type GrayMatter from 'gray-matter';

let loadedMatter: typeof GrayMatter | undefined;

/**
 * gray-matter, loaded on the first front matter read or written rather than with the core: it and its js-yaml are a
 * tenth of dist/core.js and a few milliseconds of its `require`, which every view pays, and only article and template
 * files need them.
 */
function matter(): typeof GrayMatter {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loadedMatter ??= require('gray-matter') as typeof GrayMatter;
  return loadedMatter;
}

/** A front matter written in a language other than YAML (`---js`…): refused, never parsed. Always line 1. */
export class FrontMatterLanguageError extends Error {
  override readonly name = 'FrontMatterLanguageError';
  constructor(readonly language: string) {
    super(`front matter: written in “${language}”, but only YAML is read (line 1)`);
  }
}

/** The names gray-matter's engine lookup (lib/engine.js) resolves to its YAML engine. */
const yamlNames = new Set(['yaml', 'yml']);

/**
 * The language named after the opening `---`, found as gray-matter finds it (index.js: a leading BOM stripped, the
 * rest of the first line, trimmed): '' when none is named, undefined when the text has no front matter.
 */
export function frontMatterLanguage(text: string): string | undefined {
  const unmarked = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (!unmarked.startsWith('---') || unmarked.charAt(3) === '-') return undefined;
  const firstLine = unmarked.slice(3).split(/\r?\n/, 1)[0]!;
  return firstLine.trim();
}

function isYaml(language: string): boolean {
  return language === '' || yamlNames.has(language.toLowerCase());
}

/** The languages registered on gray-matter itself (`matter.engines`, shared by every user of the module). */
const registeredLanguages = (): string[] => Object.keys((matter() as typeof GrayMatter & { engines: object }).engines);

/** An engine for every registered language but YAML (`javascript`, `json`, and any added later) that refuses. */
function yamlOnlyEngines(): Record<string, { parse: () => never }> {
  const names = new Set([...registeredLanguages(), 'javascript', 'js', 'coffee', 'coffeescript', 'cson', 'json']);
  const engines: Record<string, { parse: () => never }> = {};
  for (const name of names) {
    if (yamlNames.has(name)) continue;
    engines[name] = {
      parse: () => {
        throw new FrontMatterLanguageError(name);
      },
    };
  }
  return engines;
}

export interface FrontMatterText {
  data: unknown;
  content: string;
}

/**
 * Splits a text into its YAML front matter (parsed with js-yaml's safe schema, as gray-matter does) and the rest.
 * Throws FrontMatterLanguageError for another language, and gray-matter's or js-yaml's error for unreadable YAML.
 */
export function readFrontMatter(text: string): FrontMatterText {
  const language = frontMatterLanguage(text);
  if (language !== undefined && !isYaml(language)) throw new FrontMatterLanguageError(language);
  // Options are always given: without them gray-matter keeps every text it ever read in a module-level cache (and
  // hands back the same mutable object twice).
  const parsed = matter()(text, { language: 'yaml', excerpt: false, engines: yamlOnlyEngines() });
  return { data: parsed.data, content: parsed.content };
}

/**
 * `---`, the data as YAML, `---`, then the content, as the Qiita CLI writes it (matter.stringify). The content is
 * handed over as a file object, never as a string: gray-matter would parse a string first, so a body that itself
 * starts with `---` would lose its first lines (or, written in another language, be evaluated).
 */
export function writeFrontMatter(data: object, content: string): string {
  return matter().stringify({ content }, data);
}
