// Prints the browser host's figures (web.mjs) with `report` (run.mjs's line format), beside the desktop's: the
// preview's keystroke to painted in both hosts, measured the same way in the same bench run, and their ratio.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/code-server.mjs';
import { runExtensionTests } from '../../scripts/lib/extension-tests.mjs';
import { buildBenchSuite } from './suite-build.mjs';
import { activationWindows, runWebBench } from './web.mjs';

/** The desktop figure's name (test/bench/vscode/index.ts) for a percentile and an article size. */
export const desktopPreviewName = (percentile, kilobytes) =>
  `keystroke to painted preview, ${percentile} (${kilobytes} KB article, emulator +0 ms)`;

/** `npm run bench:web` alone: one desktop window typing into the preview (index.ts), for the ratio. */
export async function desktopPreviewFigures() {
  const outdir = join(repoRoot, 'out/bench');
  await buildBenchSuite(join(repoRoot, 'test/bench/vscode/index.ts'), outdir);
  const globalStorage = mkdtempSync(join(tmpdir(), 'devdesk-bench-storage-'));
  try {
    const { exitCode, records } = await runExtensionTests({
      suiteIndex: join(outdir, 'index.js'),
      env: { DEVDESK_BENCH_PREVIEW: '1' },
      timeoutMs: 300_000,
      globalStorage,
    });
    if (exitCode !== 0) throw new Error(`the desktop preview window failed (exit ${exitCode})`);
    return new Map(records.filter((r) => r.state === 'figure').map((r) => [r.name, r.value]));
  } finally {
    rmSync(globalStorage, { recursive: true, force: true });
  }
}

/**
 * DevDesk's activation figure: the median over the fresh web worker hosts, as the desktop's is, and each host's. A host
 * whose figure is not the one intended is marked: `*` the machine did not calm before the deadline, `!` DevDesk was
 * already active (the window activated it while starting, before the suite timed it).
 */
function reportActivations(report, records) {
  if (records.length < activationWindows)
    throw new Error(`only ${records.length} of ${activationWindows} web worker hosts reported their activation`);
  const sorted = records.map((record) => record.value).sort((a, b) => a - b);
  const each = records.map(
    (record) => `${record.value.toFixed(1)}${record.calm?.quiet ? '' : '*'}${record.activeBefore ? '!' : ''}`,
  );
  report(
    'web',
    `activate() in the web worker host (DevDesk's activationTimeMs, median of ${records.length} fresh hosts)`,
    sorted[Math.floor(sorted.length / 2)],
    'ms',
    `target < 50 ms; each host: ${each.join(', ')} (* not calm, ! already active)`,
  );
}

/** Runs the browser host and reports its figures; `desktop` maps the desktop figures' names to their values. */
export async function reportWebBench(report, desktop) {
  const started = performance.now();
  const records = await runWebBench();
  const activations = [];
  for (const record of records) {
    if (record.name === 'error') throw new Error(`the browser host's bench failed: ${record.error}`);
    if (record.name === 'activation') activations.push(record);
  }
  reportActivations(report, activations);
  for (const record of records) {
    if (record.name === 'runtime-extensions')
      report(
        'web',
        'activation as VS Code counts it (Running Extensions)',
        record.value,
        typeof record.value === 'number' ? 'ms' : '',
        `fetching and evaluating dist/web/extension.js included; the row: "${record.row ?? ''}"`,
      );
    if (record.name !== 'preview') continue;
    const { kilobytes, figures } = record;
    for (const [percentile, value] of [
      ['p50', figures.medianMs],
      ['p95', figures.p95Ms],
    ]) {
      const mine = desktop.get(desktopPreviewName(percentile, kilobytes));
      report('web', `browser host: keystroke to painted preview, ${percentile} (${kilobytes} KB article)`, value, 'ms');
      if (mine !== undefined)
        report('web', `  ratio browser / desktop (${percentile}, ${kilobytes} KB)`, value / mine, 'x', 'target <= 1.5');
    }
    report(
      'web',
      `pause to the exact rendering painted (${kilobytes} KB), browser host`,
      figures.pauseToExactMs,
      'ms',
      `${figures.requestsPer100Keys} service requests per 100 keys; ${figures.slowGaps} slow gaps`,
    );
  }
  report(
    'web',
    `time the browser host part took (code-server, Chromium, ${activationWindows} windows, 3 articles)`,
    (performance.now() - started) / 1000,
    's',
  );
}
