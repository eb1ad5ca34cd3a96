// Qiita's slide mode, pure (test/unit/ui/preview-slides.test.ts): a new page starts at each horizontal rule, the
// separator itself on no page; the page holding a source line is the count of separators above or on it.

/** The page (0-based) of each top-level element, in order; a separator's is -1. */
export function pagesOf(separators: readonly boolean[]): number[] {
  let page = 0;
  return separators.map((separator) => {
    if (!separator) return page;
    page += 1;
    return -1;
  });
}

/** How many pages: one more than the separators. */
export function pageCount(separators: readonly boolean[]): number {
  return separators.filter(Boolean).length + 1;
}

/** The page holding `line`: one past each separator on or above it (`separatorLines` are source lines). */
export function pageOfLine(separatorLines: readonly number[], line: number): number {
  return separatorLines.filter((separator) => separator <= line).length;
}
