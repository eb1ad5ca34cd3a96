// How closely two renderings of the same Markdown agree, block for block: the dialect tests compare the local
// renderer with the emulator's service rendering, and the bench prints the share on the corpus
// (test/fixtures/preview-corpus/). Pure string work, no DOM: it runs under node:test and in the bench.
//
// A top-level block is a top-level element of the HTML (or a run of top-level text). Normalised: whitespace collapsed
// (dropped where a line break separates two tags, and after `<br>`), attributes sorted, `checked=""` written `checked`,
// and GitHub's hovercard plumbing (`data-hovercard-*`, `data-octo-*`, `data-id`, `data-url`, `data-error-text`,
// `data-permission-text`) left out: the page never shows it, and only the service knows it.

const voidElements = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);
const unseenAttribute =
  /^(?:data-hovercard-[\w-]+|data-octo-[\w-]+|data-id|data-url|data-error-text|data-permission-text)$/;

function normaliseTag(tag: string): string {
  const match = /^<(\/?)([a-zA-Z][\w-]*)([\s\S]*?)(\/?)>$/.exec(tag);
  if (!match) return tag;
  const [, closing, name, rest] = match;
  if (closing) return `</${name!.toLowerCase()}>`;
  const attributes = [...rest!.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)]
    .map(([, key, double, single, bare]) => [key!.toLowerCase(), double ?? single ?? bare ?? ''] as const)
    .filter(([key]) => !unseenAttribute.test(key))
    .map(([key, value]) => (value === '' ? key : `${key}="${value.replace(/\s+/g, ' ').trim()}"`))
    .sort();
  return `<${name!.toLowerCase()}${attributes.map((attribute) => ` ${attribute}`).join('')}>`;
}

function normaliseBlock(html: string): string {
  return (
    html
      .replace(/<\/?[a-zA-Z][^>]*>/g, normaliseTag)
      // A line break between two tags is layout; a space there is text (`</a> <a>`).
      .replace(/>[ \t]*\n\s*</g, '><')
      .replace(/<br>\s+/g, '<br>')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The top-level blocks of `html`, normalised (see above). */
export function topLevelBlocks(html: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let current = '';
  const flush = () => {
    const block = normaliseBlock(current);
    if (block !== '') blocks.push(block);
    current = '';
  };
  for (const part of html.split(/(<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>)/)) {
    if (part === '') continue;
    const tag = /^<(\/?)([a-zA-Z][\w-]*)/.exec(part);
    if (!tag) {
      current += part;
      continue;
    }
    const opening = tag[1] === '';
    const isVoid = voidElements.has(tag[2]!.toLowerCase()) || part.endsWith('/>');
    if (opening && depth === 0 && current.trim() !== '') flush();
    current += part;
    if (opening && !isVoid) depth += 1;
    if (!opening) depth = Math.max(0, depth - 1);
    if (depth === 0 && (!opening || isVoid)) flush();
  }
  flush();
  return blocks;
}

export interface Agreement {
  /** Blocks equal at the same position. */
  equal: number;
  /** The larger of the two block counts. */
  total: number;
  /** Where they differ, with both sides (normalised). */
  differences: Array<{ index: number; local: string | undefined; service: string | undefined }>;
}

/** Block-for-block comparison of a local rendering with the service's. */
export function compareBlocks(local: string, service: string): Agreement {
  const ours = topLevelBlocks(local);
  const theirs = topLevelBlocks(service);
  const total = Math.max(ours.length, theirs.length);
  const differences: Agreement['differences'] = [];
  for (let index = 0; index < total; index += 1) {
    if (ours[index] !== theirs[index]) differences.push({ index, local: ours[index], service: theirs[index] });
  }
  return { equal: total - differences.length, total, differences };
}
