// The schema store: which schema a GraphQL document is checked against, per endpoint.
//
// - github.com: the public schema bundled with DevDesk (bundled-schema.ts): no request, no setup, no token.
// - Any other endpoint (GitHub Enterprise Server, the emulator, third parties): its own introspection, kept on disk
//   with the endpoint and the time it was taken (schema-cache.ts). Opening gives the cached schema as soon as the
//   disk has answered, and a promise of the fresh one, so typing never waits for the network.
import type { GraphQLSchema } from 'graphql';
import { loadBundledGitHubSchema } from './bundled-schema.js';
import type { GraphQLClient } from './client.js';
import { introspect } from './introspection.js';
import { readCachedIntrospection, writeCachedIntrospection, type CachedIntrospection } from './schema-cache.js';
import { toGraphQLSchema } from './schema-source.js';

export interface SchemaSnapshot {
  schema: GraphQLSchema;
  endpoint: string;
  source: 'bundled' | 'cache' | 'introspection';
  /** When the endpoint was introspected; undefined for the bundled copy. */
  fetchedAt: Date | undefined;
}

export interface OpenedSchema {
  /** What can be used at once: the bundled copy or the disk cache; undefined before the first introspection. */
  current: SchemaSnapshot | undefined;
  /**
   * The up-to-date schema: `current` itself when it is young enough (or bundled), otherwise a new introspection,
   * stored on disk before it resolves. Rejects with the client's error when the endpoint cannot be asked.
   */
  fresh: Promise<SchemaSnapshot>;
}

export interface OpenSchemaOptions {
  /** The client of the endpoint, with its token. */
  client: GraphQLClient;
  /** A folder of DevDesk's own (the extension's global storage). */
  cacheDir: string;
  /** A cached schema younger than this is not asked for again. Default 24 hours; 0 always asks. */
  maxAgeMs?: number;
  signal?: AbortSignal;
  /** Overrides where the bundled github.com schema is read from (tests run the sources, not the bundle). */
  bundledFile?: string;
  now?: () => Date;
}

export const gitHubDotComEndpoint = 'https://api.github.com/graphql';

const dayMs = 24 * 60 * 60 * 1000;

export function isGitHubDotComEndpoint(endpoint: string): boolean {
  return endpoint.replace(/\/+$/, '') === gitHubDotComEndpoint;
}

/** The schema of the client's endpoint: bundled for github.com, otherwise cached and refreshed (see above). */
export async function openSchema(options: OpenSchemaOptions): Promise<OpenedSchema> {
  if (!isGitHubDotComEndpoint(options.client.endpoint)) return openEndpointSchema(options);
  const bundled: SchemaSnapshot = { schema: loadBundledGitHubSchema(options.bundledFile), endpoint: gitHubDotComEndpoint, source: 'bundled', fetchedAt: undefined };
  return { current: bundled, fresh: Promise.resolve(bundled) };
}

/** An endpoint's own schema from the disk cache, with its introspection refreshed in the background. */
export async function openEndpointSchema(options: OpenSchemaOptions): Promise<OpenedSchema> {
  const { client, cacheDir } = options;
  const now = options.now ?? (() => new Date());
  const cached = await readCachedIntrospection(cacheDir, client.endpoint);
  const current = cached && cachedSnapshot(cached);
  const young = cached !== undefined && now().getTime() - cached.fetchedAt.getTime() < (options.maxAgeMs ?? dayMs);
  const fresh = current && young ? Promise.resolve(current) : refresh(options, now);
  // The caller may keep using `current` and never look at `fresh`: a failed refresh must not become an
  // unhandled rejection. Whoever awaits `fresh` still sees the error.
  fresh.catch(() => undefined);
  return { current, fresh };
}

async function refresh(options: OpenSchemaOptions, now: () => Date): Promise<SchemaSnapshot> {
  const fetchedAt = now();
  const introspection = await introspect(options.client, { signal: options.signal });
  const entry: CachedIntrospection = { endpoint: options.client.endpoint, fetchedAt, introspection };
  const snapshot = snapshotOf(entry, 'introspection'); // built first: an answer that is no schema is not cached
  await writeCachedIntrospection(options.cacheDir, entry);
  return snapshot;
}

/** The cached schema, unless the stored introspection no longer builds one (then it is fetched anew). */
function cachedSnapshot(entry: CachedIntrospection): SchemaSnapshot | undefined {
  try {
    return snapshotOf(entry, 'cache');
  } catch {
    return undefined;
  }
}

function snapshotOf(entry: CachedIntrospection, source: 'cache' | 'introspection'): SchemaSnapshot {
  return { schema: toGraphQLSchema(entry.introspection), endpoint: entry.endpoint, source, fetchedAt: entry.fetchedAt };
}
