// Waits for this machine's processors to calm down, for the bench's figures that a busy machine would swamp: on two
// cores a fresh window's start (the workbench, code-server's own extension host) takes the processor from the web
// worker that activates DevDesk. Read from /proc/stat (Linux): the share of processor time not idle over a sample.
import { readFileSync } from 'node:fs';

function processorTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0); // idle and iowait
  return { idle, total: ticks.reduce((sum, tick) => sum + tick, 0) };
}

/** The share of processor time (0 to 1, all cores) spent busy over the next `sampleMs`. */
async function busyShare(sampleMs) {
  const before = processorTimes();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = processorTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/**
 * Resolves once two samples in a row show the processors busy less than `busyBelow` of the time, or at `deadlineMs`;
 * says which, how long it waited, and the last share seen.
 */
export async function machineQuiet({ busyBelow = 0.25, sampleMs = 250, deadlineMs = 30_000 } = {}) {
  const started = performance.now();
  let calmSamples = 0;
  let busy = 1;
  while (performance.now() - started < deadlineMs) {
    busy = await busyShare(sampleMs);
    calmSamples = busy < busyBelow ? calmSamples + 1 : 0;
    if (calmSamples === 2) return { quiet: true, waitedMs: performance.now() - started, busy };
  }
  return { quiet: false, waitedMs: performance.now() - started, busy };
}
