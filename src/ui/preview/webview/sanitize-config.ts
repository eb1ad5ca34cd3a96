// The sanitizer's allow-list for service and fallback HTML, pure data and small decisions (node:test:
// test/unit/ui/preview-sanitize.test.ts); the webview hands it to DOMPurify (https://github.com/cure53/DOMPurify),
// which parses with the browser's own parser, the one that then renders the result.
//
// Kept: HTML's text-level and block elements, tables, images, details/summary, task-list checkboxes (disabled).
// Dropped: scripts and every event handler (DOMPurify's own rules), SVG and MathML (math is TeX text here), forms and
// their controls, frames, objects, embeds, <base>, <meta>, <link>, <style> and style attributes (no CSS that
// loads from elsewhere), and any URL that is not http(s), mailto, a fragment or a relative path — data: survives only
// as an image's source (data:image/ of a raster type).
import type { Config } from 'dompurify';

export const forbiddenTags = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'button',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'template',
  'noscript',
  'portal',
  'dialog',
];
export const forbiddenAttributes = [
  'style',
  'action',
  'formaction',
  'srcset',
  'srcdoc',
  'ping',
  'background',
  'poster',
  'xlink:href',
  'target',
  'autofocus',
];

/** http(s), mailto, `#fragment`, or a relative reference (no scheme before the first `/`, `?` or `#`). */
export const allowedUriPattern = /^(?:https?:|mailto:|#|(?![a-z][a-z0-9+.-]*:)[^\s]*$)/i;

export const purifyConfig: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: forbiddenTags,
  FORBID_ATTR: forbiddenAttributes,
  ALLOWED_URI_REGEXP: allowedUriPattern,
  ALLOW_DATA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // ids and names of the service's HTML become `user-content-…` (as GitHub does), so nothing they name can shadow
  // the page's own globals (DOM clobbering); fragment links are resolved with that prefix.
  SANITIZE_NAMED_PROPS: true,
  SANITIZE_DOM: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM_FRAGMENT: true,
};

/**
 * The SVG a mermaid diagram is drawn as goes through DOMPurify too, with its SVG profile: mermaid's own sanitizing
 * (`securityLevel: 'strict'`, https://mermaid.js.org/config/usage.html#securitylevel) is the first guard, this the
 * second. Kept: SVG shapes, text and markers, the `<style>` mermaid themes it with (given the page's nonce) and style
 * attributes (applied through the CSSOM), and the HTML of its labels inside `<foreignObject>`. Dropped: scripts,
 * every event handler, and any link that is not http(s), mailto, a fragment or relative (no `javascript:`).
 */
export const diagramPurifyConfig: Config = {
  USE_PROFILES: { svg: true, svgFilters: true, html: true },
  // mermaid's labels are HTML inside <foreignObject>, which DOMPurify lets hold HTML only when told
  ADD_TAGS: ['foreignObject'],
  HTML_INTEGRATION_POINTS: { 'annotation-xml': true, foreignobject: true },
  FORBID_TAGS: forbiddenTags.filter((tag) => tag !== 'svg' && tag !== 'style'),
  FORBID_ATTR: forbiddenAttributes.filter((attribute) => attribute !== 'style'),
  ALLOWED_URI_REGEXP: allowedUriPattern,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_DOM_FRAGMENT: true,
};

/** Whether a `src` may stay on an image: https, a raster data: image, or relative (resolved by the extension). */
export function isAllowedImageSource(src: string): boolean {
  const value = src.trim();
  if (/^data:/i.test(value)) return /^data:image\/(?:png|gif|jpeg|webp|avif|bmp);base64,[a-z0-9+/=\s]*$/i.test(value);
  return allowedUriPattern.test(value) && !/^(?:mailto:|#|http:)/i.test(value) && !value.startsWith('//');
}

/**
 * Why an image's place is shown without it: `http` for an image over plain http, which Qiita shows (and GitHub, through
 * its image proxy) but the preview does not load (its page loads images over https only); undefined otherwise.
 */
export function refusedImageReason(src: string): 'http' | undefined {
  return /^http:\/\/[^\s]/i.test(src.trim()) ? 'http' : undefined;
}

/** An `<input>` survives only as a disabled checkbox (task lists). */
export function isAllowedInput(type: string | null): boolean {
  return (type ?? '').toLowerCase() === 'checkbox';
}

/** What a click on a link means: a fragment in the page, a URL for the extension to open, or nothing. */
export type LinkTarget = { kind: 'fragment'; id: string } | { kind: 'open'; href: string } | { kind: 'none' };

export function linkTarget(href: string | null): LinkTarget {
  const value = (href ?? '').trim();
  if (value === '') return { kind: 'none' };
  if (value.startsWith('#')) return { kind: 'fragment', id: decodeURIComponentSafe(value.slice(1)) };
  if (!allowedUriPattern.test(value)) return { kind: 'none' };
  return { kind: 'open', href: value };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
