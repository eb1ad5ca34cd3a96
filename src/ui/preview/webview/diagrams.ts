// Mermaid diagrams in the preview (https://mermaid.js.org/config/usage.html). A diagram arrives in three shapes: the
// local renderer's `<pre class="mermaid">`, a service's ```mermaid code block (`pre > code.language-mermaid`) and
// GitHub's `pre[lang=mermaid]`. Mermaid is large, so its script (media/preview/mermaid.js, built from
// mermaid-entry.ts) is added to the page only when a document first has a diagram, with the page's own nonce: the
// CSP stays as strict as before. It renders with `securityLevel: 'strict'` (labels sanitized, no click handlers)
// and the VS Code theme's kind; the SVG's <style> gets the nonce and its style attributes go through the CSSOM, the
// two ways the CSP lets a page style itself without 'unsafe-inline'.

export interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

declare global {
  interface Window {
    devdeskMermaid?: MermaidApi;
  }
}

const selector = 'pre.mermaid, pre > code.language-mermaid, pre[lang="mermaid"]';

let loading: Promise<MermaidApi | undefined> | undefined;
let themeOf: string | undefined;
let counter = 0;

/** The `<pre>` elements among `nodes` (or inside them) that hold a diagram's source. */
export function diagramBlocks(nodes: readonly Node[]): HTMLElement[] {
  const found = new Set<HTMLElement>();
  const candidates = nodes.flatMap((node) => (node instanceof HTMLElement ? [...(node.matches(selector) ? [node] : []), ...Array.from(node.querySelectorAll<HTMLElement>(selector))] : []));
  for (const element of candidates) {
    const pre = element.tagName === 'PRE' ? element : element.parentElement;
    if (pre && !pre.classList.contains('diagram-drawn')) found.add(pre);
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
  return document.body.classList.contains('vscode-dark') || document.body.classList.contains('vscode-high-contrast') ? 'dark' : 'default';
}

/** The SVG as elements the page may show under its CSP: styles by nonce and through the CSSOM. */
function svgElement(svg: string, nonce: string): Element | undefined {
  const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  if (parsed.nodeName !== 'svg') return undefined;
  for (const style of Array.from(parsed.querySelectorAll('style'))) style.setAttribute('nonce', nonce);
  const root = document.importNode(parsed, true);
  for (const element of [root, ...Array.from(root.querySelectorAll('[style]'))]) {
    const css = element.getAttribute('style');
    if (css === null) continue;
    element.removeAttribute('style');
    (element as SVGElement).style.cssText = css;
  }
  for (const style of Array.from(root.querySelectorAll('style'))) (style as HTMLStyleElement).nonce = nonce;
  return root;
}

/** Draws every diagram among `nodes`; a source mermaid cannot read stays as its code block. Returns how many it handled. */
export async function drawDiagrams(nodes: readonly Node[]): Promise<number> {
  const blocks = diagramBlocks(nodes);
  if (blocks.length === 0) return 0;
  const mermaid = await loadMermaid();
  if (!mermaid) return 0;
  const theme = currentTheme();
  if (themeOf !== theme) {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme, fontFamily: 'var(--vscode-font-family)' });
    themeOf = theme;
  }
  const nonce = pageNonce();
  let drawn = 0;
  for (const pre of blocks) {
    const source = pre.textContent ?? '';
    try {
      const { svg } = await mermaid.render(`devdesk-diagram-${++counter}`, source);
      const element = svgElement(svg, nonce);
      if (!element) continue;
      const figure = document.createElement('div');
      figure.className = 'mermaid-diagram';
      figure.setAttribute('role', 'img');
      figure.setAttribute('aria-label', source.trim().split('\n')[0] ?? '');
      figure.append(element);
      // Inside its <pre>: the page's top-level blocks stay the same elements (scroll sync, the block patcher).
      pre.classList.add('diagram-drawn');
      pre.replaceChildren(figure);
      drawn += 1;
    } catch (error) {
      // mermaid's parse error: the source stays readable as code, and the page says why (tests read it)
      pre.classList.add('diagram-drawn');
      pre.dataset.diagramError = String((error as Error)?.message ?? error).slice(0, 200);
      drawn += 1;
    }
  }
  return drawn;
}
