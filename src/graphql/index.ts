// The GraphQL bundle, dist/graphql.js: loaded on first use by the GraphQL editor (and by the benchmark), never at
// activation, since it carries graphql-js, graphql-language-service and github.com's schema loader. Plain Node can
// `require` it. The API:
//
//   createLanguageService(schema)   schema: SDL text, an introspection result or a GraphQLSchema
//     .complete(text, { line, character }) -> [{ label, kind, detail, documentation?, insertText?, ... }]
//     .diagnose(text) -> [{ message, severity, range, source }];  .hover(text, position) -> Markdown | undefined
//   loadBundledGitHubSchema(file?)  github.com's schema from dist/github-schema.json.br
//   openSchema({ client, cacheDir }) -> { current, fresh }   the schema of any endpoint (see core/graphql/schema.ts)
//   createGraphQLClient({ endpoint, token })                 runs operations (see core/graphql/client.ts)
export {
  createGraphQLClient,
  GraphQLResponseError,
  describeOperation,
  selectOperation,
  introspect,
  loadBundledGitHubSchema,
  readBundledGitHubIntrospection,
  defaultBundledSchemaFile,
  openSchema,
  openEndpointSchema,
  isGitHubDotComEndpoint,
  gitHubDotComEndpoint,
  toGraphQLSchema,
} from '../core/graphql/index.js';
export type {
  GraphQLClient,
  GraphQLClientOptions,
  GraphQLRequest,
  GraphQLResult,
  GraphQLErrorEntry,
  GraphQLRateLimit,
  OperationInfo,
  OperationType,
  OpenSchemaOptions,
  OpenedSchema,
  SchemaInput,
  SchemaSnapshot,
} from '../core/graphql/index.js';
export { createLanguageService } from '../core/graphql/language/index.js';
export type { GraphQLLanguageService, GraphQLCompletionItem, GraphQLDiagnostic, CompletionKind, DiagnosticSeverity, TextPosition, TextRange } from '../core/graphql/language/index.js';
export { closeSharedDispatcher } from '../core/http/index.js';
