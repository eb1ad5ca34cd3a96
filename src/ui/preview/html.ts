// The webview's page: a strict Content Security Policy
// (https://code.visualstudio.com/api/extension-guides/webview#content-security-policy), our stylesheet and our one
// nonce'd script from media/preview/, a toolbar, the banner and the content element. Nothing of the service's HTML is
// in here: it arrives by message and is sanitized in the webview.
import type { RendererSetting } from './renderer-choice';

export interface PageStrings {
  renderer: string;
  choices: Record<RendererSetting, string>;
  lock: string;
  lockTitle: string;
  retry: string;
  /** The banner's one-off exact render while the budget is low. */
  renderNow: string;
  /** The banner's notice when the local renderer shows a document as plain text (webview/limits.ts). */
  plainText: string;
  /** The quiet notes on a mermaid block left as code (webview/diagrams.ts): it took too long, or mermaid refused it. */
  diagramTimedOut: string;
  diagramRefused: string;
  /** The slide bar (webview/slides.ts): previous, next, "Page {0} / {1}", and the whole article's toggle. */
  slidePrevious: string;
  slideNext: string;
  slidePage: string;
  slideWhole: string;
  /** The quiet note after an image over http, whose place is shown without it (webview/images.ts). */
  imageHttp: string;
}

export interface PageOptions {
  cspSource: string;
  scriptUri: string;
  styleUri: string;
  /** KaTeX's stylesheet (its fonts beside it): the math's layout. */
  mathStyleUri: string;
  /** The diagrams' script, added to the page (with the page's nonce) only when a document has a diagram. */
  mermaidScriptUri: string;
  language: string;
  strings: PageStrings;
}

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `default-src 'none'`; images from https, data: and our own resources; our scripts (and diagram styles) by nonce; no
 * frames, objects or forms.
 */
export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `img-src https: data: ${cspSource}`,
    // The nonce also admits the <style> of a mermaid diagram's SVG, which diagrams.ts gives it (never 'unsafe-inline').
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
    "connect-src 'none'",
    "frame-src 'none'",
    "child-src 'none'",
    "object-src 'none'",
    "media-src 'none'",
    "worker-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** A script nonce: 18 random bytes, base64 (Web Crypto, in the extension host as in a browser). */
function nonceText(): string {
  return btoa(String.fromCharCode(...globalThis.crypto.getRandomValues(new Uint8Array(18))));
}

export function previewPage(options: PageOptions): string {
  const nonce = nonceText();
  const { strings } = options;
  const choices = (Object.keys(strings.choices) as RendererSetting[])
    .map((value) => `<option value="${value}">${escape(strings.choices[value])}</option>`)
    .join('');
  const data = [
    `data-plain-text="${escape(strings.plainText)}"`,
    `data-retry="${escape(strings.retry)}"`,
    `data-render-now="${escape(strings.renderNow)}"`,
    `data-diagram-timed-out="${escape(strings.diagramTimedOut)}"`,
    `data-diagram-refused="${escape(strings.diagramRefused)}"`,
    `data-mermaid-src="${escape(options.mermaidScriptUri)}"`,
    `data-slide-page="${escape(strings.slidePage)}"`,
    `data-image-http="${escape(strings.imageHttp)}"`,
  ].join(' ');
  const slides = [
    `<nav id="slides" hidden>`,
    `<button id="slide-previous" type="button" title="${escape(strings.slidePrevious)}">‹</button>`,
    ` <span id="slide-number"></span> `,
    `<button id="slide-next" type="button" title="${escape(strings.slideNext)}">›</button>`,
    ` <label><input type="checkbox" id="slide-whole"> ${escape(strings.slideWhole)}</label>`,
    `</nav>`,
  ].join('');
  const retry = `<button id="retry" type="button">${escape(strings.retry)}</button>`;
  return `<!DOCTYPE html>
<html lang="${escape(options.language)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(options.cspSource, nonce)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${escape(options.mathStyleUri)}">
<link rel="stylesheet" href="${escape(options.styleUri)}">
</head>
<body ${data}>
<div id="chrome">
<header id="toolbar">
<label>${escape(strings.renderer)} <select id="renderer">${choices}</select></label>
<span id="status"></span>
<span id="actions"></span>
<button id="exact" type="button" hidden></button>
<label title="${escape(strings.lockTitle)}"><input type="checkbox" id="lock"> ${escape(strings.lock)}</label>
</header>
${slides}
<div id="banner" role="status" hidden><span id="banner-text"></span> ${retry}</div>
</div>
<article class="markdown-body">
<h1 id="title" class="article-title" hidden></h1>
<div id="content"></div>
</article>
<script nonce="${nonce}" src="${escape(options.scriptUri)}"></script>
</body>
</html>`;
}
