// The measurement behind the form of the bundled github.com schema (scripts/github-schema.mjs): each candidate
// loaded into a GraphQLSchema by dist/graphql.js in fresh Node processes, taking turns so a busy spell slows all
// alike. Candidates: the published SDL (buildSchema) and its introspection JSON (buildClientSchema), each raw,
// gzip- and brotli-compressed (node:zlib). Run alone: node --import tsx test/bench/graphql-schema-formats.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gitHubIntrospection, publishedSdlFile } from '../../scripts/github-schema.mjs';
import { median, type BenchRow } from './graphql-stats.js';

/** Prints `{ readMs, buildMs }`: reading and decompressing, then parsing and building the schema. */
const loadProbe = `
const { readFileSync } = require('node:fs');
const zlib = require('node:zlib');
const [bundleFile, file, form, codec] = process.argv.slice(1);
const bundle = require(bundleFile);
const started = performance.now();
const bytes = readFileSync(file);
const text = (codec === 'gzip' ? zlib.gunzipSync(bytes) : codec === 'brotli' ? zlib.brotliDecompressSync(bytes) : bytes).toString('utf8');
const read = performance.now();
bundle.toGraphQLSchema(form === 'sdl' ? text : JSON.parse(text));
process.stdout.write(JSON.stringify({ readMs: read - started, buildMs: performance.now() - read }));
`;

interface Candidate {
  form: 'sdl' | 'introspection';
  codec: 'raw' | 'gzip' | 'brotli';
  file: string;
  bytes: number;
}

function writeCandidates(folder: string): Candidate[] {
  mkdirSync(folder, { recursive: true });
  const sources = { sdl: readFileSync(publishedSdlFile()), introspection: Buffer.from(JSON.stringify(gitHubIntrospection())) };
  const codecs = {
    raw: (bytes: Buffer) => bytes,
    gzip: (bytes: Buffer) => gzipSync(bytes, { level: 9 }),
    brotli: (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  };
  return (['sdl', 'introspection'] as const).flatMap((form) =>
    (['raw', 'gzip', 'brotli'] as const).map((codec) => {
      const bytes = codecs[codec](sources[form]);
      const file = join(folder, `${form}.${codec}`);
      writeFileSync(file, bytes);
      return { form, codec, file, bytes: bytes.length };
    }),
  );
}

export function runSchemaFormatBench(bundleFile: string, folder: string, runs = 7): BenchRow[] {
  const candidates = writeCandidates(folder);
  const samples = candidates.map(() => [] as { readMs: number; buildMs: number }[]);
  for (let run = 0; run < runs; run++) {
    candidates.forEach((candidate, index) => {
      const output = execFileSync(process.execPath, ['-e', loadProbe, bundleFile, candidate.file, candidate.form, candidate.codec], { encoding: 'utf8' });
      samples[index]!.push(JSON.parse(output) as { readMs: number; buildMs: number });
    });
  }
  return candidates.map((candidate, index) => {
    const read = median(samples[index]!.map((sample) => sample.readMs));
    const build = median(samples[index]!.map((sample) => sample.buildMs));
    return {
      name: `schema form: ${candidate.form} ${candidate.codec}, read + build cold`,
      value: round(read + build),
      unit: 'ms',
      note: `read ${round(read)} + build ${round(build)}; ${(candidate.bytes / 1024).toFixed(0)} KB; median of ${runs} fresh processes`,
    };
  });
}

const round = (value: number): number => Math.round(value * 10) / 10;

if (require.main === module) {
  for (const row of runSchemaFormatBench(join(process.cwd(), 'dist', 'graphql.js'), join(process.cwd(), 'out', 'bench', 'schema-formats'))) {
    console.log(`${row.name}: ${row.value} ${row.unit} (${row.note})`);
  }
}
