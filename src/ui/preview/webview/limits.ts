// What the webview's Markdown lexer (marked: the local renderer and the scroll-sync blocks) is given, pure
// (test/unit/ui/preview-limits.test.ts). marked's work grows much faster than the text for two shapes: deep nesting
// (each list or quote level lexes its content again: lists 2,000 deep took 87 s, then overflowed the stack) and
// long runs of emphasis delimiters in one paragraph (each unmatched `*` or `_` looks ahead for a closer: 200 KB of
// `*a` took 14 s). A document past either bound is shown as escaped plain text with a notice, instead of stalling
// the page; the check is one linear pass, and a document inside the bounds renders exactly as before.
//
// The bounds are far beyond what people write (Markdown nested 100 deep; 3,000 `*` or `_` between two blank lines)
// and keep marked's work on what they allow to tens of milliseconds. The count is of every `*` and `_`, code included:
// a guess at which lines marked will read as code could be wrong in the direction that stalls, and a false alarm
// only shows the text plainly.

export const markdownLimits = {
  /** Containers (list items, block quotes) and indentation, in levels, on any one line. */
  nesting: 100,
  /** `*` and `_` between two blank lines: emphasis never spans a blank line. */
  delimitersPerBlock: 3000,
} as const;

export interface LimitExceeded {
  kind: 'nesting' | 'delimiters';
  /** The 0-based line where the bound was passed. */
  line: number;
}

/** The first bound the document passes, or undefined when marked may read it. */
export function exceededLimit(markdown: string): LimitExceeded | undefined {
  let delimiters = 0;
  let line = 0;
  let start = 0;
  while (start <= markdown.length) {
    const newline = markdown.indexOf('\n', start);
    const end = newline < 0 ? markdown.length : newline;
    if (nestingOf(markdown, start, end) > markdownLimits.nesting) return { kind: 'nesting', line };
    const count = delimitersIn(markdown, start, end);
    delimiters = count < 0 ? 0 : delimiters + count;
    if (delimiters > markdownLimits.delimitersPerBlock) return { kind: 'delimiters', line };
    if (newline < 0) break;
    start = newline + 1;
    line += 1;
  }
  return undefined;
}

/**
 * The nesting a line can open: each `>` and list marker (`-`, `*`, `+`, `1.`, `1)` followed by a space) at its start,
 * plus its indentation at four columns a level (list content is indented under its marker).
 */
function nestingOf(text: string, start: number, end: number): number {
  let markers = 0;
  let columns = 0;
  let index = start;
  while (index < end) {
    const char = text[index]!;
    if (char === ' ') columns += 1;
    else if (char === '\t') columns += 4 - (columns % 4);
    else if (char === '>') markers += 1;
    else if ((char === '-' || char === '*' || char === '+') && isSpace(text[index + 1])) markers += 1;
    else if (char >= '0' && char <= '9') {
      let digit = index;
      while (digit < end && digit - index < 9 && text[digit]! >= '0' && text[digit]! <= '9') digit += 1;
      if ((text[digit] !== '.' && text[digit] !== ')') || !isSpace(text[digit + 1])) break;
      markers += 1;
      index = digit;
    } else break;
    index += 1;
  }
  return markers + Math.floor(columns / 4);
}

function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\t' || char === undefined || char === '\n' || char === '\r';
}

/** The `*` and `_` of a line; -1 for a blank line (the end of a block). */
function delimitersIn(text: string, start: number, end: number): number {
  let count = 0;
  let blank = true;
  for (let index = start; index < end; index++) {
    const char = text.charCodeAt(index);
    if (char === 42 /* * */ || char === 95 /* _ */) count += 1;
    if (char !== 32 && char !== 9 && char !== 13) blank = false;
  }
  return blank ? -1 : count;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The document as escaped plain text, one preformatted block. */
export function plainTextHtml(markdown: string): string {
  return `<pre class="plain-source">${markdown.replace(/[&<>"']/g, (char) => escapes[char]!)}</pre>`;
}

/**
 * The local renderer's HTML in the pieces the page sanitizes one by one (block-units.ts): marked's, or the escaped
 * text as one piece when the document passes a bound (and which).
 */
export function boundedLocalUnits(
  markdown: string,
  render: (markdown: string) => string[],
): { units: string[]; exceeded?: LimitExceeded } {
  const exceeded = exceededLimit(markdown);
  return exceeded ? { units: [plainTextHtml(markdown)], exceeded } : { units: render(markdown) };
}
