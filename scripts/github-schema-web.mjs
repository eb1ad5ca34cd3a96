// github.com's GraphQL schema for the browser entry (issue 38): the same bytes as dist/github-schema.br, gzip-compressed
// into dist/web/github-schema.gz, since a browser's DecompressionStream reads gzip and not Brotli
// (https://developer.mozilla.org/en-US/docs/Web/API/DecompressionStream). Rewritten only when the Brotli file changed.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { brotliDecompressSync, constants, gzipSync } from 'node:zlib';

export const webSchemaFile = 'dist/web/github-schema.gz';

export function ensureWebSchemaFile(brotliFile, outFile = webSchemaFile) {
  if (existsSync(outFile) && statSync(brotliFile).mtimeMs <= statSync(outFile).mtimeMs)
    return { outFile, written: false };
  const compressed = gzipSync(brotliDecompressSync(readFileSync(brotliFile)), { level: constants.Z_BEST_COMPRESSION });
  mkdirSync(dirname(outFile), { recursive: true });
  const partial = `${outFile}.${process.pid}.partial`;
  writeFileSync(partial, compressed);
  renameSync(partial, outFile);
  return { outFile, written: true, bytes: compressed.length };
}
