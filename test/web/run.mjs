// The browser smoke suite (issue 38): DevDesk's `browser` entry in code-server's web worker extension host, driven by
// Chromium. code-server always has a Node host, and VS Code runs an extension with `main` there, so DevDesk is
// loaded from a copy of its folder whose package.json has `browser` and no `main` (ARCHITECTURE.md, "Two hosts").
// The test entry (suite.js) sits inside that copy, so it runs in the same host, and posts what it finds to a loopback
// server here (the worker has no file system); this script judges it against the emulator's state and prints
// `N passed, N failed`. DevDesk's settings point at the emulator; this script types the GitHub token into the
// sign-in's input box as a user pastes it, clicks a quick pick's item as a user picks it, flips the emulator's
// cross-origin switch when the suite asks, and edits an article there as another device would (an `edit item`
// record).
// Needs `node esbuild.mjs` first (dist/web/extension.js).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { launchChromium, remoteUri, repoRoot, startCodeServer, workbenchUrl } from '../../scripts/lib/code-server.mjs';
import { emulatorSettings, startEmulatorProcess } from '../../scripts/lib/emulator.mjs';
import { sampleWorkspace } from '../../scripts/lib/workbench.mjs';
import { answersFrom } from './emulator-answers.mjs';
import { graphqlChecks } from './graphql-checks.mjs';
import { notificationsChecks } from './notifications-checks.mjs';
import { eventsChecks } from './events-checks.mjs';
import { reviewChecks } from './review-checks.mjs';
import { sessionChecks } from './session-checks.mjs';
import { templatesChecks } from './templates-checks.mjs';
import { virtualRepository, virtualRepositoryChecks } from './virtual-repo-checks.mjs';
import { publishChecks } from './publish-checks.mjs';
import { photograph, takeScreenshot } from './screenshots.mjs';
import { sessionAnswer, sessionGrantedChecks } from './session-granted-checks.mjs';
import { browserOnlyExtension, pasteTokenWhenAsked, pickWhenShown } from './web-host.mjs';

const timeoutMs = Number(process.env.DEVDESK_WEB_TIMEOUT_MS ?? 120_000);

let emulator;
/** The Chromium page the suite runs in: the runner types the pasted tokens into it (screenshots.mjs photographs it). */
let page;

/** Items as the emulated Qiita stored them before an `edit item` record changed them, by id (publish-checks.mjs). */
const beforeEdits = new Map();

/** The emulator's GitHub REST answer to `path`, with the seeded viewer's token. */
const github = (path) => answersFrom(emulator.info.github, emulator.info.tokens.github)(path);

/** The emulated Qiita Team `alpha`'s answer to `/api/v2${path}`, with the seeded team token. */
const team = (path) => answersFrom(`${emulator.info.teams.alpha}/api/v2`, emulator.info.tokens.team)(path);

/** The emulated Qiita's answer to `/api/v2${path}`, with the seeded articles token. */
const qiita = (path, init) =>
  answersFrom(`${emulator.info.articles}/api/v2`, emulator.info.tokens.articles)(path, init);

/** The review comments the emulator stores on a pull request of the repository the suite names. */
const storedComments = (facts) =>
  github(`/repos/${facts.repository}/pulls/${facts.number}/comments?per_page=100`).then((list) =>
    list.filter((comment) => comment.body === facts.text),
  );

/** The checks: each names a record the suite posts and what its facts (and the emulator's state) must be. */
const checks = {
  'activates in the web worker host': (facts) =>
    facts.host === 'webworker' && facts.process === 'undefined' && facts.extensionKind === 'UI',
  // Signed out, the view has no nodes, so VS Code shows its welcome (Sign in to GitHub), whose button runs Sign In.
  'draws the Pull Requests view signed out, with Sign In registered': (facts) =>
    Array.isArray(facts.kinds) && facts.kinds.length === 0 && facts.signIn === true,
  'signs in to GitHub with a pasted token': async (facts) => facts.login === (await github('/user')).login,
  // The emulator stores the comment on the line and file the suite chose, on the head side.
  'lists a pull request and posts a review comment on a line of its file': async (facts) => {
    const stored = await storedComments(facts);
    return (
      stored.length === 1 &&
      stored[0].path === facts.path &&
      stored[0].line === facts.line &&
      stored[0].side === 'RIGHT' &&
      facts.shownInThread === 1
    );
  },
  // GitHub's REST API refused: the user reads the host and the way out, and the emulator got no comment (the
  // browser's preflight failed, so the POST was never sent).
  'says which host refused a cross-origin request, and sends nothing': async (facts) =>
    typeof facts.shown === 'string' &&
    facts.shown.includes(new URL(emulator.info.github).host) &&
    /CORS/.test(facts.shown) &&
    /desktop VS Code/.test(facts.shown) &&
    (await storedComments(facts)).length === 0,
  // The article file in the virtual folder, drawn by Qiita's rendering (its heading an <h1>).
  'previews a Qiita article file from a virtual folder': (facts) =>
    facts.login === 'devdesk_user' &&
    facts.workspaceFolder === virtualRepository &&
    facts.previewOf === facts.document &&
    facts.renderer === 'qiita' &&
    facts.heading === true &&
    facts.renders.includes('service') &&
    // A valid article file: the front matter checks find nothing (in a worker, they once failed on Node's Buffer).
    Array.isArray(facts.problems) &&
    facts.problems.length === 0,
  // KaTeX drew the block (its HTML is in the page) and no `$$` source is left.
  "draws the article's math in the preview": (facts) => facts.renderer === 'qiita' && facts.source === false,
  // An edit is drawn at once by the local renderer, then by Qiita's; saving writes it to the virtual folder.
  'shows an edit of the virtual article in the preview, and saves it there': (facts) =>
    facts.shown === true &&
    facts.renderer === 'qiita' &&
    facts.renders[0] === 'local' &&
    facts.renders.at(-1) === 'service' &&
    facts.saved === true,
  ...graphqlChecks(github),
  ...notificationsChecks(github),
  ...reviewChecks(github),
  ...eventsChecks(github),
  ...templatesChecks(team),
  ...sessionChecks(),
  ...virtualRepositoryChecks,
  ...sessionGrantedChecks(() => emulator.info),
  ...publishChecks(qiita, beforeEdits),
};

/**
 * A workspace whose first folder is a GitHub repository as github.dev opens it, served by the suite from memory
 * (test/web/shared/virtual-folder.js), then `folder`.
 */
function workspaceFile(runDir, folder) {
  const file = join(runDir, 'web.code-workspace');
  writeFileSync(file, JSON.stringify({ folders: [{ uri: virtualRepository }, { path: folder }] }));
  return file;
}

/** A browser-only copy of the extension: what a web worker host may load, and the test entry inside it. */
function browserOnlyCopy(runDir, reportPort, info) {
  const folder = browserOnlyExtension(runDir);
  const suite = readFileSync(join(repoRoot, 'test/web/suite.js'), 'utf8')
    .replaceAll('REPORT_PORT', String(reportPort))
    .replaceAll('EMULATOR_INFO', encodeURIComponent(JSON.stringify(info)));
  writeFileSync(join(folder, 'suite.js'), suite + stepModules());
  return folder;
}

/**
 * The suite's modules, appended to it: a web worker host's `require` knows only `vscode`. The shared helpers
 * (test/web/shared/*.js) come first, so a step can take them when it loads; then the steps (test/web/steps/*.js).
 * Each is `globalThis.devdeskWebSteps.<name>`, with its own `exports`.
 */
function stepModules() {
  return ['test/web/shared', 'test/web/steps'].map(modulesIn).join('');
}

function modulesIn(relative) {
  const folder = join(repoRoot, relative);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map(
      (file) =>
        `\n;(function (exports) {\n${readFileSync(join(folder, file), 'utf8')}\n})(` +
        `((globalThis.devdeskWebSteps ??= {})[${JSON.stringify(basename(file, '.js'))}] = {}));\n`,
    )
    .join('');
}

/**
 * A loopback server the worker posts records to; a worker's fetch to another port is cross-origin, so CORS. A
 * `switch` record flips the emulator's cross-origin switch and is answered once it is flipped.
 */
async function recordServer() {
  const records = [];
  let done;
  const finished = new Promise((resolve) => (done = resolve));
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      const record = request.method === 'POST' ? JSON.parse(body) : undefined;
      if (record?.name === 'switch') await switchCrossOrigin(record);
      if (record?.name === 'paste')
        void pasteTokenWhenAsked(page, emulator.info.tokens[record.token], timeoutMs).catch(noBox);
      if (record?.name === 'pick') void pickWhenShown(page, record.text, timeoutMs).catch(noPick);
      if (record?.name === 'screenshot') await takeScreenshot(record);
      if (record?.name === 'edit item') await editItem(record);
      const answer = record && (await sessionAnswer(record, { page, info: emulator.info, timeoutMs }));
      response.writeHead(answer ? 200 : 204, { 'access-control-allow-origin': '*' });
      response.end(answer ? JSON.stringify(answer) : undefined);
      if (!record || answer || ['switch', 'paste', 'pick', 'screenshot', 'edit item'].includes(record.name)) return;
      if (record.name === 'done') done();
      else records.push(record);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, records, finished, close: () => server.close() };
}

async function switchCrossOrigin({ service, crossOrigin }) {
  const response = await fetch(`${emulator.info.url}/__emulator/cross-origin`, {
    method: 'PUT',
    body: JSON.stringify({ service, crossOrigin }),
  });
  if (!response.ok) console.error(`web: the emulator refused the switch (${response.status})`);
}

const noPick = (error) => console.error(`web: no quick pick item to pick (${error.message})`);
/** Another device's edit of an article: the suite names the item and what it now says. */
async function editItem({ id, title, body, tags }) {
  beforeEdits.set(id, await qiita(`/items/${id}`));
  const answer = await qiita(`/items/${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ title, body, tags: tags.map((name) => ({ name, versions: [] })) }),
  });
  if (answer.body !== body) console.error(`web: the emulator did not take the edit (${JSON.stringify(answer)})`);
}

const noBox = (error) => console.error(`web: no sign-in input box to type the token into (${error.message})`);

const runDir = mkdtempSync(join(tmpdir(), 'devdesk-web-'));
const recorder = await recordServer();
const opened = {};
let failed = 0;
let passed = 0;
try {
  emulator = opened.emulator = await startEmulatorProcess();
  const folder = browserOnlyCopy(runDir, recorder.port, emulator.info);
  opened.server = await startCodeServer({
    runDir,
    folder: sampleWorkspace,
    settings: emulatorSettings(emulator.info),
  });
  opened.browser = await launchChromium({ userDataDir: join(runDir, 'chromium') });
  page = opened.browser.pages()[0] ?? (await opened.browser.newPage());
  if (process.env.DEVDESK_DEBUG) page.on('console', (message) => console.error(`[browser] ${message.text()}`));
  await page.exposeFunction('codeAutomationExit', () => {});
  photograph(page);
  const payload = [
    ['extensionDevelopmentPath', remoteUri(opened.server, folder)],
    ['extensionTestsPath', remoteUri(opened.server, join(folder, 'suite.js'))],
  ];
  await page.goto(workbenchUrl(opened.server, sampleWorkspace, payload, workspaceFile(runDir, sampleWorkspace)));
  const pasted = pasteTokenWhenAsked(page, emulator.info.tokens.github, timeoutMs).catch(noBox);
  const timedOut = new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
  if ((await Promise.race([recorder.finished, timedOut])) === 'timeout') console.error('web: the suite did not finish');
  await Promise.race([pasted, timedOut]);
  for (const [name, judge] of Object.entries(checks)) {
    const record = recorder.records.find((each) => each.name === name);
    const ok = record !== undefined && !record.error && (await judge(record.facts ?? {}));
    console.log(`${ok ? '✔' : '✖'} ${name} ${JSON.stringify(record?.facts ?? record?.error ?? 'not reported')}`);
    if (ok) passed += 1;
    else failed += 1;
  }
} finally {
  await opened.browser?.close().catch(() => {});
  opened.server?.stop();
  opened.emulator?.stop();
  recorder.close();
  rmSync(runDir, { recursive: true, force: true });
}
console.log(`web: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
