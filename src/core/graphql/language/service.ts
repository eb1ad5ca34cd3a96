// createLanguageService: completion, diagnostics and hover for GraphQL documents against one schema, built once and
// shared by every call. Pure functions of (schema, text, position): no state per document, no editor, no I/O.
import type { GraphQLSchema } from 'graphql';
import { toGraphQLSchema, type SchemaInput } from '../schema-source.js';
import { complete } from './completion.js';
import { diagnose } from './diagnostics.js';
import { hover } from './hover.js';
import type { GraphQLCompletionItem, GraphQLDiagnostic, TextPosition } from './types.js';

export interface GraphQLLanguageService {
  readonly schema: GraphQLSchema;
  /** Candidates at a zero-based position. */
  complete(text: string, position: TextPosition): GraphQLCompletionItem[];
  diagnose(text: string): GraphQLDiagnostic[];
  /** Markdown about the name at a zero-based position, or undefined. */
  hover(text: string, position: TextPosition): string | undefined;
}

/** `schema`: SDL text, an introspection result (bare or as `{ data }`), or a GraphQLSchema. */
export function createLanguageService(schema: SchemaInput): GraphQLLanguageService {
  const built = toGraphQLSchema(schema);
  return {
    schema: built,
    complete: (text, position) => complete(built, text, position),
    diagnose: (text) => diagnose(built, text),
    hover: (text, position) => hover(built, text, position),
  };
}
