// `npm run bench:agent`: the agent tools' figures of `npm run bench` alone (test/bench/vscode/agent.ts), in one window.
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/code-server.mjs';
import { runExtensionTests } from '../../scripts/lib/extension-tests.mjs';
import { buildBenchSuite } from './suite-build.mjs';

const outdir = join(repoRoot, 'out/bench-agent');
await buildBenchSuite(join(repoRoot, 'test/bench/vscode/agent-only.ts'), outdir);
const { exitCode, records } = await runExtensionTests({
  suiteIndex: join(outdir, 'agent-only.js'),
  timeoutMs: 180_000,
});
for (const figure of records.filter((record) => record.state === 'figure')) {
  const value = Number.isInteger(figure.value) ? String(figure.value) : figure.value.toFixed(1);
  console.log(
    `${figure.name.padEnd(100)} ${value.padStart(8)} ${figure.unit}${figure.note ? `   ${figure.note}` : ''}`,
  );
}
if (exitCode !== 0) throw new Error(`the agent benchmark failed (exit ${exitCode})`);
