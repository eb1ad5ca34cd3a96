// Small HTML helpers of the local dialect renderer (pure: runs in the webview bundle and under node:test).

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Undoes the entities marked writes in text (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`). */
export function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * GFM's tag filter (https://github.github.com/gfm/#disallowed-raw-html-extension-): in raw HTML the `<` of these
 * nine elements becomes `&lt;`. The browser reads their content as raw text (`<xmp>`, `<plaintext>` to the end of
 * the page), so without it one `<title>` or `<xmp>` in a README would swallow everything after it.
 */
export function filterTags(html: string): string {
  return html.replace(
    /<(?=\/?(?:title|textarea|style|xmp|iframe|noembed|noframes|script|plaintext)(?:[\s/>]|$))/gi,
    '&lt;',
  );
}

/** A link's or image's URL as marked writes it (encodeURI, a `%` kept as typed); null when it cannot be encoded. */
export function cleanUrl(href: string): string | null {
  try {
    return encodeURI(href).replace(/%25/g, '%');
  } catch {
    return null;
  }
}

/**
 * HTML escaping as marked does it for attributes and text: with `encode`, every `&`; without it, an `&` that starts
 * no entity (so `&amp;` typed in a URL is not doubled).
 */
export function escapeLikeMarked(text: string, encode: boolean): string {
  const ampersand = encode ? /&/g : /&(?!#?\w+;)/g;
  return text
    .replace(ampersand, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * What Qiita's sanitizer does to raw HTML (https://qiita.com/Qiita/items/c686397e4a0f4f11683d, "HTML"): an
 * `<iframe>` or `<script>` embed vanishes whole, its content with it, and a link's `javascript:` address is dropped
 * (the link keeps its text).
 */
export function qiitaSanitizedHtml(html: string): string {
  return html
    .replace(/<(iframe|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?(?:iframe|script)\b[^>]*>/gi, '')
    .replace(/\shref\s*=\s*(?:"\s*javascript:[^"]*"|'\s*javascript:[^']*')/gi, '');
}

/** A link address Qiita drops: `javascript:` (any case, after blanks). */
export function isScriptAddress(href: string): boolean {
  return /^\s*javascript:/i.test(href);
}

/** Qiita's code frame file name is text: any markup in it is stripped (its CodeBlock filter). */
export function plainFileName(filename: string): string {
  return filename.replace(/<[^>]*>/g, '');
}
