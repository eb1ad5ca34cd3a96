// Math in the preview. The services leave TeX for the page to typeset, each in its own shape:
// - Qiita (https://github.com/increments/qiita-markdown, filters/inline_math.rb;
//   https://qiita.com/Qiita/items/c686397e4a0f4f11683d, "数式"): `$…$` and `$$…$$` stay in the text (a `$$`
//   block is a paragraph with line breaks), `` $`…`$ `` is a span holding `$…$`, and a ```` ```math ```` block is
//   a code frame of language `math`;
// - GitHub: the same delimiters inside `<math-renderer>` elements (which the sanitizer unwraps to their text), and
//   ```` ```math ```` as a code block of language `math` ("Writing mathematical expressions", one of the pages
//   under https://docs.github.com/get-started/writing-on-github/working-with-advanced-formatting);
// - older answers mark math with `div.math` / `span.math` elements.
// The preview typesets all of these with KaTeX (https://katex.org/docs/api) after sanitizing, into elements it
// builds itself (styles set through the DOM, which the page's CSP allows, never as markup). Delimiters are looked
// for in text only, never inside code, preformatted text or a text area (as MathJax's skipHtmlTags, which Qiita's
// page uses: https://docs.mathjax.org/en/latest/options/document.html#skipHtmlTags).
//
// Safe by KaTeX's options: `trust: false` refuses \href, \url, \includegraphics and \html… commands, `maxExpand`
// and `maxSize` bound macro loops and sizes, and errors render as the source in the error colour.
import katex from 'katex';

export interface MathSource {
  tex: string;
  display: boolean;
}

/** The TeX of a math element: `$$…$$` in a div (display) or `$…$` in a span (inline); else undefined. */
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

export type TextPiece = string | MathSource;

/**
 * `text` cut into plain text and formulas: `$$…$$` (display, across lines) and `$…$` (inline, on one line; no space
 * just inside the dollars, no digit right after the closing one, so `$5 or $10` stays text; `\$` is a dollar).
 * Undefined when it holds no formula.
 */
export function mathInText(text: string): TextPiece[] | undefined {
  if (!text.includes('$')) return undefined;
  const pieces: TextPiece[] = [];
  const formula = /\$\$([\s\S]+?)\$\$|(?<![\\$])\$(?![\s$])((?:\\.|[^\\\n$])*?[^\s\\$])\$(?![\d$])/g;
  let last = 0;
  for (const match of text.matchAll(formula)) {
    const tex = (match[1] ?? match[2]!).trim();
    if (tex === '') continue;
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push({ tex, display: match[1] !== undefined });
    last = match.index + match[0].length;
  }
  if (last === 0) return undefined;
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

const katexOptions = {
  throwOnError: false,
  output: 'html',
  trust: false,
  strict: 'ignore',
  maxExpand: 500,
  maxSize: 20,
} as const;

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

function fill(element: HTMLElement, source: MathSource): void {
  element.replaceChildren(...Array.from(typeset(source).childNodes));
  element.setAttribute('role', 'math');
  element.setAttribute('aria-label', source.tex);
  element.classList.add('math', 'typeset');
}

function mathElement(source: MathSource): HTMLElement {
  const element = document.createElement(source.display ? 'div' : 'span');
  fill(element, source);
  return element;
}

/** Where delimiters are not math: code, preformatted text, text areas, and formulas already typeset. */
const skipped = 'pre, code, kbd, samp, textarea, script, style, .typeset';

/** Typesets every formula under `root` in place; the TeX stays readable as the element's label. Returns how many. */
export function typesetMath(root: ParentNode): number {
  return typesetMarkedElements(root) + typesetMathCode(root) + typesetTextDelimiters(root);
}

function typesetMarkedElements(root: ParentNode): number {
  let count = 0;
  for (const element of Array.from(
    root.querySelectorAll<HTMLElement>('div.math:not(.typeset), span.math:not(.typeset)'),
  )) {
    const source = mathSource(element.tagName, element.textContent ?? '');
    if (!source || source.tex === '') continue;
    fill(element, source);
    count += 1;
  }
  return count;
}

/** ```math blocks: Qiita's code frame of language math, or a `pre > code.language-math`. */
function typesetMathCode(root: ParentNode): number {
  let count = 0;
  for (const code of Array.from(
    root.querySelectorAll<HTMLElement>('div.code-frame[data-lang="math"] pre > code, pre > code.language-math'),
  )) {
    const block = code.closest('div.code-frame[data-lang="math"]') ?? code.parentElement!;
    const tex = (code.textContent ?? '').trim();
    if (tex === '') continue;
    block.replaceWith(mathElement({ tex, display: true }));
    count += 1;
  }
  return count;
}

/** Runs of sibling text nodes and line breaks (`<br>` reads as a newline): a `$$` paragraph spans several. */
function textRuns(root: ParentNode): Node[][] {
  const runs: Node[][] = [];
  const visit = (parent: ParentNode) => {
    let run: Node[] = [];
    const close = () => {
      if (run.some((node) => node.nodeType === 3 && (node.textContent ?? '').includes('$'))) runs.push(run);
      run = [];
    };
    for (const child of Array.from(parent.childNodes)) {
      if (child.nodeType === 3 || (child.nodeType === 1 && (child as Element).tagName === 'BR')) {
        run.push(child);
        continue;
      }
      close();
      if (child.nodeType === 1 && !(child as Element).matches(skipped)) visit(child as Element);
    }
    close();
  };
  visit(root);
  return runs;
}

function typesetTextDelimiters(root: ParentNode): number {
  let count = 0;
  for (const run of textRuns(root)) {
    const text = run.map((node) => (node.nodeType === 3 ? (node.textContent ?? '') : '\n')).join('');
    const pieces = mathInText(text);
    if (!pieces) continue;
    const replacement = pieces.flatMap((piece): Node[] => {
      if (typeof piece !== 'string') return [mathElement(piece)];
      // Line breaks outside formulas stay line breaks.
      return piece
        .split('\n')
        .flatMap((line, index) => [
          ...(index > 0 ? [document.createElement('br')] : []),
          ...(line === '' ? [] : [document.createTextNode(line)]),
        ]);
    });
    count += pieces.filter((piece) => typeof piece !== 'string').length;
    const anchor = run[0]!;
    for (const node of replacement) anchor.parentNode!.insertBefore(node, anchor);
    for (const node of run) node.parentNode?.removeChild(node);
  }
  return count;
}
