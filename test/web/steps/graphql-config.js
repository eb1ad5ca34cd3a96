// The browser suite's graphql-config step (issue 38): a `.graphqlrc.yml` in the virtual folder (github.dev's
// `vscode-vfs://github/…` repository, served from memory by test/web/shared/virtual-folder.js) names a schema file
// beside it; a GraphQL file below it is completed from that schema, read through `workspace.fs`.
// The field asked for exists only in that file, never in GitHub's schema. run.mjs puts this file's `exports` at
// `devdeskWebSteps['graphql-config']`; graphql-checks.mjs judges the facts.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as CommonJS by the web worker host
const vscode = require('vscode');
/* global devdeskWebSteps -- test/web/shared/virtual-folder.js, which run.mjs puts before the steps */

const { folder } = devdeskWebSteps['virtual-folder'];
const onlyInConfigSchema = 'shelvedBookTitles';
const files = {
  'books-api/.graphqlrc.yml': 'schema: ./schema.graphql\ndocuments: "queries/**/*.graphql"\n',
  'books-api/schema.graphql': `type Query {\n  ${onlyInConfigSchema}: [String!]!\n  shelfCount: Int\n}\n`,
  'books-api/queries/shelf.graphql': 'query Shelf {\n  \n}\n',
};

exports.run = async function run({ api, check, eventually }) {
  // The graphql step's document belonged to the emulator's GitHub (a host of its own, as an Enterprise server is): its
  // fetched schema is kept in DevDesk's global storage, a `workspace.fs` location in the browser.
  await check("keeps a GitHub host's fetched schema in the extension's global storage", async () => {
    const folder = api.graphql.schemaCacheFolder();
    const cached = await eventually(
      async () => {
        const entries = await vscode.workspace.fs.readDirectory(folder).then(undefined, () => []);
        const files = entries.filter(([name, type]) => type === vscode.FileType.File && name.endsWith('.json.gz'));
        return files.length > 0 ? files : undefined;
      },
      `a cached schema in ${folder.toString()}`,
      30_000,
    );
    const [name] = cached[0];
    const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, name));
    return { scheme: folder.scheme, name, gzip: bytes[0] === 0x1f && bytes[1] === 0x8b, bytes: bytes.length };
  });

  await check("completes from the schema a virtual folder's graphql-config file names", async () => {
    for (const [path, text] of Object.entries(files))
      await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder, path), new TextEncoder().encode(text));
    const uri = vscode.Uri.joinPath(folder, 'books-api/queries/shelf.graphql');
    await vscode.window.showTextDocument(uri);
    let labels = [];
    try {
      await eventually(
        async () => {
          const list = await vscode.commands.executeCommand(
            'vscode.executeCompletionItemProvider',
            uri,
            new vscode.Position(1, 2),
          );
          labels = list.items.map((item) => (typeof item.label === 'string' ? item.label : item.label.label));
          return labels.includes(onlyInConfigSchema) ? labels : undefined;
        },
        `${onlyInConfigSchema} offered`,
        30_000,
      );
    } catch (error) {
      throw new Error(`${error.message}; offered: ${labels.slice(0, 8).join(', ') || 'nothing'}`);
    }
    return { offered: labels.includes(onlyInConfigSchema), labels: labels.slice(0, 5) };
  });
};
