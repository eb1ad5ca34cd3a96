// Markdown -> HTML for `POST /api/preview`, the endpoint the official Qiita CLI previews with
// (https://github.com/increments/qiita-cli, packages/cli/src/qiita-api/index.ts: `preview(rawBody)` posts
// `{"parser_type": "qiita_cli", "raw_body": …}`). The service renders with its qiita-markdown pipeline
// (https://github.com/increments/qiita-markdown, lib/qiita/markdown/processor.rb): qiita_marker (cmark-gfm with
// HARDBREAKS, UNSAFE, CODE_DATA_METADATA, MENTION_NO_EMPHASIS, footnotes; extensions table, strikethrough, autolink,
// custom_block — filters/qiita_marker.rb), then HTML filters. This file follows it:
//
// - `:::note info|warn|alert` … `:::` → `<div class="note info"><span class="fa fa-fw fa-check-circle"></span><div>…</div></div>`
//   (a note of another or no subtype is `info`); any other `:::` block, bare or of an unknown type, is a plain
//   `<div>` around its content (filters/custom_block.rb; spec "with custom block");
// - fenced code → the code frame, with the file name as the CodeBlock filter reads it (code-frame.ts);
// - math is left as TeX for the page to typeset, as the pipeline leaves it: `$…$` and `$$…$$` stay text, `` $`…`$ ``
//   becomes `<span>$…$</span>` (filters/inline_math.rb) and ```` ```math ```` a code frame with `data-lang="math"`;
// - footnotes as cmark-gfm writes them (footnotes.ts);
// - heading ids, images linked to themselves, task-list checkboxes, emoji, mentions and colour swatches (qiita-filters.ts).
//
// Unlike render.ts (rendered_body, where raw HTML is escaped), raw HTML passes through untouched: the tests treat
// this answer as a hostile server would write it, so what keeps the client safe is the client's own sanitizer.
import { Marked, Renderer, type Tokens, type TokenizerAndRendererExtension } from 'marked';
import { codeFrame } from './code-frame.js';
import { footnotes } from './footnotes.js';
import { qiitaSanitizedHtml } from '../../../src/ui/preview/webview/dialect/html.js';
import { bareLinks } from '../../../src/ui/preview/webview/dialect/autolinks.js';
import {
  checkboxes,
  emojis,
  headingAnchors,
  imageLinks,
  inlineCodeColours,
  inlineMath,
  mentions,
} from './qiita-filters.js';

const noteIcons: Record<string, string> = {
  info: 'fa-check-circle',
  warn: 'fa-exclamation-circle',
  alert: 'fa-times-circle',
};

/** qiita_marker's custom_block: `:::` and its metadata on one line, the content, `:::` alone on a line. */
const customBlock: TokenizerAndRendererExtension = {
  name: 'customBlock',
  level: 'block',
  start: (src) => /^:::/m.exec(src)?.index,
  tokenizer(src) {
    const match = /^:::[ \t]*([^\n]*)\n([\s\S]*?)(?:^|\n):::[ \t]*(?:\n+|$)/.exec(src);
    if (!match) return undefined;
    const [type, subtype] = match[1]!.trim().split(/\s+/);
    return {
      type: 'customBlock',
      raw: match[0],
      kind: type,
      subtype,
      tokens: this.lexer.blockTokens(match[2] ?? '', []),
    };
  },
  renderer(token) {
    const content = this.parser.parse(token.tokens ?? []);
    if (token.kind !== 'note') return `<div>\n${content}</div>\n`;
    const subtype = (token.subtype as string | undefined) ?? '';
    const kind = subtype in noteIcons ? subtype : 'info';
    return `<div class="note ${kind}">\n<span class="fa fa-fw ${noteIcons[kind]}"></span><div>\n${content}</div>\n</div>\n`;
  },
};

/** MENTION_NO_EMPHASIS: a mention's name is read as text, so `@_alice_` is no emphasis (the Mention filter links it later). */
const mentionText: TokenizerAndRendererExtension = {
  name: 'mentionText',
  level: 'inline',
  start(src) {
    const found = /(^|[^\w])@\w/.exec(src);
    return found ? found.index + found[1]!.length : undefined;
  },
  tokenizer(src) {
    const match = /^@\w[\w-]{0,30}\w/.exec(src);
    return match ? { type: 'mentionText', raw: match[0] } : undefined;
  },
  renderer: (token) => token.raw.replace(/&/g, '&amp;'),
};

const notes = footnotes({ github: false });

const renderer = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  extensions: [bareLinks, customBlock, mentionText],
  renderer: {
    code: ({ text, lang }: Tokens.Code) => codeFrame(text, lang),
    // AUTOLINK_CLASS_NAME: a link the autolink extension found (a bare URL or e-mail address, not `<…>` nor `[…](…)`)
    // has the class `autolink` (qiita_marker, test/test_qfm_autolink_class_name.rb).
    link(this: Renderer, token: Tokens.Link) {
      const html = Renderer.prototype.link.call(this, token);
      return /^[<[]/.test(token.raw) ? html : html.replace(/^<a href="([^"]*)"/, '<a href="$1" class="autolink"');
    },
    // qiita_marker has no tasklist extension: `[ ] ` stays text for the Checkbox filter.
    checkbox: ({ raw }: Tokens.Checkbox) => raw,
  },
}).use(notes.extension);

/** The preview HTML of `rawBody`; mentions link below `site` (the host's web base, e.g. https://qiita.com). */
export function renderPreview(rawBody: string, site: string): string {
  notes.reset();
  const body = renderer.parse(rawBody, { async: false });
  const html = body + notes.section((tokens) => renderer.parser(tokens as Tokens.Generic[] as never));
  // Qiita's sanitizer: embeds (`<iframe>`, `<script>`) vanish whole, `javascript:` addresses are dropped.
  const sanitized = qiitaSanitizedHtml(html);
  return inlineMath(inlineCodeColours(mentions(emojis(checkboxes(imageLinks(headingAnchors(sanitized))), site), site)));
}
