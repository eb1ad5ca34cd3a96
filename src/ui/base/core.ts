// The gateway from the UI to the core. The core (HTTP layer, service clients) ships as dist/core.js and loads on
// first use, so activation stays cheap and the main bundle small: features reach it only through `loadCore()`,
// plus `import type` for its types (lint enforces both). The URL rules, the version, the redactor, git remote
// parsing and the GraphQL worker's client are the exception: tiny, dependency-free modules, shared here so the UI
// and the core follow one rule each.
import { bundleFile, requireBundle } from './node/bundle-files';

export { readBundleFile } from './node/bundle-files';

export { baseUrlKey, gitHubApiUrl, isLoopbackHost, isSecureEnough } from '../../core/http/urls';
export { devdeskVersion } from '../../core/version';
// What a `browser/` twin throws for work that needs Node (src/core/not-in-browser.ts).
export { NotInBrowserError, notInBrowser, rejectInBrowser } from '../../core/not-in-browser';
// How the Notifications view orders and groups a host's threads (pure, no imports at run time).
export { groupEntries, repositoryName } from '../../core/github/inbox-state';
// Which lines a pull request's diff shows, and whether GitHub takes a new comment there (the Pull Requests view's
// diff and its refusal outside the diff, and the agent's comment tool: one rule).
export { formatSpans, hunksOf, parseSpans, withinOneHunk, type Hunks, type LineSpan } from '../../core/github/hunks';
// The one redactor: the log masks every line with the HTTP layer's rules.
export { Redactor } from '../../core/http/redact';
// Which GitHub repository a clone's remotes name (the Pull Requests view and the preview's gfm context).
export {
  firstRepositoryOnHost,
  gitHubWebAddress,
  gitHubWebHost,
  gitHubWebOrigin,
  parseRemoteUrl,
  parseRepositoryName,
  remoteUrlsOf,
  repositoryOnHost,
  virtualGitHubRemote,
  type RepositoryName,
} from '../../core/github/remotes';
// What a GraphQL document needs on this thread up to its first completion, so that this thread never loads
// dist/graphql.js (graphql-js) for it: the language worker's host side (the worker builds schemas and answers),
// the readers of a document's regions and `# endpoint:` comments, and the look for a graphql-config file or a cached
// schema. A few hundred lines with no dependency; dist/graphql.js loads when an endpoint's own schema is fetched, a
// config file is read, or an operation runs.
export { startLanguageWorker } from '../../core/graphql/language/node/worker-client';
export {
  findEmbeddedGraphQL,
  toEmbeddedPosition,
  toHostPosition,
  type EmbeddedDocument,
} from '../../core/graphql/embedded';
export { readDocumentSettings, variablesFor } from '../../core/graphql/document-settings';
export { locateGraphQLConfig } from '../../core/graphql/node/config-files';
export { configFileNames } from '../../core/graphql/config-names';
export { hasCachedIntrospection } from '../../core/graphql/node/schema-cache';
export { isGitHubDotComEndpoint } from '../../core/graphql/endpoint';

export type Core = typeof import('../../core/index');
/** dist/graphql.js: the GraphQL language service, schema store and document readers (src/graphql/index.ts). */
export type GraphQLBundle = typeof import('../../graphql/index');

let loaded: Core | undefined;
/** Tests only: the write guard each bundle that sends gets when it loads (write-road.ts). */
let writeGuard: Parameters<Core['guardWrites']> | undefined;

export function loadCore(): Core {
  if (loaded) return loaded;
  loaded = requireBundle('core.js') as Core;
  if (writeGuard) loaded.guardWrites(...writeGuard);
  return loaded;
}

/** Tests only (write-road.ts): every bundle's HTTP layer refuses a write without `permit`, now and once loaded. */
export function guardBundleWrites(...guard: Parameters<Core['guardWrites']>): void {
  writeGuard = guard;
  loaded?.guardWrites(...guard);
  graphql?.guardWrites(...guard);
}

let graphql: GraphQLBundle | undefined;

/** Where dist/graphql-worker.js is: the language worker's code (ui/graphql/schemas.ts starts the worker with it). */
export function graphQLWorkerFile(): string {
  return bundleFile('graphql-worker.js');
}

/** The GraphQL bundle, loaded when the first GraphQL document opens (never at activation: it carries graphql-js). */
export function loadGraphQL(): GraphQLBundle {
  if (graphql) return graphql;
  graphql = requireBundle('graphql.js') as GraphQLBundle;
  if (writeGuard) graphql.guardWrites(...writeGuard);
  return graphql;
}

/** True once loadGraphQL() has run (the integration tests check that activation alone does not load it). */
export function isGraphQLLoaded(): boolean {
  return graphql !== undefined;
}
