// Footnotes as cmark-gfm's footnotes extension writes them (https://github.com/github/cmark-gfm, extensions and
// src/html.c; the shape qiita_marker's test/test_footnotes.rb expects): a `[^label]` that has a definition becomes a
// numbered `<sup>` link, numbered in the order first referenced; the definitions, in that order, close the document
// in `<section class="footnotes" data-footnotes>`, each with a link back. A reference without a definition, or a
// definition never referenced, stays as cmark-gfm leaves it (text, or nothing).
import type { MarkedExtension, Tokens } from 'marked';
import { escapeHtml } from './html.js';

export interface FootnoteShape {
  /** GitHub adds `aria-describedby` on references and a hidden heading in the section; Qiita's marker does not. */
  github: boolean;
}

interface State {
  definitions: Map<string, Tokens.Generic[]>;
  order: string[];
}

export function footnotes(shape: FootnoteShape): {
  extension: MarkedExtension;
  reset(): void;
  section(render: (tokens: Tokens.Generic[]) => string): string;
} {
  let state: State = { definitions: new Map(), order: [] };
  const extension: MarkedExtension = {
    extensions: [
      {
        name: 'footnoteDefinition',
        level: 'block',
        start: (src) => /^ {0,3}\[\^[^\]\s]+\]:/m.exec(src)?.index,
        tokenizer(src) {
          const match = /^ {0,3}\[\^([^\]\s]+)\]:[ \t]*([^\n]*(?:\n(?:(?: {4}|\t)[^\n]*|[ \t]*(?=\n)))*)(?:\n+|$)/.exec(
            src,
          );
          if (!match) return undefined;
          const label = match[1]!.toLowerCase();
          const body = match[2]!.replace(/\n(?: {4}|\t)/g, '\n').trim();
          if (!state.definitions.has(label))
            state.definitions.set(label, this.lexer.blockTokens(body, []) as Tokens.Generic[]);
          return { type: 'footnoteDefinition', raw: match[0] };
        },
        renderer: () => '',
      },
      {
        name: 'footnoteReference',
        level: 'inline',
        start: (src) => (src.includes('[^') ? src.indexOf('[^') : undefined),
        tokenizer(src) {
          const match = /^\[\^([^\]\s]+)\](?!:)/.exec(src);
          return match ? { type: 'footnoteReference', raw: match[0], label: match[1]!.toLowerCase() } : undefined;
        },
        renderer(token) {
          const label = token.label as string;
          if (!state.definitions.has(label)) return escapeHtml(token.raw);
          if (!state.order.includes(label)) state.order.push(label);
          const number = state.order.indexOf(label) + 1;
          const described = shape.github ? ' aria-describedby="footnote-label"' : '';
          return `<sup${shape.github ? '' : ' class="footnote-ref"'}><a href="#fn-${escapeHtml(label)}" id="fnref-${escapeHtml(label)}" data-footnote-ref${described}>${number}</a></sup>`;
        },
      },
    ],
  };
  return {
    extension,
    reset: () => {
      state = { definitions: new Map(), order: [] };
    },
    section(render) {
      if (state.order.length === 0) return '';
      const items = state.order.map((label, index) => {
        const back = `<a href="#fnref-${escapeHtml(label)}" class="footnote-backref" data-footnote-backref data-footnote-backref-idx="${index + 1}" aria-label="Back to reference ${index + 1}">↩</a>`;
        // The link back goes at the end of the last paragraph.
        const body = render(state.definitions.get(label)!)
          .trimEnd()
          .replace(/(<\/p>)?$/, (close) => ` ${back}${close}`);
        return `<li id="fn-${escapeHtml(label)}">\n${body}\n</li>`;
      });
      const heading = shape.github ? '<h2 id="footnote-label" class="sr-only">Footnotes</h2>\n' : '';
      return `<section class="footnotes" data-footnotes>\n${heading}<ol>\n${items.join('\n')}\n</ol>\n</section>\n`;
    },
  };
}
