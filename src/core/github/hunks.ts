// Which lines of each side a pull request's diff shows: GitHub accepts a review comment only on a line inside a
// hunk of the file's patch (https://docs.github.com/en/rest/pulls/comments#create-a-review-comment-for-a-pull-request,
// `line` and `side`), so these are the lines the diff editor and the agent's comment tool offer for new comments.
// Pure, no imports: the UI's main bundle has it through ui/base/core.ts.

/** Lines `start`..`end`, 1-based and inclusive. */
export interface LineSpan {
  readonly start: number;
  readonly end: number;
}

export interface Hunks {
  /** Lines of the base side (GitHub's `LEFT`). */
  readonly base: readonly LineSpan[];
  /** Lines of the head side (GitHub's `RIGHT`). */
  readonly head: readonly LineSpan[];
}

const hunkHeader = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm;

function span(start: string, count: string | undefined): LineSpan | undefined {
  const length = count === undefined ? 1 : Number(count);
  return length > 0 ? { start: Number(start), end: Number(start) + length - 1 } : undefined;
}

/** The spans of every hunk of a unified-diff patch; a file without a patch (binary, too large) has none. */
export function hunksOf(patch: string | undefined | null): Hunks {
  const base: LineSpan[] = [];
  const head: LineSpan[] = [];
  for (const match of (patch ?? '').matchAll(hunkHeader)) {
    const left = span(match[1]!, match[2]);
    const right = span(match[3]!, match[4]);
    if (left) base.push(left);
    if (right) head.push(right);
  }
  return { base, head };
}

/** `3-9,40-52`: spans as a URI query value. */
export function formatSpans(spans: readonly LineSpan[]): string {
  return spans.map(({ start, end }) => `${start}-${end}`).join(',');
}

export function parseSpans(text: string | null | undefined): LineSpan[] {
  const spans: LineSpan[] = [];
  for (const part of (text ?? '').split(',')) {
    const match = /^(\d+)-(\d+)$/.exec(part);
    if (match && Number(match[1]) >= 1 && Number(match[2]) >= Number(match[1]))
      spans.push({ start: Number(match[1]), end: Number(match[2]) });
  }
  return spans;
}

/**
 * Whether GitHub takes a new comment on lines `first`..`last` (1-based) of a side whose diff shows `spans`: both
 * ends in one hunk (a multi-line comment's `start_line` "must be part of the same hunk as the line",
 * https://docs.github.com/en/rest/pulls/comments#create-a-review-comment-for-a-pull-request).
 */
export function withinOneHunk(spans: readonly LineSpan[], first: number, last = first): boolean {
  return spans.some((span) => span.start <= first && last <= span.end);
}
