// Math in the preview. Qiita keeps TeX for the browser to typeset: `<div class="math">$$…$$</div>` for `$$` blocks
// and ```math fences, `<span class="math">$…$</span>` inline (https://qiita.com/Qiita/items/c686397e4a0f4f11683d,
// "数式"). The preview typesets those elements with KaTeX (https://katex.org/docs/api) after sanitizing, into
// elements it builds itself (styles set through the DOM, which the page's CSP allows, never as markup); the local
// fallback marks Qiita's math the same way (qiitaMathExtensions), so both paths show it typeset.
//
// Safe by KaTeX's options: `trust: false` refuses \href, \url, \includegraphics and \html… commands, `maxExpand`
// and `maxSize` bound macro loops and sizes, and errors render as the source in the error colour.
import katex from 'katex';
import type { TokenizerAndRendererExtension } from 'marked';
import { blockStart } from './block-start';

export interface MathSource {
  tex: string;
  display: boolean;
}

/** The TeX of a Qiita math element: `$$…$$` in a div (display) or `$…$` in a span (inline); else undefined. */
export function mathSource(tagName: string, text: string): MathSource | undefined {
  const value = text.trim();
  const tag = tagName.toLowerCase();
  if (tag === 'div') {
    const block = /^\$\$([\s\S]*?)\$\$$/.exec(value);
    // A ```math fence may come without its dollars.
    return { tex: (block ? block[1]! : value).trim(), display: true };
  }
  if (tag === 'span') {
    const inline = /^\$(?!\$)([\s\S]+?)\$$/.exec(value);
    return inline ? { tex: inline[1]!, display: false } : undefined;
  }
  return undefined;
}

const katexOptions = { throwOnError: false, output: 'html', trust: false, strict: 'ignore', maxExpand: 500, maxSize: 20 } as const;

/** Typeset formulas by their TeX: an edit elsewhere does not typeset them again. */
const typesetCache = new Map<string, HTMLElement>();
const cacheLimit = 500;

function typeset(source: MathSource): HTMLElement {
  const key = `${source.display ? 'D' : 'I'}${source.tex}`;
  let rendered = typesetCache.get(key);
  if (!rendered) {
    rendered = document.createElement('span');
    katex.render(source.tex, rendered, { ...katexOptions, displayMode: source.display });
    if (typesetCache.size >= cacheLimit) typesetCache.clear();
    typesetCache.set(key, rendered);
  }
  return rendered.cloneNode(true) as HTMLElement;
}

/** Typesets every Qiita math element under `root` in place; the TeX stays readable as the element's label. */
export function typesetMath(root: ParentNode): number {
  let count = 0;
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('div.math, span.math'))) {
    const source = mathSource(element.tagName, element.textContent ?? '');
    if (!source || source.tex === '') continue;
    element.replaceChildren(...Array.from(typeset(source).childNodes));
    element.setAttribute('role', 'math');
    element.setAttribute('aria-label', source.tex);
    element.classList.add('typeset');
    count += 1;
  }
  return count;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** For the local fallback of a Qiita article: `$$` blocks and `$…$` marked up as Qiita marks them. */
export const qiitaMathExtensions: TokenizerAndRendererExtension[] = [
  {
    name: 'qiitaMathBlock',
    level: 'block',
    start: (src) => blockStart(src, /^\$\$/m),
    tokenizer(src) {
      const match = /^\$\$[ \t]*\n?([\s\S]+?)\n?\$\$[ \t]*(?:\n+|$)/.exec(src);
      return match ? { type: 'qiitaMathBlock', raw: match[0], text: match[1]!.trim() } : undefined;
    },
    renderer: (token) => `<div class="math">$$\n${escapeHtml(token.text as string)}\n$$</div>\n`,
  },
  {
    name: 'qiitaMathInline',
    level: 'inline',
    start: (src) => {
      const index = src.indexOf('$');
      return index >= 0 ? index : undefined;
    },
    tokenizer(src) {
      // Not `$$`, not empty, and not a price: the closing `$` is not followed by a digit.
      const match = /^\$(?!\$)((?:\\.|[^\\\n$])+?)\$(?![\d$])/.exec(src);
      return match ? { type: 'qiitaMathInline', raw: match[0], text: match[1]! } : undefined;
    },
    renderer: (token) => `<span class="math">$${escapeHtml(token.text as string)}$</span>`,
  },
];
