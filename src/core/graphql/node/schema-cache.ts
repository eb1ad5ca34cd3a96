// Introspection results on disk, one file per endpoint in a folder the caller owns (the extension's global storage):
// `{ endpoint, fetchedAt, introspection }` as brotli-compressed JSON (an Enterprise schema is megabytes of JSON).
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import { cacheEntryOf, cacheEntryText, type CachedIntrospection } from '../cache-entry.js';

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

export type { CachedIntrospection } from '../cache-entry.js';

/** The file of an endpoint: a hash of its URL, so any URL makes a safe file name. */
export function cacheFileOf(cacheDir: string, endpoint: string): string {
  return join(cacheDir, `schema-${createHash('sha256').update(endpoint).digest('hex').slice(0, 20)}.json.br`);
}

/**
 * Whether a cache file exists for `endpoint` (a look at the folder, nothing read): so a caller knows early to wait for
 * it.
 */
export async function hasCachedIntrospection(cacheDir: string, endpoint: string): Promise<boolean> {
  return access(cacheFileOf(cacheDir, endpoint)).then(
    () => true,
    () => false,
  );
}

/** The cached introspection of `endpoint`, or undefined when there is none or it cannot be read. */
export async function readCachedIntrospection(
  cacheDir: string,
  endpoint: string,
): Promise<CachedIntrospection | undefined> {
  let text: string;
  try {
    text = (await decompress(await readFile(cacheFileOf(cacheDir, endpoint)))).toString('utf8');
  } catch {
    return undefined; // missing, or damaged (a crash mid-write is prevented below, but disks fail): fetch anew
  }
  return cacheEntryOf(text, endpoint);
}

export async function writeCachedIntrospection(cacheDir: string, entry: CachedIntrospection): Promise<void> {
  const json = cacheEntryText(entry);
  // Quality 5: tens of ms for megabytes, where the maximum takes seconds for a few percent less.
  const compressed = await compress(Buffer.from(json), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  await mkdir(cacheDir, { recursive: true });
  const file = cacheFileOf(cacheDir, entry.endpoint);
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    await writeFile(partial, compressed);
    await rename(partial, file); // readers see the old file or the new one, never half of one
  } finally {
    await rm(partial, { force: true });
  }
}
