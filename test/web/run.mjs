// The browser smoke suite (issue 38): DevDesk's `browser` entry in code-server's web worker extension host, driven by
// Chromium. code-server always has a Node host, and VS Code runs an extension with `main` there, so DevDesk is
// loaded from a copy of its folder whose package.json has `browser` and no `main` (ARCHITECTURE.md, "Two hosts").
// The test entry (suite.js) sits inside that copy, so it runs in the same host, and posts what it finds to a loopback
// server here (the worker has no file system); this script judges it and prints `N passed, N failed`.
// Needs `node esbuild.mjs` first (dist/web/extension.js).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, remoteUri, repoRoot, startCodeServer, workbenchUrl } from '../../scripts/lib/code-server.mjs';
import { sampleWorkspace } from '../../scripts/lib/workbench.mjs';

const timeoutMs = Number(process.env.DEVDESK_WEB_TIMEOUT_MS ?? 120_000);

/** The checks: each names a record the suite posts and what its facts must be. */
const checks = {
  'activates in the web worker host': (facts) =>
    facts.host === 'webworker' && facts.process === 'undefined' && facts.extensionKind === 'UI',
  // Signed out, the view has no nodes, so VS Code shows its welcome (Sign in to GitHub), whose button runs Sign In.
  'draws the Pull Requests view signed out, with Sign In registered': (facts) =>
    Array.isArray(facts.kinds) && facts.kinds.length === 0 && facts.signIn === true,
};

/** A browser-only copy of the extension: what a web worker host may load, and the test entry inside it. */
function browserOnlyCopy(runDir, reportPort) {
  const folder = join(runDir, 'devdesk-web');
  mkdirSync(folder, { recursive: true });
  for (const part of ['dist/web', 'l10n', 'media', 'package.nls.json', 'package.nls.ja.json'])
    cpSync(join(repoRoot, part), join(folder, part), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  delete manifest.main;
  writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
  const suite = readFileSync(join(repoRoot, 'test/web/suite.js'), 'utf8').replaceAll('REPORT_PORT', String(reportPort));
  writeFileSync(join(folder, 'suite.js'), suite);
  return folder;
}

/** A loopback server the worker posts records to; a worker's fetch to another port is cross-origin, so CORS. */
async function recordServer() {
  const records = [];
  let done;
  const finished = new Promise((resolve) => (done = resolve));
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.writeHead(204, { 'access-control-allow-origin': '*' });
      response.end();
      if (request.method !== 'POST') return;
      const record = JSON.parse(body);
      if (record.name === 'done') done();
      else records.push(record);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, records, finished, close: () => server.close() };
}

const runDir = mkdtempSync(join(tmpdir(), 'devdesk-web-'));
const recorder = await recordServer();
const opened = {};
let failed = 0;
let passed = 0;
try {
  const folder = browserOnlyCopy(runDir, recorder.port);
  opened.server = await startCodeServer({ runDir, folder: sampleWorkspace });
  opened.browser = await launchChromium({ userDataDir: join(runDir, 'chromium') });
  const page = opened.browser.pages()[0] ?? (await opened.browser.newPage());
  if (process.env.DEVDESK_DEBUG) page.on('console', (message) => console.error(`[browser] ${message.text()}`));
  await page.exposeFunction('codeAutomationExit', () => {});
  const payload = [
    ['extensionDevelopmentPath', remoteUri(opened.server, folder)],
    ['extensionTestsPath', remoteUri(opened.server, join(folder, 'suite.js'))],
  ];
  await page.goto(workbenchUrl(opened.server, sampleWorkspace, payload));
  const timedOut = new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
  if ((await Promise.race([recorder.finished, timedOut])) === 'timeout') console.error('web: the suite did not finish');
  for (const [name, judge] of Object.entries(checks)) {
    const record = recorder.records.find((each) => each.name === name);
    const ok = record !== undefined && !record.error && judge(record.facts ?? {});
    console.log(`${ok ? '✔' : '✖'} ${name} ${JSON.stringify(record?.facts ?? record?.error ?? 'not reported')}`);
    if (ok) passed += 1;
    else failed += 1;
  }
} finally {
  await opened.browser?.close().catch(() => {});
  opened.server?.stop();
  recorder.close();
  rmSync(runDir, { recursive: true, force: true });
}
console.log(`web: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
