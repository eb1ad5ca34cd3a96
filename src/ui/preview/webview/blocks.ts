// Block-level scroll sync, pure (test/unit/ui/preview-blocks.test.ts): the source's top-level blocks with their
// first lines (marked's lexer, https://marked.js.org/using_pro#lexer, with Qiita's block notations as single
// blocks), matched in order to the rendered page's top-level elements; then a line maps to a position on the page
// and back, interpolating inside a block.
import { Marked, type TokenizerExtension } from 'marked';
import { blockStart } from './dialect/scan';
import { exceededLimit } from './limits';

/**
 * Qiita's block notations, each one block: `::: … :::` (notes and plain containers), `$$ … $$`, and footnote
 * definitions (moved to the end).
 */
const qiitaBlocks: TokenizerExtension[] = [
  {
    name: 'qiitaNote',
    level: 'block',
    start: (src) => blockStart(undefined, src, /^:::/m),
    tokenizer(src) {
      const match = /^:::[^\n]*\n[\s\S]*?(?:^|\n):::[ \t]*(?:\n+|$)/.exec(src);
      return match ? { type: 'qiitaNote', raw: match[0] } : undefined;
    },
  },
  {
    name: 'mathBlock',
    level: 'block',
    start: (src) => blockStart(undefined, src, /^\$\$/m),
    tokenizer(src) {
      const match = /^\$\$[ \t]*\n?[\s\S]+?\n?\$\$[ \t]*(?:\n+|$)/.exec(src);
      return match ? { type: 'mathBlock', raw: match[0] } : undefined;
    },
  },
  {
    name: 'footnoteDefinition',
    level: 'block',
    start: (src) => blockStart(undefined, src, /^\[\^[^\]\s]+\]:/m),
    tokenizer(src) {
      const match = /^\[\^[^\]\s]+\]:[^\n]*(?:\n(?: {2,}|\t)[^\n]*)*(?:\n+|$)/.exec(src);
      return match ? { type: 'footnoteDefinition', raw: match[0] } : undefined;
    },
  },
];

/** Tokens that draw no top-level element of their own. */
const invisible = new Set(['space', 'def', 'footnoteDefinition']);

const lexers = {
  plain: new Marked({ gfm: true }),
  qiita: new Marked({ gfm: true, breaks: true, extensions: qiitaBlocks }),
};

/** The first line (0-based, within `markdown`) of each top-level block that draws an element; [0] past the bounds. */
export function blockLines(markdown: string, qiita: boolean): number[] {
  // Past the lexer's bounds (limits.ts) the page is matched as one block, so scrolling stays proportional.
  if (exceededLimit(markdown)) return [0];
  const lines: number[] = [];
  let line = 0;
  for (const token of (qiita ? lexers.qiita : lexers.plain).lexer(markdown)) {
    const raw = token.raw ?? '';
    const drawn = !invisible.has(token.type) && !(token.type === 'html' && /^\s*<!--[\s\S]*?-->\s*$/.test(raw));
    if (drawn) lines.push(line + leadingBlankLines(raw));
    line += countNewlines(raw);
  }
  return lines;
}

function countNewlines(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) count += 1;
  return count;
}

function leadingBlankLines(raw: string): number {
  const match = /^(?:[ \t]*\n)*/.exec(raw);
  return match ? countNewlines(match[0]) : 0;
}

/** Source lines and page positions (px from the top) of the blocks matched in order: the shorter list decides. */
export interface BlockMap {
  lines: readonly number[];
  tops: readonly number[];
}

export function matchBlocks(lines: readonly number[], tops: readonly number[]): BlockMap {
  const count = Math.min(lines.length, tops.length);
  return { lines: lines.slice(0, count), tops: tops.slice(0, count) };
}

/** The page position of a source line (fractional lines allowed), interpolated between matched blocks. */
export function lineToOffset(map: BlockMap, line: number, pageHeight: number, lineCount: number): number {
  const { lines, tops } = map;
  if (lines.length === 0) return 0;
  if (line <= lines[0]!)
    return lines[0]! === 0 ? tops[0]! * (line <= 0 ? 0 : 1) : (tops[0]! * Math.max(0, line)) / lines[0]!;
  let index = lines.length - 1;
  while (index > 0 && lines[index]! > line) index -= 1;
  const nextLine = index + 1 < lines.length ? lines[index + 1]! : Math.max(lineCount, lines[index]! + 1);
  const nextTop = index + 1 < tops.length ? tops[index + 1]! : Math.max(pageHeight, tops[index]!);
  const fraction = Math.min(1, (line - lines[index]!) / Math.max(1, nextLine - lines[index]!));
  return tops[index]! + fraction * (nextTop - tops[index]!);
}

/** The source line (fractional) shown at a page position, the inverse of lineToOffset. */
export function offsetToLine(map: BlockMap, offset: number, pageHeight: number, lineCount: number): number {
  const { lines, tops } = map;
  if (lines.length === 0) return 0;
  if (offset <= tops[0]!) return tops[0]! <= 0 ? lines[0]! : (lines[0]! * Math.max(0, offset)) / tops[0]!;
  let index = tops.length - 1;
  while (index > 0 && tops[index]! > offset) index -= 1;
  const nextLine = index + 1 < lines.length ? lines[index + 1]! : Math.max(lineCount, lines[index]! + 1);
  const nextTop = index + 1 < tops.length ? tops[index + 1]! : Math.max(pageHeight, tops[index]! + 1);
  const fraction = Math.min(1, (offset - tops[index]!) / Math.max(1, nextTop - tops[index]!));
  return lines[index]! + fraction * (nextLine - lines[index]!);
}
