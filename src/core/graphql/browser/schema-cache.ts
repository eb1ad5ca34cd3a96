// The browser twin of ../node/schema-cache.ts (same exports): introspection results kept in the extension's global
// storage (a `workspace.fs` location in the browser: graphql-disks.ts's storage disk, handed over by the browser
// entry), one gzip file per endpoint, compressed by the browser's own CompressionStream. An Enterprise host's schema
// is then fetched once a day (../schema.ts), not on every start. `workspace.fs` writes a whole file at once, so a
// reader never sees half of one.
import type * as OnDisk from '../node/schema-cache.js';
import { cacheEntryOf, cacheEntryText } from '../cache-entry.js';
import { storageDisk, uriPaths } from './graphql-disks.js';

export type { CachedIntrospection } from '../cache-entry.js';

/** The file of an endpoint: its URL, encoded, so any URL makes a safe file name. */
export const cacheFileOf: typeof OnDisk.cacheFileOf = (cacheDir, endpoint) =>
  uriPaths.join(cacheDir, `schema-${encodeURIComponent(endpoint)}.json.gz`);

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

export const hasCachedIntrospection: typeof OnDisk.hasCachedIntrospection = (cacheDir, endpoint) =>
  storageDisk()
    .exists(cacheFileOf(cacheDir, endpoint))
    .catch(() => false);

export const readCachedIntrospection: typeof OnDisk.readCachedIntrospection = async (cacheDir, endpoint) => {
  try {
    const compressed = await storageDisk().read(cacheFileOf(cacheDir, endpoint));
    if (!compressed) return undefined;
    const text = new TextDecoder().decode(await through(compressed, new DecompressionStream('gzip')));
    return cacheEntryOf(text, endpoint);
  } catch {
    return undefined; // unreadable or damaged: fetch anew
  }
};

export const writeCachedIntrospection: typeof OnDisk.writeCachedIntrospection = async (cacheDir, entry) => {
  const compressed = await through(new TextEncoder().encode(cacheEntryText(entry)), new CompressionStream('gzip'));
  await storageDisk().write(cacheFileOf(cacheDir, entry.endpoint), compressed);
};
