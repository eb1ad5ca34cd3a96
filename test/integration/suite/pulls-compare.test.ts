// Changes since a review and ranges of commits, in real VS Code against the emulator: a pull request mona reviewed
// offers *Changes Since Your Review*, which after a commit is pushed to its head (the emulator's control route) lists
// only the file that commit changed, opening in the diff editor with the reviewed commit's file against the head's;
// *Compare Commits…* makes the Files node list the files of a picked range, from a reference with its two commits or
// from the Commits node with its two quick picks, and *Open Changes Between Two Commits…* opens a file of a range it was given. Each
// is asserted against the emulator's state.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import {
  acceptingQuickPicks,
  childrenOf,
  emulator,
  eventually,
  labelOf,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { github, pullNode, viewId } from './pull-nodes';
import { fileAtRef, sendToUrl } from './github-direct';

const owner = 'devdesk-org';
const name = 'monorepo';
const repoPath = `/repos/${owner}/${name}`;
const since = 'Changes Since Your Review';

interface RestPull {
  number: number;
  draft: boolean;
  user: { login: string };
  head: { sha: string };
  base: { sha: string };
  requested_reviewers: Array<{ login: string }>;
  requested_teams: unknown[];
}

/** A pull request on the view's first page that no other test reaches for: someone else's, no review requested, no checks. */
async function quietPull(): Promise<RestPull> {
  const page = (await github(`${repoPath}/pulls?per_page=30`)).json as RestPull[];
  for (const pull of [...page].reverse()) {
    if (
      pull.user.login === 'mona' ||
      pull.draft ||
      pull.requested_reviewers.length > 0 ||
      pull.requested_teams.length > 0
    )
      continue;
    const runs = (await github(`${repoPath}/commits/${pull.head.sha}/check-runs`)).json as { total_count: number };
    if (runs.total_count === 0) return pull;
  }
  throw new Error(`no quiet pull request on ${name}'s first page`);
}

/** The pull request's children after a refresh, once `ready` holds for them (the review states load with the page). */
async function childrenOfPull(
  number: number,
  ready: (children: TreeNode[]) => boolean,
  what: string,
): Promise<TreeNode[]> {
  await vscode.commands.executeCommand('devdesk.refresh', viewId);
  return eventually(
    async () => {
      const children = await childrenOf(viewId, await pullNode(`${owner}/${name}`, number));
      if (ready(children)) return children;
      await vscode.commands.executeCommand('devdesk.refresh', viewId);
      return undefined;
    },
    what,
    20_000,
  );
}

/** Opens a file node's diff and reads both sides as VS Code shows them. */
async function openDiff(node: TreeNode): Promise<{ left: string; right: string; title: string }> {
  assert.ok(node.kind === 'item' && node.open, `${labelOf(node)} opens`);
  await vscode.commands.executeCommand(node.open.command, ...node.open.args);
  const tab = await eventually(() => {
    const active = vscode.window.tabGroups.activeTabGroup.activeTab;
    return active?.input instanceof vscode.TabInputTextDiff ? active : undefined;
  }, 'the diff editor');
  const input = tab.input as vscode.TabInputTextDiff;
  const [left, right] = await Promise.all([
    vscode.workspace.openTextDocument(input.original),
    vscode.workspace.openTextDocument(input.modified),
  ]);
  return { left: left.getText(), right: right.getText(), title: tab.label };
}

const isLabel = (label: string) => (node: TreeNode) => labelOf(node) === label;
const baseName = (path: string) => path.split('/').pop()!;
/** The pull request's Files node once it lists the chosen range `base`..`head` (Compare Commits… chooses it). */
async function filesOfRange(number: number, base: string, head: string): Promise<TreeNode> {
  return eventually(async () => {
    const found = await childrenOf(viewId, await pullNode(`${owner}/${name}`, number));
    return found.find((node) => {
      const data = node.kind === 'item' ? (node.data as { chosen?: { base: string; head: string } }) : undefined;
      return data?.chosen?.base === base && data.chosen.head === head;
    });
  }, 'the Files node of the range');
}

describe('Pull Requests: changes since your review and commit ranges', function () {
  this.timeout(120_000); // several refreshes and a diff editor, on a machine that may be busy
  let pull: RestPull;
  let path: string;
  let reviewed: string;
  let reviewedText: string;
  let pushed: string;
  let pushedText: string;

  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
    pull = await quietPull();
    const files = (await github(`${repoPath}/pulls/${pull.number}/files?per_page=100`)).json as Array<{
      filename: string;
      status: string;
    }>;
    // A file the pull request already changes: its Files diff (base to head) is not what Changes Since shows.
    path = files.find((file) => file.status === 'modified')?.filename ?? 'README.md';
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await signOut(emulator.github);
  });

  it("after a review and a new commit, Changes Since Your Review lists only that commit's file, its diff from the reviewed commit to the head", async () => {
    const before = await childrenOfPull(
      pull.number,
      (children) => children.some(isLabel('Reviews')),
      'the pull request expanded',
    );
    assert.ok(!before.some(isLabel(since)), 'not offered before mona reviewed');

    reviewed = pull.head.sha;
    const review = await sendToUrl('POST', `${emulator.github}${repoPath}/pulls/${pull.number}/reviews`, {
      event: 'COMMENT',
      body: 'Read it all.',
      commit_id: reviewed,
    });
    assert.equal(review.status, 200, JSON.stringify(review.json));
    const atReview = await childrenOfPull(
      pull.number,
      (children) => children.some(isLabel(since)),
      `${since} offered once reviewed`,
    );
    const nothingYet = await childrenOf(viewId, atReview.find(isLabel(since))!);
    assert.deepEqual(
      nothingYet.map((node) => node.kind === 'message' && node.text.message),
      ['Nothing new: your latest review was on the head commit ({0}).'],
    );

    reviewedText = await fileAtRef(repoPath, reviewed, path);
    pushedText = reviewedText.replace(/\n/, '\nA line pushed after the review.\n');
    const push = await sendToUrl('POST', `${emulator.url}/__emulator/github/push`, {
      owner,
      repo: name,
      number: pull.number,
      path,
      content: pushedText,
      message: 'One more line',
    });
    assert.equal(push.status, 201, JSON.stringify(push.json));
    pushed = push.json.sha;
    assert.equal(
      ((await github(`${repoPath}/pulls/${pull.number}`)).json as RestPull).head.sha,
      pushed,
      'the head moved on the service',
    );

    const afterPush = await childrenOfPull(
      pull.number,
      (children) =>
        children.some(
          (node) => node.kind === 'item' && (node.data as { at?: { headSha?: string } }).at?.headSha === pushed,
        ),
      `${since} at the pushed head`,
    );
    const files = await childrenOf(viewId, afterPush.find(isLabel(since))!);
    assert.deepEqual(files.map(labelOf), [baseName(path)], 'only the file the pushed commit changed');
    const file = files[0]!;
    assert.ok(file.kind === 'item');
    const changed = (file.data as { at: { file: { additions: number; deletions: number } } }).at.file;
    assert.deepEqual([changed.additions, changed.deletions], [1, 0], 'one line added since the review');

    const diff = await openDiff(file);
    assert.equal(diff.left, reviewedText, 'left: the file at the reviewed commit');
    assert.equal(diff.right, pushedText, 'right: the file at the head');
    assert.equal(diff.title, `${baseName(path)} (#${pull.number}, ${reviewed.slice(0, 7)} ↔ ${pushed.slice(0, 7)})`);
  });

  it('Compare Commits… makes Files list a range: the pushed commit alone, then the first commit from the Commits node', async () => {
    assert.ok(pushed, 'runs after the push above');
    const ref = { hostId: emulator.github, owner, repo: name, number: pull.number };
    const range = await vscode.commands.executeCommand<{ base: string; head: string }>(
      'devdesk.pulls.compareCommits',
      ref,
      { first: pushed, last: pushed },
    );
    assert.deepEqual(range, { base: reviewed, head: pushed });
    const filesNode = await filesOfRange(pull.number, reviewed, pushed);
    assert.ok(filesNode.kind === 'item' && typeof filesNode.label === 'object');
    assert.deepEqual([filesNode.label.message, filesNode.label.args], ['Files · commit {0}', [pushed.slice(0, 7)]]);
    const files = await childrenOf(viewId, filesNode);
    assert.deepEqual(files.map(labelOf), [baseName(path)]);
    const diff = await openDiff(files[0]!);
    assert.deepEqual([diff.left, diff.right], [reviewedText, pushedText]);

    // Open Changes Between Two Commits with the range given: the file prompt answered with its only file.
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await acceptingQuickPicks(
      vscode.commands.executeCommand('devdesk.pulls.openComparedFile', ref, { first: pushed, last: pushed }),
      'the file prompt',
    );
    const opened = await eventually(() => {
      const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
      return input instanceof vscode.TabInputTextDiff ? input : undefined;
    }, 'the diff editor from the palette command');
    const sides = await Promise.all([
      vscode.workspace.openTextDocument(opened.original),
      vscode.workspace.openTextDocument(opened.modified),
    ]);
    assert.deepEqual(
      sides.map((document) => document.getText()),
      [reviewedText, pushedText],
    );

    // From the Commits node, the two quick picks answered with their first items: the pull request's first commit.
    const commits = (await github(`${repoPath}/pulls/${pull.number}/commits?per_page=100`)).json as Array<{
      sha: string;
    }>;
    // The pull request as it is now: a push moves its base.sha to the base branch's tip, as GitHub's synchronize does.
    const base = ((await github(`${repoPath}/pulls/${pull.number}`)).json as { base: { sha: string } }).base.sha;
    const children = await childrenOf(viewId, await pullNode(`${owner}/${name}`, pull.number));
    const commitsNode = children.find(isLabel('Commits'))!;
    const picked = await acceptingQuickPicks(
      vscode.commands.executeCommand<{ base: string; head: string }>('devdesk.pulls.compareCommits', commitsNode),
      'the first and last commit',
    );
    assert.deepEqual(picked, { base, head: commits[0]!.sha });
    const firstFiles = await childrenOf(viewId, await filesOfRange(pull.number, base, commits[0]!.sha));
    const compared = (await github(`${repoPath}/compare/${base}...${commits[0]!.sha}`)).json as {
      files: Array<{ filename: string }>;
    };
    assert.deepEqual(
      firstFiles.map(labelOf),
      compared.files.map((each) => baseName(each.filename)),
    );
  });
});
