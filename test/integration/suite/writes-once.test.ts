// A write happens once per intent, however often it is pressed: each write pressed twice while the first request is
// still on its way (the emulator holds it for a while, as a slow network would), and the emulator asked afterwards
// how many writes arrived and what the service now holds.
import * as assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import {
  devdesk,
  emulator,
  emulatorRequests,
  eventually,
  enterArticleScratch,
  leaveArticleScratch,
  resetEmulatorRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { github, pullNode } from './pull-nodes';

/** How long the emulator holds each write: long enough that the second press surely comes while it waits. */
const slowWrite = 1500;

async function holdWrites(method: string, pathPrefix: string): Promise<void> {
  const response = await fetch(`${emulator.url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'latency', ms: slowWrite, method, pathPrefix }),
  });
  assert.ok(response.ok, `fault not accepted: ${response.status}`);
}

const clearFaults = () => fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' });
const githubPath = (path: string) => `${new URL(emulator.github).pathname}${path}`;
const docs = '/repos/devdesk-org/docs-site';

/** Runs a command twice, the second press while the first is on its way, as an impatient user does. */
async function pressTwice(command: string, ...args: unknown[]): Promise<unknown[]> {
  return Promise.all([
    vscode.commands.executeCommand(command, ...args),
    vscode.commands.executeCommand(command, ...args),
  ]);
}

describe('Writes pressed twice while the first is on its way', function () {
  this.timeout(90_000);
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });
  afterEach(clearFaults);
  after(() => signOut(emulator.github));

  it('Post Comment: one comment on the pull request', async () => {
    const number = 23;
    await vscode.commands.executeCommand('devdesk.pulls.comment', await pullNode('devdesk-org/docs-site', number));
    const editor = await eventually(() => {
      const active = vscode.window.activeTextEditor;
      return active && /comment-[0-9a-f]{24}\.md$/.test(active.document.uri.path) ? active : undefined;
    }, 'the draft editor');
    const body = `Pressed twice (${Date.now()})`;
    await editor.edit((edit) => edit.insert(new vscode.Position(0, 0), body));
    const path = githubPath(`${docs}/issues/${number}/comments`);
    await holdWrites('POST', path);
    await resetEmulatorRequests();

    await pressTwice('devdesk.postComment', editor.document.uri);
    const comments = (await github(`${docs}/issues/${number}/comments?per_page=100`)).json as Array<{ body: string }>;
    assert.equal(comments.filter((comment) => comment.body === body).length, 1, 'one copy of the comment');
    assert.equal((await emulatorRequests(path, 'POST')).count, 1, 'one POST');
  });

  it('React: one reaction, not given and taken back', async () => {
    const number = 23;
    const path = githubPath(`${docs}/issues/${number}/reactions`);
    const mine = async () =>
      (
        (await github(`${docs}/issues/${number}/reactions`)).json as Array<{ content: string; user: { login: string } }>
      ).filter((reaction) => reaction.content === 'eyes' && reaction.user.login === 'mona').length;
    const before = await mine();
    await holdWrites('POST', path);
    await holdWrites('DELETE', path);
    const pull = await pullNode('devdesk-org/docs-site', number);
    await resetEmulatorRequests();

    await pressTwice('devdesk.pulls.react', pull, { content: 'eyes' });
    const writes = (await emulatorRequests(path, 'POST')).count + (await emulatorRequests(path, 'DELETE')).count;
    assert.equal(writes, 1, 'one write');
    assert.equal(await mine(), before === 0 ? 1 : 0, 'the one press took effect once');
  });

  it('Merge: one PUT, chosen from the view and from the description page, and no error although it merged', async () => {
    const open = (await github(`${docs}/pulls?state=open&per_page=100`)).json as Array<{
      number: number;
      draft: boolean;
    }>;
    const candidates = open.filter((pull) => !pull.draft && pull.number !== 23);
    let target: { number: number } | undefined;
    for (const candidate of candidates) {
      const settled = await eventually(async () => {
        const pull = (await github(`${docs}/pulls/${candidate.number}`)).json as { mergeable: boolean | null };
        return pull.mergeable === null ? undefined : pull;
      }, `the mergeability of #${candidate.number}`);
      if (settled.mergeable) {
        target = candidate;
        break;
      }
    }
    assert.ok(target, 'docs-site has a mergeable pull request');
    const node = await pullNode('devdesk-org/docs-site', target.number);
    // The description page's Merge… button hands the command a reference to the same pull request, with the head it shows.
    const { hostId, pull } = (node as TreeNode & { data: { hostId: string; pull: { head: { sha: string } } } }).data;
    const pageRef = { hostId, owner: 'devdesk-org', repo: 'docs-site', number: target.number, headSha: pull.head.sha };
    const path = githubPath(`${docs}/pulls/${target.number}/merge`);
    await holdWrites('PUT', path);
    const api = await devdesk();
    const errorsBefore = api.shownErrors.length;
    await resetEmulatorRequests();

    await Promise.all([
      vscode.commands.executeCommand('devdesk.pulls.merge', node, { method: 'merge' }),
      vscode.commands.executeCommand('devdesk.pulls.merge', pageRef, { method: 'merge' }),
    ]);
    assert.equal((await emulatorRequests(path, 'PUT')).count, 1, 'one PUT');
    assert.equal(((await github(`${docs}/pulls/${target.number}`)).json as { merged: boolean }).merged, true);
    assert.deepEqual(api.shownErrors.slice(errorsBefore), [], 'no error is shown for a merge that went through');
  });
});

describe('Publishing an article file pressed twice while the first is on its way', function () {
  this.timeout(90_000);
  const scratch = 'writes-once-scratch';
  const items = () => `${new URL(emulator.articles).pathname}/api/v2/items`;
  let created: string | undefined;

  before(() => enterArticleScratch(scratch));
  after(async () => {
    await clearFaults();
    if (created)
      await fetch(`${emulator.articles}/api/v2/items/${created}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${emulator.tokens.articles}` },
      });
    await leaveArticleScratch(scratch);
  });

  it('Publish Article File on a new file: one article created, its id written once', async () => {
    const uri = (await vscode.commands.executeCommand(
      'devdesk.articleFiles.new',
      { hostId: emulator.articles },
      { name: 'pressed-twice' },
    )) as vscode.Uri;
    const title = `Published once (${Date.now()})`;
    const text = (await readFile(uri.fsPath, 'utf8'))
      .replace('title: pressed-twice', `title: ${title}`)
      .replace("tags:\n  - ''", 'tags:\n  - DevDesk');
    const document = await vscode.workspace.openTextDocument(uri);
    const edit = new vscode.WorkspaceEdit();
    edit.replace(uri, new vscode.Range(0, 0, document.lineCount, 0), text);
    assert.ok(await vscode.workspace.applyEdit(edit));
    await document.save();
    await holdWrites('POST', items());
    await resetEmulatorRequests();

    const outcomes = await pressTwice('devdesk.articleFiles.publish', uri);
    assert.ok(outcomes.includes('created'), `outcomes: ${outcomes.join(', ')}`);
    assert.equal((await emulatorRequests(items(), 'POST')).count, 1, 'one POST');
    const mine = (await (
      await fetch(`${emulator.articles}/api/v2/authenticated_user/items?per_page=100`, {
        headers: { authorization: `Bearer ${emulator.tokens.articles}` },
      })
    ).json()) as Array<{ id: string; title: string }>;
    const twins = mine.filter((item) => item.title === title);
    assert.equal(twins.length, 1, 'one article on the service');
    created = twins[0]!.id;
    assert.equal(
      /\nid: '?([0-9a-f]{20})'?\n/.exec(await readFile(uri.fsPath, 'utf8'))?.[1],
      created,
      'the file has the article’s id',
    );
  });
});
