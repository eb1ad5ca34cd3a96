// Images of a rendering whose sources are relative to the document: the page cannot load them itself (its CSP
// admits no file), so their sources are taken off and the extension answers with what may be shown.
import { refusedAttribute } from './sanitize-hooks';

/**
 * Images whose source the sanitizer took off for a reason (sanitize-hooks.ts): each keeps its place, a quiet note
 * after it saying why (the page's CSS shows it), as a diagram left as code does.
 */
export function noteRefusedImages(fragment: DocumentFragment, note: string): void {
  for (const image of Array.from(fragment.querySelectorAll(`img[${refusedAttribute}]`))) {
    if (image.nextElementSibling?.classList.contains('image-refused')) continue;
    const span = document.createElement('span');
    span.className = 'image-refused';
    span.textContent = note;
    image.after(span);
  }
}

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
