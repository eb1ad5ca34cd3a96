// The language worker as the extension starts it (ui/graphql/schemas.ts), in fresh plain-Node processes: from
// starting the worker to the first completion on github.com's bundled schema, without V8's code cache (a profile's
// first GraphQL document) and with it (every later window); and the longest stall of the starting process's own
// thread meanwhile, which is what the extension host's other work would wait for. Median of `runs` each, alternating.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { median, type BenchRow } from './graphql-stats.js';

const probe = `
const { monitorEventLoopDelay } = require('node:perf_hooks');
const [bundleFile, workerFile, codeCacheFile] = process.argv.slice(1);
const { startLanguageWorker } = require(bundleFile); // the extension has it in its own bundle: not timed
const stalls = monitorEventLoopDelay({ resolution: 5 });
stalls.enable();
const started = performance.now();
const worker = startLanguageWorker(workerFile, { codeCacheFile });
(async () => {
  const service = await worker.load({ kind: 'bundled' });
  const items = await service.complete('query {\\n  viewer {\\n    \\n  }\\n}\\n', { line: 2, character: 4 });
  const totalMs = performance.now() - started;
  stalls.disable();
  if (!items.some((item) => item.label === 'login')) throw new Error('no completion');
  await new Promise((resolve) => setTimeout(resolve, 1500)); // the worker writes its code cache a second after serving
  process.stdout.write(JSON.stringify({ totalMs, buildMs: service.loaded.buildMs, codeCache: service.loaded.codeCache, stallMs: stalls.max / 1e6 }));
  await worker.terminate();
})();
`;

interface WorkerSample {
  totalMs: number;
  buildMs: number;
  codeCache: string;
  stallMs: number;
}

/** The worker loads dist/graphql-worker.js beside the bundle, as the extension's does. */
function sample(bundleFile: string, codeCacheFile: string): WorkerSample {
  const workerFile = join(dirname(bundleFile), 'graphql-worker.js');
  return JSON.parse(execFileSync(process.execPath, ['-e', probe, bundleFile, workerFile, codeCacheFile], { encoding: 'utf8' })) as WorkerSample;
}

export function workerFigures(bundleFile: string, runs = 7): BenchRow[] {
  const folder = mkdtempSync(join(tmpdir(), 'devdesk-worker-bench-'));
  const without: WorkerSample[] = [];
  const withCache: WorkerSample[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const cacheFile = join(folder, `run-${run}.cache`);
      without.push(sample(bundleFile, cacheFile)); // writes the cache the next one uses
      withCache.push(sample(bundleFile, cacheFile));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  if (without.some((s) => s.codeCache !== 'made') || withCache.some((s) => s.codeCache !== 'used')) throw new Error('the code cache was not made, then used');
  const of = (samples: WorkerSample[], key: 'totalMs' | 'buildMs' | 'stallMs') => Math.round(median(samples.map((s) => s[key])) * 10) / 10;
  const note = `median of ${runs} fresh processes`;
  return [
    { name: 'worker: start to first completion, no code cache (a profile\'s first time)', value: of(without, 'totalMs'), unit: 'ms', note: `${note}; of which building the schema ${of(without, 'buildMs')} ms` },
    { name: 'worker: start to first completion, with code cache (later windows)', value: of(withCache, 'totalMs'), unit: 'ms', note: `${note}; of which building the schema ${of(withCache, 'buildMs')} ms` },
    { name: "worker: longest stall of the starting thread meanwhile", value: of(withCache, 'stallMs'), unit: 'ms', note: `${note}; in-thread loading blocks it for the whole "cold: opening a document" figure` },
  ];
}
