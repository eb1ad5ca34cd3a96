// Math delimiters in Markdown source, as GitHub documents them in "Writing mathematical expressions" (one of the
// pages under https://docs.github.com/get-started/writing-on-github/working-with-advanced-formatting):
// `$…$` inline (no space just inside the dollars, not followed by a digit, so prices stay text) and `$$…$$` on
// their own lines for display. The tokenizers keep the TeX away from Markdown (no emphasis inside) and write it back
// as text inside GitHub's `<math-renderer>` element, which the sanitizer unwraps; math.ts typesets it.
import type { TokenizerAndRendererExtension } from 'marked';
import { escapeHtml } from './html';
import { blockStart, startOf, type Candidate } from './scan';

export const inlineMathPattern = /^\$(?![\s$])((?:\\.|[^\\\n$])*?[^\s\\])\$(?![\d$])/;

/** Any dollar may open inline math (scan.ts keeps the search linear). */
const dollar: Candidate = {
  name: 'githubInlineMath',
  startsAt: (rest) => rest.startsWith('$'),
  next(text, from) {
    const index = text.indexOf('$', from);
    return index >= 0 ? index : undefined;
  },
};

export const githubMath: TokenizerAndRendererExtension[] = [
  {
    name: 'githubDisplayMath',
    level: 'block',
    start(src) {
      return blockStart(this.lexer, src, /^ {0,3}\$\$/m);
    },
    tokenizer(src) {
      const match = /^ {0,3}\$\$[ \t]*\n([\s\S]+?)\n[ \t]*\$\$[ \t]*(?:\n+|$)/.exec(src);
      return match ? { type: 'githubDisplayMath', raw: match[0], tex: match[1]! } : undefined;
    },
    renderer: (token) =>
      `<math-renderer class="js-display-math" style="display: block">` +
      `$$\n${escapeHtml(token.tex as string)}\n$$</math-renderer>\n`,
  },
  {
    name: 'githubInlineMath',
    level: 'inline',
    start(src) {
      return startOf(this.lexer, src, dollar);
    },
    tokenizer(src) {
      const match = inlineMathPattern.exec(src);
      return match ? { type: 'githubInlineMath', raw: match[0], tex: match[1]! } : undefined;
    },
    renderer: (token) =>
      `<math-renderer class="js-inline-math" style="display: inline">` +
      `$${escapeHtml(token.tex as string)}$</math-renderer>`,
  },
];
