// The form of github.com's schema as DevDesk ships it (encodeBundledSchema in scripts/github-schema.mjs writes it;
// that script says why this form and how it was measured), read back. Both hosts' readers decompress the one shipped
// file (dist/github-schema.gz) their own way (node/ and browser/bundled-schema.ts) and hand the bytes here.
//
// A first line of JSON, `{ "introspection": …, "segments": [[typeIndex, "fields", byteOffset, byteLength], …] }`,
// then every type's field list as its own JSON text. Loading parses a third of the JSON; a completion then reads the
// fields of the few types it walks through.
import type { IntrospectionQuery } from 'graphql';

/** The file name the build gives it, in dist/ beside the bundles. */
export const bundledGitHubSchemaFileName = 'github-schema.gz';

/** Where a type's field list lies in the file: [type index, property, byte offset, byte length]. */
type Segment = [number, 'fields', number, number];

/** The introspection result in `bytes` (decompressed), every type's `fields` parsed from its own text on first read. */
export function decodeBundledSchema(bytes: Uint8Array, file: string): IntrospectionQuery {
  const decoder = new TextDecoder();
  const headerEnd = bytes.indexOf(0x0a);
  if (headerEnd < 0)
    throw new Error(`${file} is not a bundled GitHub schema of this DevDesk version; build again (npm run build).`);
  const { introspection, segments } = JSON.parse(decoder.decode(bytes.subarray(0, headerEnd))) as {
    introspection: IntrospectionQuery;
    segments: Segment[];
  };
  const bodyStart = headerEnd + 1;
  for (const [typeIndex, property, offset, length] of segments) {
    const start = bodyStart + offset;
    parseOnFirstRead(introspection.__schema.types[typeIndex]!, property, () =>
      decoder.decode(bytes.subarray(start, start + length)),
    );
  }
  return introspection;
}

/** Makes `target[property]` the JSON `text()` parsed when first read, and a plain property from then on. */
function parseOnFirstRead(target: object, property: string, text: () => string): void {
  Object.defineProperty(target, property, {
    configurable: true,
    enumerable: true,
    get(): unknown {
      const value: unknown = JSON.parse(text());
      Object.defineProperty(target, property, { value, configurable: true, enumerable: true, writable: true });
      return value;
    },
  });
}
