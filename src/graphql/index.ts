// The GraphQL bundle, dist/graphql.js: loaded on first use by the GraphQL editor (and by the benchmark), never at
// activation, since it carries graphql-js, graphql-language-service and github.com's schema loader. Plain Node can
// `require` it. The API:
//
//   createLanguageService(schema)   schema: SDL text, an introspection result or a GraphQLSchema
//     .complete(text, { line, character }) -> [{ label, kind, detail, documentation?, insertText?, ... }]
//     .diagnose(text) -> [{ message, severity, range, source }];  .hover(text, position) -> Markdown | undefined
//     .definition(text, position) -> { coordinate, range in .schemaText() };  .outline(text);  .operations(text)
//   startLanguageWorker(thisBundleFile) -> { load(input) -> service with the same methods, as promises }: schemas
//     built and services answering in a worker thread (the extension uses this, so its thread never builds one)
//   loadBundledGitHubSchema(file?)  github.com's schema from dist/github-schema.gz
//   openSchema({ client, cacheDir }) -> { current, fresh }   the schema of any endpoint (see core/graphql/schema.ts)
//   createGraphQLClient({ endpoint, token })                 runs operations (see core/graphql/client.ts)
//   findEmbeddedGraphQL(tsOrJsText) -> templates (graphql(`…`), gql`…`, /* GraphQL */ `…`) with position mapping
//   readDocumentSettings(text) -> { endpoint?, variables: [{ line, value?, error? }] } from `# endpoint:`/`#
//   variables:` findGraphQLConfig(folder, root?) -> { file, project?, schema: pointers, documents } when a
//   graphql-config exists readGraphQLConfig(located, root?) -> the same, from a file that locateGraphQLConfig
//     (core/graphql/node/config-files.ts) found
//
// Imports name their files rather than core/graphql/index.ts, whose re-export of the client would load the HTTP
// layer with everything else (see createGraphQLClient below).
import type { GraphQLClient, GraphQLClientOptions } from '../core/graphql/client.js';
import type { ConfigFileText } from '../core/graphql/node/config-files.js';
import type { GraphQLConfigFile } from '../core/graphql/node/config.js';

// The tests' write guard of this bundle's own copy of the HTTP layer (src/core/http/write-guard.ts).
export { guardWrites } from '../core/http/write-guard.js';
export { GraphQLResponseError, type GraphQLErrorEntry, type GraphQLSourceLocation } from '../core/graphql/errors.js';
export {
  describeOperation,
  selectOperation,
  type OperationInfo,
  type OperationType,
} from '../core/graphql/operation.js';
export { introspect } from '../core/graphql/introspection.js';
export {
  loadBundledGitHubSchema,
  readBundledGitHubIntrospection,
  defaultBundledSchemaFile,
} from '../core/graphql/node/bundled-schema.js';
export {
  openSchema,
  openEndpointSchema,
  isGitHubDotComEndpoint,
  gitHubDotComEndpoint,
  type OpenSchemaOptions,
  type OpenedSchema,
  type SchemaSnapshot,
} from '../core/graphql/schema.js';
export { toGraphQLSchema, type SchemaInput } from '../core/graphql/schema-source.js';
export { lookupSchemaCoordinate, validateGraphQLDocument, type DocumentError } from '../core/graphql/schema-lookup.js';
export { hasCachedIntrospection } from '../core/graphql/node/schema-cache.js';
export type { GraphQLClient, GraphQLClientOptions, GraphQLRequest, GraphQLResult } from '../core/graphql/client.js';
export type { GraphQLRateLimit } from '../core/graphql/rate-limit.js';
export { createLanguageService } from '../core/graphql/language/index.js';
export { serveLanguageWorker } from '../core/graphql/language/worker-server.js';
export {
  startLanguageWorker,
  LanguageWorkerError,
  type LanguageWorker,
  type RemoteLanguageService,
} from '../core/graphql/language/node/worker-client.js';
export type { WorkerSchemaInput } from '../core/graphql/language/worker-protocol.js';
export {
  findEmbeddedGraphQL,
  findAtPosition,
  toHostPosition,
  toEmbeddedPosition,
  type EmbeddedDocument,
} from '../core/graphql/embedded.js';
export {
  readDocumentSettings,
  variablesFor,
  type DocumentSettings,
  type VariablesBlock,
} from '../core/graphql/document-settings.js';
export type { GraphQLConfigFile, SchemaPointer } from '../core/graphql/node/config.js';
export type {
  GraphQLLanguageService,
  GraphQLCompletionItem,
  GraphQLDiagnostic,
  CompletionKind,
  DiagnosticSeverity,
  TextPosition,
  TextRange,
  SchemaDefinition,
  DocumentOperation,
  OutlineItem,
  OutlineKind,
  VariableInfo,
} from '../core/graphql/language/index.js';

type ClientModule = typeof import('../core/graphql/client.js');
type DispatcherModule = typeof import('../core/http/node/dispatcher.js');
type ConfigModule = typeof import('../core/graphql/node/config.js');

// The client brings the HTTP layer and undici, which cost more to `require` than everything else here together
// (about 50 ms of a cold start), and graphql-config files bring a YAML parser (~10 ms, 120 KB): each is loaded on
// first use, so the editor's first completion never waits for them. esbuild turns these `require`s of bundled
// modules into lazy initializers.
/* eslint-disable @typescript-eslint/no-require-imports */
const clientModule = (): ClientModule => require('../core/graphql/client.js') as ClientModule;
const dispatcherModule = (): DispatcherModule => require('../core/http/node/dispatcher.js') as DispatcherModule;
const configModule = (): ConfigModule => require('../core/graphql/node/config.js') as ConfigModule;
/* eslint-enable @typescript-eslint/no-require-imports */

/** The nearest graphql-config file from `folder` up to `root`, or undefined (see core/graphql/node/config.ts). */
export function findGraphQLConfig(folder: string, root?: string): Promise<GraphQLConfigFile | undefined> {
  return configModule().findGraphQLConfig(folder, root);
}

/** The configuration of a file the core's locateGraphQLConfig found, or the next usable one up to `root`. */
export function readGraphQLConfig(located: ConfigFileText, root?: string): Promise<GraphQLConfigFile | undefined> {
  return configModule().readGraphQLConfig(located, root);
}

export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  return clientModule().createGraphQLClient(options);
}

/** Closes the keep-alive connections of this bundle's HTTP layer (a plain Node script calls it before exiting). */
export function closeSharedDispatcher(): Promise<void> {
  return dispatcherModule().closeSharedDispatcher();
}
