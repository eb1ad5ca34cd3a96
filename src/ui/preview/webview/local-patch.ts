// The page's content, patched: only the top-level nodes between the first and the last that differ are replaced
// (patch-blocks.ts), so a keystroke keeps the DOM of every other block (typeset math, loaded images, diagrams).
//
// Each node is known by its key: its sanitized HTML, before math, images and diagrams are filled in. The service's
// HTML comes whole and is sanitized whole. The local rendering comes in units (block-units.ts), and a unit drawn
// before is known by its HTML: its nodes' keys are kept, so only the units a keystroke changed are sanitized again
// (DOMPurify over a whole 100 KB article took 200 ms of every keystroke).
import DOMPurify from 'dompurify';
import { changedRange } from './patch-blocks';
import { purifyConfig } from './sanitize-config';

/** The key each top-level node of the content was drawn from. */
const blockKeys = new WeakMap<Node, string>();

function keyOf(node: Node): string {
  return node instanceof Element ? node.outerHTML : `#${node.nodeType}:${node.textContent ?? ''}`;
}

function sanitized(html: string): Node[] {
  return Array.from((DOMPurify.sanitize(html, purifyConfig) as unknown as DocumentFragment).childNodes);
}

/** Between units sanitized together: an element no writer can make (its attribute holds this page's random value). */
const separatorValue = Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join('');
const separator = `<span data-devdesk-unit="${separatorValue}"></span>`;

/**
 * Each unit's nodes, sanitized in one call: DOMPurify's own cost per call (a new document to parse in) made a unit
 * at a time take seconds for a whole article. Units are closed (block-units.ts), so each separator stays on top.
 */
function sanitizedTogether(units: readonly string[]): Node[][] {
  if (units.length <= 1) return units.map(sanitized);
  const parts: Node[][] = [[]];
  for (const node of sanitized(units.join(separator))) {
    if (node instanceof Element && node.getAttribute('data-devdesk-unit') === separatorValue) parts.push([]);
    else parts.at(-1)!.push(node);
  }
  return parts.length === units.length ? parts : units.map(sanitized);
}

export class ContentPatcher {
  /** The node keys of each unit of the last local rendering, by the unit's HTML. */
  private unitKeys = new Map<string, readonly string[]>();

  /** `prepare` readies new nodes before they go in (images, math); they are handed back in a fragment. */
  constructor(
    private readonly content: HTMLElement,
    private readonly prepare: (added: DocumentFragment) => void,
  ) {}

  /** The service's HTML. Returns the nodes put in. */
  patchHtml(html: string): Node[] {
    const incoming = sanitized(html);
    return this.replaceChanged(incoming.map(keyOf), (from, to) => incoming.slice(from, to));
  }

  /** The local rendering's units: those drawn last time are not sanitized again. Returns the nodes put in. */
  patchUnits(units: readonly string[]): Node[] {
    const fresh = new Map<number, Node[]>();
    const sanitize = (which: number[]) =>
      sanitizedTogether(which.map((unit) => units[unit]!)).forEach((nodes, index) => fresh.set(which[index]!, nodes));
    const unknown = new Set(units.filter((html) => !this.unitKeys.has(html)));
    sanitize(units.flatMap((html, unit) => (unknown.delete(html) ? [unit] : [])));
    const known = new Map<string, readonly string[]>();
    const keys: string[] = [];
    /** For each key, its unit and its place among the unit's nodes. */
    const places: Array<{ unit: number; index: number }> = [];
    units.forEach((html, unit) => {
      const unitKeys = known.get(html) ?? this.unitKeys.get(html) ?? fresh.get(unit)!.map(keyOf);
      known.set(html, unitKeys);
      unitKeys.forEach((key, index) => {
        keys.push(key);
        places.push({ unit, index });
      });
    });
    this.unitKeys = known;
    return this.replaceChanged(keys, (from, to) => {
      const wanted = places.slice(from, to);
      sanitize([...new Set(wanted.map(({ unit }) => unit).filter((unit) => !fresh.has(unit)))]);
      return wanted.map(({ unit, index }) => fresh.get(unit)![index]!);
    });
  }

  private replaceChanged(incomingKeys: readonly string[], nodesBetween: (from: number, to: number) => Node[]): Node[] {
    const existing = Array.from(this.content.childNodes);
    const { start, oldEnd, newEnd } = changedRange(
      existing.map((node) => blockKeys.get(node) ?? ''),
      incomingKeys,
    );
    const added = document.createDocumentFragment();
    nodesBetween(start, newEnd).forEach((node, index) => {
      blockKeys.set(node, incomingKeys[start + index]!);
      added.append(node);
    });
    this.prepare(added);
    const addedNodes = Array.from(added.childNodes);
    existing.slice(start, oldEnd).forEach((node) => node.remove());
    this.content.insertBefore(added, existing[oldEnd] ?? null);
    return addedNodes;
  }
}
