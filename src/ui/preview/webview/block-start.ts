// Where a block-level marked extension may start in what is left of the document (marked's `start`, used to cut a
// paragraph short: https://marked.js.org/using_pro#extensions). marked asks it at every paragraph with the whole rest
// of the document, so a search through all of it makes lexing quadratic (a 100 KB article took half a second per
// keystroke). A paragraph ends at the first blank line whatever follows, so the search stops there: same answer for
// the paragraph, bounded work.
export function blockStart(src: string, linePattern: RegExp): number | undefined {
  const blank = /\n[ \t]*\n/.exec(src);
  const within = blank ? src.slice(0, blank.index + 1) : src;
  return linePattern.exec(within)?.index;
}
