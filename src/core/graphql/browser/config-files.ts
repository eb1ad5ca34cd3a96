// The browser twin of ../node/config-files.ts (same exports): the graphql-config file nearest a document, looked for
// in the virtual workspace (graphql-disks.ts: `workspace.fs`, handed over by the browser entry) by the same names.
import type * as OnDisk from '../node/config-files.js';
import type { ConfigFileText } from '../config-content.js';
import { configFileNames } from '../config-names.js';
import { normalizePath, readTextFile, uriPaths, workspaceDisk } from './graphql-disks.js';

export type { ConfigFileText } from '../config-content.js';

export const locateGraphQLConfig: typeof OnDisk.locateGraphQLConfig = async (folder, root) => {
  for (let current = normalizePath(folder) as string | undefined; current !== undefined;) {
    const found = await configFileIn(current);
    if (found) return found;
    current = parentWithin(current, root);
  }
  return undefined;
};

export const locateGraphQLConfigAbove: typeof OnDisk.locateGraphQLConfigAbove = (found, root) => {
  const parent = parentWithin(uriPaths.dirname(found.file), root);
  return parent === undefined ? Promise.resolve(undefined) : locateGraphQLConfig(parent, root);
};

/** The folder above `folder`, unless `folder` is `root` or `/`. */
function parentWithin(folder: string, root: string | undefined): string | undefined {
  if (root !== undefined && folder === normalizePath(root)) return undefined;
  return folder === '/' ? undefined : uriPaths.dirname(folder);
}

/** The config file of one folder: the first of configFileNames present, else package.json with a `graphql` member. */
async function configFileIn(folder: string): Promise<ConfigFileText | undefined> {
  for (const name of configFileNames) {
    const file = uriPaths.join(folder, name);
    const text = await readTextFile(workspaceDisk(), file);
    if (text !== undefined) return { file, text };
  }
  const file = uriPaths.join(folder, 'package.json');
  const packageJson = await readTextFile(workspaceDisk(), file);
  if (packageJson === undefined || (JSON.parse(packageJson) as { graphql?: unknown }).graphql === undefined)
    return undefined;
  return { file, text: packageJson };
}
