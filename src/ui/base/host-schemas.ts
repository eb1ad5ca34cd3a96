// Where a GitHub host's own GraphQL schema is kept, shared by the two features that read one: the GraphQL editor
// (graphql/schemas.ts, which builds it in its language worker) and the agent's schema tools (agent/graphql-tools.ts).
// Both go through the core's schema store (core/graphql/schema.ts: github.com's bundled schema; any other host's
// introspection, https://docs.github.com/graphql/guides/introduction-to-graphql#discovering-the-graphql-api, cached
// on disk and refreshed once a day), so a schema one of them fetched is the other's without a request.
import { joinPath } from './file-paths';

/** The folder of the introspected schemas, one file per endpoint, in the extension's global storage. */
export function hostSchemaCacheDir(globalStorageDir: string): string {
  return joinPath(globalStorageDir, 'graphql-schemas');
}
