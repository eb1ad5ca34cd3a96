// Benchmark of the GitHub REST client against the emulator over loopback:
//   1. Event polling at steady state: 10 cycles of 3 feeds with no new events. Rate-limit units (X-RateLimit-Used)
//      and requests spent by the first cycle and by the 9 after it. Target: 0 units after the first (304s).
//   2. The Notifications view's first page and its polls while nothing changes (notifications.ts).
//   3. Paging through 1,000 pull requests: wall time and requests at per_page=100 and at the default 30
//      (median of 3 runs, each with a fresh client so no conditional cache helps).
// Figures only, never pass/fail. Run alone: node --import tsx test/bench/github.ts
// The bench runner imports runGitHubBench() (rows) and formatGitHubBench(rows) (printable lines).
import { startEmulator, type RunningEmulator } from '../emulator/server.js';
import { closeSharedDispatcher } from '../../src/core/http/index.js';
import { createGitHubClient, type EventFeed, type GitHubClient } from '../../src/core/github/index.js';
import { notificationFigures } from './notifications.js';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  note?: string;
}

const feeds: EventFeed[] = [
  { kind: 'repository', repo: { owner: 'devdesk-org', repo: 'monorepo' } },
  { kind: 'organization', org: 'devdesk-org' },
  { kind: 'received', username: 'mona' },
];

function clientFor(emulator: RunningEmulator): GitHubClient {
  return createGitHubClient({
    baseUrl: emulator.info.github,
    token: emulator.tokens.github,
    userAgent: 'DevDesk-bench',
  });
}

async function pollingFigures(emulator: RunningEmulator): Promise<BenchRow[]> {
  const client = clientFor(emulator);
  const pollers = feeds.map((feed) => client.eventPoller(feed));
  const used = (): number => client.rateLimit()?.used ?? 0;
  const spent = { firstUnits: 0, firstRequests: 0, laterUnits: 0, laterRequests: 0, notModified: 0 };
  for (let cycle = 1; cycle <= 10; cycle++) {
    const before = used();
    let requests = 0;
    for (const poller of pollers) {
      const result = await poller.pollOnce();
      if (result.error) throw result.error;
      requests += result.requests;
      if (result.status === 304) spent.notModified += 1;
    }
    const units = used() - before;
    if (cycle === 1) Object.assign(spent, { firstUnits: units, firstRequests: requests });
    else Object.assign(spent, { laterUnits: spent.laterUnits + units, laterRequests: spent.laterRequests + requests });
  }
  return [
    {
      name: 'events: first cycle of 3 feeds, rate-limit units',
      value: spent.firstUnits,
      unit: 'units',
      note: `${spent.firstRequests} requests (full reads, up to 10 pages each)`,
    },
    {
      name: 'events: cycles 2-10 of 3 feeds, rate-limit units',
      value: spent.laterUnits,
      unit: 'units',
      note: 'target 0',
    },
    {
      name: 'events: cycles 2-10 of 3 feeds, requests',
      value: spent.laterRequests,
      unit: 'requests',
      note: `${spent.notModified} answered 304`,
    },
  ];
}

async function pagingFigures(emulator: RunningEmulator, perPage: number): Promise<BenchRow[]> {
  const samples: number[] = [];
  let requests = 0;
  let items = 0;
  for (let run = 0; run < 3; run++) {
    const client = clientFor(emulator);
    const started = performance.now();
    const iterator = client.pulls.list(
      { owner: 'devdesk-org', repo: 'monorepo' },
      { state: 'all', perPage, limit: 1000 },
    );
    items = 0;
    for await (const pull of iterator) items += pull.number > 0 ? 1 : 0;
    samples.push(performance.now() - started);
    requests = iterator.pagesFetched;
  }
  samples.sort((a, b) => a - b);
  return [
    {
      name: `pulls: page through ${items} PRs at per_page=${perPage}`,
      value: Math.round(samples[1]! * 10) / 10,
      unit: 'ms',
      note: `median of 3; ${requests} requests`,
    },
  ];
}

export async function runGitHubBench(): Promise<BenchRow[]> {
  const emulator = await startEmulator();
  try {
    return [
      ...(await pollingFigures(emulator)),
      ...(await notificationFigures(emulator)),
      ...(await pagingFigures(emulator, 100)),
      ...(await pagingFigures(emulator, 30)),
    ];
  } finally {
    await emulator.close();
    await closeSharedDispatcher();
  }
}

export function formatGitHubBench(rows: BenchRow[]): string[] {
  return rows.map((row) => `${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ''}`);
}

/** The older runner contract: rows from `benchmark()`. */
export const benchmark = runGitHubBench;

if (require.main === module) {
  runGitHubBench().then(
    (rows) => {
      for (const line of formatGitHubBench(rows)) console.log(line);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
