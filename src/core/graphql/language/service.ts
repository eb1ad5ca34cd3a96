// createLanguageService: completion, diagnostics, hover, definition and outline for GraphQL documents against one
// schema, built once and shared by every call. Pure functions of (schema, text, position): no state per document,
// no editor, no I/O. The schema's SDL text (for definitions) is printed on first use only.
import type { GraphQLSchema } from 'graphql';
import { toGraphQLSchema, type SchemaInput } from '../schema-source.js';
import { complete } from './completion.js';
import { coordinateAt } from './definition.js';
import { diagnose } from './diagnostics.js';
import { hover } from './hover.js';
import { operations, outline, type DocumentOperation, type OutlineItem } from './outline.js';
import { createSchemaText, type SchemaText } from './schema-text.js';
import type { GraphQLCompletionItem, GraphQLDiagnostic, TextPosition, TextRange } from './types.js';

export interface SchemaDefinition {
  /** The schema coordinate (https://spec.graphql.org/draft/#sec-Schema-Coordinates), e.g. `Repository.pullRequests`. */
  coordinate: string;
  /** Where its name is written in `schemaText()`. */
  range: TextRange;
}

export interface GraphQLLanguageService {
  readonly schema: GraphQLSchema;
  /** Candidates at a zero-based position. */
  complete(text: string, position: TextPosition): GraphQLCompletionItem[];
  diagnose(text: string): GraphQLDiagnostic[];
  /** Markdown about the name at a zero-based position, or undefined. */
  hover(text: string, position: TextPosition): string | undefined;
  /** Where the name at a position is defined in the schema's SDL, or undefined. */
  definition(text: string, position: TextPosition): SchemaDefinition | undefined;
  /** The schema as SDL: the document definitions point into. */
  schemaText(): string;
  /** Operations and fragments with their fields, for an outline. */
  outline(text: string): OutlineItem[];
  /** The operations of a document with their variables, for running them. */
  operations(text: string): DocumentOperation[];
}

/** `schema`: SDL text, an introspection result (bare or as `{ data }`), or a GraphQLSchema. */
export function createLanguageService(schema: SchemaInput): GraphQLLanguageService {
  const built = toGraphQLSchema(schema);
  let printed: SchemaText | undefined;
  const sdl = (): SchemaText => (printed ??= createSchemaText(built));
  return {
    schema: built,
    complete: (text, position) => complete(built, text, position),
    diagnose: (text) => diagnose(built, text),
    hover: (text, position) => hover(built, text, position),
    definition(text, position) {
      const coordinate = coordinateAt(built, text, position);
      const range = coordinate === undefined ? undefined : sdl().locate(coordinate);
      return coordinate && range ? { coordinate, range } : undefined;
    },
    schemaText: () => sdl().text,
    outline,
    operations,
  };
}
