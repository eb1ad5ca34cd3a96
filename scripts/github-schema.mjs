// Build step: GitHub's public GraphQL schema as the GraphQL bundle reads it, `dist/github-schema.gz`, one file for
// both hosts: the desktop decompresses it with node:zlib, the browser with its own DecompressionStream, which reads
// gzip and not Brotli (https://developer.mozilla.org/en-US/docs/Web/API/DecompressionStream).
//
// Source: the SDL of @octokit/graphql-schema (`schema.graphql`, the file the emulator executes). Form: the schema's
// introspection result, with each type's field list kept aside as its own JSON text (encodeBundledSchema), gzip-
// compressed. Measured cold in fresh Node processes through dist/graphql.js (`npm run bench` prints it again:
// test/bench/graphql-schema-formats.ts), on a shared 2-core machine: read + build took 180-250 ms from introspection
// JSON (buildClientSchema) against 420-860 ms from the SDL (buildSchema), whatever the compression. Brotli (122 KB)
// and gzip (214 KB) decompress within a few ms of each other, inside the noise; Brotli shipped until the browser entry
// needed gzip, and one copy for both is 0.13 MB less in the .vsix than the two were. Parsing the whole 2.9 MB of JSON
// then took 25-35 ms of the GraphQL worker's start, and its garbage as much again; the fields are two thirds of it
// and a completion needs those of a few types, so they are parsed when first read
// (src/core/graphql/bundled-schema-form.ts).
//
// The published SDL defines two fields of `EnterpriseOwnerInfo` twice (identically). graphql-js's SDL validation
// rejects that ("can only be defined once"), although the schema it describes is valid: so the SDL is built with
// `assumeValidSDL`, and the built schema is then checked with `validateSchema`, which must find nothing.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { buildSchema, introspectionFromSchema, validateSchema } from 'graphql';

export const gitHubSchemaFileName = 'github-schema.gz';

/** The SDL file of @octokit/graphql-schema, found on disk: its `exports` name only the ESM entry, not the file. */
export function publishedSdlFile() {
  const relative = join('node_modules', '@octokit', 'graphql-schema', 'schema.graphql');
  for (let directory = dirname(fileURLToPath(import.meta.url)); ; directory = dirname(directory)) {
    if (existsSync(join(directory, relative))) return join(directory, relative);
    if (dirname(directory) === directory)
      throw new Error('cannot find @octokit/graphql-schema/schema.graphql; run npm install');
  }
}

/** The introspection result of the published schema, checked with graphql-js's schema validation. */
export function gitHubIntrospection(sdlFile = publishedSdlFile()) {
  const schema = buildSchema(readFileSync(sdlFile, 'utf8'), { assumeValidSDL: true });
  const errors = validateSchema(schema);
  if (errors.length > 0)
    throw new Error(`GitHub's published schema is invalid: ${errors.map((error) => error.message).join('; ')}`);
  return introspectionFromSchema(schema, { descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true });
}

/**
 * The bundled form of an introspection result, read by src/core/graphql/bundled-schema-form.ts. A first line of JSON,
 * `{ "introspection": …, "segments": [[typeIndex, "fields", byteOffset, byteLength], …] }`, holds the introspection
 * with every type's `fields` set to null; after its newline come the field lists' JSON texts back to back, each where
 * its segment says (offsets count bytes from just after the newline). JSON text has no raw newline, so the first one
 * ends the header. Input types keep their `inputFields` in the header: graphql-js reads them while building.
 */
export function encodeBundledSchema(introspection) {
  const segments = [];
  const texts = [];
  let offset = 0;
  const types = introspection.__schema.types.map((type, index) => {
    if (!Array.isArray(type.fields)) return type;
    const text = Buffer.from(JSON.stringify(type.fields));
    segments.push([index, 'fields', offset, text.length]);
    texts.push(text);
    offset += text.length;
    return { ...type, fields: null };
  });
  const header = JSON.stringify({
    introspection: { ...introspection, __schema: { ...introspection.__schema, types } },
    segments,
  });
  return Buffer.concat([Buffer.from(`${header}\n`), ...texts]);
}

/**
 * Writes the compressed introspection to `outFile` unless it is newer than the SDL and this script. Level 9 (the
 * default) for the package; tests pass a faster level, the file a little larger.
 */
export function ensureGitHubSchemaFile(outFile, { level = constants.Z_BEST_COMPRESSION } = {}) {
  const sdlFile = publishedSdlFile();
  const sources = [sdlFile, fileURLToPath(import.meta.url)];
  if (existsSync(outFile) && sources.every((source) => statSync(source).mtimeMs <= statSync(outFile).mtimeMs))
    return { outFile, written: false };
  const encoded = encodeBundledSchema(gitHubIntrospection(sdlFile));
  const compressed = gzipSync(encoded, { level });
  mkdirSync(dirname(outFile), { recursive: true });
  // Written aside and renamed, so a build running beside another never reads half a file.
  const partial = `${outFile}.${process.pid}.partial`;
  writeFileSync(partial, compressed);
  renameSync(partial, outFile);
  return { outFile, written: true, bytes: compressed.length, encodedBytes: encoded.length };
}
