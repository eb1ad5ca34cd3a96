// Runs an extension-tests entry (`extensionTestsPath`) inside real VS Code: code-server with DevDesk loaded from
// source, the emulator behind it, Chromium driving the workbench. The entry appends JSON lines to
// $DEVDESK_TEST_RESULTS; `onRecord` sees each as it arrives. Always kills code-server, the browser and the emulator.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCodeServer, ensureSystemPackages } from './code-server.mjs';
import { openWorkbench } from './workbench.mjs';

/**
 * `globalStorage`: a folder that carries the extensions' global storage from one run to the next, as a profile keeps
 * it between windows (DevDesk's GraphQL worker keeps its code cache there): copied in before the window opens and back
 * out after it closes. Without it every run is a first start after installing.
 * @returns {Promise<{ exitCode: number | 'timeout', records: object[] }>}
 */
export async function runExtensionTests({
  suiteIndex,
  env = {},
  timeoutMs = 600_000,
  keep = false,
  onRecord = () => {},
  globalStorage,
}) {
  ensureSystemPackages(['chromium', 'fonts-ipafont-gothic']);
  ensureCodeServer();
  const runDir = mkdtempSync(join(tmpdir(), 'devdesk-run-'));
  const runGlobalStorage = join(runDir, 'user-data', 'User', 'globalStorage');
  if (globalStorage && existsSync(globalStorage)) cpSync(globalStorage, runGlobalStorage, { recursive: true });
  const resultsFile = join(runDir, 'results.jsonl');
  writeFileSync(resultsFile, '');
  const records = [];
  const tail = tailJsonLines(resultsFile, (record) => {
    records.push(record);
    onRecord(record);
  });
  let finished;
  let workbench;
  try {
    workbench = await openWorkbench({
      runDir,
      testsPath: suiteIndex,
      env: { DEVDESK_TEST_RESULTS: resultsFile, ...env },
      // The workbench calls this with 0 or 1 when the extension tests end.
      beforeOpen: async (page) => {
        finished = new Promise((resolve) => page.exposeFunction('codeAutomationExit', (code) => resolve(Number(code))));
      },
    });
    const timedOut = new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
    const exitCode = await Promise.race([finished, timedOut]);
    return { exitCode, records };
  } finally {
    tail.stop();
    await workbench?.close();
    if (globalStorage && existsSync(runGlobalStorage)) cpSync(runGlobalStorage, globalStorage, { recursive: true });
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
