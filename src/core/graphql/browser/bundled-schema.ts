// The browser twin of ../node/bundled-schema.ts (same exports, and primeBundledGitHubSchema). The language worker's
// client reads and decompresses dist/github-schema.gz once, on the first load of the bundled schema
// (language/browser/worker-client.ts), since a worker reads files only asynchronously; the synchronous readers then
// answer from it, as Node's do from the disk.
import type { GraphQLSchema } from 'graphql';
import type * as OnDisk from '../node/bundled-schema.js';
import { notInBrowser } from '../../not-in-browser.js';
import { bundledGitHubSchemaFileName, decodeBundledSchema } from '../bundled-schema-form.js';
import { buildClientSchemaLazily } from '../lazy-client-schema.js';

export { bundledGitHubSchemaFileName };

let primed: Uint8Array | undefined;

/** Reads and decompresses dist/github-schema.gz once (DecompressionStream, a browser's own gzip). */
export async function primeBundledGitHubSchema(
  readBundleFile: ((name: string) => Promise<Uint8Array>) | undefined,
): Promise<void> {
  if (primed) return;
  if (!readBundleFile) return notInBrowser("github.com's bundled GraphQL schema");
  const compressed = await readBundleFile(bundledGitHubSchemaFileName);
  const stream = new Blob([new Uint8Array(compressed)]).stream().pipeThrough(new DecompressionStream('gzip'));
  primed = new Uint8Array(await new Response(stream).arrayBuffer());
}

export const defaultBundledSchemaFile: typeof OnDisk.defaultBundledSchemaFile = () => bundledGitHubSchemaFileName;

/** The same reading as Node's: every type's `fields` parsed from its own JSON text on first read. */
export const readBundledGitHubIntrospection: typeof OnDisk.readBundledGitHubIntrospection = () =>
  decodeBundledSchema(primed ?? notInBrowser("github.com's bundled GraphQL schema"), bundledGitHubSchemaFileName);

export const loadBundledGitHubSchema: typeof OnDisk.loadBundledGitHubSchema = (): GraphQLSchema =>
  buildClientSchemaLazily(readBundledGitHubIntrospection(), { checkReferences: false });
