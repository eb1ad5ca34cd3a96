// Where tag completion applies in an article file: an entry of the front matter's `tags:` list (`  - Ty|`) or the
// inside of `tags: [ ]`. Pure, so node:test checks it (test/unit/ui/article-tag-position.test.ts).

/** Is the cursor on a tag entry of the front matter? */
export function inTagList(lines: readonly string[], line: number): boolean {
  if (lines[0]?.trim() !== '---') return false;
  const closing = lines.findIndex((text, index) => index > 0 && text.trim() === '---');
  if (closing !== -1 && line >= closing) return false;
  if (/^tags\s*:\s*\[/.test(lines[line] ?? '')) return true;
  if (!/^\s*-\s*/.test(lines[line] ?? '')) return false;
  for (let index = line - 1; index > 0; index -= 1) {
    if (/^\s*-/.test(lines[index])) continue;
    return /^tags\s*:\s*$/.test(lines[index]);
  }
  return false;
}
