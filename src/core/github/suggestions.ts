// Suggested changes (https://docs.github.com/articles/incorporating-feedback-in-your-pull-request):
// a review comment whose body holds a fenced code block with the info string `suggestion` proposes those lines in place
// of the lines the comment covers (`start_line`..`line`, or `line` alone, on the head side). The block is GitHub's own
// Markdown (a CommonMark fenced code block, https://spec.commonmark.org/0.31.2/#fenced-code-blocks), so it is written
// and read here by the same rules: a fence of three or more backticks or tildes, closed by a fence of the same
// character at least as long. Pure: no I/O.

/** The lines one suggestion block proposes. */
export type SuggestedLines = readonly string[];

const openingFence = /^ {0,3}(`{3,}|~{3,})[ \t]*suggestion[ \t]*$/;

/** The lines of a text, without their line ends (`\r\n` or `\n`). */
function linesOf(text: string): string[] {
  return text.split(/\r?\n/);
}

/** A fence of `character` longer than any run of it that starts a line of `lines`, and at least three. */
function fenceFor(lines: readonly string[], character: '`' | '~'): string {
  let longest = 2;
  for (const line of lines) {
    const run = new RegExp(`^ {0,3}(\\${character}+)`).exec(line)?.[1]?.length ?? 0;
    longest = Math.max(longest, run);
  }
  return character.repeat(longest + 1);
}

/** The block GitHub's "Add a suggestion" button writes: the selected lines inside a ```suggestion fence. */
export function suggestionBlock(lines: SuggestedLines): string {
  const fence = fenceFor(lines, '`');
  return [`${fence}suggestion`, ...lines, fence].join('\n');
}

interface Block {
  /** Index of the opening fence's line, and of the line after the block. */
  start: number;
  end: number;
  lines: string[];
}

/** The suggestion blocks of a comment's lines; a block left open runs to the end, as CommonMark says. */
function blocksOf(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const fence = openingFence.exec(lines[index]!)?.[1];
    if (!fence) {
      index += 1;
      continue;
    }
    const closing = new RegExp(`^ {0,3}\\${fence[0]}{${fence.length},}[ \\t]*$`);
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end]!)) end += 1;
    blocks.push({ start: index, end: Math.min(end + 1, lines.length), lines: lines.slice(index + 1, end) });
    index = end + 1;
  }
  return blocks;
}

/** The suggestions a comment's body holds, in order (GitHub applies a comment's first). */
export function suggestionsIn(body: string): SuggestedLines[] {
  return blocksOf(linesOf(body)).map((block) => block.lines);
}

/**
 * The head lines a comment covers, from its `diff_hunk` (the patch up to and including the comment's last line):
 * the last `count` lines of the hunk's new side.
 */
export function replacedLines(diffHunk: string, count: number): string[] {
  const newSide = linesOf(diffHunk)
    .filter((line) => !line.startsWith('@@') && !line.startsWith('-') && !line.startsWith('\\'))
    .map((line) => line.slice(1));
  return count <= 0 ? [] : newSide.slice(-count);
}

/**
 * The body with each suggestion shown as the change it makes: a ```diff block of the lines it replaces (`-`) and the
 * lines it proposes (`+`), instead of the raw fence.
 */
export function suggestionAsChange(body: string, replaced: readonly string[]): string {
  const lines = linesOf(body);
  const shown: string[] = [];
  let cursor = 0;
  for (const block of blocksOf(lines)) {
    const change = [...replaced.map((line) => `-${line}`), ...block.lines.map((line) => `+${line}`)];
    const fence = fenceFor(change, '`');
    shown.push(...lines.slice(cursor, block.start), `${fence}diff`, ...change, fence);
    cursor = block.end;
  }
  shown.push(...lines.slice(cursor));
  return shown.join('\n');
}

/**
 * A file's text with lines `start`..`end` (1-based, inclusive) replaced by the suggestion, keeping the file's line
 * ends (`\r\n` when it has them) and its last newline; undefined when the range is not in the file.
 */
export function applySuggestion(
  text: string,
  start: number,
  end: number,
  suggested: SuggestedLines,
): string | undefined {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const endsWithNewline = text.endsWith('\n');
  const lines = linesOf(endsWithNewline ? text.slice(0, text.endsWith('\r\n') ? -2 : -1) : text);
  if (text === '' || start < 1 || end < start || end > lines.length) return undefined;
  const result = [...lines.slice(0, start - 1), ...suggested, ...lines.slice(end)];
  return result.join(eol) + (endsWithNewline && result.length > 0 ? eol : '');
}

/**
 * Where the lines a suggestion replaces are in a newer text of the file: the 1-based line they start on, the nearest
 * to `near` when they are there more than once; undefined when they are not there any more.
 */
export function relocateSuggestion(text: string, replaced: readonly string[], near: number): number | undefined {
  if (replaced.length === 0) return undefined;
  const lines = linesOf(text);
  let best: number | undefined;
  for (let start = 0; start + replaced.length <= lines.length; start += 1) {
    if (!replaced.every((line, offset) => lines[start + offset] === line)) continue;
    if (best === undefined || Math.abs(start + 1 - near) < Math.abs(best - near)) best = start + 1;
  }
  return best;
}

/** The fields of a review comment that place its suggestion (`pull-request-review-comment`). */
export interface PlacedComment {
  body: string;
  diff_hunk: string;
  line?: number | null;
  original_line?: number | null;
  start_line?: number | null;
  original_start_line?: number | null;
}

/** The head lines a comment covers on the commit it was written on, 1-based and inclusive. */
export function coveredLines(comment: PlacedComment): { start: number; end: number } | undefined {
  const end = comment.original_line ?? comment.line;
  if (!end) return undefined;
  return { start: comment.original_start_line ?? comment.start_line ?? end, end };
}

/** A comment's body as a thread shows it: each suggestion as the change it makes to the lines it covers. */
export function commentAsChange(comment: PlacedComment): string {
  const covered = coveredLines(comment);
  if (!covered || suggestionsIn(comment.body).length === 0) return comment.body;
  return suggestionAsChange(comment.body, replacedLines(comment.diff_hunk, covered.end - covered.start + 1));
}
