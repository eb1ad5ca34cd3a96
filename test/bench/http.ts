// Benchmark of the HTTP layer and the article client against the emulator over loopback.
//   1. Walking 300 items: requests and wall time at per_page=100 vs the default 20.
//   2. Overhead per request of the layer (HttpClient.request + JSON) against a bare undici request, and of a typed
//      endpoint (the same plus zod validation), on the same list page. Target: layer/bare below 1.2x.
// Run alone: node --import tsx test/bench/http.ts   (the bench runner imports runHttpBench()).
import { Agent, request } from 'undici';
import { startEmulator, type RunningEmulator } from '../emulator/server.js';
import { createArticleClient, type ArticleClient } from '../../src/core/articles/index.js';
import { closeSharedDispatcher } from '../../src/core/http/index.js';

export interface OverheadFigures {
  /** What was requested, e.g. `GET /api/v2/items?per_page=20`. */
  endpoint: string;
  samples: number;
  bareMsPerRequest: number;
  layerMsPerRequest: number;
  typedMsPerRequest: number;
  /** layer / bare, wall time (median of the per-round ratios): the cost of the HTTP layer itself. */
  layerRatio: number;
  /** typed / bare, wall time: the layer plus zod validation of the body. */
  typedRatio: number;
  /**
   * The same ratios in CPU time of the process (client and in-process emulator): steadier than wall time on a
   * shared machine, since waiting for other processes does not count.
   */
  layerCpuRatio: number;
  typedCpuRatio: number;
}

export interface HttpBenchResult {
  walk: Array<{ perPage: number; items: number; requests: number; wallMs: number }>;
  overhead: OverheadFigures[];
}

const walkTarget = 300;
const rounds = 40;
/** Untimed batches of each kind first, so the JIT has settled every path (shared undici code included). */
const warmUpRounds = 10;
const batch = 20;
const hourMs = 60 * 60 * 1000;

async function measureWalk(
  client: ArticleClient,
  perPage: number | undefined,
): Promise<HttpBenchResult['walk'][number]> {
  const started = performance.now();
  const walk = client.walk((next) => client.listItems({ next, perPage }), { limit: walkTarget });
  let items = 0;
  for await (const _item of walk) items += 1;
  return { perPage: perPage ?? 20, items, requests: walk.pagesFetched, wallMs: round(performance.now() - started) };
}

/** Wall and CPU milliseconds of one batch. */
async function timeBatch(run: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (let index = 0; index < batch; index += 1) await run();
  const cpu = process.cpuUsage(cpuStarted);
  return { wall: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000 };
}

interface Runners {
  endpoint: string;
  bare: () => Promise<unknown>;
  layer: () => Promise<unknown>;
  typed: () => Promise<unknown>;
}

/**
 * Interleaves batches of the three ways of making the same request, rotating their order each round so drift on
 * a noisy machine favours none; `nextWindow` moves the emulator's clock so no run meets the hourly budget.
 */
async function measureOverhead(runners: Runners, nextWindow: () => void): Promise<OverheadFigures> {
  const kinds = [runners.bare, runners.layer, runners.typed];
  const totals = [0, 0, 0];
  const ratios = { layer: [] as number[], typed: [] as number[], layerCpu: [] as number[], typedCpu: [] as number[] };
  for (let round = 0; round < warmUpRounds; round += 1) {
    nextWindow();
    for (const run of kinds) await timeBatch(run); // warm-up: connections, JIT
  }
  for (let roundIndex = 0; roundIndex < rounds; roundIndex += 1) {
    nextWindow();
    const times: Array<{ wall: number; cpu: number }> = [];
    for (let offset = 0; offset < kinds.length; offset += 1) {
      const which = (roundIndex + offset) % kinds.length;
      times[which] = await timeBatch(kinds[which]!);
      totals[which]! += times[which]!.wall;
    }
    const [bare, layer, typed] = times as [
      { wall: number; cpu: number },
      { wall: number; cpu: number },
      { wall: number; cpu: number },
    ];
    ratios.layer.push(layer.wall / bare.wall);
    ratios.typed.push(typed.wall / bare.wall);
    ratios.layerCpu.push(layer.cpu / bare.cpu);
    ratios.typedCpu.push(typed.cpu / bare.cpu);
  }
  const samples = rounds * batch;
  return {
    endpoint: runners.endpoint,
    samples,
    bareMsPerRequest: round(totals[0]! / samples, 3),
    layerMsPerRequest: round(totals[1]! / samples, 3),
    typedMsPerRequest: round(totals[2]! / samples, 3),
    layerRatio: round(median(ratios.layer), 3),
    typedRatio: round(median(ratios.typed), 3),
    layerCpuRatio: round(median(ratios.layerCpu), 3),
    typedCpuRatio: round(median(ratios.typedCpu), 3),
  };
}

function runnersFor(emulator: RunningEmulator, agent: Agent): Runners[] {
  const token = emulator.tokens.articles;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'user-agent': 'bench' };
  const bare = (path: string) => async () =>
    (await request(`${emulator.info.articles}${path}`, { dispatcher: agent, headers })).body.json();
  const client = createArticleClient({ baseUrl: emulator.info.articles, token, cache: false });
  return [
    {
      endpoint: 'GET /api/v2/items?per_page=20',
      bare: bare('/api/v2/items?per_page=20'),
      layer: async () => (await client.http.request({ path: '/api/v2/items', query: { per_page: 20 } })).json(),
      typed: () => client.listItems({ perPage: 20 }),
    },
    {
      endpoint: 'GET /api/v2/authenticated_user',
      bare: bare('/api/v2/authenticated_user'),
      layer: async () => (await client.http.request({ path: '/api/v2/authenticated_user' })).json(),
      typed: () => client.getAuthenticatedUser(),
    },
  ];
}

export async function runHttpBench(): Promise<HttpBenchResult> {
  // The emulator allows 1000 requests an hour per token; its clock jumps an hour between rounds.
  let clockOffset = 0;
  const emulator = await startEmulator({ seed: 1, now: () => new Date(Date.now() + clockOffset) });
  const nextWindow = () => (clockOffset += hourMs);
  // The baseline: a plain undici Agent with the settings of the layer's own (createDispatcher in dispatcher.ts).
  const agent = new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 10 * 60_000, connections: 8 });
  try {
    const client = createArticleClient({
      baseUrl: emulator.info.articles,
      token: emulator.tokens.articles,
      cache: false,
    });
    await measureWalk(client, 100); // warm-up: the emulator renders each item's Markdown once, then caches it
    const walk = [await measureWalk(client, 100), await measureWalk(client, undefined)];
    const overhead: OverheadFigures[] = [];
    for (const runners of runnersFor(emulator, agent)) overhead.push(await measureOverhead(runners, nextWindow));
    return { walk, overhead };
  } finally {
    await agent.close();
    await emulator.close();
    await closeSharedDispatcher();
  }
}

export function formatHttpBench(result: HttpBenchResult): string[] {
  const lines = result.walk.map(
    (walk) => `walk ${walk.items} items at per_page=${walk.perPage}: ${walk.requests} requests, ${walk.wallMs} ms`,
  );
  for (const o of result.overhead) {
    lines.push(
      `${o.endpoint} (${o.samples} samples each): bare undici ${o.bareMsPerRequest} ms; HTTP layer ${o.layerMsPerRequest} ms ` +
        `(${o.layerRatio}x wall, ${o.layerCpuRatio}x CPU); typed endpoint with zod ${o.typedMsPerRequest} ms (${o.typedRatio}x wall, ${o.typedCpuRatio}x CPU)`,
    );
  }
  return lines;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

if (require.main === module) {
  runHttpBench().then(
    (result) => {
      for (const line of formatHttpBench(result)) console.log(line);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
