// Benchmark of the GraphQL editor's services on github.com's full schema, through dist/graphql.js as the extension
// loads it (build first: `npm run bench` does). Figures only, never pass/fail; compare within one run.
//   1. Schema ready cold, in fresh processes (median of 7): require the bundle, then the schema from the bundled
//      file, or from the disk cache of an endpoint's introspection (the emulator's, written once beforehand).
//   2. Opening a document to its first completion: the same fresh process, through one completion.
//   3. Heap (after a GC) and RSS after that, and the process's peak RSS.
//   4. Completion latency p50/p95/max at every position of the bench documents (graphql-documents.ts), warm.
//   5. Diagnostics of a 200-line document, warm.
//   6. The schema forms the bundled file was chosen from (graphql-schema-formats.ts).
// Run alone: node --import tsx test/bench/graphql.ts   (the bench runner imports runGraphQLBench()).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startEmulator } from '../emulator/server.js';
import { benchDocuments, everyPosition, longDocument } from './graphql-documents.js';
import { runSchemaFormatBench } from './graphql-schema-formats.js';
import { median, percentile, type BenchRow } from './graphql-stats.js';

type GraphQLBundle = typeof import('../../src/graphql/index.js');

const repoRoot = join(__dirname, '..', '..');
const bundleFile = join(repoRoot, 'dist', 'graphql.js');
const workFolder = join(repoRoot, 'out', 'bench', 'graphql');

/** The first completion a user asks for: the fields of Repository, in the first bench document. */
const firstCompletion = { text: benchDocuments[0]!, position: { line: 4, character: 6 } };

/** Prints the phases of a cold start as JSON; argv: bundle, source ('bundled' | 'cache'), cache folder, endpoint, text, position. */
const coldProbe = `
const [bundleFile, source, cacheDir, endpoint, text, position] = process.argv.slice(1);
(async () => {
  const started = performance.now();
  const bundle = require(bundleFile);
  const required = performance.now();
  // An endpoint's schema comes with its client (made before the clock starts: it loads the HTTP layer).
  const client = source === 'cache' ? bundle.createGraphQLClient({ endpoint }) : undefined;
  const loading = performance.now();
  const schema = client ? (await bundle.openEndpointSchema({ client, cacheDir })).current.schema : bundle.loadBundledGitHubSchema();
  const loaded = performance.now();
  globalThis.service = bundle.createLanguageService(schema); // kept, so the heap below holds it
  const items = globalThis.service.complete(text, JSON.parse(position));
  const completed = performance.now();
  if (items.length === 0) throw new Error('no completion');
  global.gc();
  const memory = process.memoryUsage();
  process.stdout.write(JSON.stringify({
    requireMs: required - started, schemaMs: loaded - loading, firstCompletionMs: completed - loaded, totalMs: completed - started,
    heapMB: memory.heapUsed / 1048576, rssMB: memory.rss / 1048576, peakRssMB: process.resourceUsage().maxRSS / 1024,
  }));
})();
`;

interface ColdSample {
  requireMs: number;
  schemaMs: number;
  firstCompletionMs: number;
  totalMs: number;
  heapMB: number;
  rssMB: number;
  peakRssMB: number;
}

function coldStart(source: 'bundled' | 'cache', cacheDir: string, endpoint: string): ColdSample {
  const args = ['--expose-gc', '-e', coldProbe, bundleFile, source, cacheDir, endpoint, firstCompletion.text, JSON.stringify(firstCompletion.position)];
  return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' })) as ColdSample;
}

/** Fresh processes taking turns between the bundled file and the disk cache. */
function coldFigures(cacheDir: string, endpoint: string, runs = 7): BenchRow[] {
  const bundled: ColdSample[] = [];
  const cached: ColdSample[] = [];
  for (let run = 0; run < runs; run++) {
    bundled.push(coldStart('bundled', cacheDir, endpoint));
    cached.push(coldStart('cache', cacheDir, endpoint));
  }
  const of = (samples: ColdSample[], key: keyof ColdSample): number => round(median(samples.map((sample) => sample[key])));
  const note = `median of ${runs} fresh processes`;
  return [
    { name: "cold: require('dist/graphql.js')", value: of(bundled, 'requireMs'), unit: 'ms', note },
    { name: 'cold: github.com schema ready from the bundled file', value: of(bundled, 'schemaMs'), unit: 'ms', note: `${note}; read, decompress, build` },
    { name: 'cold: endpoint schema ready from the disk cache', value: of(cached, 'schemaMs'), unit: 'ms', note: `${note}; the emulator's introspection` },
    { name: 'cold: first completion once the schema is ready', value: of(bundled, 'firstCompletionMs'), unit: 'ms', note },
    { name: 'cold: opening a document to its first completion', value: of(bundled, 'totalMs'), unit: 'ms', note: `${note}; require + schema + completion; target < 200 ms` },
    { name: 'memory: heap used after load (after a GC)', value: of(bundled, 'heapMB'), unit: 'MB', note },
    { name: 'memory: RSS after load', value: of(bundled, 'rssMB'), unit: 'MB', note: `${note}; peak ${of(bundled, 'peakRssMB')} MB` },
  ];
}

function completionFigures(bundle: GraphQLBundle): BenchRow[] {
  const service = bundle.createLanguageService(bundle.loadBundledGitHubSchema());
  const positions = everyPosition();
  for (const { text, position } of positions.slice(0, 200)) service.complete(text, position); // warm the JIT
  const times: number[] = [];
  let answered = 0;
  for (const { text, position } of positions) {
    const started = performance.now();
    const items = service.complete(text, position);
    times.push(performance.now() - started);
    if (items.length > 0) answered += 1;
  }
  const note = `${positions.length} positions (${answered} with items) in ${benchDocuments.length} documents`;
  return [
    { name: 'completion p50', value: round(percentile(times, 0.5), 3), unit: 'ms', note },
    { name: 'completion p95', value: round(percentile(times, 0.95), 3), unit: 'ms', note },
    { name: 'completion max', value: round(Math.max(...times), 3), unit: 'ms', note },
    ...diagnosticFigures(service),
  ];
}

function diagnosticFigures(service: ReturnType<GraphQLBundle['createLanguageService']>): BenchRow[] {
  const document = longDocument(200);
  const lines = document.split('\n').length;
  const found = service.diagnose(document).length;
  for (let run = 0; run < 5; run++) service.diagnose(document);
  const times = Array.from({ length: 30 }, () => {
    const started = performance.now();
    service.diagnose(document);
    return performance.now() - started;
  });
  const note = `${lines} lines, ${found} diagnostics; 30 runs`;
  return [
    { name: `diagnostics of a ${lines}-line document, p50`, value: round(median(times), 2), unit: 'ms', note },
    { name: `diagnostics of a ${lines}-line document, p95`, value: round(percentile(times, 0.95), 2), unit: 'ms', note },
  ];
}

/** The emulator's introspection, cached on disk through the bundle's schema store, as an Enterprise host's would be. */
async function cacheEndpointSchema(bundle: GraphQLBundle, cacheDir: string): Promise<string> {
  const emulator = await startEmulator();
  try {
    const client = bundle.createGraphQLClient({ endpoint: emulator.info.graphql, token: emulator.tokens.github, userAgent: 'DevDesk-bench' });
    await (await bundle.openEndpointSchema({ client, cacheDir, maxAgeMs: 0 })).fresh;
    return client.endpoint;
  } finally {
    await emulator.close();
    await bundle.closeSharedDispatcher();
  }
}

export async function runGraphQLBench(): Promise<BenchRow[]> {
  if (!existsSync(bundleFile)) throw new Error(`${bundleFile} is missing: run node esbuild.mjs --production first`);
  const bundle = createRequire(__filename)(bundleFile) as GraphQLBundle;
  const cacheDir = join(workFolder, 'cache');
  rmSync(cacheDir, { recursive: true, force: true });
  const endpoint = await cacheEndpointSchema(bundle, cacheDir);
  return [...coldFigures(cacheDir, endpoint), ...completionFigures(bundle), ...runSchemaFormatBench(bundleFile, join(workFolder, 'schema-forms'))];
}

export function formatGraphQLBench(rows: BenchRow[]): string[] {
  return rows.map((row) => `${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ''}`);
}

function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

if (require.main === module) {
  runGraphQLBench().then(
    (rows) => {
      for (const line of formatGraphQLBench(rows)) console.log(line);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
