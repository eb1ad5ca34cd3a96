// Qiita's dialect, drawn locally as Qiita's renderer draws it (https://github.com/increments/qiita-markdown:
// lib/qiita/markdown/processor.rb and its filters; qiita_marker's options in filters/qiita_marker.rb): CommonMark +
// tables, strikethrough, autolinks, line breaks kept (HARDBREAKS), footnotes, and Qiita's own:
//
// - `:::note info|warn|alert` notes (another or no subtype is `info`); any other `:::` block is a plain `<div>`
//   (filters/custom_block.rb);
// - code frames with file names (code-info.ts; filters/code_block.rb, syntax_highlight.rb), without Rouge's colours;
// - mentions by the Mention filter's rules (filters/mention.rb): 2–32 word characters or hyphens ending in a word
//   character, not after a word character, not before `/`, never `@all`, not in code, links or blockquotes; a name
//   is never emphasis (MENTION_NO_EMPHASIS);
// - images linked to themselves (filters/image_link.rb), colour swatches in inline code (filters/inline_code_color.rb),
//   task-list checkboxes (filters/checkbox.rb), heading ids (filters/heading_anchor.rb), emoji (filters/emoji.rb);
// - math left as TeX, as the pipeline leaves it for the page: `$…$`, `$$…$$` stay text, `` $`…`$ `` becomes
//   `<span>$…$</span>` (filters/inline_math.rb), ```` ```math ```` a code frame of language `math`; math.ts typesets
//   them.
//
// Raw HTML goes through the tag filter (html.ts) here too: Qiita's sanitizer removes such elements, and the preview
// must lose no text after them.
import { bareLinks } from './autolinks';
import { blockwise, type BlockHtml } from './blockwise';
import { IncrementalDrawing } from './incremental';
import { Marked, type Tokens, type TokenizerAndRendererExtension } from 'marked';
import { qiitaCodeInfo } from './code-info';
import { colourOf, swatchClass } from './colour';
import { emojiCandidate, emojiCodePoint, emojiShortcode } from './emoji';
import { footnoteExtensions } from './footnotes';
import {
  cleanUrl,
  escapeHtml,
  escapeLikeMarked,
  filterTags,
  isScriptAddress,
  plainFileName,
  qiitaSanitizedHtml,
  unescapeHtml,
} from './html';
import { blockStart, patternCandidate, scanningLexer, startOf } from './scan';

const noteIcons: Record<string, string> = {
  info: 'fa-check-circle',
  warn: 'fa-exclamation-circle',
  alert: 'fa-times-circle',
};

/**
 * Where the renderer is while it draws: mentions are text inside blockquotes and links, images are not linked twice.
 */
const inside = { blockquote: 0, link: 0, rawLink: 0 };
const headingIds = new Map<string, number>();

/**
 * Raw HTML as Qiita publishes it: embeds and script addresses gone (qiitaSanitizedHtml), and, as its ImageLink
 * filter does to every image, an `<img>` outside any link wrapped in a link to its own address.
 */
function rawHtml(text: string): string {
  return filterTags(qiitaSanitizedHtml(text)).replace(
    /<(\/?)(a|img)\b[^>]*>/gi,
    (tag, closing: string, name: string) => {
      if (name.toLowerCase() === 'a') {
        inside.rawLink = Math.max(0, inside.rawLink + (closing ? -1 : 1));
        return tag;
      }
      if (closing || inside.link > 0 || inside.rawLink > 0) return tag;
      const src = /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '';
      return `<a href="${src}" target="_blank">${tag}</a>`;
    },
  );
}

export function qiitaCodeFrame(text: string, info: string | undefined): string {
  const { language, filename } = qiitaCodeInfo(info);
  const title =
    filename === undefined
      ? ''
      : `\n<div class="code-lang"><span class="bold">${escapeHtml(plainFileName(filename))}</span></div>\n`;
  return (
    `<div class="code-frame" data-lang="${escapeHtml(language ?? 'text')}">${title}<div ` +
    `class="highlight"><pre class="codehilite"><code>${escapeHtml(text)}\n</code></pre></div>` +
    `${title ? '\n' : ''}</div>\n`
  );
}

const customBlock: TokenizerAndRendererExtension = {
  name: 'qiitaCustomBlock',
  level: 'block',
  start(src) {
    return blockStart(this.lexer, src, /^:::/m);
  },
  tokenizer(src) {
    const match = /^:::[ \t]*([^\n]*)\n([\s\S]*?)(?:^|\n):::[ \t]*(?:\n+|$)/.exec(src);
    if (!match) return undefined;
    const [kind = '', subtype = ''] = match[1]!.trim().split(/\s+/);
    return { type: 'qiitaCustomBlock', raw: match[0], kind, subtype, tokens: this.lexer.blockTokens(match[2]!, []) };
  },
  renderer(token) {
    const content = this.parser.parse(token.tokens ?? []);
    if (token.kind !== 'note') return `<div>\n${content}</div>\n`;
    const subtype = token.subtype as string;
    const kind = Object.hasOwn(noteIcons, subtype) ? subtype : 'info';
    const icon = `<span class="fa fa-fw ${noteIcons[kind]}"></span>`;
    return `<div class="note ${kind}">\n${icon}<div>\n${content}</div>\n</div>\n`;
  },
};

const mentionName = /^@(\w[\w-]{0,30}\w(?:@github)?)(?!\/)(?=\.+[ \t\W]|\.+$|[^0-9a-zA-Z_.]|$)/;

/** An `@` and a word character, at the start or after a character that is not one (scan.ts keeps the search linear). */
const mentionStart = patternCandidate('qiitaMention', /@\w/y, /(?<=\W)@\w/g);

const mention: TokenizerAndRendererExtension = {
  name: 'qiitaMention',
  level: 'inline',
  start(src) {
    return startOf(this.lexer, src, mentionStart);
  },
  tokenizer(src, tokens) {
    // Not after a word character (`hello@name`): marked asks at the start of what is left whatever precedes it.
    if (/\w/.test(tokens.at(-1)?.raw.at(-1) ?? '')) return undefined;
    const match = mentionName.exec(src);
    if (match) return { type: 'qiitaMention', raw: match[0], name: match[1]! };
    // A name the pattern refuses is still no emphasis.
    const name = /^@\w[\w-]*/.exec(src);
    return name ? { type: 'text', raw: name[0], text: name[0] } : undefined;
  },
  renderer(token) {
    const name = token.name as string;
    if (name === 'all' || inside.blockquote > 0 || inside.link > 0) return escapeHtml(token.raw);
    const escaped = escapeHtml(name);
    return (
      `<a href="${escapeHtml(qiitaSite)}/${escaped}" class="user-mention js-hovercard" title="${escaped}" ` +
      `data-hovercard-target-type="user" data-hovercard-target-name="${escaped}">@${escaped}</a>`
    );
  },
};

const dollarCodeStart = patternCandidate('qiitaDollarCode', /\$`/y, /(?<!\$)\$`/g);

/** `` $`…`$ ``: inline code between single dollars is TeX, kept in a span for the page to typeset. */
const dollarCode: TokenizerAndRendererExtension = {
  name: 'qiitaDollarCode',
  level: 'inline',
  start(src) {
    return startOf(this.lexer, src, dollarCodeStart);
  },
  tokenizer(src) {
    const match = /^\$(`+)(?!`)([\s\S]*?[^`])\1\$(?!\$)/.exec(src);
    return match ? { type: 'qiitaDollarCode', raw: match[0], tex: match[2]!.replace(/\n/g, ' ') } : undefined;
  },
  renderer: (token) => `<span>$${escapeHtml(token.tex as string)}$</span>`,
};

/**
 * Emoji (filters/emoji.rb over html-pipeline's EmojiFilter): a known `:name:` becomes the filter's image, under the
 * pipeline's default asset root (`/images`, processor.rb) on the site. Not in code (marked never sees it there).
 */
const emoji: TokenizerAndRendererExtension = {
  name: 'qiitaEmoji',
  level: 'inline',
  start(src) {
    return startOf(this.lexer, src, emojiCandidate);
  },
  tokenizer(src) {
    const match = emojiShortcode.exec(src);
    const code = match ? emojiCodePoint(match[1]!) : undefined;
    return match && code !== undefined ? { type: 'qiitaEmoji', raw: match[0], name: match[1]!, code } : undefined;
  },
  renderer(token) {
    const label = escapeHtml(`:${token.name as string}:`);
    const src = `${escapeHtml(qiitaSite)}/images/emoji/unicode/${token.code as string}.png`;
    return `<img class="emoji" title="${label}" alt="${label}" src="${src}" height="20" width="20" align="absmiddle">`;
  },
};

let qiitaSite = 'https://qiita.com';
const blocks = blockwise();

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  extensions: [bareLinks, customBlock, mention, dollarCode, emoji],
  hooks: {
    preprocess(markdown) {
      headingIds.clear();
      inside.blockquote = 0;
      inside.link = 0;
      inside.rawLink = 0;
      return markdown;
    },
  },
  renderer: {
    code: ({ text, lang }: Tokens.Code) => qiitaCodeFrame(text, lang),
    codespan({ text }: Tokens.Codespan) {
      const colour = colourOf(unescapeHtml(text));
      return colour === undefined
        ? `<code>${text}</code>`
        : `<code>${text}<span class="${swatchClass}" style="background-color: ${escapeHtml(colour)};"></span></code>`;
    },
    html: ({ text }: Tokens.HTML | Tokens.Tag) => rawHtml(text),
    heading({ tokens, depth }: Tokens.Heading) {
      const inner = this.parser.parseInline(tokens);
      const id = escapeHtml(qiitaHeadingId(unescapeHtml(inner.replace(/<[^>]+>/g, ''))));
      return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
    },
    blockquote({ tokens }: Tokens.Blockquote) {
      inside.blockquote += 1;
      const body = this.parser.parse(tokens);
      inside.blockquote -= 1;
      return `<blockquote>\n${body}</blockquote>\n`;
    },
    link(token: Tokens.Link) {
      inside.link += 1;
      // As marked writes links: an autolink's text and address are literal, escaped whole.
      const text = token.autolink ? escapeLikeMarked(token.text, true) : this.parser.parseInline(token.tokens);
      inside.link -= 1;
      const cleaned = cleanUrl(token.href);
      if (cleaned === null) return text;
      if (isScriptAddress(token.href)) return `<a>${text}</a>`;
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      // AUTOLINK_CLASS_NAME: what the autolink extension found (a bare URL or address, not `<…>`) has the class
      // `autolink`.
      const autolink = token.autolink && !token.raw.startsWith('<') ? ' class="autolink"' : '';
      return `<a href="${escapeLikeMarked(cleaned, token.autolink === true)}"${autolink}${title}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const source = cleanUrl(href);
      if (source === null) return escapeHtml(text);
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      const image = `<img src="${escapeLikeMarked(source, true)}" alt="${escapeHtml(text)}"${titled}>`;
      return inside.link > 0 ? image : `<a href="${escapeLikeMarked(source, true)}" target="_blank">${image}</a>`;
    },
    listitem(item: Tokens.ListItem) {
      return `<li${item.task ? ' class="task-list-item"' : ''}>${this.parser.parse(item.tokens)}</li>\n`;
    },
    checkbox: ({ checked }: Tokens.Checkbox) =>
      `<input type="checkbox" class="task-list-item-checkbox"${checked ? ' checked' : ''} disabled>`,
  },
})
  .use(...footnoteExtensions({ github: false }))
  .use(blocks.extension, scanningLexer);

/**
 * HeadingAnchor's id: lower case, only word characters, hyphens and spaces (spaces become hyphens), `-1`… for
 * repeats.
 */
function qiitaHeadingId(text: string): string {
  const id = text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
  const seen = headingIds.get(id) ?? 0;
  headingIds.set(id, seen + 1);
  return seen > 0 ? `${id}-${seen}` : id;
}

/** Qiita's rendering of `markdown` as HTML (unsanitized: the webview sanitizes it like the service's). */
export function renderQiita(markdown: string, options: { site?: string } = {}): string {
  qiitaSite = options.site ?? 'https://qiita.com';
  return marked.parse(markdown, { async: false });
}

const drawing = new IncrementalDrawing(marked, (markdown) => {
  marked.parse(markdown, { async: false });
  return { tokens: blocks.lastTokens(), blocks: blocks.lastBlocks() };
});

/**
 * The same rendering as `renderQiita`, top-level block by block (blockwise.ts), lexed again only where it changed since
 * the last call (incremental.ts).
 */
export function renderQiitaBlocks(markdown: string, options: { site?: string } = {}): BlockHtml[] {
  qiitaSite = options.site ?? 'https://qiita.com';
  return drawing.blocks(markdown, qiitaSite);
}

/** How the last calls of renderQiitaBlocks drew (the tests check both roads are taken). */
export const qiitaDrawingCounts = drawing.counts;
