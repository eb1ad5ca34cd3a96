// Runs the integration suite (mocha, inside VS Code's Node extension host) in real VS Code: code-server from npm,
// driven by Debian's Chromium through playwright-core. Prints every test and a closing `N passed, N failed` line;
// exits non-zero on any failure, on no test at all, or on a timeout.
//   node test/integration/run.mjs [--grep PATTERN] [--timeout SECONDS] [--keep]
import { parseArgs } from 'node:util';
import { buildIntegrationSuite } from './build.mjs';
import { runExtensionTests } from '../../scripts/lib/extension-tests.mjs';

const { values } = parseArgs({
  options: { grep: { type: 'string' }, timeout: { type: 'string', default: '600' }, keep: { type: 'boolean', default: false } },
});

let passed = 0;
let failed = 0;
function print(record) {
  if (record.state === 'passed') {
    passed++;
    console.log(`  ✔ ${record.title} (${record.duration ?? 0} ms)`);
  } else if (record.state === 'failed') {
    failed++;
    console.log(`  ✘ ${record.title}\n      ${String(record.error).split('\n').join('\n      ')}`);
  } else if (record.message) {
    console.log(`    ${record.message}`);
  }
}

let exitCode = 1;
try {
  const { exitCode: vscodeExit } = await runExtensionTests({
    suiteIndex: await buildIntegrationSuite(),
    env: values.grep ? { DEVDESK_TEST_GREP: values.grep } : {},
    timeoutMs: Number(values.timeout) * 1000,
    keep: values.keep,
    onRecord: print,
  });
  if (vscodeExit === 'timeout') console.log(`integration: timed out after ${values.timeout}s`);
  else if (passed + failed === 0) console.log('integration: no test ran (did the extension host start?)');
  exitCode = vscodeExit === 0 && failed === 0 && passed > 0 ? 0 : 1;
} catch (error) {
  console.error(`integration: ${error.stack ?? error}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode);
