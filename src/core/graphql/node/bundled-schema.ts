// github.com's schema with no request and no setup: the file the build writes beside the bundle, gzip-compressed
// (../bundled-schema-form.ts reads its form; scripts/github-schema.mjs says why this form and how it was measured).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
import { bundledGitHubSchemaFileName, decodeBundledSchema } from '../bundled-schema-form.js';
import { buildClientSchemaLazily } from '../lazy-client-schema.js';

export { bundledGitHubSchemaFileName };

/** Where the bundle finds the file: beside itself. Sources run by tests pass their own path. */
export function defaultBundledSchemaFile(): string {
  return join(__dirname, bundledGitHubSchemaFileName);
}

/** The file's introspection result, every type's `fields` parsed on first read. */
export function readBundledGitHubIntrospection(file = defaultBundledSchemaFile()): IntrospectionQuery {
  return decodeBundledSchema(gunzipSync(readFileSync(file)), file);
}

/** Synchronous on purpose: reading and decompressing take a few ms; building the schema is the real cost. */
export function loadBundledGitHubSchema(file = defaultBundledSchemaFile()): GraphQLSchema {
  return buildClientSchemaLazily(readBundledGitHubIntrospection(file), { checkReferences: false });
}
