// Images of a rendering whose sources are relative to the document: the page cannot load them itself (its CSP
// admits no file), so their sources are taken off and the extension answers with what may be shown.
/** Relative image sources, taken off their images (the extension answers with data: URLs for workspace files). */
export function relativeImages(fragment: DocumentFragment): Array<{ src: string }> {
  const found: Array<{ src: string }> = [];
  for (const image of Array.from(fragment.querySelectorAll('img[src]'))) {
    const src = image.getAttribute('src')!;
    if (/^(?:https?:|data:)/i.test(src)) continue;
    image.setAttribute('data-src', src);
    image.removeAttribute('src');
    found.push({ src });
  }
  return found;
}
