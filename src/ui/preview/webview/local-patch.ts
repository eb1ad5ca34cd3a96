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
    const known = new Map<string, readonly string[]>();
    const keys: string[] = [];
    /** For each key, its unit and its place among the unit's nodes. */
    const places: Array<{ unit: number; index: number }> = [];
    units.forEach((html, unit) => {
      let unitKeys = known.get(html) ?? this.unitKeys.get(html);
      if (!unitKeys) {
        const nodes = sanitized(html);
        fresh.set(unit, nodes);
        unitKeys = nodes.map(keyOf);
      }
      known.set(html, unitKeys);
      unitKeys.forEach((key, index) => {
        keys.push(key);
        places.push({ unit, index });
      });
    });
    this.unitKeys = known;
    const nodesOf = (unit: number): Node[] => {
      const nodes = fresh.get(unit) ?? sanitized(units[unit]!);
      fresh.set(unit, nodes);
      return nodes;
    };
    return this.replaceChanged(keys, (from, to) => places.slice(from, to).map(({ unit, index }) => nodesOf(unit)[index]!));
  }

  private replaceChanged(incomingKeys: readonly string[], nodesBetween: (from: number, to: number) => Node[]): Node[] {
    const existing = Array.from(this.content.childNodes);
    const { start, oldEnd, newEnd } = changedRange(existing.map((node) => blockKeys.get(node) ?? ''), incomingKeys);
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
