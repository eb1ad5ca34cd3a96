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
  return JSON.parse(
    execFileSync(process.execPath, ['-e', probe, bundleFile, workerFile, codeCacheFile], { encoding: 'utf8' }),
  ) as WorkerSample;
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
  if (without.some((s) => s.codeCache !== 'made') || withCache.some((s) => s.codeCache !== 'used'))
    throw new Error('the code cache was not made, then used');
  const of = (samples: WorkerSample[], key: 'totalMs' | 'buildMs' | 'stallMs') =>
    Math.round(median(samples.map((s) => s[key])) * 10) / 10;
  const note = `median of ${runs} fresh processes`;
  return [
    {
      name: "worker: start to first completion, no code cache (a profile's first time)",
      value: of(without, 'totalMs'),
      unit: 'ms',
      note: `${note}; of which building the schema ${of(without, 'buildMs')} ms`,
    },
    {
      name: 'worker: start to first completion, with code cache (later windows)',
      value: of(withCache, 'totalMs'),
      unit: 'ms',
      note: `${note}; of which building the schema ${of(withCache, 'buildMs')} ms`,
    },
    {
      name: 'worker: longest stall of the starting thread meanwhile',
      value: of(withCache, 'stallMs'),
      unit: 'ms',
      note: `${note}; in-thread loading blocks it for the whole "cold: opening a document" figure`,
    },
  ];
}

/**
 * The worker after the user stops typing for a while: completions at positions typing has warmed, then one after
 * `idleSeconds` of nothing (V8 may have flushed the bytecode of functions unused meanwhile), and the one after it.
 */
const idleProbe = `
const [bundleFile, workerFile, idleSeconds] = process.argv.slice(1);
const { startLanguageWorker } = require(bundleFile);
const worker = startLanguageWorker(workerFile);
const text = 'query {\\n  viewer {\\n    \\n  }\\n  repository(owner: "o", name: "n") {\\n    \\n  }\\n}\\n';
(async () => {
  const service = await worker.load({ kind: 'bundled' });
  const time = async (line) => {
    const started = performance.now();
    if ((await service.complete(text, { line, character: 4 })).length === 0) throw new Error('no completion');
    return performance.now() - started;
  };
  for (let i = 0; i < 50; i++) await time(2);
  const warm = [];
  for (let i = 0; i < 21; i++) warm.push(await time(5));
  await new Promise((resolve) => setTimeout(resolve, Number(idleSeconds) * 1000).ref());
  const afterIdle = await time(5);
  const next = await time(2);
  process.stdout.write(JSON.stringify({ warmMs: warm.sort((a, b) => a - b)[10], afterIdle, next }));
  await worker.terminate();
})();
`;

export function idleFigures(bundleFile: string, idleSeconds = 30): BenchRow[] {
  const workerFile = join(dirname(bundleFile), 'graphql-worker.js');
  const output = execFileSync(process.execPath, ['-e', idleProbe, bundleFile, workerFile, String(idleSeconds)], {
    encoding: 'utf8',
  });
  const { warmMs, afterIdle, next } = JSON.parse(output) as { warmMs: number; afterIdle: number; next: number };
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return [
    {
      name: `worker: a completion after ${idleSeconds} s idle`,
      value: round(afterIdle),
      unit: 'ms',
      note: `the same position warm: median ${round(warmMs)} ms; the next completion ${round(next)} ms; target: no stall after idle`,
    },
  ];
}
