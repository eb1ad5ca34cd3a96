// The browser suite's test entry (test/web/run.mjs copies it into the browser-only copy of the extension, so
// VS Code runs it in the same host as DevDesk: the web worker extension host). Plain CommonJS: a web worker host loads
// it as it is. Each check's outcome is posted to the runner's loopback server, which judges and counts them; the
// runner also types the token into DevDesk's input box (as a user pastes it) and flips the emulator's switches when
// asked (a worker cannot read the emulator's control routes: they answer no cross-origin request).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');
/* global devdeskWebSteps -- each file of test/web/steps, which run.mjs appends to this one (globalThis.devdeskWebSteps)
 */

/** The runner's loopback server: run.mjs writes its port in place of REPORT_PORT when it copies this file. */
const reportUrl = 'http://127.0.0.1:REPORT_PORT/report';
/** The emulator's info (its bases), written in place of EMULATOR_INFO by run.mjs. */
const emulator = JSON.parse(decodeURIComponent('EMULATOR_INFO'));
const pullRequests = 'devdesk.pullRequests';
const repository = 'devdesk-org/docs-site';

/** Posts a record; the runner's answer, for the records it answers with facts only it can read. */
async function report(record) {
  return fetch(reportUrl, { method: 'POST', body: JSON.stringify(record) });
}

/** Runs one check: its facts are posted, or the error it threw. */
async function check(name, facts) {
  try {
    await report({ name, facts: await facts() });
  } catch (error) {
    await report({ name, error: String(error && error.stack ? error.stack : error) });
  }
}

/** Polls until `probe` returns a value (not undefined); the pause between probes is the suite's only timer. */
async function eventually(probe, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const labelOf = (node) =>
  node.kind === 'item' ? (typeof node.label === 'string' ? node.label : node.label.message) : node.kind;

/** The file nodes under a Files node, through its folders. */
async function fileNodesUnder(tree, node) {
  const children = await tree.getChildren(node);
  const nested = await Promise.all(
    children.map((child) =>
      child.kind === 'item' && child.data && child.data.type === 'fileFolder' ? fileNodesUnder(tree, child) : [child],
    ),
  );
  return nested.flat().filter((child) => child.kind === 'item');
}

/** The first open pull request of the repository, as the Pull Requests view lists it, and its first file's diff. */
async function openFirstPullFile(api) {
  const tree = api.trees.get(pullRequests);
  const repos = await eventually(async () => {
    const nodes = await tree.getChildren(undefined);
    return nodes.some((node) => labelOf(node) === repository) ? nodes : undefined;
  }, `${repository} in the Pull Requests view`);
  const groups = await tree.getChildren(repos.find((node) => labelOf(node) === repository));
  const open = groups.find((node) => labelOf(node) === 'Open pull requests');
  if (!open) throw new Error(`groups: ${groups.map(labelOf).join(', ')}`);
  const pull = (await tree.getChildren(open)).find((node) => node.kind === 'item' && node.data && node.data.pull);
  if (!pull) throw new Error('no open pull request listed');
  const filesNode = (await tree.getChildren(pull)).find((node) => labelOf(node) === 'Files');
  const file = (await fileNodesUnder(tree, filesNode)).find((node) => node.open);
  if (!file) throw new Error('no file of the pull request opens');
  await vscode.commands.executeCommand(file.open.command, ...file.open.args);
  const diff = await eventually(() => {
    const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
    return tab && tab.input instanceof vscode.TabInputTextDiff ? tab.input : undefined;
  }, 'the diff editor');
  const [first] = new URLSearchParams(diff.modified.query).get('lines').split(',');
  return { number: pull.data.pull.number, path: file.data.file.filename, diff, line: Number(first.split('-')[0]) };
}

/** A new review comment on a line of the diff's head side, through the command the comment box's button runs. */
async function comment(api, diff, line, text) {
  const thread = api.pulls.startThread(diff.modified, line - 1);
  await vscode.commands.executeCommand('devdesk.pulls.replyToThread', { thread, text });
  return thread;
}

exports.run = async function run() {
  devdeskWebSteps.articles.mount();
  devdeskWebSteps['virtual-repo'].mount();
  const extension = vscode.extensions.getExtension('devdesk.devdesk');
  if (!extension) return report({ name: 'DevDesk is loaded', error: 'no devdesk.devdesk extension' });
  const api = await extension.activate();
  await check('activates in the web worker host', () => ({
    host: api.host,
    process: typeof process,
    extensionKind: extension.extensionKind === vscode.ExtensionKind.UI ? 'UI' : 'Workspace',
    activationTimeMs: api.activationTimeMs,
  }));
  await check('draws the Pull Requests view signed out, with Sign In registered', async () => {
    const pulls = api.trees.get(pullRequests);
    const roots = pulls ? await pulls.getChildren(undefined) : undefined;
    const commands = await vscode.commands.getCommands(true);
    return { kinds: roots && roots.map((node) => node.kind), signIn: commands.includes('devdesk.signIn') };
  });
  // The runner types the token into the input box Sign In shows, as a user pastes it.
  await check('signs in to GitHub with a pasted token', async () => ({
    login: await vscode.commands.executeCommand('devdesk.signIn', emulator.github, { method: 'paste' }),
    shownErrors: [...api.shownErrors],
  }));
  let opened;
  await check('lists a pull request and posts a review comment on a line of its file', async () => {
    opened = await openFirstPullFile(api);
    const text = `A review comment from the web worker host (${Date.now()})`;
    const thread = await comment(api, opened.diff, opened.line, text);
    return {
      repository,
      number: opened.number,
      path: opened.path,
      line: opened.line,
      text,
      shownInThread: thread.comments.length,
      shownErrors: [...api.shownErrors],
    };
  });
  // The diff at the commented line, its thread open, for the picture the runner takes (answered once taken).
  const commented = vscode.window.activeTextEditor;
  if (opened && commented) commented.revealRange(new vscode.Range(opened.line - 1, 0, opened.line - 1, 0), 2);
  await vscode.commands.executeCommand('workbench.action.expandAllComments').then(undefined, () => undefined);
  await report({ name: 'screenshot', file: 'web-pull-review.png', waitFor: '.review-widget' });
  await check('says which host refused a cross-origin request, and sends nothing', async () => {
    if (!opened) throw new Error('no pull request file was opened');
    await report({ name: 'switch', service: 'github', crossOrigin: 'refuse' }); // answered once switched
    const before = api.shownErrors.length;
    const text = `A review comment GitHub refuses to a browser (${Date.now()})`;
    await comment(api, opened.diff, opened.line, text);
    const shown = await eventually(
      () => (api.shownErrors.length > before ? api.shownErrors[api.shownErrors.length - 1] : undefined),
      'the error DevDesk shows',
    );
    return { repository, number: opened.number, text, shown };
  });
  await devdeskWebSteps.articles.run({ api, check, report, eventually, emulator });
  await devdeskWebSteps.publish.run({ api, check, report, eventually, emulator }); // test/web/steps/publish.js
  await devdeskWebSteps.graphql.run({ api, check, eventually, report }); // test/web/steps/graphql.js
  await devdeskWebSteps['graphql-config'].run({ api, check, eventually }); // test/web/steps/graphql-config.js
  await devdeskWebSteps.notifications.run({ api, check, eventually, emulator }); // test/web/steps/notifications.js
  await devdeskWebSteps.review.run({ api, check, emulator, opened, repository }); // test/web/steps/review.js
  await devdeskWebSteps.events.run({ api, check, eventually, repository }); // test/web/steps/events.js
  await devdeskWebSteps.templates.run({ api, check, eventually, report, emulator }); // test/web/steps/templates.js
  await devdeskWebSteps.session.run({ api, check, report, emulator }); // test/web/steps/session.js
  // test/web/steps/session-granted.js
  await devdeskWebSteps['session-granted'].run({ api, check, eventually, report, emulator });
  await devdeskWebSteps['virtual-repo'].run({ api, check, eventually }); // test/web/steps/virtual-repo.js
  await report({ name: 'done' });
};
