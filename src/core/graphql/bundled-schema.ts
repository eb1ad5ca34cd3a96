// github.com's schema with no request and no setup: the brotli-compressed introspection result that the build
// writes beside the bundle (scripts/github-schema.mjs says why this form and how it was measured).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
import { buildClientSchemaLazily } from './lazy-client-schema.js';

/** The file name the build gives it (scripts/github-schema.mjs), next to dist/graphql.js. */
export const bundledGitHubSchemaFileName = 'github-schema.json.br';

/** Where the bundle finds the file: beside itself. Sources run by tests pass their own path. */
export function defaultBundledSchemaFile(): string {
  return join(__dirname, bundledGitHubSchemaFileName);
}

export function readBundledGitHubIntrospection(file = defaultBundledSchemaFile()): IntrospectionQuery {
  return JSON.parse(brotliDecompressSync(readFileSync(file)).toString('utf8')) as IntrospectionQuery;
}

/** Synchronous on purpose: reading and decompressing take a few ms; building the schema is the real cost. */
export function loadBundledGitHubSchema(file = defaultBundledSchemaFile()): GraphQLSchema {
  return buildClientSchemaLazily(readBundledGitHubIntrospection(file), { checkReferences: false });
}
