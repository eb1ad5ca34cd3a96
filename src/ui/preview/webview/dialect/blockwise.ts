// Each top-level block's HTML, out of the one parse that draws the whole document. marked's parser draws the
// top-level tokens one after another and joins their HTML (https://marked.js.org/using_pro#hooks: `provideParser`
// gives the parser `parse` uses), so one parser drawing them one at a time makes the same HTML, in pieces. Whatever
// the dialect numbers across the document (footnotes, Qiita's heading ids) is drawn in the same order as before.
// The page sanitizes and replaces only the pieces that changed (webview/local-patch.ts).
import { Parser, type MarkedExtension, type MarkedOptions, type Token } from 'marked';

/** One top-level block of a local rendering. */
export interface BlockHtml {
  html: string;
  /** Its source may hold HTML of the writer's own (a `<`): that HTML may open an element later blocks land in. */
  rawHtml: boolean;
}

export interface Blockwise {
  /** Give it to the dialect's `Marked` instance with `use`, last. */
  extension: MarkedExtension;
  /** The blocks of the document the instance parsed last. */
  lastBlocks(): BlockHtml[];
  /** Its top-level tokens, one for each block (with the reference definitions as marked keeps them: `links`). */
  lastTokens(): Token[] & { links?: unknown };
}

export function blockwise(): Blockwise {
  let blocks: BlockHtml[] = [];
  let lastTokens: Token[] = [];
  const parseByBlock = (tokens: Token[], options?: MarkedOptions): string => {
    lastTokens = tokens;
    blocks = drawBlocks(tokens, new Parser(options));
    return blocks.map((block) => block.html).join('');
  };
  return {
    extension: {
      hooks: {
        // Inline parsing (`parseInline`) answers `false`: marked's own parser then (a hook's `false` falls back).
        provideParser: ((block?: boolean) => (block === false ? false : parseByBlock)) as never,
      },
    },
    lastBlocks: () => blocks,
    lastTokens: () => lastTokens,
  };
}

/** Each token drawn on its own, in order, by one parser. */
export function drawBlocks(tokens: readonly Token[], parser: Parser): BlockHtml[] {
  return tokens.map((token) => ({ html: parser.parse([token]), rawHtml: mayHoldHtml(token) }));
}

/** A `<` in the source, or the footnotes (their definitions' text comes from all over the document). */
function mayHoldHtml(token: Token): boolean {
  return token.type === 'footnotes' || (token.raw ?? '').includes('<');
}
