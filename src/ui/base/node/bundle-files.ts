// Where the bundles beside dist/extension.js are, for Node's `require` and worker threads: dist/core.js,
// dist/graphql.js, dist/graphql-worker.js (base/core.ts loads them on first use).
import { join } from 'node:path';

/** The file of a bundle beside this one (`core.js` → <extension>/dist/core.js). */
export function bundleFile(name: string): string {
  return join(__dirname, name);
}
