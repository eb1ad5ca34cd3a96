// The public core API, bundled as dist/core.js. Plain Node: never imports vscode.
import { devdeskVersion } from './version.js';

/** The version of this core, which is the extension's (package.json). */
export const coreVersion = devdeskVersion;
export { devdeskVersion, defaultUserAgent } from './version.js';

// The shared HTTP layer: errors, paging, rate-limit state (see src/core/http/index.ts for the contract).
export {
  HttpClient,
  RateLimitTracker,
  ConditionalCache,
  parseLinkHeader,
  walkPages,
  closeSharedDispatcher,
  isLoopbackHost,
  RequestError,
  ApiError,
  AuthenticationError,
  PermissionError,
  NotFoundError,
  ConflictError,
  ValidationError,
  ServerError,
  RateLimitError,
  AbuseLimitError,
  RedirectedWriteError,
  NetworkError,
  TimeoutError,
  RequestAbortedError,
  InsecureTransportError,
  AnswerTooLargeError,
  ResponseFormatError,
  SchemaMismatchError,
  guardWrites,
  OffRoadWriteError,
} from './http/index.js';
export type {
  HttpClientOptions,
  HttpRequest,
  HttpResponse,
  Page,
  PageIterator,
  PaginateOptions,
  RateLimitSnapshot,
  ServiceProfile,
  ServiceErrorDetail,
  AllowedWrite,
  WritePermit,
} from './http/index.js';

// The article service (Qiita and Qiita Team).
export * from './articles/index.js';

// GitHub REST v3: the client and its errors by name; everything else (types included) under `github`, since some
// names (Team, Reaction, ListOptions...) also exist on the article side. See src/core/github/index.ts.
export * as github from './github/index.js';
export {
  createGitHubClient,
  gitHubApiUrl,
  MergeNotAllowedError,
  HeadChangedError,
  StaleHeadShaError,
  StaleFileError,
  MarkdownTooLargeError,
  NotAFileError,
} from './github/index.js';
export type { GitHubClient, GitHubClientOptions } from './github/index.js';

// GitHub GraphQL (and any other GraphQL endpoint): the client and its error; see src/core/graphql/index.ts.
// Imported from its files rather than graphql/index.ts: the schema store and the language service (which bring most of
// graphql-js) belong to dist/graphql.js, not to this bundle.
export {
  createGraphQLClient,
  type GraphQLClient,
  type GraphQLClientOptions,
  type GraphQLRequest,
  type GraphQLResult,
} from './graphql/client.js';
export { GraphQLResponseError, type GraphQLErrorEntry } from './graphql/errors.js';
export type { GraphQLRateLimit } from './graphql/rate-limit.js';

// What the browser bundle's own files throw for work that needs Node (the browser twin of ui/base/node/bundle-files.ts
// reaches it through the core the entry hands over). The UI's main bundle has its own copy, through base/core.ts.
export { notInBrowser } from './not-in-browser.js';

// The language model tools' inputs and answers (pure); see src/core/agent/index.ts.
export * as agent from './agent/index.js';
