// The browser suite's github.dev step (issue 38): the workspace's folder is a GitHub repository as github.dev opens
// it, `vscode-vfs://github/devdesk-org/docs-site` (test/web/shared/virtual-folder.js), with no `.git/config`. Its
// address is its remote: the preview's `#123` links and a GraphQL document's host follow that repository on
// github.com. github.com is made a configured host beside the emulator's (whose REST base stands in for github.com's
// in this suite), as it is for a github.dev user, and left signed out: nothing is sent there. run.mjs puts this
// file's `exports` at `devdeskWebSteps['virtual-repo']`; virtual-repo-checks.mjs judges the facts.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');
/* global devdeskWebSteps -- test/web/shared/virtual-folder.js, which run.mjs puts before the steps */

const { place } = devdeskWebSteps['virtual-folder'];
let readme;
let query;

/** Writes the repository's README and a GraphQL document, before DevDesk reads the workspace. */
exports.mount = function mount() {
  readme = place('README.md', '# Docs site\n\nSee #123 and devdesk-org/monorepo#4.\n');
  // No `# endpoint:` comment: the document's host is its folder's.
  query = place('query.graphql', 'query Viewer {\n  viewer {\n    login\n  }\n}\n');
};

/** The links in the preview's content. */
const linksOf = (page) =>
  page.elements.filter((element) => element.inContent && element.tag === 'a').map((element) => element.attributes.href);

exports.run = async function run({ api, check, eventually }) {
  const settings = vscode.workspace.getConfiguration('devdesk');
  // An application-scoped setting, so the user's settings
  // (https://code.visualstudio.com/api/references/contribution-points#contributes.configuration).
  await settings.update('github.enterpriseHosts', ['https://github.com'], vscode.ConfigurationTarget.Global);
  await check("links a README's #123 into the repository github.dev opened", async () => {
    await vscode.window.showTextDocument(readme);
    await vscode.commands.executeCommand('devdesk.openPreviewToSide');
    const issue = (page) => linksOf(page).some((href) => /\/issues\/123$/.test(href || ''));
    const drawn = (page) => api.preview.current()?.uri === readme.toString() && page.text.includes('See ');
    // Waits for the `#123` link; a page without one is reported as it is, for the runner to judge.
    const page = await api.preview
      .pageWhere((snapshot) => drawn(snapshot) && issue(snapshot), 'a link for #123', 20_000)
      .catch(() => api.preview.pageWhere(drawn, 'the README', 10_000));
    return {
      workspaceFolder: vscode.workspace.getWorkspaceFolder(readme)?.uri.toString(),
      renderer: page.renderer,
      label: page.label,
      banner: page.banner,
      links: linksOf(page),
    };
  });
  await check("runs a GraphQL document of that repository on github.com's host", async () => {
    const before = api.shownErrors.length;
    await vscode.window.showTextDocument(query);
    await vscode.commands.executeCommand('devdesk.graphql.run', query);
    // Signed out of github.com, Run Query says so; on another host it answers in a result document.
    const outcome = await eventually(() => {
      const result = vscode.workspace.textDocuments.find(
        (document) =>
          document.uri.scheme === 'devdesk-graphql-result' &&
          new URLSearchParams(document.uri.query).get('source') === query.toString(),
      );
      if (result && result.getText().includes('"login"')) return { result: result.getText().slice(0, 300) };
      return api.shownErrors.length > before ? { shown: api.shownErrors.slice(before) } : undefined;
    }, 'an answer or an error from Run Query');
    return { document: query.toString(), ...outcome };
  });
  await settings.update('github.enterpriseHosts', undefined, vscode.ConfigurationTarget.Global);
};
