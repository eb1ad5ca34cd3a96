// github.com's schema with no request and no setup: the introspection result that the build writes, compressed,
// beside the bundle (scripts/github-schema.mjs says why this form and how it was measured).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
import { buildClientSchemaLazily } from '../lazy-client-schema.js';

/** The file name the build gives it (scripts/github-schema.mjs), next to dist/graphql.js. */
export const bundledGitHubSchemaFileName = 'github-schema.br';

/** Where the bundle finds the file: beside itself. Sources run by tests pass their own path. */
export function defaultBundledSchemaFile(): string {
  return join(__dirname, bundledGitHubSchemaFileName);
}

/** Where a type's field list lies in the file: [type index, property, byte offset, byte length]. */
type Segment = [number, 'fields', number, number];

/**
 * The file's introspection result, every type's `fields` parsed from its own JSON text on first read (the form
 * encodeBundledSchema in scripts/github-schema.mjs writes). Loading parses a third of the JSON; a completion then
 * reads the fields of the few types it walks through.
 */
export function readBundledGitHubIntrospection(file = defaultBundledSchemaFile()): IntrospectionQuery {
  const bytes = brotliDecompressSync(readFileSync(file));
  const headerEnd = bytes.indexOf(0x0a);
  if (headerEnd < 0)
    throw new Error(`${file} is not a bundled GitHub schema of this DevDesk version; build again (npm run build).`);
  const { introspection, segments } = JSON.parse(bytes.toString('utf8', 0, headerEnd)) as {
    introspection: IntrospectionQuery;
    segments: Segment[];
  };
  const bodyStart = headerEnd + 1;
  for (const [typeIndex, property, offset, length] of segments) {
    const start = bodyStart + offset;
    parseOnFirstRead(introspection.__schema.types[typeIndex]!, property, () =>
      bytes.toString('utf8', start, start + length),
    );
  }
  return introspection;
}

/** Makes `target[property]` the JSON `text()` parsed when first read, and a plain property from then on. */
function parseOnFirstRead(target: object, property: string, text: () => string): void {
  Object.defineProperty(target, property, {
    configurable: true,
    enumerable: true,
    get(): unknown {
      const value: unknown = JSON.parse(text());
      Object.defineProperty(target, property, { value, configurable: true, enumerable: true, writable: true });
      return value;
    },
  });
}

/** Synchronous on purpose: reading and decompressing take a few ms; building the schema is the real cost. */
export function loadBundledGitHubSchema(file = defaultBundledSchemaFile()): GraphQLSchema {
  return buildClientSchemaLazily(readBundledGitHubIntrospection(file), { checkReferences: false });
}
