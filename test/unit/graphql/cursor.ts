// Documents with a cursor written into them as `¦`: the text without it, and the zero-based position it marks.
import type { TextPosition } from '../../../src/core/graphql/language/index.js';

export const cursorMark = '¦';

export function withCursor(marked: string): { text: string; position: TextPosition } {
  const offset = marked.indexOf(cursorMark);
  if (offset < 0) throw new Error(`no ${cursorMark} in ${marked}`);
  const before = marked.slice(0, offset).split('\n');
  return {
    text: marked.slice(0, offset) + marked.slice(offset + 1),
    position: { line: before.length - 1, character: before.at(-1)!.length },
  };
}
