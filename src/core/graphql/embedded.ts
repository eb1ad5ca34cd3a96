// GraphQL inside TypeScript and JavaScript: the templates written as `graphql(\`…\`)`, `octokit.graphql(\`…\`)`
// (with a type argument or not), `gql\`…\``, `graphql\`…\`` and `/* GraphQL */ \`…\``. Each is handed to the
// language service as a document of its own; its text keeps every character's place (a `${…}` substitution becomes
// spaces, line breaks stay), so positions convert by shifting the first line only.
//
// Found with a pattern for the tag and a scan for the template's end that knows escapes, substitutions and the
// strings and templates nested in them: the host file is never parsed. A tag inside a comment still counts.
// The whole scan runs on the extension host's thread at every edit, so it stays linear in the file's length: the
// templates' positions are counted in one pass from the previous one (not from the start of the file each), and
// nothing is searched again from each match.
import type { TextPosition } from './language/types.js';

export interface EmbeddedDocument {
  /** The template's content, substitutions blanked to spaces of the same length. */
  text: string;
  /**
   * Offsets in the host file: just after the opening backtick, and of the closing one (the end of the file if
   * unclosed).
   */
  start: number;
  end: number;
  /** The host position of `start`. */
  position: TextPosition;
  /** True when the template has `${…}` parts (fragments spliced in at run time, say): validation may miss things. */
  hasSubstitutions: boolean;
  /** False while the closing backtick has not been typed yet. */
  closed: boolean;
}

const openings = [
  /\b(?:gql|graphql)\s*`/g, // tagged templates
  /\bgraphql\s*\(\s*`/g, // graphql(`…`), octokit.graphql(`…`)
  /\/\*\s*graphql\s*\*\/\s*`/gi, // /* GraphQL */ `…`
];

/** `graphql<` of `octokit.graphql<Data>(`…`)`: its type argument is read by typeArgumentCallStart. */
const typeArgumentCall = /\bgraphql\s*</g;

export function findEmbeddedGraphQL(source: string): EmbeddedDocument[] {
  const starts = new Set<number>();
  for (const pattern of openings)
    for (const match of source.matchAll(pattern)) starts.add(match.index + match[0].length);
  const nextBacktick = backtickFinder(source);
  for (const match of source.matchAll(typeArgumentCall)) {
    const start = typeArgumentCallStart(match.index + match[0].length, nextBacktick);
    if (start !== undefined) starts.add(start);
  }
  const positions = positionCounter(source);
  return [...starts].sort((a, b) => a - b).map((start) => embeddedAt(source, start, positions(start)));
}

/**
 * Where the template of `graphql<…>(`…`)` starts, the type argument's `<` ending at `from`. The type argument holds
 * no backtick, and only spaces and `(` come between its `>` and the template, so the template's backtick is the
 * first one after `from`, and the call matches when that backtick is preceded by `> (` at or after `from`. (The
 * pattern `<[^`]*?>\s*\(\s*`` finds the same, but reads on to the next backtick again from every `graphql<`.)
 */
function typeArgumentCallStart(
  from: number,
  nextBacktick: (from: number) => { at: number; callEnd: number },
): number | undefined {
  const backtick = nextBacktick(from);
  return backtick.at >= 0 && backtick.callEnd >= from ? backtick.at + 1 : undefined;
}

/**
 * The first backtick at or after an offset, for offsets asked in increasing order (each backtick found once), with
 * the offset of the `>` of a `> (` just before it (-1 when there is none).
 */
function backtickFinder(source: string): (from: number) => { at: number; callEnd: number } {
  let found = { at: -2, callEnd: -1 };
  return (from) => {
    if (found.at === -1 || found.at >= from) return found;
    const at = source.indexOf('`', from);
    found = { at, callEnd: at < 0 ? -1 : typeArgumentEndBefore(source, at) };
    return found;
  };
}

/** The offset of `>` when the text before `backtick` ends with `>`, spaces, `(`, spaces; else -1. */
function typeArgumentEndBefore(source: string, backtick: number): number {
  let at = backtick - 1;
  while (at >= 0 && /\s/.test(source[at]!)) at -= 1;
  if (source[at] !== '(') return -1;
  at -= 1;
  while (at >= 0 && /\s/.test(source[at]!)) at -= 1;
  return source[at] === '>' ? at : -1;
}

/** Host positions of offsets asked in increasing order, each counted on from the previous one. */
function positionCounter(source: string): (offset: number) => TextPosition {
  let at = 0;
  let line = 0;
  let lineStart = 0;
  return (offset) => {
    for (
      let newline = source.indexOf('\n', at);
      newline !== -1 && newline < offset;
      newline = source.indexOf('\n', newline + 1)
    ) {
      line += 1;
      lineStart = newline + 1;
    }
    at = offset;
    return { line, character: offset - lineStart };
  };
}

/** Host position of an embedded document's position. */
export function toHostPosition(document: EmbeddedDocument, position: TextPosition): TextPosition {
  return position.line === 0
    ? { line: document.position.line, character: document.position.character + position.character }
    : { line: document.position.line + position.line, character: position.character };
}

/** The embedded document's position for a host position, or undefined when it lies outside the template. */
export function toEmbeddedPosition(document: EmbeddedDocument, host: TextPosition): TextPosition | undefined {
  const line = host.line - document.position.line;
  const character = line === 0 ? host.character - document.position.character : host.character;
  if (line < 0 || character < 0) return undefined;
  const lines = document.text.split('\n');
  if (line >= lines.length || character > lines[line]!.length) return undefined;
  return { line, character };
}

/** The embedded document at the cursor, if any. */
export function findAtPosition(
  documents: readonly EmbeddedDocument[],
  host: TextPosition,
): { document: EmbeddedDocument; position: TextPosition } | undefined {
  for (const document of documents) {
    const position = toEmbeddedPosition(document, host);
    if (position) return { document, position };
  }
  return undefined;
}

function embeddedAt(source: string, start: number, position: TextPosition): EmbeddedDocument {
  const blanks: Array<[number, number]> = [];
  const end = templateEnd(source, start, blanks);
  // One piece per stretch of text and per substitution, joined once.
  const pieces: string[] = [];
  let at = start;
  for (const [from, to] of blanks) {
    pieces.push(source.slice(at, from), blank(source.slice(from, to)));
    at = to;
  }
  pieces.push(source.slice(at, end));
  return {
    text: pieces.join(''),
    start,
    end,
    position,
    hasSubstitutions: blanks.length > 0,
    closed: end < source.length,
  };
}

/**
 * The offset of the backtick that closes the template whose content starts at `index` (the end of the source when
 * there is none). Each `${…}` substitution met on the way is recorded in `blanks`, when given.
 */
function templateEnd(source: string, index: number, blanks?: Array<[number, number]>): number {
  for (let at = index; at < source.length; at++) {
    const char = source[at];
    if (char === '\\') at += 1;
    else if (char === '`') return at;
    else if (char === '$' && source[at + 1] === '{') {
      const close = expressionEnd(source, at + 2);
      blanks?.push([at, Math.min(close + 1, source.length)]);
      at = close;
    }
  }
  return source.length;
}

/** The offset of the `}` that closes a substitution's expression starting at `index`. */
function expressionEnd(source: string, index: number): number {
  let depth = 0;
  for (let at = index; at < source.length; at++) {
    const char = source[at];
    if (char === '{') depth += 1;
    else if (char === '}') {
      if (depth === 0) return at;
      depth -= 1;
    } else if (char === '`') at = templateEnd(source, at + 1);
    else if (char === '"' || char === "'") at = stringEnd(source, at + 1, char);
  }
  return source.length;
}

function stringEnd(source: string, index: number, quote: string): number {
  for (let at = index; at < source.length; at++) {
    if (source[at] === '\\') at += 1;
    else if (source[at] === quote || source[at] === '\n') return at;
  }
  return source.length;
}

/** Spaces in place of every character but line breaks, so lines and columns stay where they were. */
function blank(part: string): string {
  return part.replace(/[^\n]/g, ' ');
}
