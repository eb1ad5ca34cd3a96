// The GraphQL language service (over graphql-language-service): createLanguageService(schema) ->
// { complete(text, { line, character }), diagnose(text), hover(text, position), definition(text, position),
//   schemaText(), outline(text), operations(text) }, zero-based positions.
export { createLanguageService, type GraphQLLanguageService, type SchemaDefinition } from './service.js';
export type { DocumentOperation, OutlineItem, OutlineKind, VariableInfo } from './outline.js';
export type {
  CompletionKind,
  DiagnosticSeverity,
  GraphQLCompletionItem,
  GraphQLDiagnostic,
  TextPosition,
  TextRange,
} from './types.js';
