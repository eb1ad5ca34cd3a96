// The GraphQL language service (over graphql-language-service): createLanguageService(schema) ->
// { complete(text, { line, character }), diagnose(text), hover(text, position) }, zero-based positions.
export { createLanguageService, type GraphQLLanguageService } from './service.js';
export type { CompletionKind, DiagnosticSeverity, GraphQLCompletionItem, GraphQLDiagnostic, TextPosition, TextRange } from './types.js';
