// The schema a graphql-config file names as local files (config.ts reads the file): SDL files joined, or one
// introspection JSON. Read in the GraphQL language worker, which builds the schema.
import { readFile } from 'node:fs/promises';
import type { GraphQLSchema } from 'graphql';
import type { SchemaPointer } from './config.js';
import { toGraphQLSchema } from '../schema-source.js';

/** The schema of the file pointers; undefined when there are none. */
export async function readSchemaFiles(pointers: readonly SchemaPointer[]): Promise<GraphQLSchema | undefined> {
  const files = pointers.flatMap((pointer) => (pointer.kind === 'file' ? [pointer.path] : []));
  if (files.length === 0) return undefined;
  const json = files.find((file) => file.endsWith('.json'));
  if (json) return toGraphQLSchema(JSON.parse(await readFile(json, 'utf8')));
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  return toGraphQLSchema(texts.join('\n'));
}
