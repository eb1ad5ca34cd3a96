// Benchmark of the GraphQL editor's services on github.com's full schema, through dist/graphql.js as the extension
// loads it (build first: `npm run bench` does). Figures only, never pass/fail; compare within one run.
//   1. Schema ready cold, in fresh processes (median of 7): require the bundle, then the schema from the bundled
//      file, or from the disk cache of an endpoint's introspection (the emulator's, written once beforehand).
//   2. Opening a document to its first completion: the same fresh process, through one completion.
//   2b. The same through the language worker the extension uses, without and with V8's code cache (graphql-worker.ts).
//   3. Heap (after a GC) and RSS after that, and the process's peak RSS.
//   4. Completion latency p50/p95/max at every position of the bench documents (graphql-documents.ts), warm.
//   5. Diagnostics of a 200-line document, warm.
//   6. Go to definition: the first (prints and indexes the schema's SDL) and the following ones.
//   7. The schema forms the bundled file was chosen from (graphql-schema-formats.ts).
//   8. The same positions through graphql-language-service-server 2.14.8 (graphql-lsp.ts), on the introspection
//      JSON and on the published SDL, with the ratios to ours.
// Run alone: node --import tsx test/bench/graphql.ts   (the bench runner imports runGraphQLBench()).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startEmulator } from '../emulator/server.js';
import { gitHubIntrospection, publishedSdlFile } from '../../scripts/github-schema.mjs';
import { benchDocuments, everyPosition, longDocument, type DocumentPosition } from './graphql-documents.js';
import { measureServer, type ServerFigures } from './graphql-lsp.js';
import { runSchemaFormatBench } from './graphql-schema-formats.js';
import { idleFigures, workerFigures } from './graphql-worker.js';
import { median, percentile, type BenchRow } from './graphql-stats.js';

type GraphQLBundle = typeof import('../../src/graphql/index.js');
type LanguageService = ReturnType<GraphQLBundle['createLanguageService']>;

const repoRoot = join(__dirname, '..', '..');
const bundleFile = join(repoRoot, 'dist', 'graphql.js');
const workFolder = join(repoRoot, 'out', 'bench', 'graphql');

/** The first completion a user asks for: the fields of Repository, in the first bench document. */
const firstCompletion: DocumentPosition = { text: benchDocuments[0]!, position: { line: 4, character: 6 } };

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

/** Rows to print, and the figures the comparison with the language server divides by. */
interface Measured<Figures> {
  rows: BenchRow[];
  figures: Figures;
}

function coldStart(source: 'bundled' | 'cache', cacheDir: string, endpoint: string): ColdSample {
  const args = [
    '--expose-gc',
    '-e',
    coldProbe,
    bundleFile,
    source,
    cacheDir,
    endpoint,
    firstCompletion.text,
    JSON.stringify(firstCompletion.position),
  ];
  return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' })) as ColdSample;
}

/** Fresh processes taking turns between the bundled file and the disk cache. */
function coldFigures(cacheDir: string, endpoint: string, runs = 7): Measured<ColdSample> {
  const bundled: ColdSample[] = [];
  const cached: ColdSample[] = [];
  for (let run = 0; run < runs; run++) {
    bundled.push(coldStart('bundled', cacheDir, endpoint));
    cached.push(coldStart('cache', cacheDir, endpoint));
  }
  const of = (samples: ColdSample[], key: keyof ColdSample): number =>
    round(median(samples.map((sample) => sample[key])));
  const figures = Object.fromEntries(
    Object.keys(bundled[0]!).map((key) => [key, of(bundled, key as keyof ColdSample)]),
  ) as unknown as ColdSample;
  const note = `median of ${runs} fresh processes`;
  const rows = [
    { name: "cold: require('dist/graphql.js')", value: figures.requireMs, unit: 'ms', note },
    {
      name: 'cold: github.com schema ready from the bundled file',
      value: figures.schemaMs,
      unit: 'ms',
      note: `${note}; read, decompress, build`,
    },
    {
      name: 'cold: endpoint schema ready from the disk cache',
      value: of(cached, 'schemaMs'),
      unit: 'ms',
      note: `${note}; the emulator's introspection`,
    },
    { name: 'cold: first completion once the schema is ready', value: figures.firstCompletionMs, unit: 'ms', note },
    {
      name: 'cold: opening a document to its first completion',
      value: figures.totalMs,
      unit: 'ms',
      note: `${note}; require + schema + completion; target < 200 ms`,
    },
    { name: 'memory: heap used after load (after a GC)', value: figures.heapMB, unit: 'MB', note },
    { name: 'memory: RSS after load', value: figures.rssMB, unit: 'MB', note: `${note}; peak ${figures.peakRssMB} MB` },
  ];
  return { rows, figures };
}

function completionFigures(
  service: LanguageService,
  positions: DocumentPosition[],
): Measured<{ p50: number; p95: number }> {
  for (const { text, position } of positions.slice(0, 200)) service.complete(text, position); // warm the JIT
  const times: number[] = [];
  let answered = 0;
  for (const { text, position } of positions) {
    const started = performance.now();
    const items = service.complete(text, position);
    times.push(performance.now() - started);
    if (items.length > 0) answered += 1;
  }
  const figures = { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
  const note = `${positions.length} positions (${answered} with items) in ${benchDocuments.length} documents, in process`;
  const rows = [
    { name: 'completion p50', value: round(figures.p50, 3), unit: 'ms', note },
    { name: 'completion p95', value: round(figures.p95, 3), unit: 'ms', note },
    { name: 'completion max', value: round(Math.max(...times), 3), unit: 'ms', note },
  ];
  return { rows, figures };
}

function diagnosticFigures(service: LanguageService, document: string): BenchRow[] {
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
    {
      name: `diagnostics of a ${lines}-line document, p95`,
      value: round(percentile(times, 0.95), 2),
      unit: 'ms',
      note,
    },
  ];
}

function definitionFigures(service: LanguageService): BenchRow[] {
  const { text } = firstCompletion;
  const at = { line: 3, character: 8 }; // pullRequests, in the first bench document
  const time = (): number => {
    const started = performance.now();
    if (!service.definition(text, at)) throw new Error('no definition');
    return performance.now() - started;
  };
  const first = time();
  const later = Array.from({ length: 20 }, time);
  return [
    { name: 'go to definition, first (prints and indexes the SDL)', value: round(first), unit: 'ms' },
    { name: 'go to definition, later', value: round(median(later), 2), unit: 'ms', note: 'median of 20' },
  ];
}

/** The language server on both forms of the schema, and how many times slower or larger it is than ours. */
async function serverFigures(
  positions: DocumentPosition[],
  document: string,
  ours: { cold: ColdSample; completion: { p50: number; p95: number } },
): Promise<BenchRow[]> {
  const common = { first: firstCompletion, positions, longDocument: document };
  const json = await measureServer({
    ...common,
    schemaForm: 'introspection JSON',
    folder: join(workFolder, 'lsp-json'),
    schemaFile: 'schema.json',
    schemaText: JSON.stringify(gitHubIntrospection()),
  });
  // On the SDL every answer is an error, each after trying to build the schema again (seconds): a few positions tell.
  const sdl = await measureServer({
    ...common,
    positions: positions.slice(0, 10),
    schemaForm: 'published SDL',
    folder: join(workFolder, 'lsp-sdl'),
    schemaFile: 'schema.graphql',
    schemaText: readFileSync(publishedSdlFile(), 'utf8'),
  });
  const p95 = percentile(json.completionTimes, 0.95);
  return [
    ...serverRows(json),
    ...serverRows(sdl),
    {
      name: 'ratio: server / ours, completion p50',
      value: round(percentile(json.completionTimes, 0.5) / ours.completion.p50, 1),
      unit: 'x',
      note: 'server answers over IPC, ours in process',
    },
    {
      name: 'ratio: server / ours, completion p95',
      value: round(p95 / ours.completion.p95, 1),
      unit: 'x',
      note: 'target >= 3x',
    },
    {
      name: 'ratio: server / ours, opening to first completion',
      value: round(json.startToFirstCompletionMs / ours.cold.totalMs, 1),
      unit: 'x',
    },
    {
      name: 'ratio: ours / server, RSS after load',
      value: round(ours.cold.rssMB / json.rssMB, 2),
      unit: 'x',
      note: `${ours.cold.rssMB} MB vs ${round(json.rssMB)} MB; target <= 0.5`,
    },
    {
      name: 'ratio: ours / server, peak RSS',
      value: round(ours.cold.peakRssMB / json.peakRssMB, 2),
      unit: 'x',
      note: `${ours.cold.peakRssMB} MB vs ${round(json.peakRssMB)} MB`,
    },
  ];
}

function serverRows(figures: ServerFigures): BenchRow[] {
  const label = `server (${figures.schemaForm})`;
  const diagnostics =
    figures.diagnosticsMs === undefined
      ? { value: NaN, note: 'never published' }
      : {
          value: round(figures.diagnosticsMs, 1),
          note: `${figures.diagnosticsCount} diagnostics; didOpen to publishDiagnostics`,
        };
  return [
    {
      name: `${label}: start to first completion`,
      value: round(figures.startToFirstCompletionMs),
      unit: 'ms',
      note: firstAnswer(figures.firstCompletion),
    },
    {
      name: `${label}: completion p50`,
      value: round(percentile(figures.completionTimes, 0.5), 3),
      unit: 'ms',
      note: `${figures.positionsWithItems} of ${figures.completionTimes.length} positions with items, ${figures.positionsWithErrors} answered with an error`,
    },
    { name: `${label}: completion p95`, value: round(percentile(figures.completionTimes, 0.95), 3), unit: 'ms' },
    { name: `${label}: diagnostics of the long document`, unit: 'ms', ...diagnostics },
    {
      name: `${label}: RSS after the run`,
      value: round(figures.rssMB),
      unit: 'MB',
      note: `peak ${round(figures.peakRssMB)} MB`,
    },
  ];
}

function firstAnswer(answer: number | string): string {
  return typeof answer === 'number' ? `${answer} items` : `error: ${answer.split('\n')[0]}`;
}

/** The emulator's introspection, cached on disk through the bundle's schema store, as an Enterprise host's would be. */
async function cacheEndpointSchema(bundle: GraphQLBundle, cacheDir: string): Promise<string> {
  const emulator = await startEmulator();
  try {
    const client = bundle.createGraphQLClient({
      endpoint: emulator.info.graphql,
      token: emulator.tokens.github,
      userAgent: 'DevDesk-bench',
    });
    await (
      await bundle.openEndpointSchema({ client, cacheDir, maxAgeMs: 0 })
    ).fresh;
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
  const cold = coldFigures(cacheDir, endpoint);
  const service = bundle.createLanguageService(bundle.loadBundledGitHubSchema());
  const positions = everyPosition();
  const document = longDocument(200);
  const completion = completionFigures(service, positions);
  return [
    ...cold.rows,
    ...workerFigures(bundleFile),
    ...idleFigures(bundleFile),
    ...completion.rows,
    ...diagnosticFigures(service, document),
    ...definitionFigures(service),
    ...runSchemaFormatBench(bundleFile, join(workFolder, 'schema-forms')),
    ...(await serverFigures(positions, document, { cold: cold.figures, completion: completion.figures })),
  ];
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
