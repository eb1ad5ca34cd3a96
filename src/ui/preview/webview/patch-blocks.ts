// Which top-level blocks of the page a new rendering changes, pure (test/unit/ui/preview-patch-blocks.test.ts).
// Each block is known by a key (its sanitized HTML, before math, images and diagrams are filled in); the blocks
// before the first difference and after the last one keep their DOM, so a keystroke replaces the one block it
// touched and the page keeps its typeset math, loaded images, highlighted code and drawn diagrams elsewhere.

export interface ChangedRange {
  /** The first block that differs (same index in both). */
  start: number;
  /** Past the last old block to replace. */
  oldEnd: number;
  /** Past the last new block to insert. */
  newEnd: number;
}

export function changedRange(oldKeys: readonly string[], newKeys: readonly string[]): ChangedRange {
  let start = 0;
  const shorter = Math.min(oldKeys.length, newKeys.length);
  while (start < shorter && oldKeys[start] === newKeys[start]) start += 1;
  let oldEnd = oldKeys.length;
  let newEnd = newKeys.length;
  while (oldEnd > start && newEnd > start && oldKeys[oldEnd - 1] === newKeys[newEnd - 1]) {
    oldEnd -= 1;
    newEnd -= 1;
  }
  return { start, oldEnd, newEnd };
}
