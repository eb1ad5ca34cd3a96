// What the tests read of the page beside its text: every element and attribute in the document (where the content's
// sanitizing is checked), and any global a hostile document may have tried to set.
import type { Snapshot } from './protocol';

export function auditPage(content: HTMLElement): Pick<Snapshot, 'elements' | 'globals'> {
  const elements = Array.from(document.querySelectorAll('*')).map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries(
      Array.from(element.attributes).map((attribute) => [attribute.name, attribute.value]),
    ),
    inContent: content.contains(element),
  }));
  return { elements, globals: Object.keys(window).filter((key) => /^(?:xss|pwned|devdeskXss)/i.test(key)) };
}
