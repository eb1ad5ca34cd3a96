// The browser twin of ../node/config.ts (same exports): a graphql-config file in the virtual workspace
// (config-files.ts finds it through `workspace.fs`), read by the same rules (../config-content.ts: YAML or JSON,
// never code). A schema file outside the workspace folder comes back unsupported, as on the desktop; a virtual
// workspace's paths are compared as written (`..` resolved first): `workspace.fs` follows no link to a local disk.
import type * as OnDisk from '../node/config.js';
import { outsideReason, readConfigChain, type SchemaPointer } from '../config-content.js';
import { locateGraphQLConfig, locateGraphQLConfigAbove } from './config-files.js';
import { normalizePath, uriPaths } from './graphql-disks.js';

export type { GraphQLConfigFile, SchemaPointer } from '../config-content.js';

export const isInsideFolder: typeof OnDisk.isInsideFolder = (path, folder) => {
  const [inner, outer] = [normalizePath(path), normalizePath(folder)];
  return inner === outer || inner.startsWith(outer === '/' ? '/' : `${outer}/`);
};

export const readGraphQLConfig: typeof OnDisk.readGraphQLConfig = (located, root) =>
  readConfigChain(located, root, {
    paths: uriPaths,
    above: locateGraphQLConfigAbove,
    keptInside: (pointer: SchemaPointer, base: string) =>
      Promise.resolve(
        pointer.kind !== 'file' || isInsideFolder(pointer.path, base)
          ? pointer
          : { kind: 'unsupported', pointer: pointer.path, reason: outsideReason },
      ),
  });

export const findGraphQLConfig: typeof OnDisk.findGraphQLConfig = async (folder, root) => {
  const located = await locateGraphQLConfig(folder, root);
  return located && readGraphQLConfig(located, root);
};
