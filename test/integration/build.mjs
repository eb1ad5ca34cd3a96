// Bundles the integration suite for the extension host: out/integration/index.js plus one file per test module.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { repoRoot } from '../../scripts/lib/code-server.mjs';

export async function buildIntegrationSuite() {
  const suiteDir = join(repoRoot, 'test/integration/suite');
  const tests = readdirSync(suiteDir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join(suiteDir, name));
  const outdir = join(repoRoot, 'out/integration');
  // Built afresh: the runner loads every *.test.js there, so a renamed or deleted test would otherwise still run.
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [join(suiteDir, 'index.ts'), ...tests],
    outdir,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcemap: 'inline',
    external: ['vscode', 'mocha'],
    logLevel: 'warning',
  });
  return join(outdir, 'index.js');
}
