// A graphql-config file, honoured when the workspace has one and never required
// (https://the-guild.dev/graphql/config/docs/user/usage): which schema a folder's documents are written against.
//
// Read: graphql.config.{json,yml,yaml}, .graphqlrc (YAML or JSON), .graphqlrc.{json,yml,yaml}, and the `graphql`
// member of package.json, nearest folder first. Not read: the .js/.ts forms, which would mean running code from the
// workspace inside the editor, and .toml. A `projects` map gives its `default` project, else its first.
// Schema pointers: local files (SDL, or introspection JSON when the name ends in .json) and URLs (introspected by
// the schema store with DevDesk's own client and token rules; headers from the file are not sent). Globs are not
// expanded: they come back as unsupported, with the reason, for the editor to say.
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { parse as parseYaml } from 'yaml';
import { toGraphQLSchema } from './schema-source.js';

export type SchemaPointer = { kind: 'file'; path: string } | { kind: 'url'; url: string } | { kind: 'unsupported'; pointer: string; reason: string };

export interface GraphQLConfigFile {
  /** The file the configuration came from. */
  file: string;
  /** The project used, when the file has `projects`. */
  project?: string;
  schema: SchemaPointer[];
  /** Document patterns as written (relative to the file's folder). */
  documents: string[];
}

const configFileNames = ['graphql.config.json', 'graphql.config.yml', 'graphql.config.yaml', '.graphqlrc', '.graphqlrc.json', '.graphqlrc.yml', '.graphqlrc.yaml'];

/** The nearest configuration from `folder` up to `root` (inclusive; the file system's root when not given). */
export async function findGraphQLConfig(folder: string, root?: string): Promise<GraphQLConfigFile | undefined> {
  const stop = root === undefined ? undefined : resolve(root);
  for (let current = resolve(folder); ; current = dirname(current)) {
    const found = await configIn(current);
    if (found) return found;
    if (current === stop || dirname(current) === current) return undefined;
  }
}

/** The schema of the file pointers (SDL files joined, or one introspection JSON); undefined when there are none. */
export async function readSchemaFiles(pointers: readonly SchemaPointer[]): Promise<GraphQLSchema | undefined> {
  const files = pointers.flatMap((pointer) => (pointer.kind === 'file' ? [pointer.path] : []));
  if (files.length === 0) return undefined;
  const json = files.find((file) => file.endsWith('.json'));
  if (json) return toGraphQLSchema(JSON.parse(await readFile(json, 'utf8')));
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  return toGraphQLSchema(texts.join('\n'));
}

async function configIn(folder: string): Promise<GraphQLConfigFile | undefined> {
  for (const name of configFileNames) {
    const text = await readIfPresent(join(folder, name));
    if (text !== undefined) return toConfig(join(folder, name), parseYaml(text) as unknown);
  }
  const packageJson = await readIfPresent(join(folder, 'package.json'));
  const member = packageJson === undefined ? undefined : (JSON.parse(packageJson) as { graphql?: unknown }).graphql;
  return member === undefined ? undefined : toConfig(join(folder, 'package.json'), member);
}

function toConfig(file: string, content: unknown): GraphQLConfigFile | undefined {
  if (!isRecord(content)) return undefined;
  const chosen = chooseProject(content);
  if (!chosen) return undefined;
  const folder = dirname(file);
  return {
    file,
    ...(chosen.name ? { project: chosen.name } : {}),
    schema: listOf(chosen.config.schema).map((pointer) => toPointer(folder, pointer)),
    documents: listOf(chosen.config.documents).filter((pattern): pattern is string => typeof pattern === 'string'),
  };
}

function chooseProject(content: Record<string, unknown>): { name?: string; config: Record<string, unknown> } | undefined {
  if (!isRecord(content.projects)) return { config: content };
  const projects = Object.entries(content.projects).filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]));
  const chosen = projects.find(([name]) => name === 'default') ?? projects[0];
  return chosen && { name: chosen[0], config: chosen[1] };
}

/** A pointer is a string, or an object whose keys are pointers (their options, such as headers, are not used). */
function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(listOf);
  if (isRecord(value)) return Object.keys(value);
  return [value];
}

function toPointer(folder: string, pointer: unknown): SchemaPointer {
  if (typeof pointer !== 'string') return { kind: 'unsupported', pointer: String(pointer), reason: 'not a file path or URL' };
  if (/^https?:\/\//i.test(pointer)) return { kind: 'url', url: pointer };
  if (/[*?{}[\]]/.test(pointer)) return { kind: 'unsupported', pointer, reason: 'glob patterns are not expanded; name the schema file' };
  if (/\.(?:[cm]?[jt]sx?)$/.test(pointer)) return { kind: 'unsupported', pointer, reason: 'code files are not run; point at an SDL or introspection JSON file' };
  return { kind: 'file', path: isAbsolute(pointer) ? pointer : join(folder, pointer) };
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
    throw error;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
