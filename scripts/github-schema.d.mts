// Types of github-schema.mjs for the TypeScript tests and benchmarks that build the schema file.
import type { IntrospectionQuery } from 'graphql';

export const gitHubSchemaFileName: string;
export function publishedSdlFile(): string;
export function gitHubIntrospection(sdlFile?: string): IntrospectionQuery;
export function encodeBundledSchema(introspection: IntrospectionQuery): Buffer;
export function ensureGitHubSchemaFile(
  outFile: string,
  options?: { level?: number },
): { outFile: string; written: boolean; bytes?: number; encodedBytes?: number };
