// Runs the integration suite (mocha, inside VS Code's Node extension host) in real VS Code: code-server from npm,
// driven by Debian's Chromium through playwright-core. Prints every test and a closing `N passed, N failed` line;
// exits non-zero on any failure or timeout. Always kills code-server's process group and the emulator.
//   node test/integration/run.mjs [--grep PATTERN] [--timeout SECONDS] [--keep]
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIntegrationSuite } from './build.mjs';
import { ensureCodeServer, ensureSystemPackages, launchChromium, remoteUri, repoRoot, startCodeServer, workbenchUrl } from '../../scripts/lib/code-server.mjs';
import { emulatorSettings, startEmulatorProcess } from '../../scripts/lib/emulator.mjs';

const { values } = parseArgs({
  options: { grep: { type: 'string' }, timeout: { type: 'string', default: '600' }, keep: { type: 'boolean', default: false } },
});
const timeoutMs = Number(values.timeout) * 1000;

ensureSystemPackages(['chromium']);
ensureCodeServer();
const suiteIndex = await buildIntegrationSuite();

const runDir = mkdtempSync(join(tmpdir(), 'devdesk-it-'));
const resultsFile = join(runDir, 'results.jsonl');
writeFileSync(resultsFile, '');
const workspace = join(repoRoot, 'test/fixtures/workspace');

let emulator;
let server;
let browser;
let exitCode = 1;
try {
  emulator = await startEmulatorProcess();
  server = await startCodeServer({
    runDir,
    folder: workspace,
    settings: emulatorSettings(emulator.info),
    env: {
      DEVDESK_TEST_RESULTS: resultsFile,
      DEVDESK_EMULATOR: JSON.stringify(emulator.info),
      ...(values.grep ? { DEVDESK_TEST_GREP: values.grep } : {}),
    },
  });
  browser = await launchChromium({ userDataDir: join(runDir, 'chromium') });
  const page = browser.pages()[0] ?? (await browser.newPage());
  const finished = new Promise((resolve) => page.exposeFunction('codeAutomationExit', (code) => resolve(Number(code))));
  if (process.env.DEVDESK_DEBUG) page.on('console', (message) => console.error(`[browser] ${message.text()}`));
  const payload = [
    ['extensionDevelopmentPath', remoteUri(server, repoRoot)],
    ['extensionTestsPath', remoteUri(server, suiteIndex)],
  ];
  await page.goto(workbenchUrl(server, workspace, payload));

  const printer = startPrinter(resultsFile);
  const timedOut = new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
  const outcome = await Promise.race([finished, timedOut]);
  const { passed, failed } = printer.stop();
  if (outcome === 'timeout') {
    console.log(`integration: timed out after ${timeoutMs / 1000}s`);
    exitCode = 1;
  } else {
    exitCode = outcome === 0 && failed === 0 && passed > 0 ? 0 : 1;
    if (passed === 0 && failed === 0) console.log('integration: no test ran (did the extension host start?)');
  }
  console.log(`${passed} passed, ${failed} failed`);
} catch (error) {
  console.error(`integration: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  await browser?.close().catch(() => {});
  server?.stop();
  emulator?.stop();
  if (!values.keep) rmSync(runDir, { recursive: true, force: true });
  else console.error(`integration: state kept in ${runDir}`);
}
process.exit(exitCode);

/** Prints each result line the extension host appends to the results file, as it arrives. */
function startPrinter(file) {
  let offset = 0;
  let passed = 0;
  let failed = 0;
  const drain = () => {
    if (!existsSync(file)) return;
    const text = readFileSync(file, 'utf8');
    const lines = text.slice(offset).split('\n');
    const complete = lines.slice(0, -1);
    offset += complete.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
    for (const line of complete) {
      if (!line) continue;
      const result = JSON.parse(line);
      if (result.state === 'passed') {
        passed++;
        console.log(`  ✔ ${result.title} (${result.duration ?? 0} ms)`);
      } else if (result.state === 'failed') {
        failed++;
        console.log(`  ✘ ${result.title}\n      ${String(result.error).split('\n').join('\n      ')}`);
      } else if (result.state === 'log') {
        console.log(`    ${result.message}`);
      }
    }
  };
  const timer = setInterval(drain, 200);
  return {
    stop() {
      clearInterval(timer);
      drain();
      return { passed, failed };
    },
  };
}
