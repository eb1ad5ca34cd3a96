// The Pull Requests view in real VS Code against the emulator: the repositories from settings, a repository with
// 1,050 pull requests drawn a page at a time, a pull request's files, commits and review threads, and commenting,
// reacting, closing, reopening and merging, each asserted on the emulator's state.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  childrenOf,
  devdesk,
  emulator,
  emulatorRequests,
  resetEmulatorRequests,
  eventually,
  labelOf,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { fileNodesUnder, github, pullNode, pullOf, repoNode, group, viewId } from './pull-nodes';

describe('Pull Requests view', () => {
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
  });
  after(() => signOut(emulator.github));

  it('is empty while signed out, then lists the repositories named in settings', async () => {
    assert.deepEqual(await childrenOf(viewId), []);
    await signInWithSandboxToken(emulator.github);
    await repoNode('devdesk-org/monorepo');
    assert.deepEqual((await childrenOf(viewId, await repoNode('devdesk-org/monorepo'))).map(labelOf), [
      'Open pull requests',
      'Review requested',
      'Created by me',
      'Closed',
    ]);
  });

  it('draws the first 30 of 1,050 pull requests, newest first, with a load-more node', async () => {
    const pulls = await group('devdesk-org/monorepo', 'Open pull requests');
    const items = pulls.filter((node) => pullOf(node));
    assert.equal(items.length, 30);
    const served = (await github('/repos/devdesk-org/monorepo/pulls?per_page=30')).json as Array<{ number: number }>;
    assert.deepEqual(
      items.map((node) => pullOf(node)!.number),
      served.map((p) => p.number),
    );
    assert.equal(pulls[pulls.length - 1]!.kind, 'loadMore');
  });

  it('expands a pull request to its files, commits and review threads (replies under their thread)', async () => {
    const pull = await pullNode('devdesk-org/docs-site', 11, 'Closed');
    const parts = await childrenOf(viewId, pull);
    // Changes Since Your Review is there too once the viewer has reviewed it (another suite may have): not a part of every pull request.
    assert.deepEqual(
      parts.map(labelOf).filter((label) => label !== 'Changes Since Your Review'),
      ['Files', 'Commits', 'Review comments', 'Conversation', 'Reviews', 'Checks'],
    );
    const files = await fileNodesUnder(parts[0]!);
    const servedFiles = (await github('/repos/devdesk-org/docs-site/pulls/11/files?per_page=100')).json as Array<{
      filename: string;
    }>;
    assert.equal(files.filter((node) => node.kind === 'item').length, servedFiles.length);
    const commits = await childrenOf(viewId, parts[1]);
    assert.ok(
      commits.some((node) => node.kind === 'item'),
      'commits are listed',
    );
    const threads = await childrenOf(viewId, parts[2]);
    const withReply = threads.find(
      (node) => node.kind === 'item' && (node.data as { comments: unknown[] }).comments.length === 2,
    );
    assert.ok(withReply, 'the thread with a reply is one node');
    assert.equal((await childrenOf(viewId, withReply)).length, 2);
  });

  it('comments on a pull request from a draft, as the service then shows', async () => {
    const pull = await pullNode('devdesk-org/docs-site', 23);
    await vscode.commands.executeCommand('devdesk.pulls.comment', pull);
    const editor = await eventually(() => vscode.window.activeTextEditor, 'the draft editor');
    const body = `Looks good from the integration suite (${Date.now()})`;
    await editor.edit((edit) => edit.insert(new vscode.Position(0, 0), body));
    await vscode.commands.executeCommand('devdesk.postComment', editor.document.uri);
    const comments = (await github('/repos/devdesk-org/docs-site/issues/23/comments')).json as Array<{ body: string }>;
    assert.ok(comments.some((comment) => comment.body === body));
  });

  it('reacts to a pull request', async () => {
    const pull = await pullNode('devdesk-org/docs-site', 23);
    await vscode.commands.executeCommand('devdesk.pulls.react', pull, { content: 'hooray' });
    const reactions = (await github('/repos/devdesk-org/docs-site/issues/23/reactions')).json as Array<{
      content: string;
      user: { login: string };
    }>;
    assert.ok(reactions.some((reaction) => reaction.content === 'hooray' && reaction.user.login === 'mona'));
  });

  it('closes and reopens a pull request', async () => {
    await vscode.commands.executeCommand('devdesk.pulls.close', await pullNode('devdesk-org/docs-site', 23));
    assert.equal(((await github('/repos/devdesk-org/docs-site/pulls/23')).json as { state: string }).state, 'closed');
    await vscode.commands.executeCommand('devdesk.pulls.reopen', await pullNode('devdesk-org/docs-site', 23, 'Closed'));
    assert.equal(((await github('/repos/devdesk-org/docs-site/pulls/23')).json as { state: string }).state, 'open');
  });

  it('pages a 3,000-file pull request: 100 files after one request, the next 100 on Load more', async () => {
    const [giant] = (await github('/repos/devdesk-org/monorepo/pulls?state=closed&per_page=1')).json as Array<{
      number: number;
    }>;
    const pull = await pullNode('devdesk-org/monorepo', giant!.number, 'Closed');
    const filesPath = `/github/api/v3/repos/devdesk-org/monorepo/pulls/${giant!.number}/files`;
    // GitHub links a repository's next pages by its id (/repositories/{id}/pulls/{n}/files?page=2).
    const byId = `/github/api/v3/repositories/${((await github('/repos/devdesk-org/monorepo')).json as { id: number }).id}/pulls/${giant!.number}/files`;
    const requests = async () => (await emulatorRequests(filesPath)).count + (await emulatorRequests(byId)).count;
    await resetEmulatorRequests();
    // The first page is read as the pull request opens, for the Files node's viewed count.
    const filesPart = (await childrenOf(viewId, pull)).find((node) => labelOf(node) === 'Files')!;

    const first = await childrenOf(viewId, filesPart);
    assert.equal((await fileNodesUnder(filesPart)).length, 100);
    assert.equal(await requests(), 1, 'one request for the first screen');
    const more = first.at(-1)!;
    assert.equal(more.kind === 'loadMore' && more.shown, 100);

    await vscode.commands.executeCommand('devdesk.tree.loadMore', viewId, more.id);
    assert.equal((await fileNodesUnder(filesPart)).length, 200);
    assert.equal(await requests(), 2, 'one more request per Load more');
  });

  it('merges with the head the user saw (squash), as the service then shows', async () => {
    await vscode.commands.executeCommand('devdesk.pulls.merge', await pullNode('devdesk-org/docs-site', 16), {
      method: 'squash',
    });
    const merged = (await github('/repos/devdesk-org/docs-site/pulls/16')).json as { merged: boolean };
    assert.equal(merged.merged, true);
  });
});

describe('Pull Requests: the diff editor with review threads', () => {
  before(() => signInWithSandboxToken(emulator.github));
  after(() => signOut(emulator.github));

  it('opens base against head for a changed file, with its review threads on their lines, and posts a reply', async () => {
    const pull = await pullNode('devdesk-org/docs-site', 11, 'Closed');
    const [filesPart] = await childrenOf(viewId, pull);
    const files = await fileNodesUnder(filesPart);
    const comments = (await github('/repos/devdesk-org/docs-site/pulls/11/comments')).json as Array<{
      id: number;
      path: string;
      line: number | null;
      side: string;
      body: string;
      in_reply_to_id?: number;
    }>;
    const root = comments.find((comment) => !comment.in_reply_to_id && comment.line && comment.side === 'RIGHT');
    assert.ok(root, 'the pull request has a review comment on a line of the head side');
    const file = files.find(
      (node) => node.kind === 'item' && (node.data as { file: { filename: string } }).file.filename === root.path,
    );
    assert.ok(file && file.kind === 'item' && file.open, `the file ${root.path} is listed and opens`);
    await vscode.commands.executeCommand(file.open.command, ...file.open.args);

    const diff = await eventually(() => {
      const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
      return tab?.input instanceof vscode.TabInputTextDiff ? tab.input : undefined;
    }, 'the diff editor');
    const [base, head] = await Promise.all([
      vscode.workspace.openTextDocument(diff.original),
      vscode.workspace.openTextDocument(diff.modified),
    ]);
    assert.notEqual(base.getText(), head.getText(), 'base and head differ');

    const api = await devdesk();
    const threads = await eventually(() => {
      const shown = api.pulls.threadsOf(diff.modified);
      return shown.length > 0 ? shown : undefined;
    }, 'the review threads on the head side');
    const thread = threads.find((each) => each.range?.start.line === root.line! - 1);
    assert.ok(thread, `a thread on line ${root.line}`);
    assert.equal((thread.comments[0]!.body as vscode.MarkdownString).value, root.body);

    const text = `A reply from the diff editor (${Date.now()})`;
    await vscode.commands.executeCommand('devdesk.pulls.replyToThread', { thread, text });
    const after = (await github('/repos/devdesk-org/docs-site/pulls/11/comments')).json as Array<{
      body: string;
      in_reply_to_id?: number;
    }>;
    assert.ok(
      after.some((comment) => comment.body === text && comment.in_reply_to_id === root.id),
      'the reply is on the service, in the thread',
    );
    assert.equal(thread.comments.at(-1)!.author.name, 'mona', 'and shows in the thread');
  });

  it("keeps a comment written while the file's threads are still loading, shown once", async () => {
    type Comment = {
      id: number;
      path: string;
      line: number | null;
      side: string;
      body: string;
      in_reply_to_id?: number;
    };
    const closed = (await github('/repos/devdesk-org/docs-site/pulls?state=closed&per_page=100')).json as Array<{
      number: number;
    }>;
    let found: { number: number; root: Comment } | undefined;
    for (const { number } of closed.filter((pull) => pull.number !== 11)) {
      const comments = (await github(`/repos/devdesk-org/docs-site/pulls/${number}/comments`)).json as Comment[];
      const root = comments.find((comment) => !comment.in_reply_to_id && comment.line && comment.side === 'RIGHT');
      if (root) found = { number, root };
      if (found) break;
    }
    assert.ok(found, 'another closed pull request with a review thread on the head side');
    const { number, root } = found;
    const [filesPart] = await childrenOf(viewId, await pullNode('devdesk-org/docs-site', number, 'Closed'));
    const file = (await fileNodesUnder(filesPart)).find(
      (node) => node.kind === 'item' && (node.data as { file: { filename: string } }).file.filename === root.path,
    );
    assert.ok(file && file.kind === 'item' && file.open);
    // The file's review comments answer slowly: the user writes a comment before they arrive.
    const slow = {
      kind: 'latency',
      ms: 2500,
      method: 'GET',
      pathPrefix: `/github/api/v3/repos/devdesk-org/docs-site/pulls/${number}/comments`,
    };
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(slow),
    });
    try {
      await vscode.commands.executeCommand(file.open.command, ...file.open.args);
      const diff = await eventually(() => {
        const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
        return tab?.input instanceof vscode.TabInputTextDiff && tab.input.modified.path.endsWith(root.path)
          ? tab.input
          : undefined;
      }, 'the diff editor');
      const api = await devdesk();
      // A line of the diff other than the root comment's: GitHub refuses a comment outside the diff (422).
      const patch = (file.data as { file: { patch?: string } }).file.patch ?? '';
      const writable = headLinesOf(patch).find((line) => line !== root.line);
      assert.ok(writable, "the file's diff has a head line besides the root comment's");
      const written = api.pulls.startThread(diff.modified, writable - 1);
      const text = `Written while the threads load (${Date.now()})`;
      await vscode.commands.executeCommand('devdesk.pulls.replyToThread', { thread: written, text });
      await eventually(
        () => api.pulls.threadsOf(diff.modified).find((thread) => thread.range?.start.line === root.line! - 1),
        'the threads GitHub had, once they arrive',
      );
      const shown = api.pulls.threadsOf(diff.modified);
      assert.ok(shown.includes(written), 'the thread the user wrote in is still shown');
      const withText = shown.filter((thread) =>
        thread.comments.some((comment) => (comment.body as vscode.MarkdownString).value === text),
      );
      assert.equal(withText.length, 1, 'the new comment shows once, not again from the list GitHub answered');
    } finally {
      await fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' });
    }
  });

  it("shows the change GitHub shows when the base branch moved on after the branch point: the base side is the merge base's file", async () => {
    type Served = { number: number; merged_at: string | null; base: { sha: string } };
    const merged = (
      (await github('/repos/devdesk-org/docs-site/pulls?state=closed&per_page=100')).json as Served[]
    ).filter((pull) => pull.merged_at);
    let moved: { pull: Served; mergeBase: string } | undefined;
    for (const pull of merged) {
      const commits = (await github(`/repos/devdesk-org/docs-site/pulls/${pull.number}/commits`)).json as Array<{
        parents: Array<{ sha: string }>;
      }>;
      const mergeBase = commits[0]?.parents[0]?.sha;
      if (mergeBase && mergeBase !== pull.base.sha) moved = { pull, mergeBase };
    }
    assert.ok(moved, 'a merged pull request whose first commit does not start from its base.sha');
    const [filesPart] = await childrenOf(viewId, await pullNode('devdesk-org/docs-site', moved.pull.number, 'Closed'));
    const [file] = await fileNodesUnder(filesPart);
    assert.ok(file && file.kind === 'item' && file.open);
    const path = (file.data as { file: { filename: string } }).file.filename;
    const textAt = async (sha: string) => {
      const { content } = (await github(`/repos/devdesk-org/docs-site/contents/${path}?ref=${sha}`)).json as {
        content: string;
      };
      return Buffer.from(content, 'base64').toString('utf8');
    };
    const atMergeBase = await textAt(moved.mergeBase);
    assert.notEqual(
      await textAt(moved.pull.base.sha),
      atMergeBase,
      'the base branch changed the file after the branch point',
    );

    await vscode.commands.executeCommand(file.open.command, ...file.open.args);
    const diff = await eventually(() => {
      const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
      return tab?.input instanceof vscode.TabInputTextDiff && tab.input.modified.path.endsWith(path)
        ? tab.input
        : undefined;
    }, 'the diff editor');
    assert.equal((await vscode.workspace.openTextDocument(diff.original)).getText(), atMergeBase);

    // A base side this session has not made (as a diff editor restored after a reload): the patch is looked up again.
    const query = new URLSearchParams(diff.original.query);
    query.set('headSha', query.get('headSha')!.slice(0, 12));
    const restored = await vscode.workspace.openTextDocument(diff.original.with({ query: query.toString() }));
    assert.equal(restored.getText(), atMergeBase);
  });
});

/** The head side's line numbers (one-based) a unified diff's hunks show: context and added lines. */
function headLinesOf(patch: string): number[] {
  const lines: number[] = [];
  let next = 0;
  for (const text of patch.split('\n')) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (hunk) next = Number(hunk[1]);
    else if (next > 0 && (text.startsWith('+') || text.startsWith(' '))) lines.push(next++);
  }
  return lines;
}
