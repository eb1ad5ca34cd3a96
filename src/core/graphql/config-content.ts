// What a graphql-config file says (https://the-guild.dev/graphql/config/docs/user/usage), whichever disk it lies on:
// node/config.ts reads it from the local disk, browser/config.ts from a virtual workspace. Pure: the paths' rules
// come in (Node's own on the desktop, a URI's `/`-separated path in the browser).
//
// The whole file is YAML, of which JSON is a subset, or package.json's `graphql` member; never code (a .js/.ts config
// is not looked for, and a code file named as the schema comes back unsupported, with the reason). A `projects` map
// gives its `default` project, else its first. Schema pointers: local files (SDL, or introspection JSON when the name
// ends in .json) and URLs. Globs are not expanded: they come back as unsupported, with the reason.
//
// The YAML is read by js-yaml, the parser graphql-config's own loader (cosmiconfig) reads these files with; its
// `load` builds plain data only (no `!!js/…` types). An alias is the very object it names, so a file of aliases
// nested in lists (a "billion laughs") is cheap to load but not to walk: the pointer lists below are walked one list
// deep, never through nested ones.
import { load as parseYaml } from 'js-yaml';

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

/** A config file's path and text, as a locateGraphQLConfig found it. */
export interface ConfigFileText {
  file: string;
  text: string;
}

/** The path rules the parsing needs. */
export interface ConfigPaths {
  basename(path: string): string;
  dirname(path: string): string;
  join(...parts: string[]): string;
  isAbsolute(path: string): boolean;
}

/** How a disk's readGraphQLConfig goes on: the next config file up, and the check of a file pointer against `root`. */
export interface ConfigChain {
  paths: ConfigPaths;
  above(found: ConfigFileText, root?: string): Promise<ConfigFileText | undefined>;
  keptInside(pointer: SchemaPointer, root: string): Promise<SchemaPointer>;
}

/** Why a file pointer outside the workspace folder is not read. */
export const outsideReason = 'outside the workspace folder: schema files are read only from inside it';

/**
 * The configuration in a located file; a file that names no usable project is passed over, as if it were not there:
 * the next one up counts. With `root`, file pointers outside it become unsupported.
 */
export async function readConfigChain(
  located: ConfigFileText,
  root: string | undefined,
  chain: ConfigChain,
): Promise<GraphQLConfigFile | undefined> {
  for (let found: ConfigFileText | undefined = located; found; found = await chain.above(found, root)) {
    const config = parseGraphQLConfig(found.file, found.text, chain.paths);
    if (config)
      return root === undefined
        ? config
        : { ...config, schema: await Promise.all(config.schema.map((pointer) => chain.keptInside(pointer, root))) };
  }
  return undefined;
}

/**
 * A config file's configuration: package.json's `graphql` member, or the whole file (YAML, of which JSON is a subset).
 */
export function parseGraphQLConfig(file: string, text: string, paths: ConfigPaths): GraphQLConfigFile | undefined {
  const content: unknown =
    paths.basename(file) === 'package.json' ? (JSON.parse(text) as { graphql?: unknown }).graphql : parseYaml(text);
  if (!isRecord(content)) return undefined;
  const chosen = chooseProject(content);
  if (!chosen) return undefined;
  const folder = paths.dirname(file);
  return {
    file,
    ...(chosen.name ? { project: chosen.name } : {}),
    schema: listOf(chosen.config.schema).map((pointer) => toPointer(folder, pointer, paths)),
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

/**
 * A pointer is a string, or an object whose keys are pointers (their options, such as headers, are not used); a list
 * holds such pointers. A list inside the list is not a pointer (and is not walked: see the file's header).
 */
function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value.flatMap(pointersIn) : pointersIn(value);
}

function pointersIn(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (isRecord(value)) return Object.keys(value);
  return [value];
}

function toPointer(folder: string, pointer: unknown, paths: ConfigPaths): SchemaPointer {
  if (typeof pointer !== 'string')
    return { kind: 'unsupported', pointer: Array.isArray(pointer) ? '[…]' : String(pointer), reason: notAPointer };
  if (/^https?:\/\//i.test(pointer)) return { kind: 'url', url: pointer };
  if (/[*?{}[\]]/.test(pointer))
    return { kind: 'unsupported', pointer, reason: 'glob patterns are not expanded; name the schema file' };
  if (/\.(?:[cm]?[jt]sx?)$/.test(pointer))
    return {
      kind: 'unsupported',
      pointer,
      reason: 'code files are not run; point at an SDL or introspection JSON file',
    };
  return { kind: 'file', path: paths.isAbsolute(pointer) ? pointer : paths.join(folder, pointer) };
}

const notAPointer = 'not a file path or URL';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
