// A graphql-config file, honoured when the workspace has one and never required
// (https://the-guild.dev/graphql/config/docs/user/usage): which schema a folder's documents are written against.
//
// Read: graphql.config.{json,yml,yaml}, .graphqlrc (YAML or JSON), .graphqlrc.{json,yml,yaml}, and the `graphql`
// member of package.json, nearest folder first. Not read: the .js/.ts forms, which would mean running code from the
// workspace inside the editor, and .toml. A `projects` map gives its `default` project, else its first.
// Schema pointers: local files (SDL, or introspection JSON when the name ends in .json) and URLs (introspected by
// the schema store with DevDesk's own client and token rules; headers from the file are not sent). Globs are not
// expanded: they come back as unsupported, with the reason, for the editor to say.
import { basename, dirname, isAbsolute, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { locateGraphQLConfig, locateGraphQLConfigAbove, type ConfigFileText } from './config-files.js';

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

/** The nearest configuration from `folder` up to `root` (inclusive; the file system's root when not given). */
export async function findGraphQLConfig(folder: string, root?: string): Promise<GraphQLConfigFile | undefined> {
  const located = await locateGraphQLConfig(folder, root);
  return located && readGraphQLConfig(located, root);
}

/**
 * The configuration in a file locateGraphQLConfig found (the editor looks for one before it loads this parser). A
 * file that names no usable project is passed over, as if it were not there: the next one up counts.
 */
export async function readGraphQLConfig(located: ConfigFileText, root?: string): Promise<GraphQLConfigFile | undefined> {
  for (let found: ConfigFileText | undefined = located; found; found = await locateGraphQLConfigAbove(found, root)) {
    const config = parseGraphQLConfig(found.file, found.text);
    if (config) return config;
  }
  return undefined;
}

/** A config file's configuration: package.json's `graphql` member, or the whole file (YAML, of which JSON is a subset). */
function parseGraphQLConfig(file: string, text: string): GraphQLConfigFile | undefined {
  const content: unknown = basename(file) === 'package.json' ? (JSON.parse(text) as { graphql?: unknown }).graphql : parseYaml(text);
  return toConfig(file, content);
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
