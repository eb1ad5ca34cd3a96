// A keystroke's local rendering, lexed and drawn only where the text changed; pure
// (test/unit/ui/preview-local-patch.test.ts checks it against the whole rendering over random edits). marked lexes a
// document as top-level tokens whose `raw` texts follow one another (https://marked.js.org/using_pro#lexer), and a
// block after a blank line (a `space` token) is lexed the same whatever came before it. So the changed stretch is lexed
// again from such a block one before the change, through the first such block after it; when that last block comes out
// as it was, the tokens and HTML before and after the stretch are kept.
//
// What a block's HTML takes from elsewhere in the document keeps the whole rendering: footnotes (numbered across the
// document), reference definitions (they change links anywhere) and headings (Qiita numbers repeated heading ids).
// So do the dialects' blocks that begin only where a closing line follows, however far (`:::` notes, GitHub's `$$`
// math): a changed line with their marker may turn text far above into such a block, and a marker in the stretch
// that is not one of its closed blocks may close one only far below. A stretch with any of these, a `\r` (marked
// rewrites line ends), or one the lexer does not close as before is drawn whole.
import { Lexer, Parser, type Marked, type Token } from 'marked';
import { drawBlocks, type BlockHtml } from './blockwise';

interface Drawn {
  /** What the document was drawn for besides its text (the site, the repository): another drawing starts anew. */
  setting: string;
  source: string;
  tokens: Token[];
  /** Where each token starts in `source`. */
  starts: number[];
  blocks: BlockHtml[];
  links: unknown;
}

export class IncrementalDrawing {
  private last: Drawn | undefined;
  /** Keystrokes drawn by their stretch, and documents drawn whole (the tests check both roads are taken). */
  readonly counts = { stretch: 0, whole: 0 };

  /** `whole` draws a document from scratch and hands back its tokens and blocks (blockwise.ts). */
  constructor(
    private readonly marked: Marked,
    private readonly whole: (markdown: string) => { tokens: Token[] & { links?: unknown }; blocks: BlockHtml[] },
  ) {}

  blocks(markdown: string, setting: string): BlockHtml[] {
    const kept = this.last && this.last.setting === setting ? this.changed(this.last, markdown) : undefined;
    if (kept) {
      this.last = kept;
      this.counts.stretch += 1;
      return kept.blocks;
    }
    this.counts.whole += 1;
    const { tokens, blocks } = this.whole(markdown);
    const starts = startsOf(tokens, markdown.length);
    this.last = starts
      ? { setting, source: markdown, tokens: [...tokens], starts, blocks, links: tokens.links }
      : undefined;
    return blocks;
  }

  private changed(last: Drawn, next: string): Drawn | undefined {
    const old = last.source;
    if (next.includes('\r') || next.includes('[^') || old.includes('[^')) return undefined;
    const { prefix, suffix } = commonEnds(old, next);
    if (
      closableMarker.test(changedLines(old, prefix, old.length - suffix)) ||
      closableMarker.test(changedLines(next, prefix, next.length - suffix))
    )
      return undefined;
    const delta = next.length - old.length;
    const first = restartBefore(last, tokenAt(last.starts, Math.max(0, prefix - 1)) - 1);
    let through = tokenAt(last.starts, Math.max(prefix, old.length - suffix));
    while (through + 1 < last.tokens.length && last.tokens[through]!.type !== 'space') through += 1;
    // The block after the blank line closes the stretch: lexed again, it must come out as it was.
    const closing = through + 1 < last.tokens.length ? through + 1 : undefined;
    const from = last.starts[first]!;
    const to = closing === undefined ? old.length : last.starts[closing]! + last.tokens[closing]!.raw.length;
    const lexed = this.lex(next.slice(from, to + delta), last.links);
    if (!lexed || lexed.reduce((length, token) => length + token.raw.length, 0) !== to + delta - from) return undefined;
    if (
      closing !== undefined &&
      (lexed.length < 2 || lexed.at(-1)!.raw !== last.tokens[closing]!.raw || lexed.at(-2)!.type !== 'space')
    )
      return undefined;
    const end = closing === undefined ? last.tokens.length : closing + 1;
    const before = last.tokens.slice(first, end);
    if (before.some(holdsLoneMarker) || lexed.some(holdsLoneMarker)) return undefined;
    // Tokens lexed again as they were keep their HTML; the others must take nothing from the rest of the document.
    const { head, tail } = sameEnds(before, lexed);
    const changed = lexed.slice(head, lexed.length - tail);
    if (!drawnAlone(this.marked, before.slice(head, before.length - tail)) || !drawnAlone(this.marked, changed))
      return undefined;
    const tokens = [...last.tokens.slice(0, first + head), ...changed, ...last.tokens.slice(end - tail)];
    const blocks = [
      ...last.blocks.slice(0, first + head),
      ...drawBlocks(changed, new Parser(this.marked.defaults)),
      ...last.blocks.slice(end - tail),
    ];
    return { ...last, source: next, tokens, starts: startsOf(tokens, next.length)!, blocks };
  }

  /** Top-level tokens of a stretch, with the document's reference definitions; the footnotes' empty list left out. */
  private lex(stretch: string, links: unknown): Token[] | undefined {
    const lexer = new Lexer(this.marked.defaults);
    Object.assign(lexer.tokens.links, links);
    const tokens = lexer.lex(stretch);
    this.marked.walkTokens(tokens, this.marked.defaults.walkTokens ?? (() => undefined));
    if (tokens.some((token) => token.type === 'footnotes' && (token as { items?: unknown[] }).items?.length))
      return undefined;
    return tokens.filter((token) => token.type !== 'footnotes');
  }
}

/** The markers of blocks that need a closing line (qiita.ts's notes, math-text.ts's display math), and those blocks. */
const closableMarker = /:::|\$\$/;
const closableLine = /^ {0,3}(?::::|\$\$)/m;
const closableBlocks = new Set(['qiitaCustomBlock', 'githubDisplayMath']);

/** A token holding a marker line that is not its own closed block's. */
function holdsLoneMarker(token: Token): boolean {
  return !closableBlocks.has(token.type) && closableLine.test(token.raw);
}

/** The whole lines a change from `start` to `end` touches. */
function changedLines(text: string, start: number, end: number): string {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const to = text.indexOf('\n', end);
  return text.slice(from, to < 0 ? text.length : to);
}

/** How many tokens at the start and at the end of a stretch were lexed again as they were. */
function sameEnds(before: readonly Token[], after: readonly Token[]): { head: number; tail: number } {
  const same = (a: Token, b: Token) => a.type === b.type && a.raw === b.raw;
  const shorter = Math.min(before.length, after.length);
  let head = 0;
  while (head < shorter && same(before[head]!, after[head]!)) head += 1;
  let tail = 0;
  while (tail < shorter - head && same(before[before.length - 1 - tail]!, after[after.length - 1 - tail]!)) tail += 1;
  return { head, tail };
}

/** Where each token starts; undefined when their `raw` texts do not make up the source (then nothing is kept). */
function startsOf(tokens: readonly Token[], length: number): number[] | undefined {
  const starts: number[] = [];
  let at = 0;
  for (const token of tokens) {
    starts.push(at);
    // marked-footnote's list of footnotes holds no text of the source (its `raw` is the heading's).
    if (token.type !== 'footnotes') at += token.raw.length;
  }
  return at === length ? starts : undefined;
}

function commonEnds(old: string, next: string): { prefix: number; suffix: number } {
  const shorter = Math.min(old.length, next.length);
  let prefix = 0;
  while (prefix < shorter && old.charCodeAt(prefix) === next.charCodeAt(prefix)) prefix += 1;
  let suffix = 0;
  while (
    suffix < shorter - prefix &&
    old.charCodeAt(old.length - 1 - suffix) === next.charCodeAt(next.length - 1 - suffix)
  )
    suffix += 1;
  return { prefix, suffix };
}

/** The last token starting at or before `offset`. */
function tokenAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The nearest token at or before `index` that starts the document's text or follows a blank line. */
function restartBefore(last: Drawn, index: number): number {
  let at = Math.max(0, index);
  while (at > 0 && last.tokens[at - 1]!.type !== 'space' && last.tokens[at - 1]!.type !== 'footnotes') at -= 1;
  return at;
}

/** No heading, reference definition or footnote anywhere in these tokens: their HTML depends on them alone. */
function drawnAlone(marked: Marked, tokens: Token[]): boolean {
  let alone = true;
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading' || token.type === 'def' || token.type === 'footnote' || token.type === 'footnoteRef')
      alone = false;
  });
  return alone;
}
