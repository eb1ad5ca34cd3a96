// Footnotes through marked-footnote (https://github.com/bent10/marked-extensions/tree/main/packages/footnote), drawn
// as cmark-gfm draws them (https://github.com/github/cmark-gfm, src/html.c; the shape qiita_marker's
// test/test_footnotes.rb shows): `<sup>` references numbered in order of first use, and the definitions closing the
// document in `<section class="footnotes" data-footnotes>`. GitHub adds `aria-describedby` and a hidden heading.
import markedFootnote from 'marked-footnote';
import type { MarkedExtension, Tokens } from 'marked';
import { escapeHtml } from './html';

interface FootnoteRef {
  label: string;
}

interface Footnote {
  label: string;
  content: Tokens.Generic[];
}

export function footnoteExtensions(shape: { github: boolean }): MarkedExtension[] {
  const anchor = (label: string) => escapeHtml(label.toLowerCase());
  // Numbered here, in order of first reference, per document (marked-footnote's own count runs only through its
  // renderer, which these replace).
  const numbers = new Map<string, number>();
  const drawn: MarkedExtension = {
    hooks: {
      preprocess(markdown) {
        numbers.clear();
        return markdown;
      },
    },
    extensions: [
      {
        name: 'footnoteRef',
        renderer(token) {
          const { label } = token as unknown as FootnoteRef;
          if (!numbers.has(label)) numbers.set(label, numbers.size + 1);
          const described = shape.github ? ' aria-describedby="footnote-label"' : '';
          const link =
            `<a href="#fn-${anchor(label)}" id="fnref-${anchor(label)}" data-footnote-ref${described}>` +
            `${numbers.get(label)!}</a>`;
          return `<sup${shape.github ? '' : ' class="footnote-ref"'}>${link}</sup>`;
        },
      },
      {
        name: 'footnotes',
        renderer(token) {
          const items = (token as unknown as { items?: Footnote[] }).items ?? [];
          if (items.length === 0) return '';
          const listed = items.map(({ label, content }, index) => {
            const back =
              `<a href="#fnref-${anchor(label)}" class="footnote-backref" data-footnote-backref ` +
              `data-footnote-backref-idx="${index + 1}" aria-label="Back to reference ${index + 1}">↩</a>`;
            const body = this.parser.parse(content).trimEnd();
            const withBack = body.endsWith('</p>') ? `${body.slice(0, -4)} ${back}</p>` : `${body} ${back}`;
            return `<li id="fn-${anchor(label)}">\n${withBack}\n</li>`;
          });
          const heading = shape.github ? '<h2 id="footnote-label" class="sr-only">Footnotes</h2>\n' : '';
          const list = `<ol>\n${listed.join('\n')}\n</ol>\n`;
          return `<section class="footnotes" data-footnotes>\n${heading}${list}</section>\n`;
        },
      },
    ],
  };
  return [markedFootnote(), drawn];
}
