// The bench's browser part (issue 38): DevDesk's `browser` entry in code-server's web worker extension host, driven by
// Chromium as the browser suite (test/web/run.mjs) drives it: a copy of the extension whose package.json has
// `browser` and no `main`, the bench's suite (web/suite.ts, bundled for the worker) inside it. Gives activation
// (DevDesk's own figure, and VS Code's from its Running Extensions editor) and the preview's keystroke to painted
// for the articles the desktop bench types into. `npm run bench` runs it; `npm run bench:web` runs only it.
// Activation is timed in several fresh web worker hosts (a window each, one after another; the median, as the
// desktop's), each activating DevDesk once the machine has calmed after the window's start (quiet.mjs), as a click on
// a DevDesk view after the window opened would. On two cores code-server's own extension host (which vscode.dev does
// not have) and the workbench starting took the processor from the worker: one window's figure ranged 28–97 ms.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, remoteUri, repoRoot, startCodeServer, workbenchUrl } from '../../scripts/lib/code-server.mjs';
import { emulatorSettings, startEmulatorProcess } from '../../scripts/lib/emulator.mjs';
import { browserOnlyExtension, pasteTokenWhenAsked } from '../web/web-host.mjs';
import { machineQuiet } from './quiet.mjs';
import { buildWebBenchSuite } from './suite-build.mjs';

const timeoutMs = 300_000;

/** How many fresh web worker hosts activate DevDesk: the first also types into the preview. */
export const activationWindows = 6;

/**
 * The extension as a web worker host may load it, with the bench's suites inside: `bench-suite.js` (activation, the
 * Running Extensions row, the preview) and `activation-suite.js` (activation only, for the later windows).
 */
async function browserOnlyCopy(runDir, reportUrl, info) {
  const folder = browserOnlyExtension(runDir);
  for (const [file, onlyActivation] of [
    ['bench-suite.js', false],
    ['activation-suite.js', true],
  ])
    await buildWebBenchSuite(join(repoRoot, 'test/bench/web/suite.ts'), join(folder, file), {
      DEVDESK_BENCH_REPORT_URL: JSON.stringify(reportUrl),
      DEVDESK_BENCH_EMULATOR: JSON.stringify({ url: info.url, articles: info.articles }),
      DEVDESK_BENCH_ONLY_ACTIVATION: JSON.stringify(onlyActivation),
    });
  return folder;
}

/** VS Code's activation figure for DevDesk, as its Running Extensions editor shows it (e.g. "Activation: 31ms"). */
async function runningExtensionsFigure(page) {
  const row = page.locator('.runtime-extensions-editor .monaco-list-row', { hasText: 'DevDesk' }).first();
  await row.waitFor({ state: 'visible', timeout: 30_000 });
  const text = await row.innerText();
  const ms = /(\d+(?:\.\d+)?)\s*ms/.exec(text);
  return { value: ms ? Number(ms[1]) : 'not read', row: text.replace(/\s+/g, ' ').slice(0, 100) };
}

/**
 * A loopback server the worker posts records to (CORS: another origin for the worker), which also forwards the
 * emulator's control routes (`/__emulator/…`, which preview.ts calls) to the emulator, with CORS.
 */
async function recordServer(state) {
  const records = [];
  let done;
  const nextDone = () => new Promise((resolve) => (done = resolve));
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': '*' };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
      if (request.url === '/quiet') return response.writeHead(200, cors).end(JSON.stringify(await machineQuiet()));
      if (request.url.startsWith('/__emulator/')) {
        const answer = await fetch(`${state.emulator.info.url}${request.url}`, { method: request.method });
        return response.writeHead(answer.status, cors).end(await answer.text());
      }
      const record = JSON.parse(body || '{}');
      if (record.name === 'paste')
        void pasteTokenWhenAsked(state.page, state.emulator.info.tokens[record.token], 60_000).catch(noBox);
      if (record.name === 'runtime-extensions')
        Object.assign(
          record,
          await runningExtensionsFigure(state.page).catch((e) => ({ value: `not read: ${e.message}` })),
        );
      response.writeHead(204, cors).end();
      if (record.name === 'done') done();
      else if (record.name !== 'paste') records.push({ ...record, window: state.window });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, records, nextDone, close: () => server.close() };
}

const noBox = (error) => console.error(`bench web: no sign-in input box to type the token into (${error.message})`);

/**
 * Runs the browser host in `activationWindows` windows, one after another; returns their records (activation from
 * each, runtime-extensions and preview per size from the first, error), each with its `window` (1, 2…).
 */
export async function runWebBench() {
  const runDir = mkdtempSync(join(tmpdir(), 'devdesk-bench-web-'));
  const state = {};
  const recorder = await recordServer(state);
  const opened = {};
  try {
    state.emulator = opened.emulator = await startEmulatorProcess();
    // The emulated Qiita sends no CORS header (as qiita.com's documentation promises none): allowed for the preview.
    await fetch(`${state.emulator.info.url}/__emulator/cross-origin`, {
      method: 'PUT',
      body: JSON.stringify({ service: 'qiita', crossOrigin: 'allow' }),
    });
    const extension = await browserOnlyCopy(runDir, recorder.url, state.emulator.info);
    const workspace = join(runDir, 'workspace');
    mkdirSync(workspace);
    opened.server = await startCodeServer({
      runDir,
      folder: workspace,
      // The bench's folder is the article root, as on the desktop (test/bench/vscode/index.ts).
      settings: { ...emulatorSettings(state.emulator.info), 'devdesk.articleFiles.root': '.devdesk-bench-preview' },
    });
    opened.browser = await launchChromium({ userDataDir: join(runDir, 'chromium') });
    await opened.browser.exposeFunction('codeAutomationExit', () => {});
    for (state.window = 1; state.window <= activationWindows; state.window++) {
      const suite = state.window === 1 ? 'bench-suite.js' : 'activation-suite.js';
      const payload = [
        ['extensionDevelopmentPath', remoteUri(opened.server, extension)],
        ['extensionTestsPath', remoteUri(opened.server, join(extension, suite))],
      ];
      // A folder of its own, so that the window restores no editor or view of an earlier one (which would activate
      // DevDesk during the window's start, before the suite times it).
      const folder = state.window === 1 ? workspace : join(runDir, `workspace-${state.window}`);
      mkdirSync(folder, { recursive: true });
      state.page = await opened.browser.newPage();
      const finished = recorder.nextDone();
      await state.page.goto(workbenchUrl(opened.server, folder, payload));
      const timedOut = new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
      if ((await Promise.race([finished, timedOut])) === 'timeout') {
        recorder.records.push({ name: 'error', error: `the bench suite did not finish in window ${state.window}` });
        break;
      }
      await state.page.close(); // its web worker host ends with it
    }
    return recorder.records;
  } finally {
    await opened.browser?.close().catch(() => {});
    opened.server?.stop();
    opened.emulator?.stop();
    recorder.close();
    rmSync(runDir, { recursive: true, force: true });
  }
}
