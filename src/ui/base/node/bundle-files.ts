// Where the bundles beside dist/extension.js are, for Node's `require` and worker threads: dist/core.js,
// dist/graphql.js, dist/graphql-worker.js (base/core.ts loads them on first use).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file of a bundle beside this one (`core.js` → <extension>/dist/core.js). */
export function bundleFile(name: string): string {
  return join(__dirname, name);
}

/**
 * The bundle beside this one, loaded (`core.js` → the core's exports). A computed path keeps esbuild from inlining it
 * into dist/extension.js; an `import()` would not load a CommonJS sibling bundle synchronously.
 */
export function requireBundle(name: string): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(bundleFile(name));
}

/** A file the build writes beside the bundles (`github-schema.gz`), read. */
export function readBundleFile(name: string): Promise<Uint8Array> {
  return readFile(bundleFile(name));
}
