// The GraphQL editor in real VS Code against the emulator: completion in a .graphql file and inside a TypeScript
// template, diagnostics (an unknown field, a quoted enum value), hover, go to definition into the schema view, the
// outline, the question before a schema is fetched from an endpoint a document names for the first time, and the
// add-reaction flow of `DevDesk: New GraphQL Scratch` run through devdesk.graphql.run, asserted on the emulator's
// state (its REST reactions) and on the result document beside the editor.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  acceptingQuickPicks,
  devdesk,
  emulator,
  emulatorRequests,
  eventually,
  signInWithSandboxToken,
  signOut,
} from './helpers';

const folder = () => vscode.Uri.joinPath(vscode.workspace.workspaceFolders![0]!.uri, '.devdesk-graphql-test');
const graphqlPath = '/github/api/graphql';

async function write(name: string, content: string): Promise<vscode.TextDocument> {
  const uri = vscode.Uri.joinPath(folder(), name);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(content));
  const document = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(document);
  return document;
}

/** The position of `¦` in `text`, and the text without it. */
function cursor(text: string): { text: string; position: vscode.Position } {
  const offset = text.indexOf('¦');
  const before = text.slice(0, offset).split('\n');
  return { text: text.replace('¦', ''), position: new vscode.Position(before.length - 1, before.at(-1)!.length) };
}

/** `resolveCount`: how many of the first items VS Code resolves, as the suggest widget does for the one it shows. */
async function completionsAt(
  document: vscode.TextDocument,
  position: vscode.Position,
  resolveCount = 0,
): Promise<vscode.CompletionItem[]> {
  const list = await vscode.commands.executeCommand<vscode.CompletionList>(
    'vscode.executeCompletionItemProvider',
    document.uri,
    position,
    undefined,
    resolveCount,
  );
  return list.items;
}

const labelOf = (item: vscode.CompletionItem) => (typeof item.label === 'string' ? item.label : item.label.label);

async function rest(path: string): Promise<unknown> {
  const response = await fetch(`${emulator.github}${path}`, {
    headers: { authorization: `Bearer ${emulator.tokens.github}`, accept: 'application/vnd.github+json' },
  });
  assert.equal(response.status, 200, `GET ${path}`);
  return response.json();
}

async function graphqlRequests(): Promise<number> {
  return (await emulatorRequests(graphqlPath)).count;
}

/** The result document of a source document (its query names the source). */
const resultDocument = (source: vscode.Uri) =>
  vscode.workspace.textDocuments.find(
    (document) =>
      document.uri.scheme === 'devdesk-graphql-result' &&
      new URLSearchParams(document.uri.query).get('source') === source.toString(),
  );

/** The result document's status lines (joined by a line break) and JSON body once they match `accept`. */
async function resultWhere(
  source: vscode.Uri,
  accept: (status: string, body: Record<string, unknown>) => boolean,
  what: string,
): Promise<{ status: string; body: Record<string, unknown> }> {
  return eventually(
    () => {
      const text = resultDocument(source)?.getText();
      if (!text) return undefined;
      const lines = text.split('\n');
      const status = lines.filter((line) => line.startsWith('//')).join('\n');
      const body = JSON.parse(lines.filter((line) => !line.startsWith('//')).join('\n')) as Record<string, unknown>;
      return accept(status, body) ? { status, body } : undefined;
    },
    what,
    60_000,
  );
}

describe('GraphQL editor', () => {
  before(async function () {
    this.timeout(90_000);
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(folder(), { recursive: true }).then(undefined, () => undefined);
    await signOut(emulator.github);
  });

  it('completes fields with their types and descriptions in a .graphql file', async () => {
    const { text, position } = cursor('query Me {\n  viewer {\n    ¦\n  }\n}\n');
    const document = await write('me.graphql', text);
    assert.equal(document.languageId, 'graphql');
    const items = await completionsAt(document, position);
    assert.ok((await devdesk()).graphql.bundleLoaded(), 'opening a GraphQL document loads the bundle');
    const labels = items.map(labelOf);
    for (const expected of ['login', 'avatarUrl', 'repositories', 'pullRequests', 'name'])
      assert.ok(labels.includes(expected), `${expected} in ${labels.slice(0, 20).join(', ')}`);
    assert.ok(!labels.includes('addReaction'));
    const login = items.find((item) => labelOf(item) === 'login')!;
    assert.equal(login.kind, vscode.CompletionItemKind.Field);
    assert.equal(login.detail, 'String!');
    assert.equal(login.documentation, undefined, 'a description waits until the item is resolved');
    const resolved = (await completionsAt(document, position, items.length)).find((item) => labelOf(item) === 'login');
    assert.match((resolved?.documentation as vscode.MarkdownString | undefined)?.value ?? '', /username/i);
  });

  it('marks a deprecated field and says why in its resolved description', async () => {
    const { text, position } = cursor(
      'query {\n  repository(owner: "devdesk-org", name: "monorepo") {\n    squashPr¦\n  }\n}\n',
    );
    const document = await write('deprecated.graphql', text);
    const [item, ...others] = await completionsAt(document, position, 1);
    assert.equal(
      labelOf(item!),
      'squashPrTitleUsedAsDefault',
      `only the deprecated field matches; also ${others.map(labelOf).join(', ')}`,
    );
    assert.deepEqual(item!.tags, [vscode.CompletionItemTag.Deprecated]);
    assert.match(
      (item!.documentation as vscode.MarkdownString).value,
      /_Deprecated: `squashPrTitleUsedAsDefault` will be removed/,
    );
  });

  it('completes inside a TypeScript graphql template, and nothing outside it', async function () {
    this.timeout(90_000); // the first completion in a TS file waits for the TypeScript server to start
    const { text, position } = cursor(
      'import { graphql } from "@octokit/graphql";\nconst query = graphql(`\n  query {\n    repository(owner: "devdesk-org", name: "monorepo") {\n      ¦\n    }\n  }\n`);\nconst other = 1;\n',
    );
    const document = await write('queries.ts', text);
    assert.equal(document.languageId, 'typescript');
    const labels = (await completionsAt(document, position)).map(labelOf);
    for (const expected of ['pullRequests', 'issues', 'nameWithOwner', 'stargazerCount'])
      assert.ok(labels.includes(expected), `${expected} in ${labels.slice(0, 20).join(', ')}`);
    const outside = (await completionsAt(document, new vscode.Position(8, 16))).map(labelOf);
    assert.ok(!outside.includes('stargazerCount'), 'no GraphQL completions outside the template');
  });

  it('honours a graphql-config file: documents under it complete against the schema file it names', async () => {
    await vscode.workspace.fs.writeFile(
      vscode.Uri.joinPath(folder(), 'library', 'graphql.config.yml'),
      new TextEncoder().encode('schema: ./schema.graphql\ndocuments: "**/*.graphql"\n'),
    );
    await vscode.workspace.fs.writeFile(
      vscode.Uri.joinPath(folder(), 'library', 'schema.graphql'),
      new TextEncoder().encode(
        'type Query {\n  "Books on the shelf."\n  books(first: Int): [Book!]!\n}\ntype Book {\n  title: String!\n}\n',
      ),
    );
    const { text, position } = cursor('query {\n  ¦\n}\n');
    const document = await write('library/shelf.graphql', text);
    const labels = (await completionsAt(document, position)).map(labelOf);
    assert.ok(labels.includes('books'), labels.join(', '));
    assert.ok(!labels.includes('viewer'), "not GitHub's schema");
    await document.save();
  });

  it('follows a graphql-config file edited and saved after it was read: completions come from the schema it names now', async () => {
    const config = vscode.Uri.joinPath(folder(), 'journal', 'graphql.config.yml');
    const writeFile = (uri: vscode.Uri, text: string) =>
      vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    await writeFile(config, 'schema: ./issues.graphql\n');
    await writeFile(
      vscode.Uri.joinPath(folder(), 'journal', 'issues.graphql'),
      'type Query {\n  issues: [String!]!\n}\n',
    );
    await writeFile(
      vscode.Uri.joinPath(folder(), 'journal', 'volumes.graphql'),
      'type Query {\n  volumes: [Int!]!\n}\n',
    );
    const { text, position } = cursor('query {\n  ¦\n}\n');
    const document = await write('journal/contents.graphql', text);
    assert.ok((await completionsAt(document, position)).map(labelOf).includes('issues'), 'the first schema');
    // The user edits the config in the editor and saves it.
    const configEditor = await vscode.window.showTextDocument(config);
    await configEditor.edit((edit) =>
      edit.replace(new vscode.Range(0, 0, configEditor.document.lineCount, 0), 'schema: ./volumes.graphql\n'),
    );
    await configEditor.document.save();
    let seen: string[] = [];
    const followed = async () => {
      seen = (await completionsAt(document, position)).map(labelOf);
      return seen.includes('volumes') && !seen.includes('issues') ? seen : undefined;
    };
    await eventually(followed, 'completions from the schema the changed config names').catch((error) => {
      throw new Error(`${(error as Error).message}; last offered: ${seen.slice(0, 8).join(', ')}`);
    });
    await document.save();
  });

  it('asks before fetching a schema from an endpoint a "# endpoint:" comment names for the first time, and remembers the yes', async function () {
    this.timeout(60_000);
    const api = await devdesk();
    // The emulator under a name DevDesk has never used (a path of its own, so its requests are counted apart); no
    // account is for it, so it is asked without a token, and the emulator refuses the introspection: what counts
    // here is what arrived.
    const path = `${graphqlPath}/consent-${Date.now()}`;
    const endpoint = `${emulator.url}${path}`;
    const arrived = async () => (await emulatorRequests(path)).count;
    let arrivedBeforeTheYes: number | undefined;
    api.confirmations.answerNext(async () => {
      arrivedBeforeTheYes = await arrived();
      return true;
    });
    const askedBefore = api.confirmations.asked.length;
    await write('intranet.graphql', `# endpoint: ${endpoint}\nquery {\n  viewer { login }\n}\n`);
    const question = await eventually(
      () => api.confirmations.asked.slice(askedBefore).find((asked) => asked.includes(endpoint)),
      'the question naming the endpoint',
    );
    assert.match(question, /"# endpoint:" comment in .*intranet\.graphql/);
    assert.equal(
      await eventually(() => arrivedBeforeTheYes, 'the answer'),
      0,
      'no introspection before the user agreed',
    );
    await eventually(async () => ((await arrived()) > 0 ? true : undefined), 'the introspection after the yes');

    const { text, position } = cursor(`# endpoint: ${endpoint}\nquery {\n  ¦\n}\n`);
    const again = await write('intranet-again.graphql', text);
    await completionsAt(again, position); // answered once the endpoint's schema is settled (here: refused)
    assert.deepEqual(
      api.confirmations.asked.slice(askedBefore),
      [question],
      'a second document naming the endpoint asks nothing',
    );
    assert.equal(await arrived(), 1, 'one introspection for both documents');
  });

  it('reports an unknown field and a quoted enum value in the Problems panel', async () => {
    const document = await write(
      'wrong.graphql',
      [
        'query {',
        '  viewer {',
        '    loginn',
        '  }',
        '}',
        'mutation React($id: ID!) {',
        '  addReaction(input: { subjectId: $id, content: "HOORAY" }) {',
        '    reaction { content }',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    const diagnostics = await eventually(() => {
      const found = vscode.languages.getDiagnostics(document.uri);
      return found.length >= 2 ? found : undefined;
    }, 'two diagnostics');
    const unknownField = diagnostics.find((diagnostic) => diagnostic.message.includes('loginn'));
    assert.ok(unknownField, diagnostics.map((diagnostic) => diagnostic.message).join(' | '));
    assert.equal(unknownField.range.start.line, 2);
    assert.equal(unknownField.severity, vscode.DiagnosticSeverity.Error);
    const quotedEnum = diagnostics.find((diagnostic) => diagnostic.range.start.line === 6);
    assert.ok(
      quotedEnum,
      diagnostics.map((diagnostic) => `${diagnostic.range.start.line}: ${diagnostic.message}`).join(' | '),
    );
    assert.match(quotedEnum.message, /ReactionContent/);
    assert.equal(document.getText(quotedEnum.range), '"HOORAY"');
  });

  it("hovers with the schema's type and description, goes to the definition in the schema view, and outlines the document", async function () {
    this.timeout(90_000); // the schema's SDL is printed on the first definition
    const document = await write('hover.graphql', 'query Me {\n  viewer {\n    login\n  }\n}\n');
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      document.uri,
      new vscode.Position(1, 4),
    );
    const hoverText = hovers
      .flatMap((hover) => hover.contents.map((content) => (typeof content === 'string' ? content : content.value)))
      .join('\n');
    assert.match(hoverText, /viewer/);
    assert.match(hoverText, /User!/);

    const locations = await vscode.commands.executeCommand<Array<vscode.Location | vscode.LocationLink>>(
      'vscode.executeDefinitionProvider',
      document.uri,
      new vscode.Position(2, 6),
    );
    assert.equal(locations.length, 1);
    const location = locations[0]!;
    const uri = 'uri' in location ? location.uri : location.targetUri;
    const range = 'range' in location ? location.range : location.targetRange;
    assert.equal(uri.scheme, 'devdesk-graphql-schema');
    const schema = await vscode.workspace.openTextDocument(uri);
    assert.equal(schema.getText(schema.getWordRangeAtPosition(range.start)), 'login');
    const typeLine = [...Array(range.start.line).keys()]
      .reverse()
      .map((line) => schema.lineAt(line).text)
      .find((line) => /^type /.test(line));
    assert.match(typeLine ?? '', /^type User\b/);

    const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>(
      'vscode.executeDocumentSymbolProvider',
      document.uri,
    );
    assert.deepEqual(
      symbols.map((symbol) => symbol.name),
      ['Me'],
    );
    assert.deepEqual(
      symbols[0]!.children.map((symbol) => symbol.name),
      ['viewer'],
    );
    assert.deepEqual(
      symbols[0]!.children[0]!.children.map((symbol) => symbol.name),
      ['login'],
    );
  });

  it("runs the scratch's add-reaction flow: the query answers the issue id, the mutation adds a HOORAY the service keeps", async function () {
    this.timeout(120_000);
    const editor = await vscode.commands.executeCommand<vscode.TextEditor>('devdesk.graphql.newScratch');
    const scratch = editor.document;
    assert.equal(scratch.uri.scheme, 'untitled');
    assert.equal(scratch.languageId, 'graphql');
    const lenses = await eventually(async () => {
      const found = await vscode.commands.executeCommand<vscode.CodeLens[]>(
        'vscode.executeCodeLensProvider',
        scratch.uri,
      );
      return found.length === 2 ? found : undefined;
    }, 'a Run lens above each operation');
    assert.deepEqual(
      lenses.map((lens) => lens.command?.command),
      ['devdesk.graphql.run', 'devdesk.graphql.run'],
    );

    const hoorays = async () =>
      (
        (await rest('/repos/devdesk-org/monorepo/issues/12/reactions?content=hooray&per_page=100')) as Array<{
          user: { login: string };
        }>
      ).filter((reaction) => reaction.user.login === 'mona').length;
    const before = await hoorays();

    await vscode.commands.executeCommand(lenses[0]!.command!.command, ...lenses[0]!.command!.arguments!);
    const query = await resultWhere(scratch.uri, (status) => status.includes('query FindIssue'), "the query's result");
    const issueId = (query.body.data as { repository: { issue: { id: string } } }).repository.issue.id;
    assert.match(issueId, /^\S+$/);
    assert.match(
      query.status,
      /^\/\/ query FindIssue on 127\.0\.0\.1:\d+\n\/\/ HTTP 200 · \d+ ms · [\d.]+ (B|KB) · cost 1 · \d+\/5000 points left$/,
    );
    const resultEditor = vscode.window.visibleTextEditors.find(
      (visible) => visible.document.uri.scheme === 'devdesk-graphql-result',
    );
    assert.ok(resultEditor, 'the result is shown');
    assert.notEqual(resultEditor.viewColumn, editor.viewColumn, 'beside the scratch');
    assert.equal(resultEditor.document.languageId, 'jsonc');

    // The mutation asks for $id, offering the id the query answered; the user accepts it.
    let ran = false;
    const run = vscode.commands
      .executeCommand(lenses[1]!.command!.command, ...lenses[1]!.command!.arguments!)
      .then(() => (ran = true));
    await acceptingQuickPicks(run, 'the run of the mutation, its $id prompt accepted');
    assert.ok(ran, 'the run ended once the $id prompt was accepted');
    const mutation = await resultWhere(
      scratch.uri,
      (status) => status.includes('mutation AddHooray'),
      "the mutation's result",
    );
    assert.deepEqual(mutation.body.data, {
      addReaction: { reaction: { content: 'HOORAY' }, subject: { id: issueId } },
    });
    assert.equal(await hoorays(), before + 1, "the emulator keeps mona's HOORAY on issue 12");
    const resultsOfScratch = vscode.workspace.textDocuments.filter(
      (document) =>
        document.uri.scheme === 'devdesk-graphql-result' &&
        new URLSearchParams(document.uri.query).get('source') === scratch.uri.toString(),
    );
    assert.equal(resultsOfScratch.length, 1, 'one result document per source, reused');
  });

  it("shows the server's errors as diagnostics where they point, and sends a failed mutation only once", async function () {
    this.timeout(120_000);
    const document = await write(
      'missing.graphql',
      'query Missing {\n  repository(owner: "devdesk-org", name: "no-such-repo") {\n    id\n  }\n}\n',
    );
    await vscode.commands.executeCommand('devdesk.graphql.run', document.uri);
    const answer = await resultWhere(
      document.uri,
      (status) => status.includes('query Missing'),
      "the failed query's result",
    );
    assert.match(answer.status, /1 error/);
    const serverError = await eventually(
      () => vscode.languages.getDiagnostics(document.uri).find((diagnostic) => diagnostic.source === 'GraphQL: server'),
      "the server's error as a diagnostic",
    );
    assert.equal(serverError.range.start.line, 1);
    assert.equal(document.getText(serverError.range), 'repository');

    const mutation = await write(
      'react.graphql',
      '# variables: { "id": "SXNzdWU6MTAwMDAwMDAxMg==" }\nmutation Heart($id: ID!) {\n  addReaction(input: { subjectId: $id, content: HEART }) { reaction { content } }\n}\n',
    );
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'error500', pathPrefix: graphqlPath, times: 3 }),
    });
    try {
      const sentBefore = await graphqlRequests();
      await vscode.commands.executeCommand('devdesk.graphql.run', mutation.uri);
      assert.equal(await graphqlRequests(), sentBefore + 1, 'the mutation went once, with no automatic retry');
    } finally {
      await fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' });
    }
  });

  it('sends a mutation once when its lens and the palette are pressed while the first run is on its way', async function () {
    this.timeout(120_000);
    const mutation = await write(
      'twice.graphql',
      '# variables: { "id": "SXNzdWU6MTAwMDAwMDAxMg==" }\nmutation Rocket($id: ID!) {\n  addReaction(input: { subjectId: $id, content: ROCKET }) { reaction { content } }\n}\n',
    );
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'latency', ms: 1500, method: 'POST', pathPrefix: graphqlPath }),
    });
    try {
      const mutationsBefore = (await emulatorRequests(graphqlPath, 'MUTATION')).count;
      // The lens passes the document and the operation; the palette passes nothing and runs on the active editor.
      await Promise.all([
        vscode.commands.executeCommand('devdesk.graphql.run', mutation.uri, { region: 0, index: 0 }),
        vscode.commands.executeCommand('devdesk.graphql.run'),
      ]);
      assert.equal(
        (await emulatorRequests(graphqlPath, 'MUTATION')).count,
        mutationsBefore + 1,
        'one mutation for the two presses',
      );
    } finally {
      await fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' });
    }
  });

  it('offers no Retry for a failed mutation, even after a query was chosen in another document meanwhile', async function () {
    this.timeout(120_000);
    const api = await devdesk();
    const mutation = await write(
      'fails.graphql',
      '# variables: { "id": "SXNzdWU6MTAwMDAwMDAxMg==" }\nmutation Laugh($id: ID!) {\n  addReaction(input: { subjectId: $id, content: LAUGH }) { reaction { content } }\n}\n',
    );
    const query = await write('asks.graphql', 'query Somebody($login: String!) {\n  user(login: $login) { id }\n}\n');
    const addFault = (rule: object) =>
      fetch(`${emulator.url}/__emulator/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pathPrefix: graphqlPath, ...rule }),
      });
    await addFault({ kind: 'latency', ms: 3000, method: 'POST' });
    await addFault({ kind: 'error500' });
    try {
      const failuresBefore = api.shownErrors.length;
      const running = vscode.commands.executeCommand('devdesk.graphql.run', mutation.uri);
      await eventually(
        async () => ((await emulatorRequests(graphqlPath, 'MUTATION')).inFlight > 0 ? true : undefined),
        'the mutation on its way',
      );
      // Meanwhile a query is chosen in another document; its variable's prompt is dismissed, so it sends nothing.
      const promptsBefore = api.prompts.shown.length;
      const asking = vscode.commands.executeCommand('devdesk.graphql.run', query.uri);
      await eventually(() => api.prompts.shown[promptsBefore], "the query's $login prompt");
      assert.equal(api.shownErrors.length, failuresBefore, 'the mutation has not failed yet');
      await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
      await Promise.all([running, asking]);
      const failure = await eventually(
        () => (api.shownErrors.length > failuresBefore ? api.lastFailure() : undefined),
        "the mutation's failure shown",
      );
      assert.ok(
        !failure.actions.includes(vscode.l10n.t('Retry')),
        `no Retry for a write that may have been applied: ${failure.actions.join(', ')}`,
      );
    } finally {
      await fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' });
    }
  });
});
