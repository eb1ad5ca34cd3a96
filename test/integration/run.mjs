// Runs the integration suite (mocha, inside VS Code's Node extension host) in real VS Code: code-server from npm,
// driven by Debian's Chromium through playwright-core. Prints every test, then the failed ones again with their
// first error line (so the tail of a long CI log names them), and a closing `N passed, N failed` line; exits non-zero
// on any failure, on no test at all, or on a timeout.
//   node test/integration/run.mjs [--grep PATTERN] [--timeout SECONDS] [--keep]
import { parseArgs } from 'node:util';
import { buildIntegrationSuite } from './build.mjs';
import { runExtensionTests } from '../../scripts/lib/extension-tests.mjs';

const { values } = parseArgs({
  options: {
    grep: { type: 'string' },
    timeout: { type: 'string', default: '600' },
    keep: { type: 'boolean', default: false },
  },
});

let passed = 0;
const failures = [];
function print(record) {
  if (record.state === 'passed') {
    passed++;
    console.log(`  ✔ ${record.title} (${record.duration ?? 0} ms)`);
  } else if (record.state === 'failed') {
    failures.push(`  ✘ ${record.title}: ${String(record.error).split('\n')[0]}`);
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
  else if (passed + failures.length === 0) console.log('integration: no test ran (did the extension host start?)');
  exitCode = vscodeExit === 0 && failures.length === 0 && passed > 0 ? 0 : 1;
} catch (error) {
  console.error(`integration: ${error.stack ?? error}`);
}
if (failures.length > 0) console.log(`failed:\n${failures.join('\n')}`);
console.log(`${passed} passed, ${failures.length} failed`);
process.exit(exitCode);
