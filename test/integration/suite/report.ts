import { appendFileSync } from 'node:fs';

/** Appends one JSON line to the results file the runner prints from (see test/integration/run.mjs). */
export function record(entry: Record<string, unknown>): void {
  const file = process.env.DEVDESK_TEST_RESULTS;
  if (file) appendFileSync(file, JSON.stringify(entry) + '\n');
}
