// A graphql-config file, honoured when the workspace has one and never required
// (https://the-guild.dev/graphql/config/docs/user/usage): which schema a folder's documents are written against.
//
// Read: graphql.config.{json,yml,yaml}, .graphqlrc (YAML or JSON), .graphqlrc.{json,yml,yaml}, and the `graphql`
// member of package.json, nearest folder first. Not read: the .js/.ts forms, which would mean running code from the
// workspace inside the editor, and .toml. A `projects` map gives its `default` project, else its first.
// Schema pointers: local files (SDL, or introspection JSON when the name ends in .json) and URLs (introspected by
// the schema store with DevDesk's own client and token rules; headers from the file are not sent). Globs are not
// expanded: they come back as unsupported, with the reason, for the editor to say. So does a schema file outside the
// workspace folder (`root`), by its path or through a symbolic link: a cloned repository's config file must not make
// the editor read `../../etc/…` or a home folder's files.
import { realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { locateGraphQLConfig, locateGraphQLConfigAbove, type ConfigFileText } from './config-files.js';

export type SchemaPointer =
  | { kind: 'file'; path: string }
  | { kind: 'url'; url: string }
  | { kind: 'unsupported'; pointer: string; reason: string };

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
export async function readGraphQLConfig(
  located: ConfigFileText,
  root?: string,
): Promise<GraphQLConfigFile | undefined> {
  for (let found: ConfigFileText | undefined = located; found; found = await locateGraphQLConfigAbove(found, root)) {
    const config = parseGraphQLConfig(found.file, found.text);
    if (config)
      return root === undefined
        ? config
        : { ...config, schema: await Promise.all(config.schema.map((pointer) => keptInside(pointer, root))) };
  }
  return undefined;
}

/** Whether `path` is `folder` or lies below it (both absolute; compared as written, no file system look). */
export function isInsideFolder(path: string, folder: string): boolean {
  const fromFolder = relative(resolve(folder), resolve(path));
  return fromFolder === '' || (!isAbsolute(fromFolder) && fromFolder !== '..' && !fromFolder.startsWith(`..${sep}`));
}

const outsideReason = 'outside the workspace folder: schema files are read only from inside it';

/** A file pointer outside `root` (as written, or once symbolic links are followed) becomes unsupported. */
async function keptInside(pointer: SchemaPointer, root: string): Promise<SchemaPointer> {
  if (pointer.kind !== 'file') return pointer;
  const refused: SchemaPointer = { kind: 'unsupported', pointer: pointer.path, reason: outsideReason };
  if (!isInsideFolder(pointer.path, root)) return refused;
  const [real, realRoot] = await Promise.all([
    realpath(pointer.path).catch(() => undefined),
    realpath(root).catch(() => resolve(root)),
  ]);
  return real === undefined || isInsideFolder(real, realRoot) ? pointer : refused; // a missing file fails when read
}

/**
 * A config file's configuration: package.json's `graphql` member, or the whole file (YAML, of which JSON is a subset).
 */
function parseGraphQLConfig(file: string, text: string): GraphQLConfigFile | undefined {
  const content: unknown =
    basename(file) === 'package.json' ? (JSON.parse(text) as { graphql?: unknown }).graphql : parseYaml(text);
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

function chooseProject(
  content: Record<string, unknown>,
): { name?: string; config: Record<string, unknown> } | undefined {
  if (!isRecord(content.projects)) return { config: content };
  const projects = Object.entries(content.projects).filter((entry): entry is [string, Record<string, unknown>] =>
    isRecord(entry[1]),
  );
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
  if (typeof pointer !== 'string')
    return { kind: 'unsupported', pointer: String(pointer), reason: 'not a file path or URL' };
  if (/^https?:\/\//i.test(pointer)) return { kind: 'url', url: pointer };
  if (/[*?{}[\]]/.test(pointer))
    return { kind: 'unsupported', pointer, reason: 'glob patterns are not expanded; name the schema file' };
  if (/\.(?:[cm]?[jt]sx?)$/.test(pointer))
    return {
      kind: 'unsupported',
      pointer,
      reason: 'code files are not run; point at an SDL or introspection JSON file',
    };
  return { kind: 'file', path: isAbsolute(pointer) ? pointer : join(folder, pointer) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
