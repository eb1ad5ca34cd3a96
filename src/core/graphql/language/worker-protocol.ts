// The messages between the extension host and the GraphQL language worker (worker-server.ts, worker-client.ts).
// Everything in them is plain data that structured cloning copies: schemas never cross, only what builds them.
import type { IntrospectionQuery } from 'graphql';
import type { SchemaPointer } from '../node/config.js';
import type { GraphQLLanguageService } from './service.js';

/** What a schema is built from, inside the worker. */
export type WorkerSchemaInput =
  | { kind: 'bundled'; file?: string }
  | { kind: 'introspection'; introspection: IntrospectionQuery }
  | { kind: 'sdl'; text: string }
  | { kind: 'schema-files'; pointers: readonly SchemaPointer[] };

/** The language service's methods that the worker answers; each takes and returns plain data. */
export type RemoteMethod =
  'complete' | 'diagnose' | 'hover' | 'definition' | 'schemaText' | 'outline' | 'operations' | 'enumValues';

export type WorkerRequest =
  | { id: number; type: 'load'; schema: number; input: WorkerSchemaInput }
  | { id: number; type: 'call'; schema: number; method: RemoteMethod; args: unknown[] }
  | { id: number; type: 'drop'; schema: number };

/** `used`: compiled from the cache; `made`: compiled anew, the cache is written after serving; `off`: no cache file. */
export type CodeCacheUse = 'used' | 'made' | 'off';

/** What a load answers: how long building took in the worker, and how the worker's code was compiled. */
export interface LoadInfo {
  buildMs: number;
  codeCache: CodeCacheUse;
}

export type WorkerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { name: string; message: string } };

export type WorkerLanguageService = GraphQLLanguageService & {
  /** The names of an enum type's values, or undefined when the schema has no enum of that name (variable prompts). */
  enumValues(typeName: string): string[] | undefined;
};
