// Markdown -> HTML for `rendered_body`, close to the service's flavour: GFM, single newlines become <br>,
// fenced code in a `code-frame` (code-frame.ts: the service's ```lang:filename syntax), raw HTML escaped (the service
// sanitizes it server-side; escaping is the safe approximation). `marked` is ESM-only, so it is loaded once with
// a dynamic import; the service awaits `loadRenderer()` before handling requests, then renders synchronously.
import type { Marked } from 'marked';
import { codeFrame } from './code-frame.js';
import { escapeHtml } from './html.js';

let markdown: Marked | undefined;
let loading: Promise<void> | undefined;
const cache = new Map<string, string>();
const cacheLimit = 2000;

export function loadRenderer(): Promise<void> {
  loading ??= import('marked').then(({ Marked: MarkedClass }) => {
    markdown = new MarkedClass({
      gfm: true,
      breaks: true,
      renderer: {
        code: ({ text, lang }) => codeFrame(text, lang),
        html: ({ text }) => escapeHtml(text),
      },
    });
  });
  return loading;
}

export function renderMarkdown(text: string): string {
  if (!markdown) throw new Error('renderMarkdown called before loadRenderer() resolved');
  let html = cache.get(text);
  if (html === undefined) {
    html = markdown.parse(text, { async: false });
    if (cache.size >= cacheLimit) cache.clear();
    cache.set(text, html);
  }
  return html;
}
