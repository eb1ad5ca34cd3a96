// The schema store: which schema a GraphQL document is checked against, per endpoint.
//
// - github.com: the public schema bundled with DevDesk (bundled-schema.ts): no request, no setup, no token.
// - Any other endpoint (GitHub Enterprise Server, the emulator, third parties): its own introspection, kept on disk
//   with the endpoint and the time it was taken (schema-cache.ts). Opening gives the cached schema as soon as the
//   disk has answered, and a promise of the fresh one, so typing never waits for the network.
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
import { loadBundledGitHubSchema } from './node/bundled-schema.js';
import type { GraphQLClient } from './client.js';
import { gitHubDotComEndpoint, isGitHubDotComEndpoint } from './endpoint.js';
import { introspect } from './introspection.js';
import { readCachedIntrospection, writeCachedIntrospection, type CachedIntrospection } from './node/schema-cache.js';
import { toGraphQLSchema } from './schema-source.js';

/**
 * `S` is what an introspection is built into: graphql-js's GraphQLSchema by default; the extension builds it in its
 * language worker instead and gets a handle (ui/graphql/schemas.ts).
 */
export interface SchemaSnapshot<S = GraphQLSchema> {
  schema: S;
  endpoint: string;
  source: 'bundled' | 'cache' | 'introspection';
  /** When the endpoint was introspected; undefined for the bundled copy. */
  fetchedAt: Date | undefined;
}

export interface OpenedSchema<S = GraphQLSchema> {
  /** What can be used at once: the bundled copy or the disk cache; undefined before the first introspection. */
  current: SchemaSnapshot<S> | undefined;
  /**
   * The up-to-date schema: `current` itself when it is young enough (or bundled), otherwise a new introspection,
   * stored on disk before it resolves. Rejects with the client's error when the endpoint cannot be asked.
   */
  fresh: Promise<SchemaSnapshot<S>>;
}

/** Builds what the schema store hands out from an introspection; throws (or rejects) when it is no schema. */
export type SchemaBuilder<S> = (introspection: IntrospectionQuery) => S | Promise<S>;

export interface OpenSchemaOptions<S = GraphQLSchema> {
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
  /** Default: graphql-js's buildClientSchema (schema-source.ts). */
  build?: SchemaBuilder<S>;
}

export { gitHubDotComEndpoint, isGitHubDotComEndpoint };

const dayMs = 24 * 60 * 60 * 1000;

/** The schema of the client's endpoint: bundled for github.com, otherwise cached and refreshed (see above). */
export async function openSchema(options: OpenSchemaOptions): Promise<OpenedSchema> {
  if (!isGitHubDotComEndpoint(options.client.endpoint)) return openEndpointSchema(options);
  const bundled: SchemaSnapshot = {
    schema: loadBundledGitHubSchema(options.bundledFile),
    endpoint: gitHubDotComEndpoint,
    source: 'bundled',
    fetchedAt: undefined,
  };
  return { current: bundled, fresh: Promise.resolve(bundled) };
}

/** An endpoint's own schema from the disk cache, with its introspection refreshed in the background. */
export async function openEndpointSchema<S = GraphQLSchema>(options: OpenSchemaOptions<S>): Promise<OpenedSchema<S>> {
  const { client, cacheDir } = options;
  const now = options.now ?? (() => new Date());
  const build = options.build ?? (toGraphQLSchema as unknown as SchemaBuilder<S>);
  const cached = await readCachedIntrospection(cacheDir, client.endpoint);
  const current = cached && (await cachedSnapshot(cached, build));
  const young = cached !== undefined && now().getTime() - cached.fetchedAt.getTime() < (options.maxAgeMs ?? dayMs);
  const fresh = current && young ? Promise.resolve(current) : refresh(options, now, build);
  // The caller may keep using `current` and never look at `fresh`: a failed refresh must not become an
  // unhandled rejection. Whoever awaits `fresh` still sees the error.
  fresh.catch(() => undefined);
  return { current, fresh };
}

async function refresh<S>(
  options: OpenSchemaOptions<S>,
  now: () => Date,
  build: SchemaBuilder<S>,
): Promise<SchemaSnapshot<S>> {
  const fetchedAt = now();
  const introspection = await introspect(options.client, { signal: options.signal });
  const entry: CachedIntrospection = { endpoint: options.client.endpoint, fetchedAt, introspection };
  // built first: an answer that is no schema is not cached
  const snapshot = await snapshotOf(entry, 'introspection', build);
  await writeCachedIntrospection(options.cacheDir, entry);
  return snapshot;
}

/** The cached schema, unless the stored introspection no longer builds one (then it is fetched anew). */
async function cachedSnapshot<S>(
  entry: CachedIntrospection,
  build: SchemaBuilder<S>,
): Promise<SchemaSnapshot<S> | undefined> {
  try {
    return await snapshotOf(entry, 'cache', build);
  } catch {
    return undefined;
  }
}

async function snapshotOf<S>(
  entry: CachedIntrospection,
  source: 'cache' | 'introspection',
  build: SchemaBuilder<S>,
): Promise<SchemaSnapshot<S>> {
  return { schema: await build(entry.introspection), endpoint: entry.endpoint, source, fetchedAt: entry.fetchedAt };
}
