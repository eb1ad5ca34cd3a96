// The browser twin of ../node/schema-cache.ts (same exports): nothing is cached on a local disk, so every schema is
// introspected afresh (a cache in `workspace.fs` is later work of issue 38).
import type * as OnDisk from '../node/schema-cache.js';

export type { CachedIntrospection } from '../node/schema-cache.js';

export const cacheFileOf: typeof OnDisk.cacheFileOf = (cacheDir, endpoint) =>
  `${cacheDir}/${encodeURIComponent(endpoint)}`;
export const hasCachedIntrospection: typeof OnDisk.hasCachedIntrospection = () => Promise.resolve(false);
export const readCachedIntrospection: typeof OnDisk.readCachedIntrospection = () => Promise.resolve(undefined);
export const writeCachedIntrospection: typeof OnDisk.writeCachedIntrospection = () => Promise.resolve();
