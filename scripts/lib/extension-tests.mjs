// Runs an extension-tests entry (`extensionTestsPath`) inside real VS Code: code-server with DevDesk loaded from
// source, the emulator behind it, Chromium driving the workbench. The entry appends JSON lines to
// $DEVDESK_TEST_RESULTS; `onRecord` sees each as it arrives. Always kills code-server, the browser and the emulator.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCodeServer, ensureSystemPackages, launchChromium, remoteUri, repoRoot, startCodeServer, workbenchUrl } from './code-server.mjs';
import { emulatorSettings, startEmulatorProcess } from './emulator.mjs';

/** @returns {Promise<{ exitCode: number | 'timeout', records: object[] }>} */
export async function runExtensionTests({ suiteIndex, env = {}, timeoutMs = 600_000, keep = false, onRecord = () => {} }) {
  ensureSystemPackages(['chromium']);
  ensureCodeServer();
  const runDir = mkdtempSync(join(tmpdir(), 'devdesk-run-'));
  const resultsFile = join(runDir, 'results.jsonl');
  writeFileSync(resultsFile, '');
  const workspace = join(repoRoot, 'test/fixtures/workspace');
  const records = [];
  const tail = tailJsonLines(resultsFile, (record) => {
    records.push(record);
    onRecord(record);
  });
  let emulator;
  let server;
  let browser;
  try {
    emulator = await startEmulatorProcess();
    server = await startCodeServer({
      runDir,
      folder: workspace,
      settings: { ...emulatorSettings(emulator.info), 'git.openRepositoryInParentFolders': 'never' },
      env: { DEVDESK_TEST_RESULTS: resultsFile, DEVDESK_EMULATOR: JSON.stringify(emulator.info), ...env },
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
    const timedOut = new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
    const exitCode = await Promise.race([finished, timedOut]);
    return { exitCode, records };
  } finally {
    tail.stop();
    await browser?.close().catch(() => {});
    server?.stop();
    emulator?.stop();
    if (keep) console.error(`state kept in ${runDir}`);
    else rmSync(runDir, { recursive: true, force: true });
  }
}

function tailJsonLines(file, onLine) {
  let offset = 0;
  const drain = () => {
    if (!existsSync(file)) return;
    const buffer = readFileSync(file);
    const end = buffer.lastIndexOf(0x0a) + 1;
    if (end <= offset) return;
    const lines = buffer.subarray(offset, end).toString('utf8').split('\n');
    offset = end;
    for (const line of lines) if (line) onLine(JSON.parse(line));
  };
  const timer = setInterval(drain, 200);
  return {
    stop() {
      clearInterval(timer);
      drain();
    },
  };
}
