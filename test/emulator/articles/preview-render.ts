// Markdown -> HTML for `POST /api/preview`, the endpoint the official Qiita CLI previews with
// (https://github.com/increments/qiita-cli, packages/cli/src/qiita-api/index.ts: `preview(rawBody)` posts
// `{"parser_type": "qiita_cli", "raw_body": …}`). The service renders with its qiita-markdown pipeline
// (https://github.com/increments/qiita-markdown); this file renders the notations a writer needs to see, in the
// markup that pipeline writes:
//
// - `:::note info|warn|alert` … `:::` → `<div class="note info"><span class="fa fa-fw fa-check-circle"></span><div>…</div></div>`
//   (an unknown or missing type is `info`, as in its CustomBlock filter);
// - fenced code with `lang:filename` → the `code-frame` with a `code-lang` title (render.ts);
// - `$$` blocks and ```` ```math ```` fences → `<div class="math">$$…$$</div>`, `$…$` → `<span class="math">$…$</span>`:
//   the TeX is kept, escaped, for the client (the service typesets it in the browser; the class marks where);
// - footnotes `[^id]` / `[^id]: text` → numbered references and a closing `<div class="footnotes">` list;
// - `@user` mentions → `<a href="{site}/{user}" class="user-mention" title="{user}">@{user}</a>` (its Mention filter's
//   pattern: 3 to 32 word characters or hyphens, not after a word character, not before `/`).
//
// Unlike render.ts (rendered_body, where raw HTML is escaped), raw HTML passes through untouched: the tests treat
// this answer as a hostile server would write it, so what keeps the client safe is the client's own sanitizer.
import { Marked, type Tokens, type TokenizerAndRendererExtension } from 'marked';
import { escapeHtml } from './html.js';
import { codeFrame } from './render.js';

const noteIcons: Record<string, string> = { info: 'fa-check-circle', warn: 'fa-exclamation-circle', alert: 'fa-times-circle' };

interface Footnotes {
  order: string[];
  texts: Map<string, string>;
}

let footnotes: Footnotes = { order: [], texts: new Map() };
let siteBase = '';

const note: TokenizerAndRendererExtension = {
  name: 'qiitaNote',
  level: 'block',
  start: (src) => /^:::note\b/m.exec(src)?.index,
  tokenizer(src) {
    const match = /^:::note(?:[ \t]+(\S+))?[^\n]*\n([\s\S]*?)(?:^|\n):::[ \t]*(?:\n+|$)/.exec(src);
    if (!match) return undefined;
    const kind = match[1] && match[1] in noteIcons ? match[1] : 'info';
    return { type: 'qiitaNote', raw: match[0], kind, tokens: this.lexer.blockTokens(match[2] ?? '', []) };
  },
  renderer(token) {
    return `<div class="note ${token.kind as string}">\n<span class="fa fa-fw ${noteIcons[token.kind as string]}"></span><div>\n${this.parser.parse(token.tokens ?? [])}</div>\n</div>\n`;
  },
};

const mathBlock: TokenizerAndRendererExtension = {
  name: 'mathBlock',
  level: 'block',
  start: (src) => /^\$\$/m.exec(src)?.index,
  tokenizer(src) {
    const match = /^\$\$[ \t]*\n?([\s\S]+?)\n?\$\$[ \t]*(?:\n+|$)/.exec(src);
    return match ? { type: 'mathBlock', raw: match[0], text: match[1]!.trim() } : undefined;
  },
  renderer: (token) => mathDiv(token.text as string),
};

const mathInline: TokenizerAndRendererExtension = {
  name: 'mathInline',
  level: 'inline',
  start: (src) => src.indexOf('$') >= 0 ? src.indexOf('$') : undefined,
  tokenizer(src) {
    const match = /^\$(?!\$)((?:\\.|[^\\\n$])+?)\$(?![\d$])/.exec(src);
    return match ? { type: 'mathInline', raw: match[0], text: match[1]! } : undefined;
  },
  renderer: (token) => `<span class="math">$${escapeHtml(token.text as string)}$</span>`,
};

const footnoteDefinition: TokenizerAndRendererExtension = {
  name: 'footnoteDefinition',
  level: 'block',
  start: (src) => /^\[\^[^\]\s]+\]:/m.exec(src)?.index,
  tokenizer(src) {
    const match = /^\[\^([^\]\s]+)\]:[ \t]*([^\n]*(?:\n(?: {2,}|\t)[^\n]*)*)(?:\n+|$)/.exec(src);
    if (!match) return undefined;
    footnotes.texts.set(match[1]!, match[2]!.replace(/\n\s+/g, ' '));
    return { type: 'footnoteDefinition', raw: match[0] };
  },
  renderer: () => '',
};

const footnoteReference: TokenizerAndRendererExtension = {
  name: 'footnoteReference',
  level: 'inline',
  start: (src) => (src.indexOf('[^') >= 0 ? src.indexOf('[^') : undefined),
  tokenizer(src) {
    const match = /^\[\^([^\]\s]+)\](?!:)/.exec(src);
    return match ? { type: 'footnoteReference', raw: match[0], id: match[1]! } : undefined;
  },
  renderer(token) {
    const id = token.id as string;
    if (!footnotes.order.includes(id)) footnotes.order.push(id);
    const number = footnotes.order.indexOf(id) + 1;
    return `<sup id="fnref${number}"><a href="#fn${number}" rel="footnote" title="${escapeHtml(footnotes.texts.get(id) ?? '')}">${number}</a></sup>`;
  },
};

const mention: TokenizerAndRendererExtension = {
  name: 'mention',
  level: 'inline',
  start(src) {
    const found = /(^|[^\w@])@\w/.exec(src);
    return found ? found.index + found[1]!.length : undefined;
  },
  tokenizer(src) {
    const match = /^@(\w[\w-]{1,30}\w)(?![\w/-])/.exec(src);
    return match ? { type: 'mention', raw: match[0], name: match[1]! } : undefined;
  },
  renderer(token) {
    const name = escapeHtml(token.name as string);
    return `<a href="${escapeHtml(siteBase)}/${name}" class="user-mention" title="${name}">@${name}</a>`;
  },
};

function mathDiv(tex: string): string {
  return `<div class="math">$$\n${escapeHtml(tex)}\n$$</div>\n`;
}

function footnoteSection(): string {
  if (footnotes.order.length === 0) return '';
  const items = footnotes.order.map((id, index) => `<li id="fn${index + 1}">\n<p>${escapeHtml(footnotes.texts.get(id) ?? '')} <a href="#fnref${index + 1}">↩</a></p>\n</li>`);
  return `<div class="footnotes">\n<hr>\n<ol>\n${items.join('\n')}\n</ol>\n</div>\n`;
}

const renderer = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  extensions: [note, mathBlock, footnoteDefinition, mathInline, footnoteReference, mention],
  renderer: {
    code: ({ text, lang }: Tokens.Code) => (lang === 'math' ? mathDiv(text) : codeFrame(text, lang)),
  },
});

/** The preview HTML of `rawBody`; mentions link below `site` (the host's web base, e.g. https://qiita.com). */
export function renderPreview(rawBody: string, site: string): string {
  footnotes = { order: [], texts: new Map() };
  siteBase = site;
  // Definitions may follow their references: a first pass over the lexer collects them.
  renderer.lexer(rawBody);
  const html = renderer.parse(rawBody, { async: false });
  return html + footnoteSection();
}
