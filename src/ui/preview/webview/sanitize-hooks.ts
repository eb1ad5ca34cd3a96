// DOMPurify's hooks for the preview: what an allow-list alone cannot say. Only checkbox inputs stay, disabled and
// nameless (task lists); an image keeps its source only where sanitize-config allows it (one over http keeps its
// place, with a note saying why: images.ts); every link opens nothing of the page's (rel=noopener noreferrer).
import DOMPurify from 'dompurify';
import { isAllowedImageSource, isAllowedInput, refusedImageReason } from './sanitize-config';

/** Set by the sanitizer alone on an image whose source it took off for a reason the page says (images.ts). */
export const refusedAttribute = 'data-devdesk-refused';

export function installSanitizeHooks(): void {
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'input' && !isAllowedInput((node as Element).getAttribute('type')))
      node.parentNode?.removeChild(node);
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.tagName === 'INPUT') {
      element.setAttribute('disabled', '');
      element.removeAttribute('name');
    }
    if (element.tagName === 'IMG') {
      const src = element.getAttribute('src');
      element.removeAttribute(refusedAttribute);
      if (src !== null && !isAllowedImageSource(src)) {
        element.removeAttribute('src');
        const reason = refusedImageReason(src);
        if (reason) element.setAttribute(refusedAttribute, reason);
      }
    }
    if (element.tagName === 'A') element.setAttribute('rel', 'noopener noreferrer');
  });
}
