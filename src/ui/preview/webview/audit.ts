// What the tests read of the page beside its text: every element and attribute in the document (where the content's
// sanitizing is checked), any global a hostile document may have tried to set, and where each drawn diagram's node
// labels sit in their shapes (a label must be whole and centred in its box).
import type { DiagramLabel, PageBox, Snapshot } from './protocol';

function box(rect: DOMRect): PageBox {
  return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
}

/**
 * `element`'s text, a space between its pieces (a `<br>` parts two), and the box of its glyphs as the page draws them
 * (its text nodes' boxes, not the elements').
 */
function glyphs(element: Element): { text: string; glyphs: PageBox } | undefined {
  const rects: DOMRect[] = [];
  const texts: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!text.textContent?.trim()) continue;
    texts.push(text.textContent.trim());
    const range = document.createRange();
    range.selectNodeContents(text);
    rects.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0));
  }
  if (rects.length === 0) return undefined;
  const glyphBox = {
    top: Math.min(...rects.map((rect) => rect.top)),
    bottom: Math.max(...rects.map((rect) => rect.bottom)),
    left: Math.min(...rects.map((rect) => rect.left)),
    right: Math.max(...rects.map((rect) => rect.right)),
  };
  return { text: texts.join(' '), glyphs: glyphBox };
}

/** Each node of each diagram in `content`: its label's glyphs, the frame that clips them, and its shape. */
function diagramLabels(content: HTMLElement): DiagramLabel[] {
  return Array.from(content.querySelectorAll('.mermaid-diagram svg g.node')).flatMap((node) => {
    const shape =
      node.querySelector(':scope > .label-container') ??
      Array.from(node.children).find((child) => !child.classList.contains('label'));
    const label = node.querySelector(':scope > g.label');
    const frame = label?.querySelector('foreignObject') ?? label;
    const drawn = label && glyphs(label);
    if (!shape || !frame || !drawn) return [];
    return [
      {
        ...drawn,
        frame: box(frame.getBoundingClientRect()),
        shape: box(shape.getBoundingClientRect()),
      },
    ];
  });
}

export function auditPage(content: HTMLElement): Pick<Snapshot, 'elements' | 'globals' | 'diagramLabels'> {
  const elements = Array.from(document.querySelectorAll('*')).map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries(
      Array.from(element.attributes).map((attribute) => [attribute.name, attribute.value]),
    ),
    inContent: content.contains(element),
  }));
  return {
    elements,
    globals: Object.keys(window).filter((key) => /^(?:xss|pwned|devdeskXss)/i.test(key)),
    diagramLabels: diagramLabels(content),
  };
}
