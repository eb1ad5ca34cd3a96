// Mermaid diagrams in the preview (https://mermaid.js.org/config/usage.html). A diagram arrives as a ```mermaid code
// block in the shape its service draws one, which the local dialect copies (`mermaidSourceSelector`, dialect/index.ts):
// Qiita's code frame (`div.code-frame[data-lang="mermaid"]`), GitHub's `pre > code.language-mermaid` or
// `pre[lang=mermaid]`, and a `<pre class="mermaid">`. Mermaid is large, so its script (media/preview/mermaid.js, built
// from mermaid-entry.ts) is added to the page only when a document first has a diagram, with the page's own nonce:
// the CSP stays as strict as before. It renders with `securityLevel: 'strict'` (labels sanitized, no click handlers)
// and the VS Code theme's kind; the SVG's <style> gets the nonce and its style attributes go through the CSSOM, the
// two ways the CSP lets a page style itself without 'unsafe-inline'.
//
// A hostile or pathological source must not stall the page: each diagram gets `diagramTimeLimitMs` to draw, after
// which it stays as its code block with a quiet note and the next diagram draws; one mermaid refuses stays as code too.
// What mermaid draws goes through DOMPurify's SVG profile (sanitize-config.ts) before it enters the page.
import DOMPurify from 'dompurify';
import { mermaidSourceSelector } from './dialect/index';
import { diagramPurifyConfig } from './sanitize-config';
import { withinTimeLimit } from './time-limit';

/**
 * How long one diagram may take to draw. Mermaid draws a large flowchart in well under a second; a few seconds leaves
 * room for a slow machine, and past that the writer is better served by the code than by waiting.
 */
export const diagramTimeLimitMs = 5_000;

export interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

declare global {
  interface Window {
    devdeskMermaid?: MermaidApi;
  }
}

// Qiita's code frame was missing here, so a Qiita article's diagram stayed code in both renderings (issue 38).
const selector = `pre.mermaid, pre[lang="mermaid"], ${mermaidSourceSelector}`;

let loading: Promise<MermaidApi | undefined> | undefined;
let themeOf: string | undefined;
let counter = 0;

/** The `<pre>` elements among `nodes` (or inside them) that hold a diagram's source. */
export function diagramBlocks(nodes: readonly Node[]): HTMLElement[] {
  const found = new Set<HTMLElement>();
  const candidates = nodes.flatMap((node) =>
    node instanceof HTMLElement
      ? [...(node.matches(selector) ? [node] : []), ...Array.from(node.querySelectorAll<HTMLElement>(selector))]
      : [],
  );
  for (const element of candidates) {
    const pre = element.tagName === 'PRE' ? element : element.parentElement;
    if (pre && !pre.classList.contains('diagram-drawn') && !pre.classList.contains('diagram-refused')) found.add(pre);
  }
  return [...found];
}

function pageNonce(): string {
  return (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce ?? '';
}

function loadMermaid(): Promise<MermaidApi | undefined> {
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.nonce = pageNonce();
    script.src = document.body.dataset.mermaidSrc ?? '';
    script.addEventListener('load', () => {
      if (!window.devdeskMermaid) document.body.dataset.diagramsFailed = 'no mermaid';
      resolve(window.devdeskMermaid);
    });
    script.addEventListener('error', () => {
      document.body.dataset.diagramsFailed = 'load';
      resolve(undefined);
    });
    document.head.append(script);
  });
  return loading;
}

function currentTheme(): string {
  return document.body.classList.contains('vscode-dark') || document.body.classList.contains('vscode-high-contrast')
    ? 'dark'
    : 'default';
}

/**
 * The SVG as elements the page may show: sanitized (no scripts, handlers or `javascript:` links), its styles by nonce
 * and through the CSSOM.
 */
function svgElement(svg: string, nonce: string): Element | undefined {
  const fragment = DOMPurify.sanitize(svg, diagramPurifyConfig) as unknown as DocumentFragment;
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg') return undefined;
  for (const element of [root, ...Array.from(root.querySelectorAll('[style]'))]) {
    const css = element.getAttribute('style');
    if (css === null) continue;
    element.removeAttribute('style');
    (element as SVGElement).style.cssText = css;
  }
  for (const style of Array.from(root.querySelectorAll('style'))) {
    style.setAttribute('nonce', nonce);
    (style as HTMLStyleElement).nonce = nonce;
  }
  return root;
}

/** The code block stays as it is, with a quiet note saying why it is not a diagram (the page's CSS shows it). */
function leaveAsCode(pre: HTMLElement, note: string, reason: string): void {
  pre.classList.add('diagram-refused');
  pre.dataset.diagramNote = note;
  pre.dataset.diagramError = reason.slice(0, 200);
}

/** What mermaid leaves in the page while it draws (a container in the body) when it never finishes. */
function removeLeftovers(id: string): void {
  document.getElementById(`d${id}`)?.remove();
  document.getElementById(id)?.remove();
}

/**
 * Draws every diagram among `nodes`, one after another; a source mermaid cannot read, or does not draw within the time
 * limit, stays as its code block. Returns how many it handled.
 */
export async function drawDiagrams(nodes: readonly Node[]): Promise<number> {
  const blocks = diagramBlocks(nodes);
  if (blocks.length === 0) return 0;
  const mermaid = await loadMermaid();
  if (!mermaid) return 0;
  const theme = currentTheme();
  if (themeOf !== theme) {
    // mermaid measures each label in a copy of the diagram in the body, before the page gives its <style> the nonce:
    // the CSP refuses that style, so the label is measured in the body's font. Drawn in the style's font size (16px
    // unless told), it would be wider than its box and clipped; told the body's size, it fits the box it measured.
    const fontSize = getComputedStyle(document.body).fontSize;
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme,
      fontFamily: 'var(--vscode-font-family)',
      themeVariables: { fontSize },
    });
    themeOf = theme;
  }
  const nonce = pageNonce();
  let drawn = 0;
  for (const pre of blocks) {
    const source = pre.textContent ?? '';
    // The SVG's id, in mermaid's measuring copy and in the page: preview.css sizes its labels' paragraphs by it.
    const id = `devdesk-diagram-${++counter}`;
    const outcome = await withinTimeLimit(mermaid.render(id, source), diagramTimeLimitMs);
    drawn += 1;
    if (outcome.kind === 'timedOut') {
      removeLeftovers(id);
      leaveAsCode(pre, document.body.dataset.diagramTimedOut ?? '', 'timed out');
      continue;
    }
    // mermaid's parse error: the source stays readable as code, and the page says why (tests read it)
    if (outcome.kind === 'failed') {
      removeLeftovers(id);
      leaveAsCode(
        pre,
        document.body.dataset.diagramRefused ?? '',
        String((outcome.error as Error)?.message ?? outcome.error),
      );
      continue;
    }
    const element = svgElement(outcome.value.svg, nonce);
    if (!element) {
      leaveAsCode(pre, document.body.dataset.diagramRefused ?? '', 'no svg');
      continue;
    }
    const figure = document.createElement('div');
    figure.className = 'mermaid-diagram';
    figure.setAttribute('role', 'img');
    figure.setAttribute('aria-label', source.trim().split('\n')[0] ?? '');
    figure.append(element);
    // Inside its <pre>: the page's top-level blocks stay the same elements (scroll sync, the block patcher).
    pre.classList.add('diagram-drawn');
    pre.replaceChildren(figure);
  }
  return drawn;
}
