// The scan for GraphQL templates in a TypeScript file (src/core/graphql/embedded.ts), run on the extension host's
// thread at every edit: the time for a ~43 KB and a ~344 KB file (8 times longer) and their ratio. A linear scan
// keeps the ratio near 8; the quadratic one it replaced took 25 ms and 1.9 s (a ratio of 75).
import { findEmbeddedGraphQL } from '../../src/core/graphql/embedded.js';
import { median, type BenchRow } from './graphql-stats.js';

/** About 430 bytes of code with one tagged template and one substitution, as a module of queries has. */
function block(index: number): string {
  return `
export const query${index} = gql\`
  query Repo${index}($owner: String!, $name: String!) {
    repository(owner: $owner, name: $name) {
      pullRequests(first: 20) { nodes { number title author { login } } }
      \${fragment${index}}
    }
  }
\`;
export async function load${index}(client: Client): Promise<void> {
  const answer = await client.request(query${index}, { owner: 'a', name: 'b' });
  console.log(answer);
}
`;
}

function fileOf(bytes: number): string {
  let text = '';
  for (let index = 0; text.length < bytes; index++) text += block(index);
  return text;
}

function scanMilliseconds(text: string, runs: number): number {
  findEmbeddedGraphQL(text);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    findEmbeddedGraphQL(text);
    times.push(performance.now() - started);
  }
  return median(times);
}

export function runScanBench(): BenchRow[] {
  const small = fileOf(43 * 1024);
  const large = fileOf(344 * 1024);
  const smallMs = scanMilliseconds(small, 41);
  const largeMs = scanMilliseconds(large, 11);
  const templates = (text: string) => findEmbeddedGraphQL(text).length;
  return [
    {
      name: `GraphQL: template scan of a ${Math.round(small.length / 1024)} KB TypeScript file (median)`,
      value: round(smallMs),
      unit: 'ms',
      note: `${templates(small)} templates`,
    },
    {
      name: `GraphQL: template scan of a ${Math.round(large.length / 1024)} KB TypeScript file (median)`,
      value: round(largeMs),
      unit: 'ms',
      note: `${templates(large)} templates`,
    },
    {
      name: 'GraphQL: template scan, 8 times the text: time ratio',
      value: round(largeMs / smallMs),
      unit: '×',
      note: 'linear: near 8; the quadratic scan it replaced: 75 and more',
    },
  ];
}

export function formatScanBench(rows: BenchRow[]): string[] {
  return rows.map((row) => `${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ''}`);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
