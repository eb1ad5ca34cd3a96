// GitHub's published GraphQL schema (`@octokit/graphql-schema`, file `schema.graphql`), built with graphql-js once
// per process, lazily: the SDL is 1.2 MB and the build takes a few hundred ms, so it stays off the emulator's
// start path and happens on the first GraphQL request (or the first call from a test).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

export interface SchemaBuildStats {
  /** Absolute path of the SDL file the schema was built from. */
  file: string;
  /** Milliseconds spent reading and building (once per process). */
  buildMs: number;
  typeCount: number;
}

let cached: { schema: GraphQLSchema; stats: SchemaBuildStats } | undefined;

/** The SDL file of `@octokit/graphql-schema`. Its `exports` only expose the ESM entry, so find the file on disk. */
export function publishedSchemaFile(): string {
  const relative = join('node_modules', '@octokit', 'graphql-schema', 'schema.graphql');
  for (let directory = __dirname; ; directory = dirname(directory)) {
    const candidate = join(directory, relative);
    if (existsSync(candidate)) return candidate;
    if (dirname(directory) === directory) break;
  }
  const fromCwd = join(process.cwd(), relative);
  if (existsSync(fromCwd)) return fromCwd;
  throw new Error('emulator: cannot find @octokit/graphql-schema/schema.graphql; run npm install');
}

/** Reads the published SDL text. */
export function readPublishedSdl(): string {
  return readFileSync(publishedSchemaFile(), 'utf8');
}

/**
 * Builds graphql-js's schema from the published SDL. `assumeValidSDL` is needed because GitHub's published file
 * defines two fields of `EnterpriseOwnerInfo` twice (identically), which graphql-js's SDL validation rejects;
 * the built schema itself passes `validateSchema`.
 */
export function buildPublishedSchema(sdl: string): GraphQLSchema {
  return buildSchema(sdl, { assumeValidSDL: true });
}

/** The emulator's schema: built on first use, then cached for the life of the process. */
export function gitHubSchema(): GraphQLSchema {
  return load().schema;
}

export function schemaBuildStats(): SchemaBuildStats {
  return load().stats;
}

function load(): { schema: GraphQLSchema; stats: SchemaBuildStats } {
  if (cached) return cached;
  const started = performance.now();
  const file = publishedSchemaFile();
  const schema = buildPublishedSchema(readFileSync(file, 'utf8'));
  const stats = {
    file,
    buildMs: Math.round(performance.now() - started),
    typeCount: Object.keys(schema.getTypeMap()).length,
  };
  cached = { schema, stats };
  return cached;
}
