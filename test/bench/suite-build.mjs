// The bench's suites that run inside VS Code (test/bench/vscode/*.ts) are bundled for its extension host: one build
// for `npm run bench` (index.ts) and `npm run bench:agent` (agent-only.ts).
import * as esbuild from 'esbuild';

/** Bundles `entry` into `outdir` as a CommonJS script for the Node extension host, `vscode` left to it. */
export async function buildBenchSuite(entry, outdir) {
  await esbuild.build({
    entryPoints: [entry],
    outdir,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: ['vscode'],
    logLevel: 'warning',
  });
  return outdir;
}

/** Bundles `entry` into the file `outfile` as a CommonJS script for the web worker extension host. */
export async function buildWebBenchSuite(entry, outfile, define) {
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'cjs',
    platform: 'browser',
    target: 'es2022',
    external: ['vscode'],
    define,
    logLevel: 'warning',
  });
  return outfile;
}
