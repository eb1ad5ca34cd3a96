// The GraphQL text of an editor document as the language service sees it: a `.graphql` document is one region;
// a TS/JS file has one region per GraphQL template (found by the core's findEmbeddedGraphQL). Each region maps
// positions between its own text and the host document, and knows its endpoint (`# endpoint:` inside it, else
// the default). Cached per document version: providers ask many times for the same text.
import * as vscode from 'vscode';
import {
  findEmbeddedGraphQL,
  readDocumentSettings,
  toEmbeddedPosition,
  toHostPosition,
  type EmbeddedDocument,
} from '../base/core';
import { graphQLKindHere } from './document-schemes';

export type TextPosition = { line: number; character: number };
type TextRange = { start: TextPosition; end: TextPosition };

export interface GraphQLRegion {
  /** The GraphQL text: the whole document, or a template's content with substitutions blanked. */
  readonly text: string;
  /** Its `# endpoint:` comment, if any. */
  readonly writtenEndpoint: string | undefined;
  /** True for a template with `${…}` parts: fragments may come from elsewhere. */
  readonly hasSubstitutions: boolean;
  toHost(position: TextPosition): vscode.Position;
  /** The region's position for a host position, or undefined outside the region. */
  toRegion(position: vscode.Position): TextPosition | undefined;
}

export function toHostRange(region: GraphQLRegion, range: TextRange): vscode.Range {
  return new vscode.Range(region.toHost(range.start), region.toHost(range.end));
}

const cache = new WeakMap<vscode.TextDocument, { version: number; regions: GraphQLRegion[] }>();

/** The document's GraphQL regions ([] for a document that has none). */
export function regionsOf(document: vscode.TextDocument): GraphQLRegion[] {
  const kind = graphQLKindHere(document);
  if (!kind) return [];
  const cached = cache.get(document);
  if (cached?.version === document.version) return cached.regions;
  const text = document.getText();
  const regions = kind === 'graphql' ? [wholeDocument(text)] : findEmbeddedGraphQL(text).map(templateRegion);
  cache.set(document, { version: document.version, regions });
  return regions;
}

/** The region at a host position and the position inside it. */
export function regionAt(
  document: vscode.TextDocument,
  position: vscode.Position,
): { region: GraphQLRegion; position: TextPosition } | undefined {
  for (const region of regionsOf(document)) {
    const inside = region.toRegion(position);
    if (inside) return { region, position: inside };
  }
  return undefined;
}

function wholeDocument(text: string): GraphQLRegion {
  return {
    text,
    writtenEndpoint: readDocumentSettings(text).endpoint,
    hasSubstitutions: false,
    toHost: (position) => new vscode.Position(position.line, position.character),
    toRegion: (position) => ({ line: position.line, character: position.character }),
  };
}

function templateRegion(embedded: EmbeddedDocument): GraphQLRegion {
  return {
    text: embedded.text,
    writtenEndpoint: readDocumentSettings(embedded.text).endpoint,
    hasSubstitutions: embedded.hasSubstitutions,
    toHost: (position) => {
      const host = toHostPosition(embedded, position);
      return new vscode.Position(host.line, host.character);
    },
    toRegion: (position) => toEmbeddedPosition(embedded, { line: position.line, character: position.character }),
  };
}
