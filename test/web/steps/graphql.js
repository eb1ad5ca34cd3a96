// The browser suite's GraphQL step (issue 38): an untitled GraphQL document in the web worker host gets completions
// from a schema, and the real Run Query command sends its operation to the emulator's GitHub through the fetch
// transport. The runner (graphql-checks.mjs) judges the facts against the emulator's `/user`.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');

/** The text of the result document DevDesk opened for `source`, once it has one. */
function resultOf(source) {
  const result = vscode.workspace.textDocuments.find(
    (document) =>
      document.uri.scheme === 'devdesk-graphql-result' &&
      new URLSearchParams(document.uri.query).get('source') === source.uri.toString(),
  );
  return result && result.getText().includes('"login"') ? result.getText() : undefined;
}

/**
 * The completion labels offered at `position`, asked again until `login` is among them. A refused request is asked
 * again too: VS Code's snippet completions join the workbench's look for each workspace folder's `.vscode`, which
 * fails once when the workbench looked before the suite had registered its in-memory folder's file system (a race
 * of the page's start with the extension host's), and the first completion request gets that failure.
 */
function labelsOffering(eventually, uri, position, what) {
  let refused;
  return eventually(
    async () => {
      const list = await vscode.commands
        .executeCommand('vscode.executeCompletionItemProvider', uri, position)
        .then(undefined, (error) => void (refused = error));
      if (!list) return undefined;
      const found = list.items.map((item) => (typeof item.label === 'string' ? item.label : item.label.label));
      return found.includes('login') ? found : undefined;
    },
    what,
    60_000,
  ).catch((error) => {
    throw refused ? new Error(`${error.message}; completion refused: ${refused.message || refused}`) : error;
  });
}

exports.run = async function run({ api, check, eventually, report }) {
  await report({ name: 'switch', service: 'github', crossOrigin: 'allow' }); // the CORS check refused it
  let document;
  await check('completes a schema field in a GraphQL document', async () => {
    document = await vscode.workspace.openTextDocument({
      language: 'graphql',
      content: 'query Me {\n  viewer {\n    \n  }\n}\n',
    });
    await vscode.window.showTextDocument(document);
    const labels = await labelsOffering(
      eventually,
      document.uri,
      new vscode.Position(2, 4),
      "the viewer's fields offered",
    );
    // What the user sees: the suggest widget at that point, for the screenshot the runner takes.
    vscode.window.activeTextEditor.selection = new vscode.Selection(2, 4, 2, 4);
    await vscode.commands.executeCommand('editor.action.triggerSuggest');
    await report({ name: 'screenshot', file: 'web-graphql.png', waitFor: '.suggest-widget.visible' });
    return {
      offersLogin: labels.includes('login'),
      labels: labels.slice(0, 5),
      nestedWorker: typeof Worker,
      bundleLoaded: api.graphql.bundleLoaded(),
    };
  });
  // github.com's endpoint reads the schema DevDesk ships (dist/github-schema.gz), never the network.
  await check("completes from github.com's schema shipped with DevDesk", async () => {
    const shipped = await vscode.workspace.openTextDocument({
      language: 'graphql',
      content: '# endpoint: https://api.github.com/graphql\nquery {\n  viewer {\n    \n  }\n}\n',
    });
    const labels = await labelsOffering(
      eventually,
      shipped.uri,
      new vscode.Position(3, 4),
      "the viewer's fields from the shipped schema",
    );
    return { offersLogin: labels.includes('login'), count: labels.length };
  });
  // A GraphQL file in the workspace's second folder (code-server's disk, `vscode-remote:`), beside github.dev's.
  await check("completes in a GraphQL file of the workspace's second folder", async () => {
    const folder = vscode.workspace.workspaceFolders[1];
    const uri = vscode.Uri.joinPath(folder.uri, '.devdesk-web-test', 'me.graphql'); // the repository ignores it
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode('query {\n  viewer {\n    \n  }\n}\n'));
    try {
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: false });
      const labels = await labelsOffering(eventually, uri, new vscode.Position(2, 4), 'fields in the second folder');
      return { scheme: folder.uri.scheme, offersLogin: labels.includes('login') };
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
      await vscode.workspace.fs.delete(vscode.Uri.joinPath(uri, '..'), { recursive: true });
      if (document) await vscode.window.showTextDocument(document); // the next check types into it
    }
  });
  await check('runs a GraphQL query against GitHub', async () => {
    if (!document) throw new Error('no GraphQL document was opened');
    await vscode.commands.executeCommand('hideSuggestWidget');
    await vscode.window.activeTextEditor.edit((edit) => edit.insert(new vscode.Position(2, 4), 'login'));
    await vscode.commands.executeCommand('devdesk.graphql.run', document.uri);
    const text = await eventually(() => resultOf(document), 'the result document', 60_000);
    const match = /"login":\s*"([^"]+)"/.exec(text);
    return { login: match && match[1], shownErrors: [...api.shownErrors] };
  });
  // Which extension host runs DevDesk, as VS Code shows it (Developer: Show Running Extensions).
  await vscode.commands.executeCommand('workbench.action.closePanel');
  await vscode.commands.executeCommand('workbench.action.joinAllGroups');
  await vscode.commands.executeCommand('workbench.action.showRuntimeExtensions');
  await report({
    name: 'screenshot',
    file: 'web-extension-host.png',
    waitFor: '.runtime-extensions-editor .monaco-list-row',
  });
};
