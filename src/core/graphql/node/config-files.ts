// Finding a graphql-config file (config.ts reads it): the file names, nearest folder first, with nothing but the
// file system, so the editor can tell whether a workspace has one before it loads the YAML parser to read it.
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { ConfigFileText } from '../config-content.js';
import { configFileNames } from '../config-names.js';

/** A config file's path and text: one of configFileNames, or a package.json that has a `graphql` member. */
export type { ConfigFileText } from '../config-content.js';

/** The first config file from `folder` up to `root` (inclusive; the file system's root when not given). */
export async function locateGraphQLConfig(folder: string, root?: string): Promise<ConfigFileText | undefined> {
  for (
    let current: string | undefined = resolve(folder);
    current !== undefined;
    current = parentWithin(current, root)
  ) {
    const found = await configFileIn(current);
    if (found) return found;
  }
  return undefined;
}

/** The next config file above one found before: from its folder's parent up to `root`. */
export function locateGraphQLConfigAbove(found: ConfigFileText, root?: string): Promise<ConfigFileText | undefined> {
  const parent = parentWithin(dirname(found.file), root);
  return parent === undefined ? Promise.resolve(undefined) : locateGraphQLConfig(parent, root);
}

/** The folder above `folder`, unless `folder` is `root` or the file system's root. */
function parentWithin(folder: string, root: string | undefined): string | undefined {
  if (root !== undefined && folder === resolve(root)) return undefined;
  const parent = dirname(folder);
  return parent === folder ? undefined : parent;
}

/** The config file of one folder: the first of configFileNames present, else package.json with a `graphql` member. */
async function configFileIn(folder: string): Promise<ConfigFileText | undefined> {
  for (const name of configFileNames) {
    const text = await readIfPresent(join(folder, name));
    if (text !== undefined) return { file: join(folder, name), text };
  }
  const packageJson = await readIfPresent(join(folder, 'package.json'));
  if (packageJson === undefined || (JSON.parse(packageJson) as { graphql?: unknown }).graphql === undefined)
    return undefined;
  return { file: join(folder, 'package.json'), text: packageJson };
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR')
      return undefined;
    throw error;
  }
}
