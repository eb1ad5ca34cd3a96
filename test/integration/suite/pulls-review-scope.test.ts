// Choose Changes to Review…, in real VS Code against the emulator: after two commits are pushed onto a pull request
// (the emulator's control route), the picker offers all changes, each commit and a range; the range of the two makes
// the Files node say "Files · 2 commits (…)" and list only their file, whose diff is the file before the first commit
// against the file at the last; a line comment written there is stored with the range's head as `commit_id` and the
// line and side of that diff. Show All Changes goes back, and a base-side (LEFT) comment on the whole pull request's
// diff is anchored at the head commit, as GitHub wants.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import {
  acceptingQuickPicks,
  childrenOf,
  devdesk,
  emulator,
  eventually,
  labelOf,
  pressEscape,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { github, pullNode, viewId } from './pull-nodes';
import { fileAtRef, sendToUrl } from './github-direct';

const owner = 'devdesk-org';
const name = 'monorepo';
const repoPath = `/repos/${owner}/${name}`;

interface RestPull {
  number: number;
  draft: boolean;
  user: { login: string };
  head: { sha: string; repo: { full_name: string } | null };
  base: { sha: string; repo: { full_name: string } };
  requested_reviewers: Array<{ login: string }>;
}
interface RestComment {
  body: string;
  commit_id: string;
  original_commit_id: string;
  line: number | null;
  side: string;
}

/**
 * An open pull request on the view's first page, someone else's, with reviewers requested (mona not among them), near
 * the page's end: the compare suite takes one with none requested, the suggestion suites the newest and the oldest.
 */
async function pullOfItsOwn(): Promise<RestPull> {
  const page = (await github(`${repoPath}/pulls?per_page=30`)).json as RestPull[];
  const found = [...page]
    .reverse()
    .find(
      (pull) =>
        pull.user.login !== 'mona' &&
        !pull.draft &&
        pull.head.repo?.full_name === pull.base.repo.full_name &&
        pull.requested_reviewers.length > 0 &&
        pull.requested_reviewers.every((reviewer) => reviewer.login !== 'mona'),
    );
  assert.ok(found, `a pull request of its own on ${name}'s first page`);
  return found;
}

async function push(number: number, path: string, content: string, message: string): Promise<string> {
  const pushed = await sendToUrl('POST', `${emulator.url}/__emulator/github/push`, {
    owner,
    repo: name,
    number,
    path,
    content,
    message,
  });
  assert.equal(pushed.status, 201, JSON.stringify(pushed.json));
  return pushed.json.sha as string;
}

/** The pull request's Files node once `ready` holds for it (the view redrawn after a choice). */
async function filesNode(number: number, ready: (node: TreeNode) => boolean, what: string): Promise<TreeNode> {
  return eventually(
    async () => {
      const children = await childrenOf(viewId, await pullNode(`${owner}/${name}`, number));
      const files = children.find((node) => node.kind === 'item' && (node.data as { part?: string }).part === 'files');
      return files && ready(files) ? files : undefined;
    },
    what,
    20_000,
  );
}

const label = (node: TreeNode) =>
  node.kind === 'item' && typeof node.label === 'object' ? [node.label.message, ...node.label.args] : [labelOf(node)];

/** Opens a file node's diff; answers its two documents. */
async function openDiff(node: TreeNode): Promise<{ left: vscode.TextDocument; right: vscode.TextDocument }> {
  assert.ok(node.kind === 'item' && node.open, `${labelOf(node)} opens`);
  await vscode.commands.executeCommand(node.open.command, ...node.open.args);
  const input = await eventually(() => {
    const active = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
    return active instanceof vscode.TabInputTextDiff && active.modified.toString() !== active.original.toString()
      ? active
      : undefined;
  }, 'the diff editor');
  const [left, right] = await Promise.all([
    vscode.workspace.openTextDocument(input.original),
    vscode.workspace.openTextDocument(input.modified),
  ]);
  return { left, right };
}

const commentsOf = async (number: number) =>
  (await github(`${repoPath}/pulls/${number}/comments?per_page=100`)).json as RestComment[];

describe('Pull Requests: Choose Changes to Review', function () {
  this.timeout(120_000);
  let pull: RestPull;

  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
    pull = await pullOfItsOwn();
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await signOut(emulator.github);
  });

  it("a range of two commits: the Files node's label, its file, the diff between the range's ends and a comment anchored at its head", async () => {
    const path = `docs/review-scope-${pull.number}.md`;
    const before = pull.head.sha;
    const first = await push(pull.number, path, 'one\ntwo\nthree\n', 'Start the review notes');
    const textAtLast = 'one\ntwo\nthree\nfour\nfive\n';
    const last = await push(pull.number, path, textAtLast, 'Two more lines');
    const ref = { hostId: emulator.github, owner, repo: name, number: pull.number };

    // The picker as the reviewer sees it, dismissed: all changes, each commit with its short SHA, a range.
    const api = await devdesk();
    const asked = api.prompts.shown.length;
    const dismissed = vscode.commands.executeCommand('devdesk.pulls.chooseChanges', ref);
    const picker = await eventually(
      () => api.prompts.shown.slice(asked).find((prompt) => prompt.title === 'Choose Changes to Review'),
      'the picker',
    );
    await acceptingQuickPicks(dismissed, 'the picker dismissed', undefined, pressEscape);
    const rows = picker.items.map((item) => [item.label, item.description]);
    assert.deepEqual(rows[0]?.[0], 'All changes');
    assert.deepEqual(rows.at(-1), ['A range of commits…', undefined]);
    assert.deepEqual(rows.at(-2), ['Two more lines', last.slice(0, 7)]);
    assert.deepEqual(rows.at(-3), ['Start the review notes', first.slice(0, 7)]);

    // The range from the first pushed commit to the last, as its two picks answer it.
    const chosen = await vscode.commands.executeCommand<{ base: string; head: string; count: number }>(
      'devdesk.pulls.chooseChanges',
      ref,
      { choice: 'range', first, last },
    );
    assert.deepEqual([chosen?.base, chosen?.head, chosen?.count], [before, last, 2]);
    const files = await filesNode(
      pull.number,
      (node) => label(node)[0] === 'Files · {0} commits ({1})',
      'the Files node of the range',
    );
    assert.deepEqual(label(files), ['Files · {0} commits ({1})', 2, `${first.slice(0, 7)}..${last.slice(0, 7)}`]);
    const listed = await childrenOf(viewId, files);
    assert.deepEqual(listed.map(labelOf), [`review-scope-${pull.number}.md`], "only the range's file");

    const { left, right } = await openDiff(listed[0]!);
    assert.equal(left.getText(), '', 'left: the file before the first commit (it did not exist)');
    assert.equal(right.getText(), await fileAtRef(repoPath, last, path), "right: the file at the range's head");
    assert.equal(right.getText(), textAtLast);

    const thread = api.pulls.startThread(right.uri, 3); // line 4, "four"
    const text = `On the range (${Date.now()})`;
    await vscode.commands.executeCommand('devdesk.pulls.replyToThread', { thread, text });
    const stored = (await commentsOf(pull.number)).find((comment) => comment.body === text);
    assert.deepEqual(
      [stored?.commit_id, stored?.original_commit_id, stored?.line, stored?.side],
      [last, last, 4, 'RIGHT'],
      "the range's head, the line and side of its diff",
    );
  });

  it('Show All Changes goes back; a base-side (LEFT) comment there is anchored at the head commit', async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const ref = { hostId: emulator.github, owner, repo: name, number: pull.number };
    await vscode.commands.executeCommand('devdesk.pulls.showAllChanges', ref);
    const files = await filesNode(pull.number, (node) => labelOf(node) === 'Files', 'the Files node of all changes');
    const head = ((await github(`${repoPath}/pulls/${pull.number}`)).json as RestPull).head.sha;
    const served = (await github(`${repoPath}/pulls/${pull.number}/files?per_page=100`)).json as Array<{
      filename: string;
      patch?: string;
    }>;
    const withBase = served.find((file) => /^@@ -(\d+),?(\d*) /m.exec(file.patch ?? '')?.[2] !== '0' && file.patch);
    assert.ok(withBase, 'a file whose diff shows base lines');
    const baseStart = Number(/^@@ -(\d+)/m.exec(withBase.patch!)![1]);
    const node = await eventually(async () => {
      const listed = await childrenOf(viewId, files);
      const flat = async (nodes: TreeNode[]): Promise<TreeNode[]> =>
        (
          await Promise.all(
            nodes.map(async (each) =>
              each.kind === 'item' && (each.data as { type: string }).type === 'fileFolder'
                ? flat(await childrenOf(viewId, each))
                : [each],
            ),
          )
        ).flat();
      return (await flat(listed)).find(
        (each) =>
          each.kind === 'item' && (each.data as { file?: { filename: string } }).file?.filename === withBase.filename,
      );
    }, `${withBase.filename} under Files`);
    const { left } = await openDiff(node);
    const thread = (await devdesk()).pulls.startThread(left.uri, baseStart - 1);
    const text = `On the base side (${Date.now()})`;
    await vscode.commands.executeCommand('devdesk.pulls.replyToThread', { thread, text });
    const stored = (await commentsOf(pull.number)).find((comment) => comment.body === text);
    assert.deepEqual([stored?.commit_id, stored?.line, stored?.side], [head, baseStart, 'LEFT']);
  });
});
