// GitHub's dialect, drawn locally as GitHub renders Markdown: cmark-gfm with its extensions
// (https://github.github.com/gfm/: tables, strikethrough, autolinks, task lists, the tag filter), footnotes, then what
// GitHub documents on top (https://docs.github.com/en/get-started/writing-on-github): alerts (`> [!NOTE]`… through
// marked-alert, without icons: the sanitizer drops SVG), math left as TeX for math.ts (math-text.ts), and, in a
// repository's context, emoji shortcodes, `#123`, `owner/repo#123` and `@user` as links ("Autolinked references and
// URLs"). GitHub links only the users and issues that exist; the local rendering cannot ask, so it links every
// well-formed one, and the service's rendering, at the next pause, keeps only the real ones.
import markedAlert from 'marked-alert';
import { Marked, type Tokens, type TokenizerAndRendererExtension } from 'marked';
import { bareLinks } from './autolinks';
import { blockwise, type BlockHtml } from './blockwise';
import { IncrementalDrawing } from './incremental';
import { footnoteExtensions } from './footnotes';
import { escapeHtml, filterTags } from './html';
import { githubMath } from './math-text';
import { emojiCandidate, emojiCharacter, emojiShortcode } from './emoji';
import { patternCandidate, scanningLexer, startOf } from './scan';

export interface GitHubContext {
  /** `owner/name`: `#123` links into it. */
  repository?: string;
  /** The GitHub web base, `https://github.com` unless GitHub Enterprise. */
  web?: string;
}

let context: Required<GitHubContext> | undefined;

/** `@login`, `owner/repo#1` or `#1`, at the start or not after a word character, `/`, `@`, `.`, `-` or `&`. */
const reference = String.raw`(?:@[a-zA-Z0-9]|[\w.-]+\/[\w.-]+#\d|#\d)`;
const referenceStart = patternCandidate(
  'githubReference',
  new RegExp(reference, 'y'),
  new RegExp(String.raw`(?<![\w/@.&-])` + reference, 'g'),
);

const references: TokenizerAndRendererExtension = {
  name: 'githubReference',
  level: 'inline',
  start(src) {
    return context ? startOf(this.lexer, src, referenceStart) : undefined;
  },
  tokenizer(src, tokens) {
    if (!context || this.lexer.state.inLink) return undefined;
    // marked asks at the start of what is left, whatever precedes it: inside a word (`foo@bar`), after a `.` or a
    // path, a reference is text, as `start` finds none there (an e-mail-like address is the autolink's, before this).
    if (/[\w/@.&-]/.test(tokens.at(-1)?.raw.at(-1) ?? '')) return undefined;
    const mention = /^@([a-zA-Z0-9](?:[a-zA-Z0-9]|-(?=[a-zA-Z0-9])){0,38})(?![\w-])/.exec(src);
    if (mention) return { type: 'githubReference', raw: mention[0], login: mention[1]! };
    const issue = /^(?:([\w.-]+\/[\w.-]+))?#(\d+)\b/.exec(src);
    if (issue && (issue[1] !== undefined || context.repository !== ''))
      return { type: 'githubReference', raw: issue[0], repository: issue[1] ?? context.repository, number: issue[2]! };
    return undefined;
  },
  renderer(token) {
    const web = escapeHtml(context?.web ?? 'https://github.com');
    if (token.login !== undefined) {
      const login = escapeHtml(token.login as string);
      return `<a class="user-mention notranslate" href="${web}/${login}">@${login}</a>`;
    }
    const href = `${web}/${escapeHtml(token.repository as string)}/issues/${token.number as string}`;
    return `<a class="issue-link js-issue-link" href="${href}">${escapeHtml(token.raw)}</a>`;
  },
};

/** Emoji shortcodes (docs.github.com, "Basic writing and formatting syntax", Using emojis) as GitHub's `<g-emoji>`. */
const emoji: TokenizerAndRendererExtension = {
  name: 'githubEmoji',
  level: 'inline',
  start(src) {
    return startOf(this.lexer, src, emojiCandidate);
  },
  tokenizer(src) {
    const match = emojiShortcode.exec(src);
    const character = match ? emojiCharacter(match[1]!) : undefined;
    return match && character !== undefined
      ? { type: 'githubEmoji', raw: match[0], name: match[1]!, character }
      : undefined;
  },
  renderer: (token) =>
    `<g-emoji class="g-emoji" alias="${escapeHtml(token.name as string)}">${token.character as string}</g-emoji>`,
};

/**
 * A numeric character reference for `#` or `@` (GFM spec, https://github.github.com/gfm/#entity-and-numeric-character-
 * references) stays as written: GitHub shows the character, and no `#123` or `@user` starts at it.
 */
const referenceCharacter = String.raw`&#(?:0*(?:35|64)|[xX]0*(?:23|40));`;
const referenceCharacterStart = patternCandidate(
  'githubReferenceCharacter',
  new RegExp(referenceCharacter, 'y'),
  new RegExp(referenceCharacter, 'g'),
);
const referenceCharacters: TokenizerAndRendererExtension = {
  name: 'githubReferenceCharacter',
  level: 'inline',
  start(src) {
    return startOf(this.lexer, src, referenceCharacterStart);
  },
  tokenizer(src) {
    const match = new RegExp(`^${referenceCharacter}`).exec(src);
    return match ? { type: 'githubReferenceCharacter', raw: match[0] } : undefined;
  },
  renderer: (token) => token.raw,
};

const blocks = blockwise();
const alertVariants = ['note', 'tip', 'important', 'warning', 'caution'].map((type) => ({ type, icon: '' }));

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  extensions: [bareLinks, ...githubMath, referenceCharacters, references, emoji],
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => filterTags(text),
  },
})
  .use(markedAlert({ variants: alertVariants }))
  .use(...footnoteExtensions({ github: true }))
  .use(blocks.extension, scanningLexer);

/** GitHub's rendering of `markdown` as HTML (unsanitized: the webview sanitizes it like the service's). */
export function renderGitHub(markdown: string, repositoryContext?: GitHubContext): string {
  context = repositoryContext
    ? { repository: repositoryContext.repository ?? '', web: repositoryContext.web ?? 'https://github.com' }
    : undefined;
  return marked.parse(markdown, { async: false });
}

const drawing = new IncrementalDrawing(marked, (markdown) => {
  marked.parse(markdown, { async: false });
  return { tokens: blocks.lastTokens(), blocks: blocks.lastBlocks() };
});

/**
 * The same rendering as `renderGitHub`, top-level block by block (blockwise.ts), lexed again only where it changed
 * since the last call (incremental.ts).
 */
export function renderGitHubBlocks(markdown: string, repositoryContext?: GitHubContext): BlockHtml[] {
  context = repositoryContext
    ? { repository: repositoryContext.repository ?? '', web: repositoryContext.web ?? 'https://github.com' }
    : undefined;
  return drawing.blocks(markdown, JSON.stringify(context ?? null));
}

/** How the last calls of renderGitHubBlocks drew (the tests check both roads are taken). */
export const gitHubDrawingCounts = drawing.counts;
