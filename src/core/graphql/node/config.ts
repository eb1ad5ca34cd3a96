// A graphql-config file on the local disk, honoured when the workspace has one and never required: which schema a
// folder's documents are written against (config-content.ts says what a file means; browser/config.ts is the twin).
//
// Read: graphql.config.{json,yml,yaml}, .graphqlrc (YAML or JSON), .graphqlrc.{json,yml,yaml}, and the `graphql`
// member of package.json, nearest folder first. Not read: the .js/.ts forms, which would mean running code from the
// workspace inside the editor, and .toml. URLs are introspected by the schema store with DevDesk's own client and
// token rules (headers from the file are not sent). A schema file outside the workspace folder (`root`), by its path
// or through a symbolic link, comes back unsupported, with the reason: a cloned repository's config file must not make
// the editor read `../../etc/…` or a home folder's files.
import { realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { outsideReason, readConfigChain, type GraphQLConfigFile, type SchemaPointer } from '../config-content.js';
import { locateGraphQLConfig, locateGraphQLConfigAbove, type ConfigFileText } from './config-files.js';

export type { GraphQLConfigFile, SchemaPointer } from '../config-content.js';

/** The nearest configuration from `folder` up to `root` (inclusive; the file system's root when not given). */
export async function findGraphQLConfig(folder: string, root?: string): Promise<GraphQLConfigFile | undefined> {
  const located = await locateGraphQLConfig(folder, root);
  return located && readGraphQLConfig(located, root);
}

/**
 * The configuration in a file locateGraphQLConfig found (the editor looks for one before it loads this parser). A
 * file that names no usable project is passed over, as if it were not there: the next one up counts.
 */
export function readGraphQLConfig(located: ConfigFileText, root?: string): Promise<GraphQLConfigFile | undefined> {
  return readConfigChain(located, root, {
    paths: { basename, dirname, join, isAbsolute },
    above: locateGraphQLConfigAbove,
    keptInside,
  });
}

/** Whether `path` is `folder` or lies below it (both absolute; compared as written, no file system look). */
export function isInsideFolder(path: string, folder: string): boolean {
  const fromFolder = relative(resolve(folder), resolve(path));
  return fromFolder === '' || (!isAbsolute(fromFolder) && fromFolder !== '..' && !fromFolder.startsWith(`..${sep}`));
}

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
