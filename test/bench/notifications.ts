// Benchmark of the Notifications view's reads against the emulator over loopback (part of `npm run bench`'s GitHub
// figures): the first page as the view reads it (the list and one GraphQL request for its subjects' states; target
// at most 2 requests, under 300 ms), and 10 polls with If-Modified-Since while nothing changes (target 0 units).
import type { RunningEmulator } from '../emulator/server.js';
import { createGraphQLClient } from '../../src/core/graphql/client.js';
import { createGitHubClient, fetchSubjectStates } from '../../src/core/github/index.js';
import type { BenchRow } from './github.js';

export async function notificationFigures(emulator: RunningEmulator): Promise<BenchRow[]> {
  const samples: number[] = [];
  let requests = 0;
  let threads = 0;
  let states = 0;
  for (let run = 0; run < 3; run++) {
    const client = createGitHubClient({
      baseUrl: emulator.info.github,
      token: emulator.tokens.github,
      userAgent: 'DevDesk-bench',
    });
    const graphql = createGraphQLClient({
      endpoint: emulator.info.graphql,
      token: emulator.tokens.github,
      userAgent: 'DevDesk-bench',
    });
    const before = emulator.requests.get('/').count;
    const started = performance.now();
    const page = await client.notifications.list({ all: true });
    const found = await fetchSubjectStates(graphql, page.threads);
    samples.push(performance.now() - started);
    requests = emulator.requests.get('/').count - before;
    threads = page.threads.length;
    states = found.size;
  }
  samples.sort((a, b) => a - b);

  const client = createGitHubClient({
    baseUrl: emulator.info.github,
    token: emulator.tokens.github,
    userAgent: 'DevDesk-bench',
  });
  let lastModified = (await client.notifications.list({})).lastModified;
  const used = (): number => client.rateLimit()?.used ?? 0;
  const before = used();
  let polls = 0;
  let notModified = 0;
  for (let poll = 0; poll < 10; poll++) {
    const page = await client.notifications.list({}, lastModified ? { ifModifiedSince: lastModified } : {});
    polls += 1;
    if (page.status === 304) notModified += 1;
    lastModified = page.lastModified ?? lastModified;
  }
  return [
    {
      name: 'notifications: first page (list + subject states), requests',
      value: requests,
      unit: 'requests',
      note: `target ≤ 2; ${threads} threads, ${states} states`,
    },
    {
      name: 'notifications: first page (list + subject states), wall time',
      value: Math.round(samples[1]! * 10) / 10,
      unit: 'ms',
      note: 'median of 3; target < 300',
    },
    {
      name: 'notifications: 10 polls with no change, rate-limit units',
      value: used() - before,
      unit: 'units',
      note: `target 0; ${polls} requests, ${notModified} answered 304`,
    },
  ];
}
