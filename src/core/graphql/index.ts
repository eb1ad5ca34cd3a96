// GraphQL for DevDesk (https://docs.github.com/en/graphql): the client over the shared HTTP layer, the schema store,
// what the editor reads from documents, and (language/) the language service. Plain Node, never imports vscode.
// The bundle that carries it all is dist/graphql.js (src/graphql/index.ts); dist/core.js takes the client only.
// Stable API of the client:
//
//   const gql = createGraphQLClient({ endpoint, token?, userAgent?, timeoutMs?, retry?, rateLimits?, logger? })
//   gql.execute({ query, variables?, operationName?, signal?, timeoutMs? })
//                  -> { data, errors[], extensions, operationType, status, headers, rateLimit, elapsedMs, bytes }
//   gql.request(sameRequest) -> data, or GraphQLResponseError { errors[{ message, locations, path, type }], data }
//   gql.rateLimit()          -> { limit, remaining, used, resetAt, cost, nodeCount, updatedAt } as last reported
//
// HTTP failures are the layer's typed errors (src/core/http/errors.ts). Queries may be sent again after a
// transient failure; mutations, and documents the client cannot read, are sent once.
export {
  createGraphQLClient,
  type GraphQLClient,
  type GraphQLClientOptions,
  type GraphQLRequest,
  type GraphQLResult,
} from './client.js';
export { GraphQLResponseError, type GraphQLErrorEntry, type GraphQLSourceLocation } from './errors.js';
export { describeOperation, selectOperation, type OperationInfo, type OperationType } from './operation.js';
export type { GraphQLRateLimit } from './rate-limit.js';

// The schema store (schema.ts): github.com's bundled schema, other endpoints' introspection cached on disk.
export {
  openSchema,
  openEndpointSchema,
  isGitHubDotComEndpoint,
  gitHubDotComEndpoint,
  type OpenSchemaOptions,
  type OpenedSchema,
  type SchemaSnapshot,
} from './schema.js';
export {
  loadBundledGitHubSchema,
  readBundledGitHubIntrospection,
  defaultBundledSchemaFile,
  bundledGitHubSchemaFileName,
} from './node/bundled-schema.js';
export { introspect } from './introspection.js';
export { toGraphQLSchema, type SchemaInput } from './schema-source.js';

// What the editor reads from documents: GraphQL templates in TS/JS, and `# endpoint:` / `# variables:` comments.
export {
  findEmbeddedGraphQL,
  findAtPosition,
  toHostPosition,
  toEmbeddedPosition,
  type EmbeddedDocument,
} from './embedded.js';
export { readDocumentSettings, variablesFor, type DocumentSettings, type VariablesBlock } from './document-settings.js';
export { findGraphQLConfig, type GraphQLConfigFile, type SchemaPointer } from './node/config.js';
export { readSchemaFiles } from './node/schema-files.js';
