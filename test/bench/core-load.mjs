// What the first view a user opens pays for the core: `require('dist/core.js')`, timed inside fresh Node processes
// around the require alone (process start-up is not counted), and what the bundle is made of (from the metafile
// esbuild.mjs writes). The bench runner imports these; run alone to compare bundles measured in one run:
//   node test/bench/core-load.mjs dist/core.js /tmp/other/core.js
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Prints the milliseconds one `require` of the file takes in this fresh process. */
const probe =
  'const start = performance.now(); require(process.argv[1]); process.stdout.write(String(performance.now() - start));';

function requireOnceMs(file) {
  return Number(execFileSync(process.execPath, ['-e', probe, file], { encoding: 'utf8' }));
}

/**
 * Times `runs` fresh requires of each bundle. The bundles take turns within a round, so a busy spell on a shared
 * machine slows all of them alike instead of one.
 */
export function measureRequireTimes(files, runs = 21) {
  const samples = new Map(files.map((file) => [file, []]));
  for (let run = 0; run < runs; run++) {
    for (const file of files) samples.get(file).push(requireOnceMs(resolve(file)));
  }
  return new Map([...samples].map(([file, values]) => [file, spread(values)]));
}

function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { runs: sorted.length, median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1) };
}

/** Bytes of the bundle by origin: each npm package under node_modules, and DevDesk's own sources. */
export function bundleComposition(metafilePath) {
  const metafile = JSON.parse(readFileSync(metafilePath, 'utf8'));
  const [output] = Object.values(metafile.outputs).filter((entry) => entry.entryPoint);
  const bytes = new Map();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const origin = packageOf(input) ?? 'DevDesk sources';
    bytes.set(origin, (bytes.get(origin) ?? 0) + bytesInOutput);
  }
  return [...bytes].sort((a, b) => b[1] - a[1]);
}

function packageOf(input) {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.slice(2);
  if (files.length === 0 || !files.every((file) => existsSync(file))) {
    console.error('usage: node test/bench/core-load.mjs <bundle.js>...');
    process.exit(1);
  }
  for (const [file, { runs, median, min, max }] of measureRequireTimes(files)) {
    console.log(
      `${file.padEnd(40)} require median ${median.toFixed(2)} ms (min ${min.toFixed(2)}, max ${max.toFixed(2)}, ${runs} processes)`,
    );
  }
}
