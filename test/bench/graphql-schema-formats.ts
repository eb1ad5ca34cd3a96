// The measurement behind the form of the bundled github.com schema (scripts/github-schema.mjs): each candidate
// loaded into a GraphQLSchema by dist/graphql.js in fresh Node processes, taking turns so a busy spell slows all
// alike. Candidates: the published SDL (buildSchema) and its introspection JSON (buildClientSchema), each raw,
// gzip- and brotli-compressed (node:zlib); and the form that ships, the introspection with each type's fields as JSON
// parsed on first read (encodeBundledSchema), gzip-compressed, loaded as the worker loads it
// (loadBundledGitHubSchema: decompressing is part of its build). Run alone: node --import tsx test/bench/graphql-schema-formats.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  encodeBundledSchema,
  gitHubIntrospection,
  gitHubSchemaFileName,
  publishedSdlFile,
} from '../../scripts/github-schema.mjs';
import { median, type BenchRow } from './graphql-stats.js';

/** Prints `{ readMs, buildMs }`: reading and decompressing, then parsing and building the schema. */
const loadProbe = `
const { readFileSync } = require('node:fs');
const zlib = require('node:zlib');
const [bundleFile, file, form, codec] = process.argv.slice(1);
const bundle = require(bundleFile);
const started = performance.now();
if (form === 'shipped') {
  bundle.loadBundledGitHubSchema(file);
  process.stdout.write(JSON.stringify({ readMs: 0, buildMs: performance.now() - started }));
  process.exit(0);
}
const bytes = readFileSync(file);
const text = (codec === 'gzip' ? zlib.gunzipSync(bytes) : codec === 'brotli' ? zlib.brotliDecompressSync(bytes) : bytes).toString('utf8');
const read = performance.now();
bundle.toGraphQLSchema(form === 'sdl' ? text : JSON.parse(text));
process.stdout.write(JSON.stringify({ readMs: read - started, buildMs: performance.now() - read }));
`;

interface Candidate {
  form: 'sdl' | 'introspection' | 'shipped';
  codec: 'raw' | 'gzip' | 'brotli';
  file: string;
  bytes: number;
}

function writeCandidates(folder: string): Candidate[] {
  mkdirSync(folder, { recursive: true });
  const sources = {
    sdl: readFileSync(publishedSdlFile()),
    introspection: Buffer.from(JSON.stringify(gitHubIntrospection())),
  };
  const codecs = {
    raw: (bytes: Buffer) => bytes,
    gzip: (bytes: Buffer) => gzipSync(bytes, { level: 9 }),
    brotli: (bytes: Buffer) =>
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
  };
  const candidates: Candidate[] = (['sdl', 'introspection'] as const).flatMap((form) =>
    (['raw', 'gzip', 'brotli'] as const).map((codec) => {
      const bytes = codecs[codec](sources[form]);
      const file = join(folder, `${form}.${codec}`);
      writeFileSync(file, bytes);
      return { form, codec, file, bytes: bytes.length };
    }),
  );
  const shipped = join(folder, gitHubSchemaFileName);
  writeFileSync(shipped, codecs.gzip(encodeBundledSchema(gitHubIntrospection())));
  return [...candidates, { form: 'shipped', codec: 'gzip', file: shipped, bytes: statSync(shipped).size }];
}

export function runSchemaFormatBench(bundleFile: string, folder: string, runs = 7): BenchRow[] {
  const candidates = writeCandidates(folder);
  const samples = candidates.map(() => [] as { readMs: number; buildMs: number }[]);
  for (let run = 0; run < runs; run++) {
    candidates.forEach((candidate, index) => {
      const output = execFileSync(
        process.execPath,
        ['-e', loadProbe, bundleFile, candidate.file, candidate.form, candidate.codec],
        { encoding: 'utf8' },
      );
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
      note: `${candidate.form === 'shipped' ? 'fields parsed on first read, none here' : `read ${round(read)} + build ${round(build)}`}; ${(candidate.bytes / 1024).toFixed(0)} KB; median of ${runs} fresh processes`,
    };
  });
}

const round = (value: number): number => Math.round(value * 10) / 10;

if (require.main === module) {
  for (const row of runSchemaFormatBench(
    join(process.cwd(), 'dist', 'graphql.js'),
    join(process.cwd(), 'out', 'bench', 'schema-formats'),
  )) {
    console.log(`${row.name}: ${row.value} ${row.unit} (${row.note})`);
  }
}
