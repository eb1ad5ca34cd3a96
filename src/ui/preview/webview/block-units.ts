// The pieces of a local rendering the page may sanitize one at a time, pure (test/unit/ui/preview-local-patch.test.ts).
// Parsed alone, a piece must give the nodes it gives inside the whole page. Markdown's own HTML is closed block by
// block; HTML written in the source may not be: `<details>` in one block and `</details>` three blocks later hold
// the blocks between, a `<div>` in a paragraph closes the `<p>` and stays open, and an unclosed `<b>` makes every
// later paragraph bold (the HTML parser reopens formatting elements:
// https://html.spec.whatwg.org/multipage/parsing.html#reconstruct-the-active-formatting-elements). So a block with
// HTML of the writer's own starts a unit that takes the next blocks until every element it opened is closed by its
// own end tag, innermost first; anything closed any other way (HTML the parser mends), a `<` that begins no whole
// tag or comment (an unfinished one takes the text after it), or an element never closed keeps the unit open to the
// end.
import type { BlockHtml } from './dialect';

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** An attribute: a name, and a value double-quoted, single-quoted or bare. */
const attribute = String.raw`\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?`;
/** A comment, or a tag whose attributes are all well quoted: anything else from a `<` may take text after it. */
const markup = new RegExp(String.raw`<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:${attribute})*\s*\/?>`, 'y');

/**
 * Elements open after some HTML, outermost first; `leaks`: the parser mends something there, which may reach any later
 * block.
 */
interface OpenElements {
  names: string[];
  leaks: boolean;
}

function follow(open: OpenElements, html: string): void {
  // Markdown's text reaches the HTML with `<` escaped: every `<` here begins markup.
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    markup.lastIndex = at;
    const match = markup.exec(html);
    if (!match) {
      open.leaks = true;
      return;
    }
    at = markup.lastIndex - 1;
    const [, closing, rawName] = match;
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (!closing) {
      if (!voidElements.has(name)) open.names.push(name);
      continue;
    }
    const opened = open.names.lastIndexOf(name);
    if (opened < 0) continue; // a stray end tag: the parser ignores it
    if (opened < open.names.length - 1) open.leaks = true;
    open.names.length = opened;
  }
}

/** The blocks' HTML grouped into units that parse alone as they parse in the whole page, in order. */
export function sanitizeUnits(blocks: readonly BlockHtml[]): string[] {
  const units: string[] = [];
  let unit = '';
  const open: OpenElements = { names: [], leaks: false };
  for (const block of blocks) {
    unit += block.html;
    if (block.rawHtml || open.names.length > 0) follow(open, block.html);
    if (open.names.length === 0 && !open.leaks && unit !== '') {
      units.push(unit);
      unit = '';
    }
  }
  if (unit !== '') units.push(unit);
  return units;
}
