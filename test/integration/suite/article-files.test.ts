// Articles as files in real VS Code against the emulator: Pull my articles into public/ (the Qiita CLI's layout),
// edit and publish (the emulator has the new text), the conflict path (the article changed on the server first: the
// diff opens and nothing is overwritten), a new article file POSTed and given its id, Edit as file from the
// Articles view, an article edited on the service (`devdesk-article-file:`, whose save publishes), and diagnostics for a
// bad front matter.
import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as vscode from 'vscode';
import {
  acceptingQuickPicks,
  childrenOf,
  pressEscape,
  devdesk,
  emulator,
  eventually,
  labelOf,
  enterArticleScratch,
  leaveArticleScratch,
  signInWithSandboxToken,
  signOut,
} from './helpers';

const scratch = 'article-files-scratch';
const root = () => join(vscode.workspace.workspaceFolders![0]!.uri.fsPath, scratch);
const publicFolder = () => join(root(), 'public');

interface ServerItem {
  id: string;
  title: string;
  body: string;
  private: boolean;
  updated_at: string;
  tags: Array<{ name: string }>;
}

/** The emulator, asked (or changed, as another client would) with the sandbox's Qiita token. */
async function qiita(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${emulator.articles}/api/v2${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${emulator.tokens.articles}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
}

async function myItems(): Promise<ServerItem[]> {
  const all: ServerItem[] = [];
  for (let page = 1; ; page += 1) {
    const items = (await (await qiita(`/authenticated_user/items?per_page=100&page=${page}`)).json()) as ServerItem[];
    all.push(...items);
    if (items.length < 100) return all;
  }
}

/**
 * Waits until the service's clock (the emulator's Date header) has passed `updatedAt`: its updated_at counts
 * seconds, so only then does a change get an updated_at of its own, later than `updatedAt`.
 */
async function serviceClockPast(updatedAt: string): Promise<void> {
  await eventually(async () => {
    const date = (await fetch(`${emulator.url}/__emulator/requests?path=/none`)).headers.get('date');
    return date !== null && Date.parse(date) > Date.parse(updatedAt) ? true : undefined;
  }, `the service's clock past ${updatedAt}`);
}

async function setText(uri: vscode.Uri, text: string): Promise<vscode.TextDocument> {
  const document = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(document);
  const edit = new vscode.WorkspaceEdit();
  edit.replace(uri, new vscode.Range(0, 0, document.lineCount, 0), text);
  assert.ok(await vscode.workspace.applyEdit(edit));
  await document.save();
  return document;
}

/** Changes a front-matter body line by line: keeps the front matter, replaces the body. */
function withBody(text: string, body: string): string {
  const closing = text.indexOf('\n---\n', 4);
  return `${text.slice(0, closing + 5)}${body}`;
}

function diffTabOf(path: string): vscode.Tab | undefined {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .find((tab) => tab.input instanceof vscode.TabInputTextDiff && tab.input.modified.fsPath === path);
}

describe('Article files', function () {
  this.timeout(60_000); // saves and requests on a busy two-core machine
  let target: ServerItem;
  let targetPath: string;
  const created: string[] = [];

  before(() => enterArticleScratch(scratch));

  after(async () => {
    for (const id of created) await qiita(`/items/${id}`, { method: 'DELETE' });
    await leaveArticleScratch(scratch);
  });

  it('pulls every page of my articles into public/, private ones only when asked, with a server copy each', async () => {
    const server = await myItems();
    const publicOnes = server.filter((item) => !item.private);
    assert.ok(
      publicOnes.length > 0 && publicOnes.length < server.length,
      'the sandbox user has public and private articles',
    );

    const first = (await vscode.commands.executeCommand(
      'devdesk.articleFiles.pull',
      { hostId: emulator.articles },
      { includePrivate: false },
    )) as { files: Array<{ id: string; path: string; outcome: string }> };
    assert.deepEqual(first.files.map((file) => file.id).sort(), publicOnes.map((item) => item.id).sort());
    assert.ok(first.files.every((file) => file.outcome === 'created'));

    const all = (await vscode.commands.executeCommand(
      'devdesk.articleFiles.pull',
      { hostId: emulator.articles },
      { includePrivate: true },
    )) as { files: Array<{ id: string; path: string; outcome: string }> };
    assert.equal(all.files.length, server.length);
    for (const item of server) {
      const local = await readFile(join(publicFolder(), `${item.id}.md`), 'utf8');
      assert.ok(local.startsWith(`---\ntitle: `), item.id);
      assert.ok(local.includes(`\nid: ${item.id}\n`) || local.includes(`\nid: '${item.id}'\n`), item.id);
      assert.equal(await readFile(join(publicFolder(), '.remote', `${item.id}.md`), 'utf8'), local);
    }
    target = publicOnes[publicOnes.length - 1]!; // the oldest: other suites read the newest ones
    targetPath = join(publicFolder(), `${target.id}.md`);
  });

  it('publishes an edited file with PATCH: the emulator has the new body, the file the new updated_at', async () => {
    const uri = vscode.Uri.file(targetPath);
    const before = await readFile(targetPath, 'utf8');
    await serviceClockPast(target.updated_at);
    await setText(uri, withBody(before, 'Edited in DevDesk as a file.\n'));
    const outcome = await vscode.commands.executeCommand('devdesk.articleFiles.publish', uri);
    assert.equal(outcome, 'updated');
    const server = (await (await qiita(`/items/${target.id}`)).json()) as ServerItem;
    assert.equal(server.body, 'Edited in DevDesk as a file.\n');
    assert.equal(server.title, target.title);
    const after = await readFile(targetPath, 'utf8');
    assert.ok(after.includes(`updated_at: '${server.updated_at}'`), after);
    assert.notEqual(server.updated_at, target.updated_at);
    assert.equal(await readFile(join(publicFolder(), '.remote', `${target.id}.md`), 'utf8'), after);
  });

  it('refuses to overwrite a newer server version: the diff opens, nothing is sent, the file keeps my text', async () => {
    await serviceClockPast(((await (await qiita(`/items/${target.id}`)).json()) as ServerItem).updated_at); // my publish's
    const elsewhere = await qiita(`/items/${target.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: target.title, body: 'Changed on the web meanwhile.\n' }),
    });
    assert.equal(elsewhere.status, 200);
    const uri = vscode.Uri.file(targetPath);
    const mine = withBody(await readFile(targetPath, 'utf8'), 'My second edit.\n');
    await setText(uri, mine);

    const publishing = vscode.commands.executeCommand('devdesk.articleFiles.publish', uri);
    const tab = await eventually(() => diffTabOf(targetPath), 'the diff of the server’s version and mine');
    assert.ok(tab.input instanceof vscode.TabInputTextDiff);
    assert.equal(tab.input.original.fsPath, join(publicFolder(), '.remote', `${target.id}.md`));
    // The choice (Overwrite / Keep mine as draft / Cancel) opens once the diff is shown: dismissing it is Cancel.
    const outcome = await acceptingQuickPicks(
      publishing,
      'the publish to end at the dismissed choice',
      undefined,
      pressEscape,
    );
    assert.equal(outcome, 'conflict');

    const server = (await (await qiita(`/items/${target.id}`)).json()) as ServerItem;
    assert.equal(server.body, 'Changed on the web meanwhile.\n', 'nothing was overwritten');
    assert.equal(await readFile(targetPath, 'utf8'), mine, 'my file is as I left it');
    assert.ok(
      (await readFile(join(publicFolder(), '.remote', `${target.id}.md`), 'utf8')).includes(
        'Changed on the web meanwhile.',
      ),
    );
  });

  it('keeps mine as a new unpublished draft when asked, and gives the file the server’s version', async () => {
    const uri = vscode.Uri.file(targetPath);
    const mine = await readFile(targetPath, 'utf8'); // still my second edit, older than the server
    const earlierDiff = diffTabOf(targetPath);
    if (earlierDiff) await vscode.window.tabGroups.close(earlierDiff);
    // The choice is answered as a script would ("Keep mine as draft"); the test before dismisses the pick itself.
    const publishing = vscode.commands.executeCommand('devdesk.articleFiles.publish', uri, { onConflict: 'draft' });
    assert.equal(await publishing, 'draft');
    assert.ok(diffTabOf(targetPath), 'the diff of the server’s version and mine still opened');
    const draftPath = targetPath.replace(/\.md$/, '-mine.md');
    const draft = await readFile(draftPath, 'utf8');
    assert.ok(draft.includes('My second edit.'));
    assert.ok(draft.includes('\nid: null\n') && draft.includes('\nignorePublish: true\n'), draft);
    const server = (await (await qiita(`/items/${target.id}`)).json()) as ServerItem;
    assert.equal(server.body, 'Changed on the web meanwhile.\n', 'still nothing sent');
    const file = await readFile(targetPath, 'utf8');
    assert.ok(file.includes('Changed on the web meanwhile.') && file !== mine);
    await rm(draftPath);
  });

  it('creates a new article file, publishes it with POST and writes the id into it', async () => {
    const uri = (await vscode.commands.executeCommand(
      'devdesk.articleFiles.new',
      { hostId: emulator.articles },
      { name: 'integration-new' },
    )) as vscode.Uri;
    assert.equal(uri.fsPath, join(publicFolder(), 'integration-new.md'));
    const fresh = await readFile(uri.fsPath, 'utf8');
    assert.ok(fresh.includes('\nid: null\n'));
    const text = fresh
      .replace('title: integration-new', 'title: Written as a file')
      .replace("tags:\n  - ''", 'tags:\n  - DevDesk\n  - Markdown')
      .replace('# new article body', 'A new article from DevDesk.');
    await setText(uri, text);
    assert.equal(await vscode.commands.executeCommand('devdesk.articleFiles.publish', uri), 'created');
    const written = await readFile(uri.fsPath, 'utf8');
    const id = /\nid: '?([0-9a-f]{20})'?\n/.exec(written)?.[1];
    assert.ok(id, written);
    created.push(id);
    const server = (await (await qiita(`/items/${id}`)).json()) as ServerItem;
    assert.equal(server.title, 'Written as a file');
    assert.deepEqual(
      server.tags.map((tag) => tag.name),
      ['DevDesk', 'Markdown'],
    );
    assert.equal(server.body, 'A new article from DevDesk.\n');
    assert.ok(written.includes(`updated_at: '${server.updated_at}'`));
  });

  it('a POST whose id cannot be written into the file is said so, and publishing again updates that article instead of creating a second', async () => {
    const api = await devdesk();
    const uri = (await vscode.commands.executeCommand(
      'devdesk.articleFiles.new',
      { hostId: emulator.articles },
      { name: 'integration-unwritten' },
    )) as vscode.Uri;
    const text = (await readFile(uri.fsPath, 'utf8'))
      .replace('title: integration-unwritten', 'title: Id not written')
      .replace("tags:\n  - ''", 'tags:\n  - DevDesk')
      .replace('# new article body', 'First version.');
    await setText(uri, text);
    // The server copy goes to public/.remote/ first: a file in the folder's place makes that write fail.
    const remoteFolder = join(publicFolder(), '.remote');
    await rm(remoteFolder, { recursive: true, force: true });
    await writeFile(remoteFolder, 'not a folder');
    const before = (await myItems()).length;
    const shown = api.shownErrors.length;
    try {
      assert.equal(await vscode.commands.executeCommand('devdesk.articleFiles.publish', uri), undefined);
      const said = await eventually(
        () => api.shownErrors.slice(shown).find((message) => message.includes('could not be written')),
        'the explanation',
      );
      assert.match(said, /Id not written.*Publishing the file again updates that article/);
      const afterPost = await myItems();
      assert.equal(afterPost.length, before + 1, 'the article was created once');
      const createdItem = afterPost.find((item) => item.title === 'Id not written')!;
      created.push(createdItem.id);
      assert.equal(await readFile(uri.fsPath, 'utf8'), text, 'the file is as it was');
    } finally {
      await rm(remoteFolder, { force: true });
    }
    await setText(uri, text.replace('First version.', 'Second version.'));
    assert.equal(await vscode.commands.executeCommand('devdesk.articleFiles.publish', uri), 'updated');
    const items = await myItems();
    assert.equal(items.length, before + 1, 'no second article');
    const server = items.find((item) => item.title === 'Id not written')!;
    assert.equal(server.body, 'Second version.\n');
    assert.ok(
      (await readFile(uri.fsPath, 'utf8')).includes(`id: ${server.id}`) ||
        (await readFile(uri.fsPath, 'utf8')).includes(`id: '${server.id}'`),
    );
    await rm(uri.fsPath);
  });

  it('completes tags in the front matter from followed and popular tags', async () => {
    const popular = (await (await qiita('/tags?sort=count&per_page=5')).json()) as Array<{ id: string }>;
    await mkdir(publicFolder(), { recursive: true });
    const path = join(publicFolder(), 'tags.md');
    await writeFile(path, '---\ntitle: Tags\ntags:\n  - \nprivate: false\n---\nBody\n');
    const document = await vscode.workspace.openTextDocument(path);
    const list = await vscode.commands.executeCommand<vscode.CompletionList>(
      'vscode.executeCompletionItemProvider',
      document.uri,
      new vscode.Position(3, 4),
    );
    const labels = list.items.map((item) => (typeof item.label === 'string' ? item.label : item.label.label));
    for (const tag of popular) assert.ok(labels.includes(tag.id), `${tag.id} offered`);
    const body = await vscode.commands.executeCommand<vscode.CompletionList>(
      'vscode.executeCompletionItemProvider',
      document.uri,
      new vscode.Position(6, 2),
    );
    assert.ok(!body.items.some((item) => item.label === popular[0]!.id), 'no tag completion in the body');
    await rm(path);
  });

  it('publishes a new article to a Qiita Team host from its teams/ folder', async () => {
    const team = emulator.teams.alpha!;
    await signInWithSandboxToken(team);
    const uri = (await vscode.commands.executeCommand(
      'devdesk.articleFiles.new',
      { hostId: team },
      { name: 'team-note' },
    )) as vscode.Uri;
    assert.match(uri.fsPath, /[\\/]teams[\\/]127\.0\.0\.1_\d+_teams_alpha[\\/]team-note\.md$/);
    const fresh = await readFile(uri.fsPath, 'utf8');
    assert.ok(fresh.includes('\ncoediting: false\n') && !fresh.includes('private:'), fresh);
    await setText(
      uri,
      fresh
        .replace('title: team-note', 'title: A team note')
        .replace("tags:\n  - ''", 'tags:\n  - notes')
        .replace('coediting: false', 'coediting: true'),
    );
    assert.equal(await vscode.commands.executeCommand('devdesk.articleFiles.publish', uri), 'created');
    const id = /\nid: '?([0-9a-f]{20})'?\n/.exec(await readFile(uri.fsPath, 'utf8'))?.[1];
    assert.ok(id);
    const response = await fetch(`${team}/api/v2/items/${id}`, {
      headers: { authorization: `Bearer ${emulator.tokens.team}` },
    });
    const server = (await response.json()) as ServerItem & { coediting: boolean };
    assert.equal(server.title, 'A team note');
    assert.equal(server.coediting, true);
    await fetch(`${team}/api/v2/items/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${emulator.tokens.team}` },
    });
    await signOut(team).then(undefined, () => undefined);
  });

  /** The first article of My articles in the Articles view, as the context menu gets it. */
  async function myFirstArticleNode(): Promise<{ node: unknown; item: ServerItem }> {
    const [host] = await eventually(async () => {
      const nodes = await childrenOf('devdesk.articles');
      return nodes.length > 0 ? nodes : undefined;
    }, 'the signed-in host');
    const section = (await childrenOf('devdesk.articles', host)).find((node) => labelOf(node) === 'My articles')!;
    const article = (await childrenOf('devdesk.articles', section)).find((node) => node.kind === 'item')!;
    return { node: article, item: (article.data as { item: ServerItem }).item };
  }

  it('opens one of my articles from the Articles view as a file', async () => {
    const { node, item } = await myFirstArticleNode();
    const uri = (await vscode.commands.executeCommand('devdesk.articleFiles.editAsFile', node)) as vscode.Uri;
    assert.equal(vscode.window.activeTextEditor?.document.uri.fsPath, uri.fsPath);
    assert.ok((await readFile(uri.fsPath, 'utf8')).includes(item.id));
  });

  it('edits one of my articles on the service (no local file): saving publishes; a newer server version refuses the save and keeps my text', async () => {
    const { node, item } = await myFirstArticleNode();
    const uri = (await vscode.commands.executeCommand('devdesk.articleFiles.editOnServer', node)) as vscode.Uri;
    assert.equal(uri.scheme, 'devdesk-article-file');
    const document = await eventually(() => {
      const active = vscode.window.activeTextEditor?.document;
      return active?.uri.toString() === uri.toString() ? active : undefined;
    }, 'the article open from the service');
    assert.ok(
      document.getText().startsWith('---\ntitle: ') && document.getText().includes(item.id),
      document.getText(),
    );

    const replaceBody = async (body: string) => {
      const edit = new vscode.WorkspaceEdit();
      edit.replace(uri, new vscode.Range(0, 0, document.lineCount, 0), withBody(document.getText(), body));
      assert.ok(await vscode.workspace.applyEdit(edit));
    };
    await replaceBody('Edited on the service from DevDesk.\n');
    assert.equal(await document.save(), true);
    const published = (await (await qiita(`/items/${item.id}`)).json()) as ServerItem;
    assert.equal(published.body, 'Edited on the service from DevDesk.\n');
    assert.equal(published.title, item.title);

    await serviceClockPast(published.updated_at);
    const elsewhere = await qiita(`/items/${item.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: item.title, body: 'Changed on the web meanwhile.\n' }),
    });
    assert.equal(elsewhere.status, 200);
    await replaceBody('My second edit.\n');
    assert.equal(await document.save(), false, 'the save is refused');
    const server = (await (await qiita(`/items/${item.id}`)).json()) as ServerItem;
    assert.equal(server.body, 'Changed on the web meanwhile.\n', 'nothing was overwritten');
    assert.ok(document.isDirty && document.getText().endsWith('My second edit.\n'), 'my text is still in the editor');

    await replaceBody('');
    await vscode.commands.executeCommand('workbench.action.files.revert');
    assert.ok(
      !document.isDirty && document.getText().includes('Changed on the web meanwhile.'),
      'a revert shows the service’s version',
    );
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });

  it('checks the front matter of an article edited on the service while typing, and completes its tags', async () => {
    const popular = (await (await qiita('/tags?sort=count&per_page=5')).json()) as Array<{ id: string }>;
    const { node } = await myFirstArticleNode();
    const uri = (await vscode.commands.executeCommand('devdesk.articleFiles.editOnServer', node)) as vscode.Uri;
    const document = await eventually(() => {
      const active = vscode.window.activeTextEditor?.document;
      return active?.uri.toString() === uri.toString() ? active : undefined;
    }, 'the article open from the service');
    const lines = document.getText().split('\n');
    const tagLine = lines.findIndex((line, index) => index > lines.indexOf('tags:') && line.startsWith('  - '));
    const list = await vscode.commands.executeCommand<vscode.CompletionList>(
      'vscode.executeCompletionItemProvider',
      uri,
      new vscode.Position(tagLine, 4),
    );
    const labels = list.items.map((item) => (typeof item.label === 'string' ? item.label : item.label.label));
    for (const tag of popular) assert.ok(labels.includes(tag.id), `${tag.id} offered`);

    const edit = new vscode.WorkspaceEdit();
    edit.replace(uri, document.lineAt(1).range, "title: ''");
    assert.ok(await vscode.workspace.applyEdit(edit));
    const codes = await eventually(() => {
      const found = vscode.languages.getDiagnostics(uri).map((diagnostic) => String(diagnostic.code));
      return found.length > 0 ? found : undefined;
    }, 'a diagnostic for the empty title');
    assert.deepEqual(codes, ['emptyTitle']);
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await eventually(
      () => (vscode.languages.getDiagnostics(uri).length === 0 ? true : undefined),
      'no problem once reverted',
    );
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });

  it('shows problems of a bad front matter in the Problems panel while typing', async () => {
    await mkdir(publicFolder(), { recursive: true });
    const path = join(publicFolder(), 'bad.md');
    await writeFile(path, '---\ntitle: Fine\ntags:\n  - a\nprivate: false\n---\nBody\n');
    const document = await vscode.workspace.openTextDocument(path);
    await vscode.window.showTextDocument(document);
    const edit = new vscode.WorkspaceEdit();
    edit.replace(
      document.uri,
      new vscode.Range(0, 0, document.lineCount, 0),
      "---\ntitle: ''\ntags:\n  - a\n  - b\n  - c\n  - d\n  - e\n  - f\nprivate: true\norganization_url_name: my-org\nslide: sometimes\ncoediting: true\n---\nBody\n",
    );
    await vscode.workspace.applyEdit(edit);
    const codes = await eventually(() => {
      const found = vscode.languages
        .getDiagnostics(document.uri)
        .map((diagnostic) => String(diagnostic.code))
        .sort();
      return found.length >= 5 ? found : undefined;
    }, 'diagnostics for the bad front matter');
    assert.deepEqual(codes, [
      'emptyTitle',
      'organizationOnPrivate',
      'slideNotBoolean',
      'teamFieldOnPublic',
      'tooManyTags',
    ]);
    const slide = vscode.languages
      .getDiagnostics(document.uri)
      .find((diagnostic) => diagnostic.code === 'slideNotBoolean')!;
    assert.equal(slide.range.start.line, 11);
    assert.equal(await vscode.commands.executeCommand('devdesk.articleFiles.publish', document.uri), 'invalid');
    assert.ok(existsSync(path));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it("warns where Qiita's Markdown will take a backslash out of a formula, and not in a ```math block", async () => {
    await mkdir(publicFolder(), { recursive: true });
    const path = join(publicFolder(), 'math-escapes.md');
    await writeFile(
      path,
      '---\ntitle: Math\ntags:\n  - math\nprivate: false\n---\nDisplay:\n\n$$\n\\int x\\,dx\n$$\n\n```math\n\\int x\\,dx\n```\n',
    );
    const document = await vscode.workspace.openTextDocument(path);
    await vscode.window.showTextDocument(document);
    const warning = await eventually(
      () => vscode.languages.getDiagnostics(document.uri).find((diagnostic) => diagnostic.code === 'mathEscape'),
      'the warning on \\,',
    );
    assert.equal(warning.severity, vscode.DiagnosticSeverity.Warning);
    assert.deepEqual(
      [warning.range.start.line, warning.range.start.character, document.getText(warning.range)],
      [9, 6, '\\,'],
    );
    assert.match(warning.message, /reads \\, in a formula as ,/);
    assert.equal(
      vscode.languages.getDiagnostics(document.uri).length,
      1,
      'nothing in the ```math block, no other problem',
    );
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    await rm(path, { force: true });
  });
});
