// A file's change as GitHub writes it in `patch` (pull request files, compare, commits): unified diff hunks with three
// lines of context and no file headers, counted in additions and deletions. jsdiff computes the hunks; git's
// convention for an empty side (`-0,0`: "after line 0") is applied, which jsdiff writes as `-1,0`.
import { structuredPatch } from 'diff';

export interface FilePatch {
  patch: string;
  additions: number;
  deletions: number;
}

const text = (lines: readonly string[] | undefined) => (lines && lines.length > 0 ? `${lines.join('\n')}\n` : '');

/** The patch from `before` to `after` (undefined: the file is not there on that side). */
export function unifiedPatch(before: readonly string[] | undefined, after: readonly string[] | undefined): FilePatch {
  const { hunks } = structuredPatch('a', 'b', text(before), text(after), '', '', { context: 3 });
  const out: string[] = [];
  let additions = 0;
  let deletions = 0;
  for (const hunk of hunks) {
    const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
    const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
    out.push(`@@ -${oldStart},${hunk.oldLines} +${newStart},${hunk.newLines} @@`);
    for (const line of hunk.lines) {
      if (line.startsWith('\\')) continue; // "\ No newline at end of file": every emulated line ends with one
      if (line.startsWith('+')) additions += 1;
      if (line.startsWith('-')) deletions += 1;
      out.push(line);
    }
  }
  return { patch: out.join('\n'), additions, deletions };
}

/** Whether two sides hold the same lines (both absent counts as the same). */
export function sameLines(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((line, index) => line === b[index]);
}
