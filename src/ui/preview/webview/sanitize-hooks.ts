// DOMPurify's hooks for the preview: what an allow-list alone cannot say. Only checkbox inputs stay, disabled and
// nameless (task lists); an image keeps its source only where sanitize-config allows it; every link opens nothing
// of the page's (rel=noopener noreferrer).
import DOMPurify from 'dompurify';
import { isAllowedImageSource, isAllowedInput } from './sanitize-config';

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
      if (src !== null && !isAllowedImageSource(src)) element.removeAttribute('src');
    }
    if (element.tagName === 'A') element.setAttribute('rel', 'noopener noreferrer');
  });
}
