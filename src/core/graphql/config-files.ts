// Finding a graphql-config file (config.ts reads it): the file names, nearest folder first, with nothing but the
// file system, so the editor can tell whether a workspace has one before it loads the YAML parser to read it.
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** A config file's path and text: one of configFileNames, or a package.json that has a `graphql` member. */
export interface ConfigFileText {
  file: string;
  text: string;
}

const configFileNames = ['graphql.config.json', 'graphql.config.yml', 'graphql.config.yaml', '.graphqlrc', '.graphqlrc.json', '.graphqlrc.yml', '.graphqlrc.yaml'];

/** The first config file from `folder` up to `root` (inclusive; the file system's root when not given). */
export function locateGraphQLConfig(folder: string, root?: string): Promise<ConfigFileText | undefined> {
  return firstUpwards(folder, root, configFileIn);
}

/** `visit`'s first answer from `folder` up to `root`, nearest first. */
export async function firstUpwards<T>(folder: string, root: string | undefined, visit: (folder: string) => Promise<T | undefined>): Promise<T | undefined> {
  const stop = root === undefined ? undefined : resolve(root);
  for (let current = resolve(folder); ; current = dirname(current)) {
    const found = await visit(current);
    if (found) return found;
    if (current === stop || dirname(current) === current) return undefined;
  }
}

/** The config file of one folder: the first of configFileNames present, else package.json with a `graphql` member. */
export async function configFileIn(folder: string): Promise<ConfigFileText | undefined> {
  for (const name of configFileNames) {
    const text = await readIfPresent(join(folder, name));
    if (text !== undefined) return { file: join(folder, name), text };
  }
  const packageJson = await readIfPresent(join(folder, 'package.json'));
  if (packageJson === undefined || (JSON.parse(packageJson) as { graphql?: unknown }).graphql === undefined) return undefined;
  return { file: join(folder, 'package.json'), text: packageJson };
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
    throw error;
  }
}
