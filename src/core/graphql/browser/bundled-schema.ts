// The browser twin of ../node/bundled-schema.ts (same exports, and primeBundledGitHubSchema). github.com's schema ships
// gzip-compressed as dist/web/github-schema.gz (scripts/github-schema-web.mjs): the language worker's client reads
// and decompresses it once, on the first load of the bundled schema (language/browser/worker-client.ts), since a
// worker reads files only asynchronously; the synchronous readers then answer from it, as Node's do from the disk.
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
import type * as OnDisk from '../node/bundled-schema.js';
import { notInBrowser } from '../../not-in-browser.js';
import { buildClientSchemaLazily } from '../lazy-client-schema.js';

export const bundledGitHubSchemaFileName = 'github-schema.br';
const webFile = 'web/github-schema.gz';

let primed: Uint8Array | undefined;

/** Reads and decompresses dist/web/github-schema.gz once (DecompressionStream, a browser's own gzip). */
export async function primeBundledGitHubSchema(
  readBundleFile: ((name: string) => Promise<Uint8Array>) | undefined,
): Promise<void> {
  if (primed) return;
  if (!readBundleFile) return notInBrowser("github.com's bundled GraphQL schema");
  const compressed = await readBundleFile(webFile);
  const stream = new Blob([new Uint8Array(compressed)]).stream().pipeThrough(new DecompressionStream('gzip'));
  primed = new Uint8Array(await new Response(stream).arrayBuffer());
}

export const defaultBundledSchemaFile: typeof OnDisk.defaultBundledSchemaFile = () => webFile;

/** Where a type's field list lies in the file: [type index, property, byte offset, byte length]. */
type Segment = [number, 'fields', number, number];

/** The same reading as Node's: every type's `fields` parsed from its own JSON text on first read. */
export const readBundledGitHubIntrospection: typeof OnDisk.readBundledGitHubIntrospection = () => {
  const bytes = primed ?? notInBrowser("github.com's bundled GraphQL schema");
  const decoder = new TextDecoder();
  const headerEnd = bytes.indexOf(0x0a);
  if (headerEnd < 0) throw new Error(`${webFile} is not a bundled GitHub schema of this DevDesk version.`);
  const { introspection, segments } = JSON.parse(decoder.decode(bytes.subarray(0, headerEnd))) as {
    introspection: IntrospectionQuery;
    segments: Segment[];
  };
  const bodyStart = headerEnd + 1;
  for (const [typeIndex, property, offset, length] of segments) {
    const start = bodyStart + offset;
    const target = introspection.__schema.types[typeIndex]!;
    Object.defineProperty(target, property, {
      configurable: true,
      enumerable: true,
      get(): unknown {
        const value: unknown = JSON.parse(decoder.decode(bytes.subarray(start, start + length)));
        Object.defineProperty(target, property, { value, configurable: true, enumerable: true, writable: true });
        return value;
      },
    });
  }
  return introspection;
};

export const loadBundledGitHubSchema: typeof OnDisk.loadBundledGitHubSchema = (): GraphQLSchema =>
  buildClientSchemaLazily(readBundledGitHubIntrospection(), { checkReferences: false });
