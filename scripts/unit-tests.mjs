// `npm run test:unit`: every *.test.ts under test/unit and test/emulator, run by node:test through tsx.
// (Node 20's test runner does not expand glob patterns itself.) Extra arguments are passed to node --test.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './lib/code-server.mjs';

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(repoRoot, path)] : [];
  });
}

const files = ['test/unit', 'test/emulator'].flatMap((dir) => testFiles(join(repoRoot, dir))).sort();
if (files.length === 0) {
  console.error('test:unit: no test files found');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', ...process.argv.slice(2), ...files],
  {
    cwd: repoRoot,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
