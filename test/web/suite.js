// The browser smoke suite's test entry (test/web/run.mjs copies it into the browser-only copy of the extension, so
// VS Code runs it in the same host as DevDesk: the web worker extension host). Plain CommonJS: a web worker host loads
// it as it is. Each check's outcome is posted to the runner's loopback server, which judges and counts them.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');

/** The runner's loopback server: run.mjs writes its port in place of REPORT_PORT when it copies this file. */
const reportUrl = 'http://127.0.0.1:REPORT_PORT/report';

async function report(record) {
  await fetch(reportUrl, { method: 'POST', body: JSON.stringify(record) });
}

exports.run = async function run() {
  const extension = vscode.extensions.getExtension('devdesk.devdesk');
  if (!extension) return report({ name: 'DevDesk is loaded', error: 'no devdesk.devdesk extension' });
  const api = await extension.activate();
  await report({
    name: 'activates in the web worker host',
    facts: {
      host: api.host,
      process: typeof process,
      extensionKind: extension.extensionKind === vscode.ExtensionKind.UI ? 'UI' : 'Workspace',
      activationTimeMs: api.activationTimeMs,
    },
  });
  const pulls = api.trees.get('devdesk.pullRequests');
  const roots = pulls ? await pulls.getChildren(undefined) : undefined;
  const commands = await vscode.commands.getCommands(true);
  await report({
    name: 'draws the Pull Requests view signed out, with Sign In registered',
    facts: { kinds: roots?.map((node) => node.kind), signIn: commands.includes('devdesk.signIn') },
  });
  await report({ name: 'done' });
};
